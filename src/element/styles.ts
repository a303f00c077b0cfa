import { unsafeCSS } from 'lit';

/**
 * The look of <montana-solitaire>. Appearance is set through custom properties on the
 * host. The cards shrink to fit the board's width (container query units), so every grid,
 * 4×6 to 8×14, fits from a 320 px phone to a wide desktop: `--cell` is a card's width, at
 * most 7rem and at most what lets `--rows` rows fit in 75% of the screen's height, and at
 * least 1.1rem: below that, in a frame narrower than 16rem (an 8×14 grid's cards at 1.1rem
 * need 256 px of felt, 13 columns' some 240), the board scrolls sideways, what overflows lying right of
 * it where scrolling reaches it (`safe center`; centred, it would hang as far past the
 * left edge, and column 0 would be out of reach), with a padding round the cards for the
 * focus ring of one at either end (the scrolling board clips what lies past it). A card
 * narrower than 44 px shows a larger rank and suit and no big pip. Text and spacing are in
 * em, so they follow the font size the element is given, not the page's root (which many
 * sites set to 10 px, `html { font-size: 62.5% }`); the cards' bounds stay in rem, since
 * the board's own font size is worked out from a card's width. The board measures its
 * frame (a container), so the frame brings no width of its own: the element is a block as
 * wide as its container, in a flex row it takes the room left (`flex: 1`), and where its
 * container takes the width of what it holds (a dialog, an inline-block or absolutely
 * placed box, a column or grid that centres it) an empty canvas beside the frame asks for
 * 60rem, or the room there is where less: a replaced element's `max-width: 100%` narrows
 * it to the room but counts for nothing in the least width it asks (any other box would
 * ask for all 60rem, and overflow a phone). Without it the element shrank there to a
 * sliver. A cell keeps one finger to itself, to drag a card (a pan of the page would take
 * it), but lets two zoom the page (`touch-action: pinch-zoom`): on a phone the board is
 * most of the screen. Where the board may scroll sideways, a finger drawn sideways over
 * the cards scrolls it: a card is then tapped or dragged up or down.
 *
 * The texts above the board that change in a game (the status line, the Hint and Redeal
 * buttons' words) keep the room of the widest they may say this game, so they do not take
 * another line mid-game and move the cards under a finger: `data-wide` holds that text,
 * laid out unseen and unheard (`visibility: hidden` leaves it out of the accessibility
 * tree too) in the same grid cell as what is shown; in the status line on a span inside
 * the part, whose `display` a page may set.
 *
 * In forced colours (Windows' high-contrast themes) the browser drops shadows and paints
 * each line of text on a plate of the background colour: a card then gets an edge of its
 * own, and shows its corner large with no big pip (whose plate would cover the corner's
 * suit); a dead gap's edge is dotted where a live one's is dashed. Cards in place keep
 * their paler face (a filter), not their stripe (a shadow). The rules say only what they
 * must: the colours are the theme's.
 *
 * The sheet is one constant text given to Lit's `unsafeCSS` (nothing in it comes from
 * outside, so nothing is unsafe): Lit's `css` tag would do the same and bring code for
 * values put into the sheet, which it has none of, into the script-tag file.
 */
export const styles = unsafeCSS(`
  :host {
    display: block;
    flex: 1;
    --montana-felt: #1d5e3a;
    --montana-felt-text: #f4f7f2;
    --montana-card-face: #fffdf7;
    --montana-card-edge: #0006;
    --montana-red: #c0182b;
    --montana-black: #1b1b1f;
    --montana-green: #0f7a2e;
    --montana-blue: #1546b8;
    --montana-accent: #ffd24a;
    --montana-gap: #0003;
    --montana-radius: 0.5em;
    --montana-font: system-ui, sans-serif;
    font-family: var(--montana-font);
    color: var(--montana-felt-text);
  }
  :host([hidden]) {
    display: none;
  }
  canvas {
    display: block;
    width: 60rem;
    max-width: 100%;
    height: 0;
  }
  .frame {
    background: var(--montana-felt);
    border-radius: calc(var(--montana-radius) * 1.5);
    padding: 0.5em;
    container-type: inline-size;
  }
  .bar,
  .message {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em;
    margin: 0.5em 0;
  }
  button,
  .status,
  table {
    font: inherit;
    font-size: 0.875em;
  }
  button {
    padding: 0.3em 0.7em;
    border-radius: 0.4em;
    border: 1px solid #fff7;
    background: #0004;
    color: inherit;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .primary {
    background: var(--montana-accent);
    color: #1b1b1f;
    font-weight: 600;
  }
  .status {
    margin-inline-start: auto;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-wide] {
    display: inline-grid;
  }
  [data-wide] > *,
  [data-wide]::after {
    grid-area: 1 / 1;
  }
  [data-wide]::after {
    content: attr(data-wide);
    visibility: hidden;
  }
  .board {
    display: grid;
    --cell: max(1.1rem, min(100cqw / var(--columns), 7rem, 75svh / var(--rows) / 1.4));
    grid-template-columns: repeat(var(--columns), minmax(1.1rem, var(--cell)));
    justify-content: center;
    gap: 0.35cqw;
    font-size: calc(var(--cell) * 0.36);
    user-select: none;
    -webkit-user-select: none;
    text-indent: 0;
    letter-spacing: normal;
    text-transform: none;
    font-style: normal;
  }
  [role=row] {
    display: contents;
  }
  .cell {
    position: relative;
    aspect-ratio: 5 / 7;
    border-radius: var(--montana-radius);
    box-sizing: border-box;
    touch-action: pinch-zoom;
    container: cell / inline-size;
  }
  @container (max-width: 16rem) {
    .board {
      overflow: auto hidden;
      padding: 0.4em;
      justify-content: safe center;
    }
    .cell {
      touch-action: pan-x pinch-zoom;
    }
  }
  .card {
    background: var(--montana-card-face);
    box-shadow: 0 0.06em 0.2em var(--montana-card-edge);
    color: var(--montana-black);
    cursor: pointer;
    line-height: 1;
    font-weight: 600;
  }
  .red {
    color: var(--montana-red);
  }
  .four .C {
    color: var(--montana-green);
  }
  .four .D {
    color: var(--montana-blue);
  }
  .card::before,
  .card::after {
    position: absolute;
    content: attr(data-suit);
  }
  .card::before {
    content: attr(data-rank) '\\A' attr(data-suit);
    white-space: pre;
    top: 0.2em;
    left: 0.22em;
    text-align: center;
  }
  .card::after {
    right: 0.12em;
    bottom: 0.05em;
    font-size: 1.9em;
  }
  @container cell (max-width: 44px) {
    .card::before {
      font-size: 1.6em;
      inset: 0.15em 0 auto;
    }
    .card::after {
      content: none;
    }
  }
  .run {
    filter: saturate(0.55) brightness(0.93);
    box-shadow: inset 0 -0.22em 0 var(--montana-felt);
  }
  .gap {
    background: var(--montana-gap);
    border: 0.08em dashed #fff6;
  }
  .dead {
    border-color: transparent;
    background: repeating-linear-gradient(135deg, var(--montana-gap) 0 0.3em, transparent 0 0.6em);
  }
  .lit,
  .picked,
  .hinted,
  .cell:focus-visible {
    outline: max(2px, 0.16em) solid var(--montana-accent);
    z-index: 1;
  }
  .lit {
    box-shadow: 0 0 0.5em var(--montana-accent);
    cursor: pointer;
  }
  .hinted {
    outline-style: dashed;
    box-shadow: 0 0 0.8em var(--montana-accent);
  }
  .picked {
    transform: translateY(-0.15em);
  }
  .cell:focus-visible {
    outline-offset: 0.08em;
  }
  .dragging {
    z-index: 2;
    pointer-events: none;
    box-shadow: 0 0.4em 1em #0008;
  }
  .message {
    font-weight: 600;
  }
  @media (forced-colors: active) {
    .card::before {
      font-size: 1.6em;
      inset: 0.15em 0 auto;
    }
    .card::after {
      content: none;
    }
    .card {
      border: 0.08em solid;
    }
    .run {
      border-bottom-width: 0.3em;
    }
    .dead {
      border-style: dotted;
    }
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`);
