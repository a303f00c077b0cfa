import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Move } from '../../src/engine.js';
import { arrowTo, button, cellsWith, focused, inModalDialog, montana, onDemandRendered, recordEvents, SOLVED_MONTANA, swapped, tabIntoBoard } from './helpers.js';

/** A plain strategy: prefer moves that build on a run, avoid a 2 hopping between column-0 gaps. */
function chooseMove(moves: Move[]): Move {
  return moves.find((move) => move.to.col > 0) ?? moves.find((move) => move.from.col > 0) ?? moves[0];
}

describe('<montana-solitaire> with the keyboard alone', () => {
  it('plays a whole game to its end: arrows, Enter, and R to redeal', async function () {
    this.timeout(120_000);
    const element = await montana(html`<montana-solitaire seed="3"></montana-solitaire>`);
    const recorder = recordEvents(['move', 'redeal', 'win', 'lose']);
    await tabIntoBoard(element);
    for (let turn = 0; turn < 400 && (element.status === 'playing' || element.status === 'stuck'); turn++) {
      if (element.status === 'stuck') {
        await sendKeys({ press: 'r' });
        await element.updateComplete;
        continue;
      }
      const move = chooseMove(element.moves());
      const before = element.moveCount;
      const choices = element.moves().filter((candidate) => candidate.card === move.card).length;
      await arrowTo(element, move.from);
      if (choices > 1) await arrowTo(element, move.to);
      expect(element.moveCount, `turn ${turn}: ${move.card} moved`).to.equal(before + 1);
      expect(element.board[move.to.row][move.to.col]).to.equal(move.card);
    }
    recorder.stop();
    expect(['won', 'lost']).to.include(element.status);
    const ending = recorder.events.filter((event) => event.type === 'win' || event.type === 'lose');
    expect(ending.map((event) => event.type)).to.deep.equal([element.status === 'won' ? 'win' : 'lose']);
    expect(recorder.events.filter((event) => event.type === 'redeal')).to.have.length(2);
    expect(recorder.events.filter((event) => event.type === 'move').length).to.be.greaterThan(20);
  });

  it('undoes with U and redoes with Y and Ctrl+Shift+Z', async () => {
    const element = await montana();
    await tabIntoBoard(element);
    await arrowTo(element, { row: 0, col: 9 });
    expect(element.moveCount).to.equal(1);
    await sendKeys({ press: 'u' });
    expect(element.moveCount).to.equal(0);
    await sendKeys({ press: 'y' });
    expect(element.moveCount).to.equal(1);
    await sendKeys({ press: 'u' });
    await sendKeys({ down: 'Control' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'KeyZ' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ up: 'Control' });
    expect(element.moveCount).to.equal(1);
    expect(element.board[2][5]).to.equal('9S');
  });

  it('selects with Enter, lights the targets, and Escape cancels', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
    await element.updateComplete;
    await tabIntoBoard(element);
    await arrowTo(element, { row: 1, col: 0 });
    expect(cellsWith(element, 'lit')).to.deep.equal(['0,12', '1,12', '2,0', '3,0']);
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(cellsWith(element, 'lit')).to.deep.equal([]);
    expect(element.moveCount).to.equal(0);
  });

  it('asks before N abandons a game under way, and starts at once otherwise', async () => {
    const element = await montana();
    await tabIntoBoard(element);
    let deals = 0;
    element.addEventListener('newgame', () => deals++);
    await arrowTo(element, { row: 0, col: 9 });
    await sendKeys({ press: 'n' });
    await onDemandRendered(element);
    const dialog = element.shadowRoot!.querySelector('[role="alertdialog"]');
    expect(dialog).not.to.equal(null);
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('[role="alertdialog"]')).to.equal(null);
    expect([deals, element.moveCount]).to.deep.equal([0, 1]);
    expect(focused(element), 'the focus is back on the board').to.deep.equal({ row: 0, col: 9 });
    await sendKeys({ press: 'n' });
    await onDemandRendered(element);
    await sendKeys({ press: 'Enter' }); // the focused "New game" button
    await element.updateComplete;
    expect([deals, element.moveCount]).to.deep.equal([1, 0]);
    expect(element.getAttribute('seed')).not.to.equal('42');
  });

  it('gives the focus back to the New game button the question was asked from, after No, Escape or Yes', async () => {
    const element = await montana();
    element.play('9S');
    await element.updateComplete;
    const newGame = button(element, 'New game');
    const question = () => element.shadowRoot!.querySelector('[role="alertdialog"]');
    const backOnNewGame = (how: string) => waitUntil(() => !question() && element.shadowRoot!.activeElement === newGame, `the focus back on New game after ${how}`);
    const ask = async () => {
      newGame.focus();
      await sendKeys({ press: 'Enter' });
      await onDemandRendered(element);
      await waitUntil(() => element.shadowRoot!.activeElement === question()?.querySelector('.primary'), 'the question\'s Yes focused');
    };
    await ask();
    await sendKeys({ press: 'Escape' });
    await backOnNewGame('Escape');
    await ask();
    question()!.querySelectorAll('button')[1].click();
    await backOnNewGame('No');
    expect(element.moveCount, 'the game kept').to.equal(1);
    await ask();
    await sendKeys({ press: 'Enter' });
    await backOnNewGame('Yes');
    expect(element.moveCount, 'a new deal').to.equal(0);
  });

  it('gives the focus back to New game when its click did not focus it (as in Safari)', async () => {
    const element = await montana();
    element.play('9S');
    await element.updateComplete;
    (element.shadowRoot!.querySelector('[data-cell="0,0"]') as HTMLElement).focus();
    const newGame = button(element, 'New game');
    newGame.click(); // a click from script moves no focus, as Safari's mouse click does not
    await onDemandRendered(element);
    const question = () => element.shadowRoot!.querySelector('[role="alertdialog"]');
    await waitUntil(() => question(), 'no question');
    question()!.querySelectorAll('button')[1].click();
    await waitUntil(() => !question() && element.shadowRoot!.activeElement === newGame, 'the focus back on New game');
    expect(element.moveCount, 'the game kept').to.equal(1);
  });

  it('lists the keys in a help panel opened with ?', async () => {
    const element = await montana();
    await tabIntoBoard(element);
    await sendKeys({ press: '?' });
    await onDemandRendered(element);
    const panel = element.shadowRoot!.querySelector('[role="region"]')!;
    expect(panel.textContent).to.include('undo').and.include('redeal').and.include('Ctrl+Shift+Z');
    // Every key the element answers to, Home and End too, and Esc's answer to a question.
    const rows = [...panel.querySelectorAll('tr')].map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
    expect(rows.map(([key]) => key)).to.deep.equal(['← ↑ → ↓, Home, End', 'Rank, suit', 'Enter, Space', 'Esc', 'U', 'Y, Ctrl+Shift+Z', 'R', 'H', 'N', '?']);
    expect(rows[3][1]).to.equal('cancel a selection, close Help or Statistics, answer No to a question');
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('[role="region"]')).to.equal(null);
  });

  it('closes the Statistics with Escape too, and the focus on their button goes back to the board', async () => {
    const element = await montana();
    await tabIntoBoard(element);
    await arrowTo(element, { row: 0, col: 9 }); // a move, so the board's focus is on (0,9)
    const toggle = button(element, 'Statistics');
    toggle.click();
    await onDemandRendered(element);
    toggle.focus();
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(!!element.shadowRoot!.querySelector('.stats'), 'open after Escape on its toggle').to.equal(false);
    expect(element.shadowRoot!.activeElement === toggle, 'the focus stays on the toggle').to.equal(true);
    toggle.click();
    await onDemandRendered(element);
    element.shadowRoot!.querySelector<HTMLElement>('.stats button')!.focus();
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(!!element.shadowRoot!.querySelector('.stats'), 'open after Escape on its own button').to.equal(false);
    expect(focused(element), 'the focus is back on the board, not lost with the panel').to.deep.equal({ row: 0, col: 9 });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it("keeps an Escape it acts on from the page: a page's dialog the element plays in stays open, and closes on the next", async () => {
    await inModalDialog(async (element, dialog) => {
      await tabIntoBoard(element);
      await arrowTo(element, { row: 0, col: 9 }); // plays 9S: a game under way
      await sendKeys({ press: 'n' });
      await onDemandRendered(element);
      const asking = () => !!element.shadowRoot!.querySelector('[role="alertdialog"]');
      expect(asking()).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect([asking(), dialog.open], 'the question dismissed, the dialog open').to.deep.equal([false, true]);
      await sendKeys({ press: '?' });
      await onDemandRendered(element);
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect([!!element.shadowRoot!.querySelector('[role="region"]'), dialog.open], 'the keys closed, the dialog open').to.deep.equal([false, true]);
      element.load(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
      await element.updateComplete;
      await arrowTo(element, { row: 1, col: 0 }); // a gap four 2s fit: picked
      expect(cellsWith(element, 'lit')).to.have.length(4);
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect([cellsWith(element, 'lit'), dialog.open], 'the selection cancelled, the dialog open').to.deep.equal([[], true]);
      // Nothing of the element's open: Escape is the page's.
      await sendKeys({ press: 'Escape' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dialog.open, "the page's dialog closed").to.equal(false);
    });
  });
});

describe('<montana-solitaire> keyboard focus, however it arrived', () => {
  it('acts on the cell a script or screen reader focused, not the one last reached by arrows', async () => {
    const element = await montana();
    const nineOfSpades = element.shadowRoot!.querySelector<HTMLElement>('[data-cell="0,9"]')!;
    nineOfSpades.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(element.board[2][5]).to.equal('9S');
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(focused(element)).to.deep.equal({ row: 0, col: 10 });
    expect(element.shadowRoot!.querySelector('[data-cell="0,10"]')!.getAttribute('tabindex')).to.equal('0');
  });

  it('keeps the focus in the element when the control that had it goes: Restart and Undo disabled, the line\'s Redeal gone', async () => {
    const element = await montana();
    const cell = element.shadowRoot!.querySelector<HTMLElement>('[data-cell="1,3"]')!;
    cell.focus();
    await element.updateComplete;
    // Each press leaves its button disabled: Restart and Undo with no move left to take back, Redo with none to bring back.
    for (const [name, before] of [['Restart', () => element.play('9S')], ['Redo', () => (element.play('9S'), element.undo())], ['Undo', () => {}]] as const) {
      before();
      await element.updateComplete;
      button(element, name).focus();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect([name, focused(element)], `after ${name}, its button disabled`).to.deep.equal([name, { row: 1, col: 3 }]);
    }
    // The line under a stuck board offers Redeal, which goes with the redeal.
    element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]], [[2, 11], [2, 12]]));
    element.play('KH');
    await element.updateComplete;
    expect(element.status).to.equal('stuck');
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part="message"] button')!.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect([element.redealsLeft, focused(element)]).to.deep.equal([1, { row: 1, col: 3 }]);
    // Keys still reach the element: U takes the redeal back.
    await sendKeys({ press: 'u' });
    expect(element.redealsLeft).to.equal(2);
  });

  it('gives the focus back to the board once a winnable deal is found after N, not to the page', async function () {
    this.timeout(30_000);
    const element = await montana(html`<montana-solitaire winnable seed="5"></montana-solitaire>`);
    await waitUntil(() => !element.shadowRoot!.querySelector('.board[inert]'), 'no deal found', { timeout: 20000 });
    element.shadowRoot!.querySelector<HTMLElement>('[data-cell="1,3"]')!.focus();
    await element.updateComplete;
    const heard = recordEvents(['newgame']);
    await sendKeys({ press: 'n' });
    await waitUntil(() => heard.events.length > 0, 'no new deal found', { timeout: 20000 });
    heard.stop();
    await element.updateComplete;
    expect(focused(element)).to.deep.equal({ row: 1, col: 3 });
    // A player who put the focus elsewhere on the page meanwhile keeps it there.
    const outside = document.createElement('button');
    document.body.append(outside);
    // Heard from before the key: a deal proven at once is found before sendKeys resolves.
    const again = recordEvents(['newgame']);
    // Moved in the key's own dispatch, after the element's handler: surely while the deal is sought.
    window.addEventListener('keydown', () => outside.focus(), { once: true });
    try {
      await sendKeys({ press: 'n' });
      await waitUntil(() => again.events.length > 0, 'no new deal found', { timeout: 20000 });
      again.stop();
      await element.updateComplete;
      expect(document.activeElement).to.equal(outside);
    } finally {
      outside.remove();
    }
  });

  it('keeps a cell reachable by Tab when a smaller board replaces one whose far cell had the focus', async () => {
    const element = await montana();
    element.shadowRoot!.querySelector<HTMLElement>('[data-cell="3,12"]')!.focus();
    await element.updateComplete;
    element.variant = 'mini-gaps';
    await element.updateComplete;
    const reachable = [...element.shadowRoot!.querySelectorAll('[tabindex="0"]')].map((cell) => cell.getAttribute('data-cell'));
    expect(reachable).to.deep.equal(['3,7']);
    await tabIntoBoard(element);
    expect(focused(element)).to.deep.equal({ row: 3, col: 7 });
  });
});
