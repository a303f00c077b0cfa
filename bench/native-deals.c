// The native reference's deals alone, timed as `npm run bench` times the engine's: the same
// deals as `gapsolve playout SEED N` makes (seeds SEED, SEED+1, …), so that the figure
// "without the deals' time" takes the deals off both sides. It includes gapsolve.c itself
// (its path given as GAPSOLVE_SOURCE when compiling) and renames its main, so the deal is the
// reference's own code, built with the same flags.
#define main gapsolve_main
#include GAPSOLVE_SOURCE
#undef main

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  uint32_t seed = (uint32_t)atoi(argv[1]);
  long games = atol(argv[2]);
  rs = 12345;
  for (int i = 0; i < 52 * 52; i++) { Z1[i] = rnd(); Z2[i] = rnd(); }
  volatile int sink = 0;
  double started = now_ms();
  for (long game = 0; game < games; game++) { deal(seed + (uint32_t)game); sink += gaps[0]; }
  printf("deals: %ld in %.3f ms\n", games, now_ms() - started);
  return sink < 0;
}
