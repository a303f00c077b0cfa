/**
 * How a card is drawn: text only, no images. The cell carries its corner marks as
 * `data-rank` and `data-suit`, and the stylesheet draws them (rank and suit in the
 * corner, a large suit pip) as generated content: the face is a picture of the card,
 * and the cell's accessible name says the card in words.
 */
import { SUITS } from '../engine.js';

/** Suit symbols in the order C D H S, forced to text (not emoji) presentation. */
const SUIT_SYMBOLS = ['\u2663\uFE0E', '\u2666\uFE0E', '\u2665\uFE0E', '\u2660\uFE0E'];

export function suitSymbol(code: string): string {
  return SUIT_SYMBOLS[SUITS.indexOf(code[1])];
}

/** Class names that colour a card, for classNames: its suit letter, and `red` for hearts and diamonds. */
export function suitClasses(code: string): Record<string, boolean> {
  const suit = code[1];
  return { [suit]: true, red: suit === 'H' || suit === 'D' };
}
