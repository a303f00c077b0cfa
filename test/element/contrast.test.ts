import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendMouse } from '@web/test-runner-commands';
import { ENGINE, LIVE_AND_DEAD_GAPS, cellElement, centre, focused, montana, tabIntoBoard } from './helpers.js';

/** Windows' high-contrast mode (forced colours), which only Chromium can emulate (web-test-runner.config.mjs). */
const forcedColors = (active: boolean) => executeServerCommand('emulate-forced-colors', { active });

describe('<montana-solitaire> in high contrast, and its focus ring', () => {
  // Forced colours paint every text line's box in the background colour and drop shadows:
  // a card's big pip would cover the suit in its corner, and cards would lose their edges.
  if (ENGINE === 'chromium') {
    it('keeps the cards, their suits, the cards in place and the dead gaps apart in forced colours', async () => {
      const element = await montana();
      element.load(LIVE_AND_DEAD_GAPS);
      await element.updateComplete;
      const card = cellElement(element, 1, 3);
      const outOfPlace = element.shadowRoot!.querySelector<HTMLElement>('.card:not(.run)')!;
      expect(card.classList.contains('run'), 'a card in place').to.equal(true);
      const edges = (cell: HTMLElement) => [getComputedStyle(cell).borderTopWidth, getComputedStyle(cell).borderBottomWidth].map(parseFloat);
      const look = () => ({
        edge: getComputedStyle(card).borderTopStyle,
        inPlaceEdges: edges(card),
        outOfPlaceEdges: edges(outOfPlace),
        pip: getComputedStyle(card, '::after').content,
        corner: parseFloat(getComputedStyle(card, '::before').fontSize),
        liveGap: getComputedStyle(cellElement(element, 0, 5)).borderTopStyle,
        deadGap: getComputedStyle(cellElement(element, 2, 12)).borderTopStyle,
      });
      const plain = look();
      await forcedColors(true);
      try {
        expect(matchMedia('(forced-colors: active)').matches, 'forced colours emulated').to.equal(true);
        const forced = look();
        expect([plain.edge, forced.edge], 'a card has an edge of its own only in forced colours').to.deep.equal(['none', 'solid']);
        expect(plain.pip, 'the big pip, in plain colours').to.include('\u2666');
        expect(forced.pip, 'no big pip over the corner').to.equal('none');
        expect(forced.corner, 'a larger corner in its place').to.be.greaterThan(plain.corner);
        expect([forced.liveGap, forced.deadGap], 'live gaps dashed, dead gaps dotted').to.deep.equal(['dashed', 'dotted']);
        // The bar under a card in place is a shadow, which forced colours drop: a thick bottom edge stands in for it.
        const [top, bottom] = forced.inPlaceEdges;
        expect(bottom, 'a card in place has a thick bottom edge').to.be.greaterThan(3 * top);
        expect(forced.outOfPlaceEdges, 'a card not in place, an even edge').to.deep.equal([top, top]);
      } finally {
        await forcedColors(false);
      }
      expect(look()).to.deep.equal(plain);
    });
  }

  it('rings the cell the keyboard reaches, and not a cell clicked', async () => {
    const element = await montana();
    await tabIntoBoard(element);
    const reached = focused(element)!;
    const ring = (row: number, col: number) => getComputedStyle(cellElement(element, row, col)).outlineStyle;
    expect(ring(reached.row, reached.col), 'the keyboard focus is ringed').to.equal('solid');
    // A card that fits no gap: a click focuses it and neither selects nor plays it.
    const stuck = element.board.flatMap((cards, row) => cards.map((card, col) => ({ card, row, col }))).find(
      ({ card, row, col }) => card && (row !== reached.row || col !== reached.col) && element.moves().every((move) => move.card !== card),
    )!;
    try {
      await sendMouse({ type: 'click', position: centre(element, stuck.row, stuck.col) });
      await element.updateComplete;
      expect(focused(element), 'the click moved the focus').to.deep.equal({ row: stuck.row, col: stuck.col });
      expect(ring(stuck.row, stuck.col), 'a cell clicked is not ringed').to.equal('none');
    } finally {
      await resetMouse();
    }
  });
});
