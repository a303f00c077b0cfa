/**
 * Every variant is data: a deck, a grid, the sequence a finished row holds, and named
 * rule shapes. The engine compiles an entry into lookup tables once (`compileRules`),
 * so adding a game of the Montana family means adding an entry here, plus at most one
 * small rule function for a rule shape no entry has used before.
 */
import { CARDS_PER_SUIT, DECK_SIZE, RANKS, SUITS, cardOf } from './cards.js';

/** How a card may follow its left neighbour. */
export type FollowRule =
  /** The same suit, the next rank of the variant's sequence (Montana's rule). */
  'same-suit';

/** Which cards a gap in column 0 takes. */
export type FirstColumnRule =
  /** Any card whose rank starts the sequence (any 2 in `montana`, any King in `descending`). */
  'sequence-start';

/** Where each row's gap goes after a redeal. */
export type RedealGapRule =
  /** Directly right of the row's run (column 0 when it has none). */
  'after-run';

export interface Variant {
  /** The name used by the `variant` option and attribute. */
  readonly name: string;
  /** Ranks in the deck (one card of each suit per rank), as rank letters. */
  readonly deck: string;
  /** Ranks taken out right after the deal, each leaving a gap. */
  readonly removed: string;
  readonly rows: number;
  readonly columns: number;
  /** The ranks a finished row holds from column 0, in order. */
  readonly sequence: string;
  readonly firstColumn: FirstColumnRule;
  readonly follow: FollowRule;
  /** Redeals a game has unless the player asks for another number. */
  readonly redeals: number;
  readonly redealGaps: RedealGapRule;
}

export const VARIANTS = Object.freeze({
  montana: Object.freeze({
    name: 'montana',
    deck: RANKS,
    removed: 'A',
    rows: 4,
    columns: 13,
    sequence: '23456789TJQK',
    firstColumn: 'sequence-start',
    follow: 'same-suit',
    redeals: 2,
    redealGaps: 'after-run',
  }),
  descending: Object.freeze({
    name: 'descending',
    deck: RANKS,
    removed: 'A',
    rows: 4,
    columns: 13,
    sequence: 'KQJT98765432',
    firstColumn: 'sequence-start',
    follow: 'same-suit',
    redeals: 2,
    redealGaps: 'after-run',
  }),
} satisfies Record<string, Variant>);

export type VariantName = keyof typeof VARIANTS;

export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

export function isVariantName(name: unknown): name is VariantName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(VARIANTS, name);
}

/** A variant compiled into the tables the move generator reads. */
export interface Rules {
  readonly variant: Variant;
  readonly rows: number;
  readonly columns: number;
  readonly cellCount: number;
  /** Number of card numbers in use (the highest card number + 1). */
  readonly cardSpace: number;
  /** Cards on the board after the deal, in the documented deck order. */
  readonly deckCards: readonly number[];
  /** Cards taken out after the deal. */
  readonly removedCards: ReadonlySet<number>;
  /** Cards on the board (deck less the removed ones). */
  readonly boardCards: readonly number[];
  /** Per card: the card that may follow it to its right, or -1 (a dead gap follows it). */
  readonly successor: Int16Array;
  /** Per card: its index in a finished row, or -1 when it is not part of a run. */
  readonly sequenceIndex: Int8Array;
  /** The cards a gap in column 0 takes. */
  readonly startCards: Int16Array;
  /** Per cell: its column. */
  readonly columnOf: Int8Array;
  /** Cards in a finished row. */
  readonly runLength: number;
}

const compiled = new Map<string, Rules>();

export function compileRules(variant: Variant): Rules {
  const cached = compiled.get(variant.name);
  if (cached && cached.variant === variant) return cached;
  const { rows, columns } = variant;
  const cellCount = rows * columns;
  const rankNumbers = (letters: string) => [...letters].map((letter) => RANKS.indexOf(letter) + 1);
  const deckRanks = new Set(rankNumbers(variant.deck));
  const removedRanks = new Set(rankNumbers(variant.removed));
  const sequence = rankNumbers(variant.sequence);

  const deckCards: number[] = [];
  for (let suit = 0; suit < SUITS.length; suit++) {
    for (let rank = 1; rank <= CARDS_PER_SUIT; rank++) {
      if (deckRanks.has(rank)) deckCards.push(cardOf(suit, rank));
    }
  }
  const removedCards = new Set(deckCards.filter((card) => removedRanks.has((card % CARDS_PER_SUIT) + 1)));
  const boardCards = deckCards.filter((card) => !removedCards.has(card));

  const successor = new Int16Array(DECK_SIZE).fill(-1);
  const sequenceIndex = new Int8Array(DECK_SIZE).fill(-1);
  for (let suit = 0; suit < SUITS.length; suit++) {
    sequence.forEach((rank, index) => {
      const card = cardOf(suit, rank);
      sequenceIndex[card] = index;
      if (index + 1 < sequence.length) successor[card] = FOLLOW_RULES[variant.follow](suit, sequence[index + 1]);
    });
  }
  const startCards = Int16Array.from(
    [0, 1, 2, 3].map((suit) => cardOf(suit, sequence[0])),
  );
  const columnOf = Int8Array.from({ length: cellCount }, (_, cell) => cell % columns);

  const rules: Rules = {
    variant,
    rows,
    columns,
    cellCount,
    cardSpace: DECK_SIZE,
    deckCards,
    removedCards,
    boardCards,
    successor,
    sequenceIndex,
    startCards,
    columnOf,
    runLength: sequence.length,
  };
  compiled.set(variant.name, rules);
  return rules;
}

/** One small function per follow rule: the card of `rank` that may follow a card of `suit`. */
const FOLLOW_RULES: Record<FollowRule, (suit: number, rank: number) => number> = {
  'same-suit': (suit, rank) => cardOf(suit, rank),
};
