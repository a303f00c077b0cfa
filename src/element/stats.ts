import { emptyDaily, isDay, type DailyStats } from './daily.js';

/**
 * Statistics per variant, kept as plain data so they can be saved and handed to a page
 * as they are. A game counts once, when it first ends: won, lost, or abandoned with at
 * least one action taken (counted as lost, as solitaire programs usually do).
 */
export interface VariantStats {
  played: number;
  won: number;
  lost: number;
  /** The most cards in place at the end of a game. */
  bestScore: number;
  currentStreak: number;
  longestStreak: number;
  /** The fewest moves in a won game, or null before the first win. */
  fewestMoves: number | null;
  /** The variant's daily deals, counted apart as well (see daily.ts). */
  daily: DailyStats;
  /** Clean wins: won with no hint asked, no move or redeal undone and no win shown (see WinDetail's `clean`). */
  cleanWins: number;
  /** The fewest moves in a clean win, or null before the first. */
  fewestCleanMoves: number | null;
}

export type Stats = Record<string, VariantStats>;

export const emptyStats = (): VariantStats => ({
  played: 0,
  won: 0,
  lost: 0,
  bestScore: 0,
  currentStreak: 0,
  longestStreak: 0,
  fewestMoves: null,
  daily: emptyDaily(),
  cleanWins: 0,
  fewestCleanMoves: null,
});

/** The stats after a finished game (`clean`: a clean win): a new object, the old one untouched. */
export function recordGame(stats: VariantStats, won: boolean, score: number, moves: number, clean: boolean): VariantStats {
  const currentStreak = won ? stats.currentStreak + 1 : 0;
  return {
    played: stats.played + 1,
    won: stats.won + (won ? 1 : 0),
    lost: stats.lost + (won ? 0 : 1),
    bestScore: Math.max(stats.bestScore, score),
    currentStreak,
    longestStreak: Math.max(stats.longestStreak, currentStreak),
    fewestMoves: won ? Math.min(stats.fewestMoves ?? moves, moves) : stats.fewestMoves,
    daily: stats.daily,
    cleanWins: stats.cleanWins + (clean ? 1 : 0),
    fewestCleanMoves: clean ? Math.min(stats.fewestCleanMoves ?? moves, moves) : stats.fewestCleanMoves,
  };
}

export const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** The fields of `fields` as `given` has them, when `valid` takes each; else null. */
function pick<Fields extends object>(fields: Fields, given: object, valid: (field: string, value: unknown) => boolean): Fields | null {
  const entries = Object.keys(fields).map((field) => [field, given[field as never]]);
  return entries.every(([field, value]) => valid(field, value)) ? Object.fromEntries(entries) : null;
}

/**
 * Stats read back from storage, or null when they are not what this code writes. Only the
 * known fields are carried along; stats saved before clean wins or daily deals were
 * counted have none.
 */
export function readStats(value: unknown): Stats | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const stats: Stats = {};
  for (const [variant, entry] of Object.entries(value)) {
    const given = { cleanWins: 0, fewestCleanMoves: null, ...Object(entry) } as VariantStats;
    const counts = pick(emptyStats(), given, (field, value) => field === 'daily' || isCount(value) || (field.startsWith('fewest') && value === null));
    const daily = pick(emptyDaily(), Object(given.daily === undefined ? emptyDaily() : given.daily), (field, value) => (field.startsWith('last') ? value === null || isDay(value) : isCount(value)));
    if (!counts || !daily || counts.won + counts.lost !== counts.played || counts.cleanWins > counts.won || daily.won > daily.played) return null;
    stats[variant] = { ...counts, daily };
  }
  return stats;
}
