/**
 * Card codes: rank + suit, e.g. `7H`, `TD`, `KS`.
 *
 * Inside the engine a card is a small integer, its index in the documented deck
 * order (suits C D H S, ranks A to K): `suit * 13 + rank - 1`, plus 52 for the second
 * deck's copy in a two-deck game. Integers keep the hot path of the solver free of
 * strings; codes are only made at the API's edge.
 */

/** Rank letters in order: index 0 is the Ace (rank 1), index 12 the King (rank 13). */
export const RANKS = 'A23456789TJQK';
/** Suit letters in the documented deck order: clubs, diamonds, hearts, spades. */
export const SUITS = 'CDHS';

export const CARDS_PER_SUIT = 13;
export const DECK_SIZE = 52;

/** A cell that holds no card. */
export const GAP = -1;

export type Suit = 'C' | 'D' | 'H' | 'S';

/** The card number of rank 1..13 and suit index 0..3. */
export function cardOf(suitIndex: number, rank: number): number {
  return suitIndex * CARDS_PER_SUIT + rank - 1;
}

/** Rank of a card number: 1 (Ace) to 13 (King). */
export function rankOf(card: number): number {
  return (card % CARDS_PER_SUIT) + 1;
}

/** Suit index of a card number: 0 C, 1 D, 2 H, 3 S. */
export function suitOf(card: number): number {
  return Math.floor(card / CARDS_PER_SUIT) % SUITS.length;
}

/** The two-letter code of a card number, e.g. 45 → `7S` (and 97, its second deck's copy, too). */
export function codeOf(card: number): string {
  return RANKS[card % CARDS_PER_SUIT] + SUITS[suitOf(card)];
}

/** Card number of a code (the first deck's copy), or -1 when the text is not a card code. Case-sensitive. */
export function parseCard(code: string): number {
  if (typeof code !== 'string' || code.length !== 2) return -1;
  const rankIndex = RANKS.indexOf(code[0]);
  const suitIndex = SUITS.indexOf(code[1]);
  if (rankIndex < 0 || suitIndex < 0) return -1;
  return suitIndex * CARDS_PER_SUIT + rankIndex;
}

/** What a card code should look like, for error messages. */
export const CARD_CODE_HELP =
  'a card is a rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by a suit (C D H S), e.g. 7H';

/** Items (card codes, cells) for a message: `a`, `a or b`, `a, b or c`. */
export function listCodes(items: readonly string[], conjunction: 'and' | 'or'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
