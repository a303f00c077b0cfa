/**
 * The position notation of rules.md: one two-character token per cell (a card code,
 * or `--` for a gap), rows separated by `/`, no spaces.
 */
import type { Board, Move } from './actions.js';
import { CARD_CODE_HELP, DECK_SIZE, GAP, codeOf, parseCard } from './cards.js';
import { moveFrom, moveTo } from './tableau.js';
import type { Rules } from './variants.js';

export const GAP_TOKEN = '--';

/** A cell as the public API names it. */
export interface Cell {
  row: number;
  col: number;
}

export function describeCell({ row, col }: Cell): string {
  return `row ${row}, column ${col}`;
}

export const sameCell = (a: Cell, b: Cell): boolean => a.row === b.row && a.col === b.col;

/** The public cell of a cell index. */
export function cellAt({ columns }: Rules, index: number): Cell {
  return { row: Math.floor(index / columns), col: index % columns };
}

/** True when `cell` is a `{ row, col }` of whole numbers on the board of `rules`. */
export function isCellOn({ rows, columns }: Rules, cell: unknown): cell is Cell {
  const { row, col } = (cell ?? {}) as Partial<Cell>;
  return Number.isInteger(row) && Number.isInteger(col) && row! >= 0 && row! < rows && col! >= 0 && col! < columns;
}

/** An encoded move (see tableau.ts) as the API's move, read from the cells before it is played. */
export function moveOf(rules: Rules, cells: ArrayLike<number>, move: number): Move {
  return { card: codeOf(cells[moveFrom(move)]), from: cellAt(rules, moveFrom(move)), to: cellAt(rules, moveTo(move)) };
}

/** Rows × columns of card codes, null for a gap, frozen. */
export function boardOf(rules: Rules, cells: ArrayLike<number>): Board {
  const rows: (string | null)[][] = [];
  for (let row = 0; row < rules.rows; row++) {
    const line: (string | null)[] = [];
    for (let col = 0; col < rules.columns; col++) {
      const card = cells[row * rules.columns + col];
      line.push(card === GAP ? null : codeOf(card));
    }
    rows.push(Object.freeze(line) as (string | null)[]);
  }
  return Object.freeze(rows);
}

export function writePosition(rules: Rules, cells: ArrayLike<number>): string {
  return boardOf(rules, cells).map((line) => line.map((card) => card ?? GAP_TOKEN).join('')).join('/');
}

/**
 * Reads a position for a variant and returns its cells. Throws an Error that says
 * exactly what is wrong: the shape, a token, a card that does not belong, a card more
 * often than the variant's decks hold it, or a card missing. In a two-deck game the
 * first of two equal codes, in reading order, is the first deck's copy.
 */
export function readPosition(rules: Rules, text: unknown): number[] {
  const { rows, columns, variant } = rules;
  const shape = `a ${variant.name} position is ${rows} rows of ${columns} cells (a card code or ${GAP_TOKEN}), rows separated by "/"`;
  if (typeof text !== 'string') {
    throw new Error(`Bad position: expected text, got ${text === null ? 'null' : typeof text}; ${shape}`);
  }
  const rowTexts = text.trim().split('/');
  if (rowTexts.length !== rows) {
    throw new Error(`Bad position: it has ${rowTexts.length} row${rowTexts.length === 1 ? '' : 's'}, but ${shape}`);
  }
  const cells: number[] = [];
  const seenAt = new Map<number, Cell>();
  rowTexts.forEach((rowText, row) => {
    if (rowText.length !== columns * 2) {
      throw new Error(
        `Bad position: row ${row} is ${rowText.length} characters long, but a ${variant.name} row is ${columns} cells of 2 characters (${columns * 2})`,
      );
    }
    for (let col = 0; col < columns; col++) {
      const token = rowText.slice(col * 2, col * 2 + 2);
      const where = describeCell({ row, col });
      if (token === GAP_TOKEN) {
        cells.push(GAP);
        continue;
      }
      const card = parseCard(token);
      if (card < 0) {
        throw new Error(`Bad position: "${token}" at ${where} is not a card or a gap (${GAP_TOKEN}); ${CARD_CODE_HELP}`);
      }
      if (!rules.boardCards.includes(card)) {
        throw new Error(`Bad position: ${token} at ${where} is not on a ${variant.name} board`);
      }
      const earlier: Cell[] = [];
      let copy = card;
      for (; copy < rules.cardSpace && seenAt.has(copy); copy += DECK_SIZE) earlier.push(seenAt.get(copy)!);
      if (copy >= rules.cardSpace) {
        const times = earlier.length === 1 ? 'twice' : `${earlier.length + 1} times`;
        throw new Error(`Bad position: ${token} appears ${times} (${earlier.map(describeCell).join('; ')} and ${where})`);
      }
      seenAt.set(copy, { row, col });
      cells.push(copy);
    }
  });
  const missing = rules.boardCards.filter((card) => !seenAt.has(card)).map(codeOf);
  if (missing.length > 0) {
    throw new Error(
      `Bad position: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (a ${variant.name} board holds ${rules.boardCards.length} cards and ${rules.cellCount - rules.boardCards.length} gaps)`,
    );
  }
  return cells;
}
