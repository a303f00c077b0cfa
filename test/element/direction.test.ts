import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { cellElement, focused, montana, tabIntoBoard } from './helpers.js';

describe('<montana-solitaire> on a right-to-left page', () => {
  it('keeps the board left to right, with arrows that go where they point, and turns the toolbar', async () => {
    const element = await montana(html`<div dir="rtl"><montana-solitaire seed="42"></montana-solitaire></div>`);
    const left = (row: number, col: number) => cellElement(element, row, col).getBoundingClientRect().left;
    // A card follows its left neighbour: column 0 stays on the left, as the rules and the texts say.
    expect(left(0, 1), 'column 1 right of column 0').to.be.greaterThan(left(0, 0));
    expect(left(3, 12), 'column 12 right of column 11').to.be.greaterThan(left(3, 11));
    const [undo, redo] = element.shadowRoot!.querySelectorAll('.bar button');
    expect(undo.getBoundingClientRect().left, 'the toolbar reads right to left').to.be.greaterThan(redo.getBoundingClientRect().left);
    await tabIntoBoard(element);
    const from = focused(element)!;
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(focused(element), 'ArrowRight goes to the next column').to.deep.equal({ row: from.row, col: from.col + 1 });
    expect(left(from.row, from.col + 1), 'which is on the right').to.be.greaterThan(left(from.row, from.col));
  });
});
