/**
 * The daily deal (the `daily` attribute): the winnable deal of `daily:YYYY-MM-DD`, the same
 * for everyone on a UTC day, and its statistics: days played, days won, and the run of
 * days won in a row.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { dailySeed, isWinnableCandidate } from '../engine.js';
import type { Strings } from './i18n.js';

const DAY_MS = 864e5;

/** Whether `value` is a day of the calendar written `YYYY-MM-DD` (not 2026-02-30). */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value) && new Date(Date.parse(value) || 0).toISOString().startsWith(value);

/** Today in UTC, `YYYY-MM-DD`: the day whose deal `daily` deals now. */
export const today = (): string => dailySeed().slice(6);

/** The UTC day (`YYYY-MM-DD`) whose daily deal a game of `seed` is, or null when it is none. */
export function dayOf(seed: string): string | null {
  const day = seed.slice(6, 16);
  return isDay(day) && isWinnableCandidate(`daily:${day}`, seed) ? day : null;
}

/** The day before `day`. */
export const dayBefore = (day: string) => new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);

/** A variant's daily deals. A day counts once, however often its deal is played. */
export interface DailyStats {
  /** Days whose deal was played (won, lost or abandoned). */
  played: number;
  /** Days whose deal was won. */
  won: number;
  /** Days won in a row, up to the last day won. */
  run: number;
  longestRun: number;
  /** The last day played and the last day won, `YYYY-MM-DD`, or null. */
  lastPlayed: string | null;
  lastWon: string | null;
}

export const emptyDaily = (): DailyStats => ({ played: 0, won: 0, run: 0, longestRun: 0, lastPlayed: null, lastWon: null });

/** The daily statistics after a game of `day`'s deal ended: a new object, the old one untouched. */
export function recordDay(daily: DailyStats, day: string, won: boolean): DailyStats {
  const next = { ...daily, lastPlayed: day, played: daily.played + (daily.lastPlayed === day ? 0 : 1) };
  if (!won || daily.lastWon === day) return next;
  const run = daily.lastWon === dayBefore(day) ? daily.run + 1 : 1;
  return { ...next, won: daily.won + 1, run, longestRun: Math.max(daily.longestRun, run), lastWon: day };
}

/** `day`'s date in the language of `locale`, e.g. "1 December 2026". */
export const longDate = (locale: string, day: string): string => new Date(day).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });

/** What a game of `day`'s deal is called: "Daily deal, 1 December 2026". */
export const dailyTitle = (strings: Strings, day: string): string => strings.daily(longDate(strings.locale, day));

/**
 * Renders `host` again at each UTC midnight while it is in the page, so that an element
 * left open offers the new day's deal (the view decides what it shows).
 */
export function renderAtMidnight(host: ReactiveElement): void {
  let timer: ReturnType<typeof setTimeout>;
  const controller: ReactiveController = {
    // A second after midnight, so the new day has surely begun on this clock.
    hostConnected: () => (timer = setTimeout(() => (host.requestUpdate(), controller.hostConnected!()), DAY_MS - (Date.now() % DAY_MS) + 1000)),
    hostDisconnected: () => clearTimeout(timer),
  };
  host.addController(controller);
}
