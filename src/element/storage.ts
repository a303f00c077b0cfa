/**
 * The autosave record in localStorage: the game (an engine save, with its whole undo
 * history), its playing time, whether its result is already counted, the help it had,
 * and the stats.
 * Storage can be missing, full or forbidden (private mode, a sandboxed frame): every
 * access is guarded, and what fails is reported, never thrown.
 */
import { isCount, readStats, type Stats } from './stats.js';

export const AUTOSAVE_FORMAT = 'montana-solitaire-autosave';

/** The help a game had, which makes its win not clean: hints asked, moves and redeals undone, `showWin()` calls. */
export interface Help {
  hints: number;
  undos: number;
  shown: number;
}

export interface AutosaveRecord {
  format: typeof AUTOSAVE_FORMAT;
  version: 1;
  /** The engine's save of the game in progress. */
  game: string;
  /** Playing time so far. */
  elapsedMs: number;
  /** The game's result is already in the stats. */
  counted: boolean;
  /** The game's help so far (a record written before help was kept has none: no help). */
  help?: Help;
  stats: Stats;
  /** The save of a game left under way that the writer counted as abandoned when it did not resume it (a tab still playing it counts it no more). */
  left?: string;
}

/** The storage key: the attribute's value, or one derived from the element's id. */
export function autosaveKey(value: string, id: string): string {
  return value !== '' ? value : id ? `montana-solitaire:${id}` : 'montana-solitaire';
}

function storage(): Storage {
  // Reading `localStorage` itself throws where storage is forbidden.
  return globalThis.localStorage;
}

/**
 * What storage's refusal says, the same for a read and a save: where both are refused
 * alike (a sandboxed frame) the two say the same, and the element warns of it once.
 */
const unusable = (error: unknown) => new Error(`storage cannot be used (${(error as Error).message})`);

/** Reads the record under `key`: the record, null when there is none, or an Error saying what is wrong. */
export function readRecord(key: string): AutosaveRecord | null | Error {
  let text: string | null;
  try {
    text = storage().getItem(key);
  } catch (error) {
    return unusable(error);
  }
  if (text === null) return null;
  let record: Partial<AutosaveRecord>;
  try {
    record = JSON.parse(text);
  } catch {
    return new Error('the saved data is not valid JSON');
  }
  if (record === null || typeof record !== 'object' || record.format !== AUTOSAVE_FORMAT || record.version !== 1) {
    return new Error(`the saved data is not a ${AUTOSAVE_FORMAT} record`);
  }
  const stats = readStats(record.stats);
  const { elapsedMs: elapsed, help } = record;
  const helpOk = help === undefined || [help?.hints, help?.undos, help?.shown].every(isCount);
  if (typeof record.game !== 'string' || !stats || typeof elapsed !== 'number' || !(elapsed >= 0) || typeof record.counted !== 'boolean' || !helpOk) {
    return new Error('the saved record is damaged');
  }
  return { ...(record as AutosaveRecord), stats };
}

/** Writes the record; returns the Error when storage refuses it (full, forbidden). */
export function writeRecord(key: string, record: AutosaveRecord): Error | null {
  try {
    storage().setItem(key, JSON.stringify(record));
    return null;
  } catch (error) {
    return unusable(error);
  }
}
