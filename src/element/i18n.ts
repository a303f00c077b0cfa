/**
 * Every visible text and accessible name, in English and German, and the tables a page
 * adds (see `addLanguage` in language-controller.ts). A table is chosen by the `lang` of
 * the element or its nearest ancestor: its whole tag (`fr-ca`), else its language (`fr`).
 */
import { type Action, type Cell, type FillRule, type Layout, type PairRule, RANKS, type RedealGapRule, SUITS } from '../engine.js';

/**
 * A language's table: every text of the element. `ranks` and `rankMarks` name the 13
 * ranks from ace to king, `suits` the 4 suits in the order clubs, diamonds, hearts,
 * spades; `keys`, `statNames` and `dailyStatNames` have as many rows as ON_DEMAND_TEXTS says,
 * in the English table's order. A function gets the parts to put in a sentence, so a
 * language can order them and choose singular or plural.
 */
export interface Strings {
  /** The locale dates and percentages are written in (`Intl`'s), e.g. `en-GB`. */
  locale: string;
  ranks: readonly string[];
  /** What a card's corner shows for each rank (German cards show B, D, K). */
  rankMarks: readonly string[];
  suits: readonly string[];
  card(rank: string, suit: string): string;
  board: string;
  inPlace: string;
  gapFits(cards: string[]): string;
  gapDead: string;
  gapEmpty: string;
  /** Announced after a move: the card and where it went. */
  moved(card: string, to: Cell): string;
  redealt(left: number): string;
  stuck(left: number): string;
  moves: string;
  score: string;
  redealsLeft: string;
  redeal(left: number): string;
  undo: string;
  redo: string;
  restart: string;
  newGame: string;
  help: string;
  /** The rules of the game being played, as a few short paragraphs for the Help panel: said from the variant's rule parts, by their names (see RuleFacts); an empty one (a part that does not apply) is left out. */
  howToPlay(rules: RuleFacts): string[];
  /** The Help panel's table of keys: its caption. */
  keysTitle: string;
  keys: readonly [key: string, action: string][];
  confirmNewGame: string;
  /** Asked before the statistics' Reset forgets every variant's statistics. */
  confirmResetStats: string;
  /** The new-game question's answers: its Yes (deal) and No (play on). */
  yes: string;
  no: string;
  /** The No of the statistics' question (its Yes is `resetStats`). */
  cancel: string;
  time: string;
  statistics: string;
  /** Row names of the statistics table, in the order of VariantStats' fields. */
  statNames: readonly string[];
  resetStats: string;
  hint: string;
  thinking: string;
  hintMove(move: string, proven: boolean): string;
  hintRedeal: string;
  hintNone: string;
  showWin: string;
  solverOff: string;
  seeking: string;
  noTarget(card: string): string;
  selected(card: string): string;
  /** Said when the card a player typed (rank, then suit) is not on the board. */
  notOnBoard(card: string): string;
  won(moves: number): string;
  lost(score: number): string;
  /** The status of a daily deal: its date, written in `locale`. */
  daily(date: string): string;
  /** A new day's deal is there to play (the game on the board is an earlier day's). */
  dailyReady(date: string): string;
  /** Rows of the daily deals' statistics, in the order of DailyStats' fields. */
  dailyStatNames: readonly string[];
  /** What follows a game: its review on the board, its replay and sharing it (loaded on demand, checked then: see AfterGameStrings). */
  afterGame: AfterGameStrings;
}

/**
 * What a language's `howToPlay` is told of the game being played (how-to-play.ts makes it
 * from the variant's definition): its rule parts by their names, as docs/rules.md and the
 * engine's `Variant` give them, and its ranks named in the language.
 */
export interface RuleFacts {
  /** A finished row's ranks from the left, as runs of neighbouring ranks, each its first and last named: `[['2', 'king']]`; paganini's `[['ace', 'ace'], ['6', 'king']]`. */
  order: readonly (readonly [first: string, last: string])[];
  /** A row's first rank (a gap in the first column takes any of them) and its last (a gap right of one stays empty). */
  first: string;
  last: string;
  /** How the cards of a finished row stand beside each other: `same-suit`, `alternate-colour`, `different-suit` (`any-suit` and `same-suit-higher` no variant's goal has yet). */
  goal: PairRule;
  /** Which cards a gap takes: `left` (what `follow` lets stand right of its left neighbour), `left-or-right` (or left of its right neighbour), `orthogonal` (any card beside it slides in). */
  fill: FillRule;
  /** What may stand right of a card: `same-suit` (the next rank of its suit), `any-suit`, `alternate-colour`, `different-suit` (the next rank so), `same-suit-higher` (any later rank of its suit). */
  follow: PairRule;
  /** Where a row's gap goes after a redeal: `after-run`, `random`, `last-column`. */
  redealGaps: RedealGapRule;
  /** Decks shuffled together: 2 puts every card on the board twice. */
  decks: number;
  /** Redeals the game has (not those left). */
  redeals: number;
  /** When a redeal can come: `stuck` (when no card can move), `anytime` (`redeal-anytime`), or null: never (no redeals, or none needed where a card can always move). */
  redealWhen: 'stuck' | 'anytime' | null;
  /** Whether a game can be lost: not where a card can always move (a sliding fill). */
  canLose: boolean;
  /** Whether a gap right of a row's last rank, or of another gap, is dead (the one-sided fill: a two-sided one may fill it from the right). */
  deadGaps: boolean;
  /** How the deal lays the cards out: `rows` (row by row into every cell, then each `removed` card taken out, leaving the gaps), `column-0-empty` (row by row from the second column), `starts-to-column-0` (so, then each `first` moved to the first column in reading order, leaving a gap), `starts-first` (each `first` to the first column, the rest row by row from the third). */
  layout: Layout;
  /** The board's rows and columns. */
  rows: number;
  columns: number;
  /** The rank a `rows` deal takes out, named (montana's ace); '' where none is. */
  removed: string;
}

/**
 * The texts of what follows a game (after-game.ts), one entry of a language's table. A
 * page's table is checked for it to be an object when it is added, and its entries when
 * they load: one missing or of the wrong kind is English, with one warning naming them.
 */
export interface AfterGameStrings {
  /** How a game went, for `share()`'s text: won or the cards in place (`40/52`), its moves and redeals used, and whether it had no help (see `win`'s `clean`). */
  result(won: boolean, inPlace: string, moves: number, redealsUsed: number, clean: boolean): string;
  review: string;
  reviewing: string;
  /** Where a proven win slipped away: the move's number, what was played, the move that kept the win; `exact` when the position after it is proven lost. */
  slip(move: number, played: string, instead: string, exact: boolean): string;
  noSlip: string;
  /** The position after move `move` of `moves`, in a review or a replay. */
  step(move: number, moves: number): string;
  back: string;
  next: string;
  /** To the review's next slip, in a later round. */
  nextSlip: string;
  close: string;
  replay: string;
  replaying: string;
  stop: string;
  share: string;
  shared: string;
  copied: string;
  /** Neither the Web Share API nor the clipboard took the text: the player copies it. */
  copyThis(text: string): string;
}

/**
 * The texts only what loads on demand shows (the panels, the questions before a new game or a reset, a hint,
 * what follows a game), and what each is (its rows, or its kind): English and German
 * ones load with it (on-demand-texts.ts).
 */
export const ON_DEMAND_TEXTS = {
  howToPlay: 'function',
  keysTitle: 'string',
  keys: 10,
  statNames: 9,
  dailyStatNames: 4,
  resetStats: 'string',
  confirmNewGame: 'string',
  confirmResetStats: 'string',
  yes: 'string',
  no: 'string',
  cancel: 'string',
  hintMove: 'function',
  hintRedeal: 'string',
  hintNone: 'string',
  showWin: 'string',
  afterGame: 'object',
};
export type OnDemandText = keyof typeof ON_DEMAND_TEXTS;

const en: Omit<Strings, OnDemandText> = {
  locale: 'en-GB',
  ranks: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  suits: ['clubs', 'diamonds', 'hearts', 'spades'],
  card: (rank, suit) => `${rank} of ${suit}`,
  board: 'Montana solitaire',
  inPlace: 'in place',
  gapFits: (cards) => `gap: ${cards.join(' or ')} fits`,
  gapDead: 'gap: dead, nothing fits',
  gapEmpty: 'gap: no card fits now',
  moved: (card, to) => `${card} to row ${to.row + 1}, column ${to.col + 1}`,
  redealt: (left) => `Redealt. ${left} redeal${left === 1 ? '' : 's'} left.`,
  stuck: (left) => `No card can move. Redeal the loose cards (${left} left).`,
  moves: 'Moves',
  score: 'In place',
  redealsLeft: 'Redeals',
  redeal: (left) => `Redeal (${left})`,
  undo: 'Undo',
  redo: 'Redo',
  restart: 'Restart',
  newGame: 'New game',
  help: 'Help',
  time: 'Time',
  statistics: 'Statistics',
  hint: 'Hint',
  thinking: 'Thinking…',
  solverOff: 'Hints are off: this page does not let the solver run.',
  seeking: 'Looking for a winnable deal…',
  noTarget: (card) => `No gap takes ${card} now`,
  selected: (card) => `${card} selected: choose a lit gap`,
  notOnBoard: (card) => `No ${card} on the board`,
  won: (moves) => `You won in ${moves} move${moves === 1 ? '' : 's'}!`,
  lost: (score) => `No moves and no redeals left: ${score} card${score === 1 ? '' : 's'} in place.`,
  daily: (date) => `Daily deal, ${date}`,
  dailyReady: (date) => `The deal of ${date} is ready.`,
};

const de: Omit<Strings, OnDemandText> = {
  locale: 'de',
  ranks: ['Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bube', 'Dame', 'König'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'],
  suits: ['Kreuz', 'Karo', 'Herz', 'Pik'],
  card: (rank, suit) => `${suit} ${rank}`,
  board: 'Montana-Solitär',
  inPlace: 'liegt richtig',
  gapFits: (cards) => `Lücke: ${cards.join(' oder ')} passt`,
  gapDead: 'Lücke: blockiert, nichts passt',
  gapEmpty: 'Lücke: gerade passt keine Karte',
  moved: (card, to) => `${card} nach Reihe ${to.row + 1}, Spalte ${to.col + 1}`,
  redealt: (left) => `Neu verteilt. ${left ? `Noch ${left}-mal neu verteilen.` : 'Kein Neuverteilen mehr.'}`,
  stuck: (left) => `Keine Karte kann ziehen. Neu verteilen (noch ${left}).`,
  moves: 'Züge',
  score: 'Richtig',
  redealsLeft: 'Neu verteilen',
  redeal: (left) => `Neu verteilen (${left})`,
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  restart: 'Neustart',
  newGame: 'Neues Spiel',
  help: 'Hilfe',
  time: 'Zeit',
  statistics: 'Statistik',
  hint: 'Tipp',
  thinking: 'Denke nach…',
  solverOff: 'Tipps sind aus: diese Seite lässt den Löser nicht laufen.',
  seeking: 'Suche ein lösbares Spiel…',
  noTarget: (card) => `Keine Lücke nimmt gerade ${card}`,
  selected: (card) => `${card} gewählt: wähle eine markierte Lücke`,
  notOnBoard: (card) => `${card} liegt nicht auf dem Spielfeld`,
  won: (moves) => `Gewonnen in ${moves} ${moves === 1 ? 'Zug' : 'Zügen'}!`,
  lost: (score) => `Kein Zug und kein Neuverteilen mehr: ${score === 1 ? '1 Karte liegt' : `${score} Karten liegen`} richtig.`,
  daily: (date) => `Tagesspiel, ${date}`,
  dailyReady: (date) => `Das Spiel vom ${date} ist bereit.`,
};

/** The tables by language tag, lower case: the two built in, and those a page adds. */
export const STRINGS = new Map([['en', en as Strings], ['de', de as Strings]]);

/** The spoken name of a card code in a language: `7H` → "7 of hearts" / "Herz 7". */
export function cardName(strings: Strings, code: string): string {
  return strings.card(strings.ranks[RANKS.indexOf(code[0])], strings.suits[SUITS.indexOf(code[1])]);
}

/** What a card's corner shows for its rank: `Q` / `D` for a queen. */
export function rankMark(strings: Strings, code: string): string {
  return strings.rankMarks[RANKS.indexOf(code[0])];
}

/** The roots an element sits in, outward: each shadow root on the way (through its host), then the document. */
export function rootsOf(element: Element): Node[] {
  const roots: Node[] = [];
  for (let root = element.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
    roots.push(root);
    if (!(root instanceof ShadowRoot)) return roots;
  }
}

/**
 * The table for an element: from its own or its nearest ancestor's `lang`, looking
 * through shadow roots to their hosts as HTML does.
 */
export function languageOf(element: Element): Strings {
  const owner = [element, ...rootsOf(element).map((root) => (root as ShadowRoot).host)]
    .map((node) => node?.closest('[lang]'))
    .find(Boolean);
  const tag = owner?.getAttribute('lang')!.toLowerCase() ?? '';
  return STRINGS.get(tag) ?? STRINGS.get(tag.split('-')[0]) ?? (en as Strings);
}

/** What an action says: the card and where it went, or the redeal and how many are left. */
export function describeAction(strings: Strings, action: Action, redealsLeft: number): string {
  return action.type === 'move' ? strings.moved(cardName(strings, action.card), action.to) : strings.redealt(redealsLeft);
}
