import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { Game, VARIANTS, VARIANT_NAMES, type Cell, type Move, type VariantName } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { STRINGS, cardName } from '../../src/element/i18n.js';
import { arrowTo, cellElement, cellsWith, centre, ENGINE, focused, montana, tabIntoBoard } from './helpers.js';

const sameCell = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

/** An element playing `variant` from seed 1. */
const playing = (variant: string, seed = '1') => montana(html`<montana-solitaire variant=${variant} seed=${seed}></montana-solitaire>`);

/** The `move` events the element sends while `run` runs. */
async function movesDuring(element: MontanaSolitaire, run: () => Promise<void>) {
  const heard: CustomEvent[] = [];
  const listener = (event: Event) => heard.push(event as CustomEvent);
  element.addEventListener('move', listener);
  try {
    await run();
  } finally {
    element.removeEventListener('move', listener);
  }
  return heard.map((event) => event.detail);
}

/** The targets of the card in `from`: one means a tap plays it, several mean select-then-place. */
const targetsOf = (element: MontanaSolitaire, from: Cell) => element.moves().filter((move) => sameCell(move.from, from));

/** A real mouse click in the middle of a cell. */
async function click(element: MontanaSolitaire, cell: Cell) {
  await sendMouse({ type: 'click', position: centre(element, cell.row, cell.col) });
  await element.updateComplete;
}

/** Plays `move` with the mouse: a click on the card, and one on the gap when the card has several. */
async function clickMove(element: MontanaSolitaire, move: Move) {
  const several = targetsOf(element, move.from).length > 1;
  await click(element, move.from);
  if (several) {
    expect(cellsWith(element, 'lit'), 'the gaps the selected card fits are lit').to.include(`${move.to.row},${move.to.col}`);
    await click(element, move.to);
  }
}

/**
 * The first seed from 1 whose deal of `variant` has a move `wanted` picks out of its moves,
 * at once or after one `first` move (a gap past column 0 may only open after one).
 */
function seedWith(variant: VariantName, wanted: (moves: Move[]) => Move | undefined): { seed: string; first: Move | null; move: Move } {
  for (let seed = 1; seed <= 200; seed++) {
    const game = new Game({ variant, seed: String(seed) });
    const move = wanted(game.moves());
    if (move) return { seed: String(seed), first: null, move };
    for (const first of game.moves()) {
      const after = new Game({ variant, seed: String(seed) });
      after.play(first.from, first.to);
      const then = wanted(after.moves());
      if (then) return { seed: String(seed), first, move: then };
    }
  }
  throw new Error(`no seed of ${variant} up to 200 has the move wanted`);
}

describe('<montana-solitaire> plays every variant', () => {
  afterEach(() => resetMouse());

  for (const name of VARIANT_NAMES) {
    const { rows, columns } = VARIANTS[name];

    describe(name, () => {
      it(`draws a ${rows}×${columns} grid of the deal`, async () => {
        const element = await playing(name);
        expect(element.board).to.deep.equal(new Game({ variant: name, seed: '1' }).board);
        const grid = element.shadowRoot!.querySelector('[role="grid"]')!;
        const rowElements = grid.querySelectorAll(':scope > [role="row"]');
        expect(rowElements).to.have.length(rows);
        rowElements.forEach((row) => expect(row.querySelectorAll(':scope > [role="gridcell"]')).to.have.length(columns));
        const tops = new Set<number>();
        element.board.forEach((cards, row) => {
          const top = Math.round(cellElement(element, row, 0).getBoundingClientRect().top);
          tops.add(top);
          let left = -Infinity;
          cards.forEach((card, col) => {
            const cell = cellElement(element, row, col);
            const box = cell.getBoundingClientRect();
            expect(Math.round(box.top), `cell ${row},${col} is in its row`).to.equal(top);
            expect(box.left, `cell ${row},${col} is right of the one before`).to.be.greaterThan(left);
            left = box.right - 0.5;
            expect(cell.classList.contains(card ? 'card' : 'gap'), `cell ${row},${col}`).to.equal(true);
          });
        });
        expect(tops.size, 'each row on its own line').to.equal(rows);
      });

      it('plays a move made with the mouse, and names the card and its cell', async () => {
        const element = await playing(name);
        const move = element.moves()[0];
        expect(move, 'the deal has a move').to.exist;
        const heard = await movesDuring(element, () => clickMove(element, move));
        expect(heard).to.have.length(1);
        expect(heard[0]).to.deep.include({ card: move.card, from: move.from, to: move.to, moveCount: 1 });
        expect(element.board[move.to.row][move.to.col]).to.equal(move.card);
        expect(element.board[move.from.row][move.from.col]).to.equal(null);
      });

      it('plays a move made with the keyboard alone', async () => {
        const element = await playing(name);
        // The last move in the list, so it is another one than the mouse made, where there are several.
        const moves = element.moves();
        const move = moves[moves.length - 1];
        const several = targetsOf(element, move.from).length > 1;
        await tabIntoBoard(element);
        const heard = await movesDuring(element, async () => {
          await arrowTo(element, move.from);
          if (several) await arrowTo(element, move.to);
        });
        expect(heard).to.have.length(1);
        expect(heard[0]).to.deep.include({ card: move.card, from: move.from, to: move.to, moveCount: 1 });
        expect(element.board[move.to.row][move.to.col]).to.equal(move.card);
      });

      it('has no accessibility violations axe can find', async () => {
        const element = await playing(name);
        await expect(element).to.be.accessible();
      });
    });
  }

  // Gaps past column 0 that take more than one card: two-sided fills (a card continuing the
  // left neighbour or one leading the right neighbour), any higher card of the suit, and any
  // orthogonal neighbour.
  for (const name of ['free-parking', 'galary', 'spaces-and-aces', 'rectangular-rovers'] as const) {
    it(`lets a ${name} gap that takes two different cards be selected, and takes the one clicked next`, async () => {
      const { seed, first, move } = seedWith(name, (moves) =>
        moves.find((one) => one.to.col > 0 && moves.some((other) => sameCell(other.to, one.to) && other.card !== one.card)),
      );
      const element = await playing(name, seed);
      if (first) element.play(first.from, first.to);
      await element.updateComplete;
      const before = element.moveCount;
      const gap = move.to;
      const fitting = element.moves().filter((other) => sameCell(other.to, gap));
      const chosen = fitting[fitting.length - 1];
      const heard = await movesDuring(element, async () => {
        await click(element, gap);
        expect(cellElement(element, gap.row, gap.col).getAttribute('aria-selected')).to.equal('true');
        expect(cellsWith(element, 'lit')).to.have.members(fitting.map((one) => `${one.from.row},${one.from.col}`));
        expect(element.moveCount, 'the first click only selects').to.equal(before);
        await click(element, chosen.from);
      });
      expect(heard.map(({ card, from, to }) => ({ card, from, to }))).to.deep.equal([{ card: chosen.card, from: chosen.from, to: gap }]);
      expect(cellsWith(element, 'lit')).to.deep.equal([]);
      for (const other of fitting.filter((one) => one !== chosen)) expect(element.board[other.from.row][other.from.col]).to.equal(other.card);
    });
  }

  it('lets a spaces-and-aces gap that takes any higher card of the suit be filled with the one chosen by keyboard', async () => {
    const { seed, first, move } = seedWith('spaces-and-aces', (moves) =>
      moves.find((one) => one.to.col > 0 && moves.filter((other) => sameCell(other.to, one.to)).length > 1),
    );
    const element = await playing('spaces-and-aces', seed);
    if (first) element.play(first.from, first.to);
    await element.updateComplete;
    const fitting = element.moves().filter((other) => sameCell(other.to, move.to));
    const chosen = fitting[fitting.length - 1];
    await tabIntoBoard(element);
    const heard = await movesDuring(element, async () => {
      await arrowTo(element, move.to);
      expect(cellsWith(element, 'lit')).to.have.members(fitting.map((one) => `${one.from.row},${one.from.col}`));
      await arrowTo(element, chosen.from);
    });
    expect(heard.map(({ card, from, to }) => ({ card, from, to }))).to.deep.equal([{ card: chosen.card, from: chosen.from, to: move.to }]);
    expect(element.board[move.to.row][move.to.col]).to.equal(chosen.card);
  });

  it('names each card a gap takes once, where both copies of it fit', async () => {
    const element = await playing('double-montana', '42');
    const gaps = element.board.flatMap((row, r) => row.flatMap((card, c) => (card ? [] : [{ row: r, col: c }])));
    const fits = (gap: Cell) => element.moves().filter((move) => sameCell(move.to, gap)).map((move) => move.card);
    const gap = gaps.find((one) => new Set(fits(one)).size < fits(one).length)!;
    expect(gap, 'a gap both copies of a card fit').to.exist;
    const names = [...new Set(fits(gap))].map((card) => cardName(STRINGS.get('en')!, card));
    expect(cellElement(element, gap.row, gap.col).getAttribute('aria-label')).to.equal(`gap: ${names.join(' or ')} fits`);
  });

  for (const name of ['double-montana', 'double-red-moon'] as const) {
    it(`moves the copy clicked in ${name}, not the other copy of the same card`, async () => {
      // A card whose two copies can both move: click the later one in reading order.
      const { seed, first, move } = seedWith(name, (moves) =>
        [...moves].reverse().find((one) => moves.some((other) => other.card === one.card && !sameCell(other.from, one.from) && (other.from.row * 100 + other.from.col) < (one.from.row * 100 + one.from.col))),
      );
      const element = await playing(name, seed);
      if (first) element.play(first.from, first.to);
      await element.updateComplete;
      const other = element.moves().find((one) => one.card === move.card && !sameCell(one.from, move.from))!;
      const heard = await movesDuring(element, () => clickMove(element, move));
      expect(heard.map(({ card, from, to }) => ({ card, from, to }))).to.deep.equal([{ card: move.card, from: move.from, to: move.to }]);
      expect(element.board[move.from.row][move.from.col]).to.equal(null);
      expect(element.board[other.from.row][other.from.col], 'the other copy stays').to.equal(move.card);
    });
  }
});

/** Where the cards of an element stand, and how big their rank text is drawn. */
function measure(element: MontanaSolitaire) {
  const root = element.shadowRoot!;
  const frame = root.querySelector('.frame')!.getBoundingClientRect();
  const board = root.querySelector<HTMLElement>('.board')!;
  const context = document.createElement('canvas').getContext('2d')!;
  const cells = [...root.querySelectorAll<HTMLElement>('[data-cell]')].map((cell) => {
    const box = cell.getBoundingClientRect();
    const face = cell.classList.contains('card') ? getComputedStyle(cell, '::before') : null;
    let rankWidth = 0;
    if (face) {
      context.font = `${face.fontWeight} ${face.fontSize} ${face.fontFamily}`;
      // The widest rank mark any card shows.
      rankWidth = context.measureText('10').width;
    }
    return { cell: cell.dataset.cell!, box, fontSize: face ? parseFloat(face.fontSize) : null, rankWidth };
  });
  return { frame, board, boardBox: board.getBoundingClientRect(), cells };
}

describe('<montana-solitaire> lays out every grid', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  /** An element `width` px wide playing `variant`, on a page of the given viewport. */
  async function sized(variant: string, width: number, viewport: { width: number; height: number }) {
    await setViewport(viewport);
    expect(window.innerHeight, 'the page is as high as asked').to.equal(viewport.height);
    if (window.innerWidth !== viewport.width) {
      // WebKit's MiniBrowser window is never narrower than its toolbar (about 450 px), so
      // there a phone's page is wider than the phone. The element is still `width` px wide,
      // and it sizes itself by its own width (container queries) and the screen's height,
      // never the page's width, so every check below means the same there.
      expect(ENGINE, `the page is ${window.innerWidth} px wide, not the ${viewport.width} px asked`).to.equal('webkit');
      expect(window.innerWidth).to.be.above(viewport.width);
    }
    const element = await montana(html`<div style="width: ${width}px"><montana-solitaire variant=${variant} seed="1"></montana-solitaire></div>`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return element;
  }

  function expectCommonLayout(element: MontanaSolitaire, layout: ReturnType<typeof measure>) {
    const { frame, board, cells } = layout;
    const width = cells[0].box.width;
    for (const { cell, box } of cells) {
      expect(box.width, `cell ${cell} as wide as the others`).to.be.closeTo(width, 0.5);
      expect(box.height / box.width, `cell ${cell} keeps the card's proportions`).to.be.closeTo(7 / 5, 0.03);
      expect(box.left, `cell ${cell} inside the felt`).to.be.at.least(frame.left);
      expect(box.right, `cell ${cell} inside the felt`).to.be.at.most(frame.right);
    }
    expect(board.scrollWidth, 'the board does not overflow').to.be.at.most(board.clientWidth);
    expect(element.scrollWidth, 'the element does not overflow').to.be.at.most(element.clientWidth);
  }

  for (const name of VARIANT_NAMES) {
    const { rows, columns } = VARIANTS[name];

    it(`${name} (${rows}×${columns}) fits a 320 px phone, shrunk to fit, with legible ranks`, async () => {
      const element = await sized(name, 320, { width: 320, height: 640 });
      const layout = measure(element);
      expectCommonLayout(element, layout);
      for (const { cell, box, fontSize, rankWidth } of layout.cells) {
        if (fontSize === null) continue;
        expect(fontSize, `the rank of ${cell} is readable`).to.be.at.least(12);
        expect(rankWidth, `a 10 fits on the card in ${cell}`).to.be.at.most(box.width);
        expect(fontSize * 2, `rank and suit fit on the card in ${cell}`).to.be.at.most(box.height);
      }
    });

    it(`${name} (${rows}×${columns}) on a 1200 px page: capped card size, centred, within the screen's height`, async () => {
      const element = await sized(name, 1200, { width: 1280, height: 800 });
      const layout = measure(element);
      expectCommonLayout(element, layout);
      const { frame, boardBox, cells } = layout;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      expect(cells[0].box.width, 'cards are at most 7rem wide').to.be.at.most(7 * rem + 0.5);
      expect(boardBox.height, 'the board fits in the screen').to.be.at.most(0.8 * 800);
      const first = cells[0].box;
      const last = cells[cells.length - 1].box;
      expect(first.left - frame.left, 'the board is centred').to.be.closeTo(frame.right - last.right, 1);
      for (const { cell, fontSize } of cells) if (fontSize !== null) expect(fontSize, `the rank of ${cell}`).to.be.at.least(14);
    });
  }

  it('keeps 8×14 cards at least 1.1rem wide on a narrower screen, and lets the board scroll sideways inside the felt, from column 0 to the last, a finger too', async () => {
    const element = await sized('double-blue-moon', 200, { width: 320, height: 640 });
    const { frame, board, boardBox, cells } = measure(element);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(cells[0].box.width).to.be.closeTo(1.1 * rem, 0.5);
    expect(getComputedStyle(board).overflowX).to.equal('auto');
    expect(board.scrollWidth).to.be.greaterThan(board.clientWidth);
    expect(boardBox.right).to.be.at.most(frame.right);
    expect(element.scrollWidth, 'the element itself does not overflow').to.be.at.most(element.clientWidth);
    for (const { fontSize } of cells) if (fontSize !== null) expect(fontSize).to.be.at.least(10);
    // What overflows lies right of the board, where scrolling reaches it: a board centred
    // in the felt would hang as far past its left edge, and column 0 (where the 2s go)
    // would be out of reach of any scrolling.
    const edge = (col: number, side: 'left' | 'right') => element.shadowRoot!.querySelector(`[data-cell="0,${col}"]`)!.getBoundingClientRect()[side];
    expect(edge(0, 'left'), 'column 0 within the board').to.be.at.least(boardBox.left - 0.5);
    // And the focus ring of a card of column 0 is not cut off by the board's edge. (Not in
    // WebKit here: its MiniBrowser window never has the system's focus, document.hasFocus()
    // is false, so no cell matches :focus.)
    if (ENGINE !== 'webkit') {
      await tabIntoBoard(element);
      while (focused(element)!.col !== 0) await sendKeys({ press: 'ArrowLeft' });
      const cell = element.shadowRoot!.activeElement!;
      const ring = getComputedStyle(cell);
      expect(ring.outlineStyle, 'a focus ring').to.equal('solid');
      expect(cell.getBoundingClientRect().left - parseFloat(ring.outlineWidth) - parseFloat(ring.outlineOffset), 'the focus ring within the board').to.be.at.least(boardBox.left - 0.5);
    }
    board.scrollLeft = board.scrollWidth;
    expect(edge(13, 'right'), 'the last column within the board, scrolled to').to.be.at.most(boardBox.right + 0.5);
    // A finger drawn sideways over the cards scrolls the board (they take no other pan).
    expect(getComputedStyle(element.shadowRoot!.querySelector('.cell')!).touchAction).to.equal('pan-x pinch-zoom');
  });

  it('leaves a finger drawn sideways over the cards to drag them where no grid overflows the felt', async () => {
    // 280 px: 264 px of felt, wider than any grid's cards at 1.1rem (8×14's need 256).
    const element = await sized('blue-moon', 280, { width: 320, height: 640 });
    const board = element.shadowRoot!.querySelector<HTMLElement>('.board')!;
    expect(board.scrollWidth).to.be.at.most(board.clientWidth);
    expect(getComputedStyle(element.shadowRoot!.querySelector('.cell')!).touchAction).to.equal('pinch-zoom');
  });
});
