/**
 * Game: one game of a Montana variant, from its seeded deal through moves, redeals,
 * undo and redo. The state is the variant, the seed, the options and the actions
 * taken, so a game is replayable anywhere and a save is just those, as JSON.
 *
 * Commands (`play`, `redeal`, constructor, `load`) throw an Error that says what was
 * asked and why it cannot be done, and change nothing when they throw; so does the check
 * `cellIndex`, for a command of the caller's. Queries never throw.
 */
import { type Action, type Board, type Move, type MoveAction, type MoveFilter, type RedealAction, type RedealResult, type ValidationResult, copyAction, copyMove } from './actions.js';
import { CARD_CODE_HELP, DECK_SIZE, GAP, codeOf, parseCard } from './cards.js';
import { dealCells, redealCells } from './deal.js';
import { FILL_REFUSALS } from './fill-refusals.js';
import { checkOptionsObject, describeValue, listCodes } from './describe.js';
import { type Cell, boardOf, cellAt, describeCell, isCellOn, moveOf, readPosition, sameCell, writePosition } from './position.js';
import { type Snapshot, type Status, redealRefusal, statusOf } from './snapshot.js';
import { type GameOptions, checkedOptions } from './options.js';
import { type IssuedGame, MAX_ACTIONS, type Verdict, checkLength, loadSave, verifySave, writeSave } from './save.js';
import { Tableau } from './tableau.js';
import { type Rules, type VariantName, VARIANTS, compileRules } from './variants.js';

export type { Action, Board, Move, MoveAction, MoveFilter, RedealAction, RedealResult, ValidationResult } from './actions.js';
export type { Cell } from './position.js';
export type { Status } from './snapshot.js';
export { MAX_REDEALS, isRedealCount, type GameOptions } from './options.js';
export { MAX_ACTIONS, MAX_SAVE_LENGTH, SAVE_FORMAT, SAVE_VERSION, type IssuedGame, type Verdict } from './save.js';

/** A done action and what undoing it needs that the action itself does not say. */
interface Done {
  action: Action;
  /** The cells before a redeal (a redeal cannot be reversed from the action alone). */
  cellsBefore?: Int8Array;
}

export class Game {
  readonly variant: VariantName;
  readonly seed: string;
  readonly redeals: number;
  readonly redealAnytime: boolean;

  readonly #rules: Rules;
  /** Present when the game started from a position rather than the seed's deal. */
  readonly #startPosition: string | undefined;
  #tableau: Tableau;
  readonly #done: Done[] = [];
  /** Undone actions, the next one to redo last. */
  readonly #undone: Action[] = [];
  #redealCount = 0;
  #moveTotal = 0;
  /** Derived views, rebuilt lazily after each change. */
  #cachedBoard: Board | undefined;
  #cachedMoves: Move[] | undefined;

  constructor(options: GameOptions = {}) {
    const { variant, seed, redeals, redealAnytime } = checkedOptions(options);
    this.variant = variant;
    this.seed = seed;
    this.redeals = redeals;
    this.redealAnytime = redealAnytime;
    this.#rules = compileRules(VARIANTS[variant]);
    if (options.position === undefined) {
      this.#tableau = new Tableau(this.#rules, dealCells(this.#rules, seed));
    } else {
      this.#tableau = new Tableau(this.#rules, readPosition(this.#rules, options.position));
      this.#startPosition = this.position;
    }
  }

  // ---- queries -------------------------------------------------------------

  /** Rows × columns of card codes, null for a gap. */
  get board(): Board {
    return (this.#cachedBoard ??= boardOf(this.#rules, this.#tableau.cells));
  }

  /** The position notation of the current board. */
  get position(): string {
    return writePosition(this.#rules, this.#tableau.cells);
  }

  /**
   * Every legal move now, ordered by target cell, then by the cell the card leaves; with
   * a filter, only those of the card in `from` and/or into the gap `to`.
   */
  moves(filter?: MoveFilter): Move[] {
    const { from, to } = filter ?? {};
    return this.#legalMoves()
      .filter((move) => (!from || sameCell(move.from, from)) && (!to || sameCell(move.to, to)))
      .map(copyMove);
  }

  get redealsUsed(): number { return this.#redealCount; }

  get redealsLeft(): number { return this.redeals - this.#redealCount; }

  /** Moves made and not undone. */
  get moveCount(): number {
    return this.#moveTotal;
  }

  /** Cards in place: the cards of every row's run. */
  get score(): number {
    return this.#tableau.score();
  }

  /** The score of a won game: every card of every row in place. */
  get maxScore(): number {
    return this.#rules.rows * this.#rules.sequenceLength;
  }

  get status(): Status {
    return statusOf(this.#tableau.isWon(), this.#legalMoves().length, this.redealsLeft);
  }

  canRedeal(): boolean {
    return this.#redealRefusal() === null;
  }

  /** The actions so far (undone ones excluded), as plain JSON-serializable objects. */
  get history(): Action[] {
    return this.#done.map(({ action }) => copyAction(action));
  }

  /** True when an action can be undone. */
  canUndo(): boolean {
    return this.#done.length > 0;
  }

  /** True when an undone action can be redone. */
  canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** Per row, the cards in place from column 0 (the row's run). */
  get runs(): number[] {
    return this.#tableau.runLengths();
  }

  /**
   * The cards the gap at `cell` takes by the rules, wherever they lie (each code once):
   * the sequence starts for column 0, what may follow the left neighbour elsewhere (and
   * precede the right one, in a two-sided variant), the cards next to it in an orthogonal
   * one; none for a dead gap, a cell that holds a card, or a cell off the board.
   */
  cardsFor(cell: Cell): string[] {
    if (!this.isCell(cell)) return [];
    const index = this.cellIndex(cell);
    return this.#tableau.cells[index] === GAP ? [...new Set(this.#candidates(index).map(codeOf))] : [];
  }

  /** True when `cell` is a gap that no card can fill as the board stands (its left neighbour is a gap or ends the sequence). */
  isDeadGap(cell: Cell): boolean {
    return this.isCell(cell) && this.board[cell.row][cell.col] === null && this.cardsFor(cell).length === 0;
  }

  /** The position as the solver takes it (engine-internal: see snapshot.ts). */
  snapshot(): Snapshot {
    // Field by field from `this`: smaller in the script-tag file, gzipped, than destructuring it.
    return { variant: this.variant, definition: this.#rules.variant, seed: this.seed, redeals: this.redeals,
      redealsUsed: this.redealsUsed, redealAnytime: this.redealAnytime, cells: Array.from(this.#tableau.cells) };
  }

  /** The same game and history under another `redealAnytime` rule; throws as `load` does when a redeal in it would be refused. */
  withRedealAnytime(redealAnytime: boolean): Game {
    return Game.load(JSON.stringify({ ...JSON.parse(this.save()), redealAnytime }));
  }

  /** The same game from its start: the seed's deal, or the position it was started from. */
  fromStart(): Game {
    const { variant, seed, redeals, redealAnytime } = this;
    return new Game({ variant, seed, redeals, redealAnytime, position: this.#startPosition });
  }

  /** The cells a card of this code could go to now (empty when none can move or the code is unknown). */
  targetsOf(card: string): Cell[] {
    const targets = this.#legalMoves().filter((move) => move.card === card).map((move) => move.to);
    return targets.filter((to, index) => targets.findIndex((other) => sameCell(other, to)) === index).map((to) => ({ ...to }));
  }

  // ---- commands ------------------------------------------------------------

  /**
   * Plays a card into the gap `to`, or into the one gap it fits when `to` is left out.
   * The card is named by its code, or by the cell it lies in (needed in a two-deck game
   * when both copies of a code could go). Returns the move. Throws, changing nothing,
   * when the move is not legal.
   */
  play(card: string | Cell, to?: Cell): Move {
    if (this.#tableau.isWon()) throw new Error(`Cannot play ${describeValue(card)}: the game is won`);
    const from = this.#cellToPlay(card, to);
    const code = codeOf(this.#tableau.cells[from]);
    const target = to === undefined ? this.#onlyTargetOf(code, from) : this.cellIndex(to, `Cannot play ${code} to`);
    const refusal = this.#moveRefusal(from, target);
    if (refusal) {
      throw new Error(`Illegal move: ${code} cannot go to ${describeCell(cellAt(this.#rules, target))} (${refusal})`);
    }
    const action: MoveAction = { type: 'move', card: code, from: cellAt(this.#rules, from), to: cellAt(this.#rules, target) };
    this.#apply(action);
    this.#undone.length = 0;
    return copyMove(action);
  }

  /** Redeals the loose cards (see rules.md). Throws, changing nothing, when not allowed. */
  redeal(): RedealResult {
    const refusal = this.#redealRefusal();
    if (refusal) throw new Error(`Cannot redeal: ${refusal}`);
    const action = this.#redealAction();
    this.#apply(action);
    this.#undone.length = 0;
    return this.#redealResult(action);
  }

  /** Undoes the last move or redeal and returns it, or null when there is none. */
  undo(): Action | null {
    const last = this.#done.pop();
    if (!last) return null;
    const { action, cellsBefore } = last;
    if (action.type === 'move') {
      this.#tableau.move(this.cellIndex(action.to), this.cellIndex(action.from));
      this.#moveTotal--;
    } else {
      this.#tableau = new Tableau(this.#rules, cellsBefore!);
      this.#redealCount--;
    }
    this.#undone.push(action);
    this.#changed();
    return copyAction(action);
  }

  /** Redoes the last undone action exactly (a redeal brings back the same cards), or null. */
  redo(): Action | null {
    const action = this.#undone.pop();
    if (!action) return null;
    this.#apply(action);
    return action.type === 'redeal' ? this.#redealResult(action) : copyAction(action);
  }

  // ---- saving --------------------------------------------------------------

  /** A JSON string with the variant, seed, options and actions: enough to restore exactly. */
  save(): string {
    return writeSave({
      variant: this.variant,
      seed: this.seed,
      redeals: this.redeals,
      redealAnytime: this.redealAnytime,
      position: this.#startPosition, // none: left out of the JSON, as undefined is
      actions: this.history,
      undone: this.#undone.map(copyAction),
    });
  }

  /**
   * Restores a save, or starts from a bare position string whose variant, seed and
   * redeals come from `options` (an object; a save has its own). Throws an Error saying
   * what is wrong with the text or the options.
   */
  static load(text: string, options: Omit<GameOptions, 'position'> = {}): Game {
    if (typeof text !== 'string') throw new Error(`Cannot load: expected a save (JSON text) or a position string, got ${describeValue(text)}`);
    checkLength(text, 'Cannot load');
    checkOptionsObject(options, 'Cannot load');
    // A position never starts like JSON, so text that does is read as a save.
    if (/^\s*[[{"]/.test(text)) return loadSave(text);
    return new Game({ ...options, position: text });
  }

  /** Whether `text` is an honest save of the game a server issued: `{ ok: true, status, score, moveCount, redealsUsed }` or `{ ok: false, error }`; never throws (see save.ts). */
  static verify(text: string, issued: IssuedGame): Verdict { return verifySave(text, issued); }

  /** Checks what `load` would do with the text: `{ ok: true }` or the error `load` would throw. */
  static validate(text: string, options: Omit<GameOptions, 'position'> = {}): ValidationResult {
    try {
      Game.load(text, options);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }

  // ---- internals -----------------------------------------------------------

  #apply(action: Action): void {
    // As many actions as a save can hold, and no more: else the game's own save would not load.
    if (this.#done.length >= MAX_ACTIONS) throw new Error(`Cannot ${action.type === 'move' ? `play ${action.card}` : 'redeal'}: the game holds ${MAX_ACTIONS} actions, as many as a save can hold`);
    if (action.type === 'move') {
      this.#tableau.move(this.cellIndex(action.from), this.cellIndex(action.to));
      this.#done.push({ action });
      this.#moveTotal++;
    } else {
      const cellsBefore = this.#tableau.cells.slice();
      this.#tableau = new Tableau(this.#rules, this.#redealtCells(action.redeal));
      this.#done.push({ action, cellsBefore });
      this.#redealCount++;
    }
    this.#changed();
  }

  #changed(): void {
    this.#cachedBoard = undefined;
    this.#cachedMoves = undefined;
  }

  #redealAction(): RedealAction {
    return { type: 'redeal', redeal: this.#redealCount + 1, kept: this.score };
  }

  #redealtCells(redealNumber: number): number[] {
    return redealCells(this.#rules, this.#tableau.cells, this.#tableau.runLengths(), this.seed, redealNumber);
  }

  #redealResult(action: RedealAction): RedealResult {
    return { ...copyAction(action), runs: this.#tableau.runLengths(), board: this.board } as RedealResult;
  }

  /** The legal moves, computed once per position (callers copy before handing them out). */
  #legalMoves(): Move[] {
    if (this.#cachedMoves) return this.#cachedMoves;
    const { cells } = this.#tableau;
    // A won game is over, even where the rules would still move a card (an orthogonal fill's gaps have neighbours).
    const moves = this.#tableau.isWon() ? [] : this.#tableau.legalMoves();
    return (this.#cachedMoves = moves.map((move) => moveOf(this.#rules, cells, move)));
  }

  /** Why no redeal is allowed now, or null when one is. */
  #redealRefusal(): string | null {
    return redealRefusal(this.#tableau.isWon(), this, this.#legalMoves().length);
  }

  /** The cards (numbers) the gap at cell `index` takes by the rules. */
  #candidates(index: number): number[] {
    const rules = this.#rules;
    return Array.from(rules.fillPart.candidates(rules, this.#tableau.cells, index, new Int16Array(rules.cardSpace)));
  }

  /** The cell of the card `play` was asked to move: named by its cell, or by its code (and, for two copies, by which can go). */
  #cellToPlay(card: string | Cell, to: Cell | undefined): number {
    const { cells, where } = this.#tableau;
    if (typeof card === 'object' && card !== null) {
      const from = this.cellIndex(card, 'Cannot play the card at');
      if (cells[from] === GAP) throw new Error(`Cannot play the card at ${describeCell(card)}: that cell is a gap`);
      return from;
    }
    const number = parseCard(card);
    if (number < 0) throw new Error(`Cannot play ${describeValue(card)}: not a card code; ${CARD_CODE_HELP}`);
    const copies: number[] = [];
    for (let copy = number; copy < this.#rules.cardSpace; copy += DECK_SIZE) if (where[copy] >= 0) copies.push(where[copy]);
    if (copies.length === 0) throw new Error(`Cannot play ${card}: it is not on a ${this.variant} board`);
    if (copies.length === 1) return copies[0];
    const target = to === undefined ? -1 : this.cellIndex(to, `Cannot play ${card} to`);
    // In reading order, as moves() lists them.
    const able = copies.filter((from) => this.#movesFrom(from, target).length > 0).sort((a, b) => a - b);
    if (able.length > 1) {
      const [first, second] = able.map((from) => cellAt(this.#rules, from));
      throw new Error(
        `Cannot play ${card}: both ${card} can go${target < 0 ? '' : ' there'} (at ${describeCell(first)} and ${describeCell(second)}); name the card by its cell, e.g. play({ row: ${first.row}, col: ${first.col} }${target < 0 ? '' : ', …'})`,
      );
    }
    return able[0] ?? copies[0];
  }

  /** The legal moves of the card in cell `from`, into cell `target` (into any gap when `target` is -1). */
  #movesFrom(from: number, target = -1): Move[] {
    return this.#legalMoves().filter((move) => this.cellIndex(move.from) === from && (target < 0 || this.cellIndex(move.to) === target));
  }

  /** Why the card in cell `from` cannot go into cell `target`, or null when it can. */
  #moveRefusal(from: number, target: number): string | null {
    const { cells } = this.#tableau;
    if (cells[target] !== GAP) return `that cell holds ${codeOf(cells[target])}, not a gap`;
    if (this.#movesFrom(from, target).length > 0) return null;
    return FILL_REFUSALS[this.#rules.variant.fill](this.#rules, cells, target, this.cardsFor(cellAt(this.#rules, target)));
  }

  /** The one gap the card in cell `from` fits; throws when it fits none or several. */
  #onlyTargetOf(card: string, from: number): number {
    const targets = this.#movesFrom(from).map((move) => move.to);
    if (targets.length === 1) return this.cellIndex(targets[0]);
    if (targets.length === 0) throw new Error(`Cannot play ${card}: no gap takes it now`);
    throw new Error(
      `Cannot play ${card} without a target: it fits ${targets.length} gaps (${listCodes(targets.map(describeCell), 'and')}); say which, e.g. play('${card}', { row: ${targets[0].row}, col: ${targets[0].col} })`,
    );
  }

  /**
   * The index of `cell` in reading order. Throws, when it is not a cell of this board, an
   * Error that starts with `asked` (e.g. "Cannot play 2S to"), names the value and says what a cell is.
   */
  cellIndex(cell: Cell, asked = 'Bad cell'): number {
    const { rows, columns } = this.#rules;
    if (!this.isCell(cell)) {
      throw new Error(`${asked} ${describeValue(cell)}: a cell is { row, col } with row 0 to ${rows - 1} and col 0 to ${columns - 1}`);
    }
    return cell.row * columns + cell.col;
  }

  /** True when `cell` is a `{ row, col }` of whole numbers on this game's board. */
  isCell(cell: unknown): cell is Cell {
    return isCellOn(this.#rules, cell);
  }
}
