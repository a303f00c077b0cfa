import { expect, html } from '@open-wc/testing';
import type { MontanaSolitaire } from '../../src/index.js';
import { LIVE_AND_DEAD_GAPS, SOLVED_MONTANA, announcement, button, cellElement, clickCell, montana, onDemandRendered, otherTabWrites, playedElsewhere, swapped } from './helpers.js';

const BLOCKED = swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]);

describe('<montana-solitaire> accessibility', () => {
  it('is an ARIA grid of rows and cells with a name', async () => {
    const element = await montana();
    const grid = element.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Montana solitaire');
    expect(grid.querySelectorAll(':scope > [role="row"]')).to.have.length(4);
    expect(grid.querySelectorAll('[role="row"] > [role="gridcell"]')).to.have.length(52);
    expect(grid.querySelectorAll('[tabindex="0"]')).to.have.length(1);
  });

  it('names cards, cards in place, live gaps and dead gaps', async () => {
    const element = await montana();
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('queen of diamonds');
    expect(cellElement(element, 1, 11).getAttribute('aria-label')).to.equal('10 of diamonds');
    expect(cellElement(element, 2, 5).getAttribute('aria-label')).to.equal('gap: 9 of spades fits');
    element.load(LIVE_AND_DEAD_GAPS);
    await element.updateComplete;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('2 of clubs, in place');
    expect(cellElement(element, 0, 6).getAttribute('aria-label')).to.equal('gap: dead, nothing fits');
    expect(cellElement(element, 2, 12).getAttribute('aria-label')).to.equal('gap: dead, nothing fits');
    expect(cellElement(element, 2, 12).classList.contains('dead')).to.equal(true);
    expect(cellElement(element, 0, 5).classList.contains('dead')).to.equal(false);
    expect(cellElement(element, 0, 0).classList.contains('run')).to.equal(true);
  });

  it('names a column-0 gap with every 2 that fits it', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]]));
    await element.updateComplete;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal(
      'gap: 2 of clubs or 2 of diamonds or 2 of hearts or 2 of spades fits',
    );
  });

  it('announces moves, redeals, a win and a loss in a polite live region', async () => {
    const element = await montana();
    await clickCell(element, 0, 9);
    expect(announcement(element)).to.equal('9 of spades to row 3, column 6');
    element.load(BLOCKED);
    element.redeal();
    await element.updateComplete;
    expect(announcement(element)).to.equal('Redealt. 1 redeal left.');
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    element.play('7C');
    await element.updateComplete;
    expect(announcement(element)).to.equal('You won in 1 move!');
  });

  it('says "New game" when a game is dealt in place of another (New game, Restart, a save loaded), in German too; nothing at the first deal or when another tab\'s game is taken', async () => {
    const said = async (element: MontanaSolitaire) => (await element.updateComplete, announcement(element));
    const { text } = await playedElsewhere();
    const element = await montana(html`<montana-solitaire autosave="said" seed="42"></montana-solitaire>`);
    expect(await said(element), 'the first deal').to.equal('');
    button(element, 'New game').click();
    expect([element.seed === '42', await said(element)], 'New game').to.deep.equal([false, 'New game']);
    element.newGame('42');
    await clickCell(element, 0, 9);
    expect(await said(element)).to.equal('9 of spades to row 3, column 6');
    element.restart();
    expect(await said(element), 'a restart').to.equal('New game');
    await clickCell(element, 0, 9);
    element.load(BLOCKED);
    expect(await said(element), 'a position loaded').to.equal('New game');
    await otherTabWrites('said', text);
    expect([element.save(), await said(element)], "another tab's game, taken").to.deep.equal([JSON.parse(text).game, '']);
    localStorage.removeItem('said');
    const german = await montana(html`<montana-solitaire lang="de" seed="42"></montana-solitaire>`);
    expect(await said(german), 'the first deal').to.equal('');
    button(german, 'Neues Spiel').click();
    expect(await said(german)).to.equal('Neues Spiel');
  });

  it('shows the stuck message with a Redeal button that says how many remain', async () => {
    const element = await montana();
    element.load(BLOCKED);
    await element.updateComplete;
    const message = element.shadowRoot!.querySelector('[part="message"]')!;
    expect(message.textContent).to.include('No card can move. Redeal the loose cards (2 left).');
    const redeal = message.querySelector('button')!;
    expect(redeal.textContent!.trim()).to.equal('Redeal (2)');
    redeal.click();
    expect(element.redealsLeft).to.equal(1);
  });

  const states: [string, (element: MontanaSolitaire) => Promise<void>][] = [
    ['playing', async () => {}],
    ['with a selection made', async (element) => {
      element.load(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
      await element.updateComplete;
      await clickCell(element, 0, 12);
    }],
    ['stuck', async (element) => element.load(BLOCKED)],
    ['won', async (element) => {
      element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
      element.play('7C');
    }],
    ['lost', async (element) => {
      element.setAttribute('redeals', '0');
      await element.updateComplete;
      element.load(BLOCKED);
    }],
    ['with the help panel and the new-game question open', async (element) => {
      element.play('9S');
      button(element, 'Help').click();
      button(element, 'New game').click();
    }],
    ['with the statistics panel and its question open', async (element) => {
      button(element, 'Statistics').click();
      await onDemandRendered(element);
      button(element, 'Reset statistics').click();
      await onDemandRendered(element);
      expect(element.shadowRoot!.querySelector('[role="alertdialog"]')!.textContent).to.include('Reset the statistics of every variant?');
    }],
  ];
  for (const [name, reach] of states) {
    it(`has no axe-core violations ${name}`, async () => {
      const element = await montana();
      await reach(element);
      await element.updateComplete;
      await expect(element).to.be.accessible();
    });
  }
  // In German and the shipped languages, with four colours, panels open and stuck: i18n.test.ts.
});
