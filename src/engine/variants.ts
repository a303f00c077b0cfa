/**
 * Every variant is data: decks, a grid, how the deal is laid out, the sequence a
 * finished row holds, and named rule parts. The engine compiles an entry into lookup
 * tables once (`compileRules`), so adding a game of the Montana family means adding an
 * entry here, plus at most one small rule function for a rule part no entry has used
 * before. The rules of each game, and the choices made where sources disagree, are in
 * the README.
 */
import { CARDS_PER_SUIT, DECK_SIZE, GAP, RANKS, SUITS, cardOf, rankOf, suitOf } from './cards.js';
import { FILLS, type FillPart } from './fill.js';

/**
 * How a card may stand right of another, by rank (the next in the variant's sequence,
 * or any later one) and by suit. Used for two things: which card a gap right of a card
 * takes (`follow`), and which card continues a row's run (`goal`).
 */
export type PairRule = 'same-suit' | 'any-suit' | 'alternate-colour' | 'different-suit' | 'same-suit-higher';

/** Which cards a gap takes. */
export type FillRule =
  /** Column 0: a sequence start; elsewhere: what `follow` allows right of the left neighbour. */
  | 'left'
  /** As `left`, or the card that `follow` allows left of the right neighbour (Galary, Free Parking). */
  | 'left-or-right'
  /** Any card orthogonally next to the gap, in column 0 too (Rectangular Rovers). */
  | 'orthogonal';

/** How the shuffled deck is laid on the grid (see dealCells). */
export type Layout =
  /** Row by row into every cell; the `removed` ranks are taken out, leaving the gaps. */
  | 'rows'
  /** Row by row into columns 1 onwards, column 0 left empty. */
  | 'column-0-empty'
  /** Row by row into columns 1 onwards; then the sequence starts, in reading order, move to column 0 of rows 0, 1, … (Blue Moon). */
  | 'starts-to-column-0'
  /** The sequence starts, in the shuffled order, to column 0 of rows 0, 1, …; the rest row by row into columns 2 onwards (Red Moon). */
  | 'starts-first';

/** Where each row's gap goes after a redeal. */
export type RedealGapRule =
  /** Directly right of the row's run (column 0 when it has none). */
  | 'after-run'
  /** Anywhere among the redealt cells: the gaps are shuffled with the loose cards (Spaces). */
  | 'random'
  /** In the row's last column (Station). */
  | 'last-column';

export interface Variant {
  /** The name used by the `variant` option and attribute. */
  readonly name: string;
  /** Decks shuffled together; with 2, every card code is on the board twice. */
  readonly decks: number;
  /** Ranks in a deck (one card of each suit per rank), as rank letters. */
  readonly deck: string;
  /** Ranks taken out right after the deal, each leaving a gap. */
  readonly removed: string;
  readonly rows: number;
  readonly columns: number;
  readonly layout: Layout;
  /** The ranks a finished row holds from column 0, in order. */
  readonly sequence: string;
  /** How a card continues a row's run; the game is won when every row's run is the whole sequence. */
  readonly goal: PairRule;
  readonly fill: FillRule;
  /** Which card a gap right of a card takes (for `left` and `left-or-right` fills). */
  readonly follow: PairRule;
  /** Redeals a game has unless the player asks for another number. */
  readonly redeals: number;
  readonly redealGaps: RedealGapRule;
}

/** The classic game's parts; most variants change one or two of them. */
const MONTANA = {
  decks: 1,
  deck: RANKS,
  removed: 'A',
  rows: 4,
  columns: 13,
  layout: 'rows',
  sequence: '23456789TJQK',
  goal: 'same-suit',
  fill: 'left',
  follow: 'same-suit',
  redeals: 2,
  redealGaps: 'after-run',
} as const;

const ACES_HIGH = { ...MONTANA, removed: '', columns: 14, sequence: 'A23456789TJQK' } as const;
const BLUE_MOON = { ...ACES_HIGH, layout: 'starts-to-column-0' } as const;
const RED_MOON = { ...ACES_HIGH, layout: 'starts-first' } as const;
const LINE_UP = { ...MONTANA, deck: 'A23456', removed: '6', columns: 6, sequence: 'A2345', redeals: 0 } as const;

/** Each entry named by its key, frozen. Marked free of side effects so that a bundle that never reads VARIANTS (the solver's worker) leaves every entry out. */
/* @__NO_SIDE_EFFECTS__ */
function named<const Parts extends Record<string, Omit<Variant, 'name'>>>(parts: Parts) {
  return Object.freeze(Object.fromEntries(Object.entries(parts).map(([name, rules]) => [name, Object.freeze({ name, ...rules })]))) as Readonly<{
    [Name in keyof Parts]: Readonly<{ name: Name } & Parts[Name]>;
  }>;
}

export const VARIANTS = /* @__PURE__ */ named({
  montana: MONTANA,
  descending: { ...MONTANA, sequence: 'KQJT98765432' },
  spaces: { ...MONTANA, redealGaps: 'random' },
  station: { ...MONTANA, redealGaps: 'last-column' },
  'blue-moon': BLUE_MOON,
  'red-moon': RED_MOON,
  galary: { ...RED_MOON, fill: 'left-or-right' },
  'free-parking': { ...MONTANA, fill: 'left-or-right' },
  jungle: { ...BLUE_MOON, follow: 'any-suit', redeals: 1 },
  'spaces-and-aces': { ...ACES_HIGH, layout: 'column-0-empty', follow: 'same-suit-higher', redeals: 0 },
  paganini: { ...BLUE_MOON, deck: 'A6789TJQK', columns: 10, sequence: 'A6789TJQK', redeals: 1 },
  'house-of-commons': { ...MONTANA, deck: 'A23456789T', columns: 10, sequence: '23456789T', redeals: 1 },
  'line-up': LINE_UP,
  'rectangular-rovers': { ...LINE_UP, fill: 'orthogonal' },
  'double-montana': { ...MONTANA, decks: 2, rows: 8 },
  'double-blue-moon': { ...BLUE_MOON, decks: 2, rows: 8 },
  'double-red-moon': { ...RED_MOON, decks: 2, rows: 8 },
  'paganini-ii': { ...ACES_HIGH, decks: 2, rows: 8, layout: 'column-0-empty', redeals: 0 },
  'gaps-alter': { ...MONTANA, goal: 'alternate-colour', follow: 'alternate-colour', redeals: 1 },
  'gaps-diff': { ...MONTANA, goal: 'different-suit', follow: 'different-suit', redeals: 1 },
  'mini-gaps': { ...MONTANA, deck: 'A789TJQK', columns: 8, sequence: '789TJQK', redeals: 1 },
});

export type VariantName = keyof typeof VARIANTS;

/** Every variant's name. Marked pure so that a bundle that never reads it (the solver's worker) leaves the call out. */
export const VARIANT_NAMES = /* @__PURE__ */ Object.keys(VARIANTS) as VariantName[];

export function isVariantName(name: unknown): name is VariantName {
  return typeof name === 'string' && Object.hasOwn(VARIANTS, name);
}

/** The redeals a game of the variant has unless the player asks for another number. */
export function defaultRedeals(name: VariantName): number {
  return VARIANTS[name].redeals;
}

/** A variant compiled into the tables the move generator reads. */
export interface Rules {
  readonly variant: Variant;
  readonly rows: number;
  readonly columns: number;
  readonly cellCount: number;
  /**
   * Number of card numbers in use. A card number is its index in the documented deck
   * order, plus 52 for the second deck's copy, so each card on the board has its own.
   */
  readonly cardSpace: number;
  /** Cards dealt, in the documented deck order (the first deck, then the second). */
  readonly deckCards: readonly number[];
  /** Cards taken out after the deal. */
  readonly removedCards: ReadonlySet<number>;
  /**
   * `deckCards` with the removed cards as gaps: what a deal shuffles (a shuffle moves
   * cards by position only, so taking them out before it deals the same cells).
   */
  readonly dealtDeck: readonly number[];
  /** Cards on the board (deck less the removed ones). */
  readonly boardCards: readonly number[];
  /** Per card: its index in a finished row, or -1 when no finished row holds it. */
  readonly sequenceIndex: Int8Array;
  /** The cards a gap in column 0 takes (the sequence starts), unless the fill is orthogonal. */
  readonly startCards: Int16Array;
  /** Per card: the cards a gap right of it takes (none: a gap there is dead). */
  readonly followers: readonly Int16Array[];
  /**
   * Per card: the one card a gap right of it takes, -1 when it takes none, -2 when more
   * than one (then `followers` lists them): the move generator's O(1) path.
   */
  readonly follower: Int16Array;
  /** Per card: the cards a gap left of it takes, for the `left-or-right` fill. */
  readonly leaders: readonly Int16Array[];
  /** `continues[before * cardSpace + card]`: 1 when `card` continues a run that ends with `before`. */
  readonly continues: Uint8Array;
  /**
   * Per card, the one card that continues its run, and the one it continues (-1 where
   * there is none, or more than one: a card of a two-deck game, or of a goal that any
   * card of another suit meets). The solver's rules of thumb and its reduction read these.
   */
  readonly successor: Int16Array;
  readonly predecessor: Int16Array;
  /** The variant's fill rule: which cards a gap takes, and what else the engine asks of the rule. */
  readonly fillPart: FillPart;
  /** Per cell: its column. */
  readonly columnOf: Int8Array;
  /** Cards in a finished row: the length of the sequence (a row's current run is `Tableau.runLength(row)`). */
  readonly sequenceLength: number;
}

/**
 * Rules compiled, by their definition's JSON: a definition sent to the solver's worker
 * arrives as a new copy with every message, and must find the rules compiled for the
 * first, so that what the solver makes once per rules (its Zobrist keys, the twins among
 * the cards) is made once.
 */
const compiled = new Map<string, Rules>();

export function compileRules(variant: Variant): Rules {
  const cached = compiled.get(JSON.stringify(variant));
  if (cached) return cached;
  const { rows, columns, decks } = variant;
  const cellCount = rows * columns;
  const cardSpace = DECK_SIZE * decks;
  const rankNumbers = (letters: string) => new Set([...letters].map((letter) => RANKS.indexOf(letter) + 1));
  const deckRanks = rankNumbers(variant.deck);
  const removedRanks = rankNumbers(variant.removed);

  const deckCards: number[] = [];
  for (let copy = 0; copy < decks; copy++) {
    for (let suit = 0; suit < SUITS.length; suit++) {
      for (let rank = 1; rank <= CARDS_PER_SUIT; rank++) {
        if (deckRanks.has(rank)) deckCards.push(copy * DECK_SIZE + cardOf(suit, rank));
      }
    }
  }
  const removedCards = new Set(deckCards.filter((card) => removedRanks.has(rankOf(card))));
  const boardCards = deckCards.filter((card) => !removedCards.has(card));

  const sequenceIndex = new Int8Array(cardSpace).fill(-1);
  for (const card of boardCards) sequenceIndex[card] = variant.sequence.indexOf(RANKS[rankOf(card) - 1]);
  /** The cards `rule` lets stand right of `before`. */
  const following = (rule: PairRule, before: number) =>
    boardCards.filter((card) => sequenceIndex[before] >= 0 && sequenceIndex[card] >= 0 && PAIR_RULES[rule](before, card, sequenceIndex));
  const followers = Array.from({ length: cardSpace }, (_, card) => Int16Array.from(following(variant.follow, card)));
  const leaders = Array.from({ length: cardSpace }, (_, card) => Int16Array.from(boardCards.filter((before) => followers[before].includes(card))));
  const runFollowers = Array.from({ length: cardSpace }, (_, card) => following(variant.goal, card));
  const continues = new Uint8Array(cardSpace * cardSpace);
  runFollowers.forEach((cards, before) => cards.forEach((card) => (continues[before * cardSpace + card] = 1)));
  const only = (cards: number[]) => (cards.length === 1 ? cards[0] : -1);

  const rules: Rules = {
    variant,
    rows,
    columns,
    cellCount,
    cardSpace,
    deckCards,
    removedCards,
    dealtDeck: deckCards.map((card) => (removedCards.has(card) ? GAP : card)),
    boardCards,
    sequenceIndex,
    startCards: Int16Array.from(boardCards.filter((card) => sequenceIndex[card] === 0)),
    followers,
    follower: Int16Array.from(followers, (cards) => (cards.length > 1 ? -2 : (cards[0] ?? -1))),
    leaders,
    continues,
    successor: Int16Array.from(runFollowers, only),
    predecessor: Int16Array.from({ length: cardSpace }, (_, card) => only(boardCards.filter((before) => continues[before * cardSpace + card]))),
    fillPart: FILLS[variant.fill],
    columnOf: Int8Array.from({ length: cellCount }, (_, cell) => cell % columns),
    sequenceLength: variant.sequence.length,
  };
  compiled.set(JSON.stringify(variant), rules);
  return rules;
}

const isRed = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;
const next = (before: number, card: number, index: Int8Array) => index[card] === index[before] + 1;

/** One small function per pair rule: may `card` stand right of `before`? */
const PAIR_RULES: Record<PairRule, (before: number, card: number, index: Int8Array) => boolean> = {
  'same-suit': (before, card, index) => suitOf(before) === suitOf(card) && next(before, card, index),
  'any-suit': (before, card, index) => next(before, card, index),
  'alternate-colour': (before, card, index) => isRed(before) !== isRed(card) && next(before, card, index),
  'different-suit': (before, card, index) => suitOf(before) !== suitOf(card) && next(before, card, index),
  'same-suit-higher': (before, card, index) => suitOf(before) === suitOf(card) && index[card] > index[before],
};
