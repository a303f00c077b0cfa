// Command-line options of the benchmarks: `--name value` pairs, e.g. `--seeds 50 --ms 500`.
export function benchArgs() {
  return Object.fromEntries(
    process.argv.slice(2).join(' ').split('--').filter(Boolean).map((pair) => pair.trim().split(/\s+/)),
  );
}
