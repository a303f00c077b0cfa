import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { Game, VARIANTS, VARIANT_NAMES, isVariantName, type Action, type Board, type Cell, type Move, type Status, type VariantName } from '../engine.js';
import { LoseEvent, MoveEvent, NewGameEvent, RedealEvent, UndoEvent, WinEvent } from './events.js';

/**
 * Montana solitaire (Gaps, Spaces, Addiction) as a drop-in element: a thin view over
 * the engine's Game. The element never decides a rule; it asks the engine and renders.
 *
 * @fires newgame - A new game was dealt. Detail: `{ variant, seed, redeals }`.
 * @fires move - A card moved into a gap (also on redo). Detail: `{ card, from, to, moveCount, score }`.
 * @fires undo - An action was undone. Detail: `{ action }`.
 * @fires redeal - The loose cards were redealt (also on redo). Detail: `{ redealsUsed, redealsLeft, kept }`.
 * @fires win - Every row is complete. Detail: `{ variant, seed, moves, redealsUsed, durationMs }`.
 * @fires lose - No card can move and no redeal is left. Detail: `{ variant, seed, score }`.
 *
 * @csspart board - The grid of cards.
 * @csspart card - A cell holding a card.
 * @csspart gap - A cell holding no card.
 * @csspart status - The line with moves, score and redeals left.
 */
@customElement('montana-solitaire')
export class MontanaSolitaire extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none;
    }
    .board {
      display: grid;
      gap: 2px;
    }
    .cell {
      font: inherit;
      min-width: 0;
      padding: 0.2em 0;
    }
  `;

  /** The game of the Montana family to play: `montana` (default) or `descending`. */
  @property({ reflect: true }) variant: string = 'montana';

  /** The deal's seed: any string. When absent, a random seed is chosen and reflected. */
  @property({ reflect: true }) seed: string | null = null;

  /** How many redeals the player has. Default: the variant's (2 for montana). */
  @property({ attribute: 'redeals', converter: { fromAttribute: (value) => value } })
  redealsAttribute: string | null = null;

  /** Allow redeals before the player is stuck. */
  @property({ type: Boolean, reflect: true, attribute: 'redeal-anytime' }) redealAnytime = false;

  @state() private game: Game = new Game();
  private startedAt = Date.now();
  private warned = new Set<string>();

  // ---- read-only state ----------------------------------------------------

  /** Rows × columns of card codes, null for a gap. */
  get board(): Board {
    return this.game.board;
  }
  /** `playing`, `stuck`, `won` or `lost`. */
  get status(): Status {
    return this.game.status;
  }
  /** Cards in place. */
  get score(): number {
    return this.game.score;
  }
  get redealsLeft(): number {
    return this.game.redealsLeft;
  }
  get moveCount(): number {
    return this.game.moveCount;
  }
  /** The engine's game (read it, do not change it: use the element's methods). */
  get engine(): Game {
    return this.game;
  }

  moves(): Move[] {
    return this.game.moves();
  }

  // ---- commands -----------------------------------------------------------

  play(card: string, to?: Cell): Move {
    const move = this.game.play(card, to);
    this.afterAction({ type: 'move', ...move });
    return move;
  }

  redeal() {
    const result = this.game.redeal();
    this.afterAction(result);
    return result;
  }

  undo(): Action | null {
    const action = this.game.undo();
    if (action) {
      this.requestUpdate();
      this.dispatchEvent(new UndoEvent({ action }));
    }
    return action;
  }

  redo(): Action | null {
    const action = this.game.redo();
    if (action) this.afterAction(action);
    return action;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('variant') || changed.has('seed') || changed.has('redealsAttribute') || changed.has('redealAnytime')) {
      this.deal();
    }
  }

  private deal() {
    const variant = this.acceptedVariant();
    const redeals = this.acceptedRedeals(variant);
    const game = new Game({ variant, seed: this.seed ?? undefined, redeals, redealAnytime: this.redealAnytime });
    this.game = game;
    if (this.seed === null) this.seed = game.seed;
    this.startedAt = Date.now();
    this.dispatchEvent(new NewGameEvent({ variant: game.variant, seed: game.seed, redeals: game.redeals }));
  }

  private acceptedVariant(): VariantName {
    if (isVariantName(this.variant)) return this.variant;
    this.warnOnce('variant', this.variant, VARIANT_NAMES.join(', '));
    const fallback = this.game?.variant ?? 'montana';
    this.variant = fallback;
    return fallback;
  }

  private acceptedRedeals(variant: VariantName): number {
    const text = this.redealsAttribute;
    if (text === null) return VARIANTS[variant].redeals;
    const value = Number(text.trim());
    if (text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 1000) return value;
    this.warnOnce('redeals', text, 'a whole number from 0 to 1000');
    return this.game?.redeals ?? VARIANTS[variant].redeals;
  }

  private warnOnce(attribute: string, value: string, accepted: string) {
    const key = `${attribute}=${value}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<montana-solitaire>: ignoring ${attribute}="${value}"; accepted: ${accepted}. The current game goes on.`);
  }

  private afterAction(action: Action) {
    this.requestUpdate();
    const game = this.game;
    if (action.type === 'move') {
      this.dispatchEvent(new MoveEvent({ card: action.card, from: action.from, to: action.to, moveCount: game.moveCount, score: game.score }));
    } else {
      this.dispatchEvent(new RedealEvent({ redealsUsed: game.redealsUsed, redealsLeft: game.redealsLeft, kept: action.kept }));
    }
    if (game.status === 'won') {
      this.dispatchEvent(
        new WinEvent({ variant: game.variant, seed: game.seed, moves: game.moveCount, redealsUsed: game.redealsUsed, durationMs: Date.now() - this.startedAt }),
      );
    } else if (game.status === 'lost') {
      this.dispatchEvent(new LoseEvent({ variant: game.variant, seed: game.seed, score: game.score }));
    }
  }

  private onCellClick(row: number, col: number) {
    const card = this.game.board[row][col];
    const move = card
      ? this.game.moves().filter((candidate) => candidate.card === card)
      : this.game.moves().filter((candidate) => candidate.to.row === row && candidate.to.col === col);
    if (move.length === 1) this.play(move[0].card, move[0].to);
  }

  override render() {
    const { board } = this.game;
    return html`
      <div part="board" class="board" style="grid-template-columns: repeat(${board[0].length}, 1fr)">
        ${board.map((cells, row) =>
          cells.map(
            (card, col) => html`<button
              class="cell"
              part=${card ? 'card' : 'gap'}
              @click=${() => this.onCellClick(row, col)}
            >
              ${card ?? nothing}
            </button>`,
          ),
        )}
      </div>
      <p part="status">${this.game.moveCount} · ${this.game.score} · ${this.game.redealsLeft}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'montana-solitaire': MontanaSolitaire;
  }
}
