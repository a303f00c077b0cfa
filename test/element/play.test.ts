import { expect, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { Game } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { announcement, cellElement, cellsWith, centre, clickableMove, clickCell, ENGINE, montana, recordEvents, SOLVED_MONTANA, swapped } from './helpers.js';

/** Rows 0 and 1 start with a gap; 2C waits in row 0, column 12, 2D in row 1, column 12. */
const TWO_GAPS_IN_COLUMN_0 = swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]);

/** The lit and the dragged cells, as a drag shows them. */
const litAndDragged = (element: MontanaSolitaire) => ({ lit: cellsWith(element, 'lit'), dragging: cellsWith(element, 'dragging') });

/**
 * A real mouse drag from one cell to a point, in steps, as a player's hand moves; returns
 * what `look` sees of the element just before the button is released.
 */
async function dragMouse<Seen = ReturnType<typeof litAndDragged>>(
  element: MontanaSolitaire,
  from: [number, number],
  to: [number, number],
  look: (element: MontanaSolitaire) => Seen = litAndDragged as (element: MontanaSolitaire) => Seen,
): Promise<Seen> {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  for (let step = 1; step <= 5; step++) {
    await sendMouse({
      type: 'move',
      position: [Math.round(from[0] + ((to[0] - from[0]) * step) / 5), Math.round(from[1] + ((to[1] - from[1]) * step) / 5)],
    });
  }
  await element.updateComplete;
  const during = look(element);
  await sendMouse({ type: 'up' });
  await element.updateComplete;
  return during;
}

describe('<montana-solitaire> playing with taps and clicks', () => {
  afterEach(() => resetMouse());

  it('moves a card that fits one gap when it is clicked', async () => {
    const element = await montana();
    await clickCell(element, 0, 9);
    expect(element.board[2][5]).to.equal('9S');
    expect(element.board[0][9]).to.equal(null);
    expect(cellElement(element, 2, 5).getAttribute('aria-label')).to.equal('9 of spades');
    expect(announcement(element)).to.equal('9 of spades to row 3, column 6');
  });

  it('fills a gap that exactly one card fits when the gap is tapped', async () => {
    const element = await montana();
    await clickCell(element, 0, 2);
    expect(element.board[0][2]).to.equal('6S');
    expect(element.board[1][12]).to.equal(null);
  });

  it('lets a 2 that fits two gaps be selected, lights the gaps, and places it on the second tap', async () => {
    const element = await montana();
    element.load(TWO_GAPS_IN_COLUMN_0);
    await element.updateComplete;
    await clickCell(element, 0, 12);
    expect(element.board[0][12]).to.equal('2C');
    expect(cellElement(element, 0, 12).getAttribute('aria-selected')).to.equal('true');
    expect(cellsWith(element, 'lit')).to.deep.equal(['0,0', '1,0']);
    await clickCell(element, 1, 0);
    expect(element.board[1][0]).to.equal('2C');
    expect(cellsWith(element, 'lit')).to.deep.equal([]);
  });

  it('lets a column-0 gap that several 2s fit be selected, lights the 2s, and takes the one tapped next', async () => {
    const element = await montana();
    element.load(TWO_GAPS_IN_COLUMN_0);
    await element.updateComplete;
    await clickCell(element, 0, 0);
    expect(cellsWith(element, 'lit')).to.deep.equal(['0,12', '1,12', '2,0', '3,0']);
    await clickCell(element, 2, 0);
    expect(element.board[0][0]).to.equal('2H');
    expect(element.board[2][0]).to.equal(null);
  });

  it('cancels a selection when the same cell is tapped again, changing nothing', async () => {
    const element = await montana();
    element.load(TWO_GAPS_IN_COLUMN_0);
    await element.updateComplete;
    await clickCell(element, 0, 12);
    await clickCell(element, 0, 12);
    expect(cellsWith(element, 'lit')).to.deep.equal([]);
    expect(element.moveCount).to.equal(0);
  });

  it("takes a double click's second click as no tap on the same cell, and as a tap of its own on another (a touch screen counts taps cells apart)", async () => {
    const element = await montana();
    // As the browser sends them: each click of a series counted in its detail.
    const click = async (row: number, col: number, detail: number) => {
      cellElement(element, row, col).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail }));
      await element.updateComplete;
    };
    await click(0, 9, 1);
    expect([element.moveCount, element.board[2][5]]).to.deep.equal([1, '9S']);
    // The second click of a double click on 9S's cell, now the gap after the 2C: the 3C does not come in.
    await click(0, 9, 2);
    expect([element.moveCount, element.board[0][9]]).to.deep.equal([1, null]);
    // A quick tap elsewhere, counted as a third by a phone: the gap after the 5S takes its 6S.
    await click(0, 2, 3);
    expect([element.moveCount, element.board[0][2]]).to.deep.equal([2, '6S']);
  });

  it('says so when a tapped card fits no gap, and changes nothing', async () => {
    const element = await montana();
    const board = element.board;
    await clickCell(element, 0, 0);
    expect(element.board).to.deep.equal(board);
    expect(announcement(element)).to.equal('No gap takes queen of diamonds now');
  });

  it('shakes what a tap cannot move or fill, as a screen reader hears why: a card no gap takes, a dead gap', async () => {
    const element = await montana();
    element.load(TWO_GAPS_IN_COLUMN_0);
    await element.updateComplete;
    const shakes = (row: number, col: number) =>
      cellElement(element, row, col).getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return { duration: effect.getTiming().duration, translate: effect.getKeyframes().map((frame) => String(frame.translate)) };
      });
    // Row 2 runs 2D to KD: its 5D goes nowhere, and its last cell, after the king, is dead.
    for (const [row, col, said] of [[2, 3, 'No gap takes 5 of hearts now'], [2, 12, 'gap: dead, nothing fits']] as const) {
      const board = element.board;
      expect(shakes(row, col), 'before the tap').to.deep.equal([]);
      await clickCell(element, row, col);
      expect(element.board).to.deep.equal(board);
      expect(announcement(element)).to.include(said);
      expect(shakes(row, col)).to.have.length(1);
      const [{ duration, translate }] = shakes(row, col);
      expect(duration).to.be.within(150, 400);
      expect(translate[0]).to.be.oneOf(['0', '0px']);
      expect(translate.at(-1)).to.be.oneOf(['0', '0px']);
      expect(new Set(translate).size, 'it moves').to.be.greaterThan(1);
    }
    // A tap that selects or plays does not shake: the card lifts, then glides.
    await clickCell(element, 0, 12);
    expect(cellElement(element, 0, 12).getAnimations()).to.deep.equal([]);
    await clickCell(element, 0, 0);
    expect(element.board[0][0]).to.equal('2C');
    expect(shakes(0, 0)).to.have.length(1);
    expect(shakes(0, 0)[0].duration).to.equal(200);
  });

  it('shakes on Enter as on a tap, and stops shaking when the element leaves the page, as a glide does', async () => {
    const element = await montana();
    cellElement(element, 0, 0).focus();
    await sendKeys({ press: 'Enter' });
    expect(announcement(element)).to.equal('No gap takes queen of diamonds now');
    const [shake] = cellElement(element, 0, 0).getAnimations();
    expect(shake.playState).to.equal('running');
    const parent = element.parentElement!;
    element.remove();
    parent.append(element);
    await element.updateComplete;
    expect(shake.playState).to.equal('idle');
    expect(element.shadowRoot!.getAnimations()).to.deep.equal([]);
  });

  it('glides the moved card from its cell to the gap', async () => {
    const element = await montana();
    await clickCell(element, 0, 9);
    const animations = cellElement(element, 2, 5).getAnimations();
    expect(animations).to.have.length(1);
    expect((animations[0].effect as KeyframeEffect).getTiming().duration).to.be.within(150, 250);
  });

  it('does not glide or shake when the player prefers reduced motion', async () => {
    // Chromium emulates the preference itself (over CDP). Firefox and WebKit cannot be told
    // to here: puppeteer's emulateMediaFeatures needs CDP, and WebDriver has no command for
    // it. There the page's matchMedia answers the element's one question as a browser set
    // to reduce motion does; the element's own query and its answer are checked in each.
    const asked: string[] = [];
    const matchMedia = window.matchMedia;
    if (ENGINE === 'chromium') await emulateMedia({ reducedMotion: 'reduce' });
    window.matchMedia = (query: string) => {
      asked.push(query);
      if (ENGINE !== 'chromium' && query === '(prefers-reduced-motion: reduce)') return { matches: true, media: query } as MediaQueryList;
      return matchMedia.call(window, query);
    };
    try {
      const element = await montana();
      await clickCell(element, 0, 9);
      expect(element.board[2][5]).to.equal('9S');
      expect(cellElement(element, 2, 5).getAnimations()).to.have.length(0);
      // Nor shake where a tap cannot move the card.
      await clickCell(element, 0, 0);
      expect(announcement(element)).to.equal('No gap takes queen of diamonds now');
      expect(cellElement(element, 0, 0).getAnimations()).to.have.length(0);
      expect(asked).to.include('(prefers-reduced-motion: reduce)');
      if (ENGINE === 'chromium') expect(matchMedia.call(window, '(prefers-reduced-motion: reduce)').matches).to.equal(true);
    } finally {
      window.matchMedia = matchMedia;
      if (ENGINE === 'chromium') await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('applies every tap made during an animation, in order', async () => {
    const element = await montana();
    const recorder = recordEvents(['move']);
    cellElement(element, 0, 9).click(); // 9S to (2,5)
    cellElement(element, 2, 2).click(); // 5D to (3,3), while the 9S still glides
    cellElement(element, 0, 2).click(); // the gap takes 6S
    await element.updateComplete;
    recorder.stop();
    const replay = new Game({ seed: '42' });
    for (const event of recorder.events) replay.play(event.detail.card, event.detail.to);
    expect(recorder.events.map((event) => event.detail.card)).to.deep.equal(['9S', '5D', '6S']);
    expect(element.board).to.deep.equal(replay.board);
  });
});

describe('<montana-solitaire> drag and drop', () => {
  afterEach(() => resetMouse());

  it('lights the gap while a card is dragged and plays it when dropped there', async () => {
    const element = await montana();
    const during = await dragMouse(element, centre(element, 0, 9), centre(element, 2, 5));
    expect(during).to.deep.equal({ lit: ['2,5'], dragging: ['0,9'] });
    expect(element.board[2][5]).to.equal('9S');
    expect(element.moveCount).to.equal(1);
    expect(cellsWith(element, 'dragging')).to.deep.equal([]);
  });

  it('puts the card back when it is dropped anywhere else', async () => {
    const element = await montana();
    const board = element.board;
    const recorder = recordEvents(['move']);
    await dragMouse(element, centre(element, 0, 9), centre(element, 3, 3));
    recorder.stop();
    expect(element.board).to.deep.equal(board);
    expect(recorder.events).to.have.length(0);
    expect(cellElement(element, 0, 9).style.transform).to.equal('');
  });

  it('puts a dragged card back when the game changes under it, and its drop on a cell that was a gap plays nothing', async () => {
    const element = await montana();
    // A move that leaves a gap, and a card that fits that gap: dragged there while the move is undone.
    const game = new Game({ seed: '42' });
    const [first, next] = game.moves().flatMap((move) => {
      game.play(move.card, move.to);
      const fits = game.moves({ to: move.from });
      game.undo();
      return fits.map((fit) => [move, fit]);
    })[0];
    element.play(first.card, first.to);
    await element.updateComplete;
    const recorder = recordEvents(['move']);
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      await dragMouse(element, centre(element, next.from.row, next.from.col), centre(element, next.to.row, next.to.col), (dragged) => {
        dragged.undo();
        return litAndDragged(dragged);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      window.removeEventListener('error', onError);
      recorder.stop();
    }
    expect(errors).to.deep.equal([]);
    expect([element.board, element.moveCount, recorder.events.length]).to.deep.equal([new Game({ seed: '42' }).board, 0, 0]);
    expect(cellsWith(element, 'dragging').concat(cellsWith(element, 'lit'), cellsWith(element, 'picked'))).to.deep.equal([]);
    expect(cellElement(element, next.from.row, next.from.col).style.transform).to.equal('');
    // The next tap plays.
    await clickCell(element, first.from.row, first.from.col);
    expect(element.moveCount).to.equal(1);
  });

  it('after a drag the game changed under, released off the board, a click on a gap plays (a mouse click, and a click with no press)', async () => {
    for (const how of ['mouse', 'script'] as const) {
      const element = await montana();
      element.play('9S');
      await element.updateComplete;
      // A card in the top row, within every engine's viewport.
      const move = element.moves().sort((a, b) => a.from.row - b.from.row)[0];
      const from = centre(element, move.from.row, move.from.col);
      // Released in the page's margin, left of the element: its click reaches no cell.
      const off: [number, number] = [2, from[1]];
      await dragMouse(element, from, off, (dragged) => dragged.undo());
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Seed 42's deal again: the gap at (0,2) takes 6S.
      expect(element.board[0][2], how).to.equal(null);
      if (how === 'mouse') await clickCell(element, 0, 2);
      else cellElement(element, 0, 2).click();
      await element.updateComplete;
      expect(element.board[0][2], how).to.equal('6S');
      // The next round's board takes this one's place at the top of the page.
      element.remove();
    }
  });

  it('drags a 2 to the one of its two gaps the player chooses', async () => {
    const element = await montana();
    element.load(TWO_GAPS_IN_COLUMN_0);
    await element.updateComplete;
    const during = await dragMouse(element, centre(element, 1, 12), centre(element, 0, 0));
    expect(during.lit).to.deep.equal(['0,0', '1,0']);
    expect(element.board[0][0]).to.equal('2D');
  });

  // A page that scales the element (a slide scaled to fit, a page's CSS zoom): a card moved
  // by the pointer's travel in the element's own pixels went 0.6 or 1.5 times as far. Not
  // CSS zoom in WebKit, whose boxes there give their place in pixels before the zoom while
  // the pointer and its hit testing use the screen's (a card's centre by its box hits the
  // toolbar), so no test can aim the mouse at a card there.
  for (const scaling of ['transform: scale(0.6); transform-origin: 0 0', ...(ENGINE === 'webkit' ? [] : ['zoom: 1.5'])]) {
    it(`keeps a dragged card under the pointer, and starts a card's glide from the cell it left, in a page's box of ${scaling}`, async () => {
      const element = await montana(html`<div style="width: 500px; ${scaling}"><montana-solitaire seed="42"></montana-solitaire></div>`);
      const to = centre(element, 2, 5);
      const carried = await dragMouse(element, centre(element, 0, 9), to, () => centre(element, 0, 9));
      expect(Math.abs(carried[0] - to[0]) + Math.abs(carried[1] - to[1]), `the card at ${carried}, the pointer at ${to}`).to.be.at.most(2);
      expect(element.board[2][5]).to.equal('9S');

      // The next move, by a tap, glides its card from where it stood on screen.
      const move = clickableMove(element)!;
      const left = centre(element, move.from.row, move.from.col);
      element.tap(move.from);
      await element.updateComplete;
      const glides = cellElement(element, move.to.row, move.to.col).getAnimations();
      expect(glides, 'the glide').to.have.length(1);
      const [glide] = glides;
      glide.pause();
      glide.currentTime = 0;
      const started = centre(element, move.to.row, move.to.col);
      expect(Math.abs(started[0] - left[0]) + Math.abs(started[1] - left[1]), `the glide starts at ${started}, the card stood at ${left}`).to.be.at.most(2);
    });
  }

  it('does not treat a drag as a tap, and the next tap works, even after a drop outside the board', async () => {
    const element = await montana();
    const [x, y] = centre(element, 0, 9);
    await dragMouse(element, [x, y], [x + 20, y]);
    expect(element.moveCount).to.equal(0);
    await dragMouse(element, [x, y], [x, Math.round(element.getBoundingClientRect().bottom + 40)]);
    expect(element.moveCount).to.equal(0);
    expect(element.board[0][9]).to.equal('9S');
    // A click with no pointer press before it, as assistive technology sends one.
    await clickCell(element, 0, 9);
    expect(element.board[2][5]).to.equal('9S');
  });
});
