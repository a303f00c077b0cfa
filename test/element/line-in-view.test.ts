// The line under the board brought into view when a move leaves the game stuck, won or
// lost: a phone held sideways shows it below the screen. A file of its own, so that what
// follows a game loads on demand for the first time here, as on a page.
import { expect, html, waitUntil } from '@open-wc/testing';
import { Game, type Move } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { playByPolicy } from '../engine/helpers.js';
import { SOLVED_MONTANA, at, montana, swapped } from './helpers.js';

/** Row 0 lacks only its 7C (in column 12): one move wins. */
const ONE_MOVE_FROM_WIN = swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]);

describe('<montana-solitaire> showing the line under the board', () => {
  /** An element at the top of a box too short for it, as a phone held sideways is: its lines under the board start hidden. */
  const inShortBox = () => montana(html`<div style="height: 250px; overflow: auto"><montana-solitaire seed="42"></montana-solitaire></div>`);
  const lastLine = (element: MontanaSolitaire) => [...element.shadowRoot!.querySelectorAll('.message')].pop()!;
  /** Whether the last line under the board is wholly inside the box that scrolls. */
  const lineInView = (element: MontanaSolitaire) => {
    const box = element.parentElement!.getBoundingClientRect();
    const line = lastLine(element)?.getBoundingClientRect();
    if (!line) return false;
    return line.top >= box.top - 1 && line.bottom <= box.bottom + 1;
  };

  it('brings it into view when a move wins, with what follows the game', async () => {
    const element = await inShortBox();
    element.load(ONE_MOVE_FROM_WIN);
    await element.updateComplete;
    element.play('7C', at(0, 5));
    await waitUntil(() => element.shadowRoot!.querySelector('button[name=review]') && lineInView(element), 'the line after the game stayed below the box', { timeout: 5000 });
    expect(lastLine(element).textContent).to.match(/Review/);
    expect([...element.shadowRoot!.querySelectorAll('.message')].map((line) => line.getBoundingClientRect().top > element.parentElement!.getBoundingClientRect().top)).to.deep.equal([true, true]);
  });

  it('brings it into view when a move leaves the game stuck, and not at a move that leaves it under way', async () => {
    // The simple player's game of seed 42, up to the move before its first redeal: that move leaves it stuck.
    const game = new Game({ seed: '42' });
    let before = game.save();
    let last: Move | undefined;
    for (const action of playByPolicy(new Game({ seed: '42' })).history) {
      if (action.type === 'redeal') break;
      before = game.save();
      game.play(action.from, (last = action).to);
    }
    expect(game.status).to.equal('stuck');
    const element = await inShortBox();
    const box = element.parentElement!;
    element.load(before);
    await element.updateComplete;
    element.play(last!.from, last!.to);
    expect(element.status).to.equal('stuck');
    await waitUntil(() => lineInView(element), 'the stuck line stayed below the box', { timeout: 5000 });
    expect(lastLine(element).textContent).to.match(/Redeal/);
    // The redeal starts a round under way: no line to show, and the box stays where the player left it.
    box.scrollTop = 0;
    element.redeal();
    const [next] = element.moves();
    element.play(next.card, next.to);
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(element.status).to.equal('playing');
    expect(box.scrollTop).to.equal(0);
  });
});
