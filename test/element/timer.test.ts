import { expect, html } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import type { MontanaSolitaire } from '../../src/index.js';
import { ENGINE, LIVE_AND_DEAD_GAPS, SOLVED_MONTANA, button, montana, onDemandRendered, recordEvents, statusText, swapped } from './helpers.js';

/**
 * The page's clock in the test's hands: performance.now() (what the element's playing
 * time reads) and the intervals started meanwhile (its once-a-second render) move only
 * when the test advances them. So a time is exact, on a loaded machine and a fast one.
 */
function controlledClock() {
  const { setInterval: realSetInterval, clearInterval: realClearInterval } = window;
  let now = 10_000;
  let lastId = 0;
  const intervals = new Map<number, { handler: () => void; every: number; due: number }>();
  performance.now = () => now;
  window.setInterval = ((handler: TimerHandler, every = 0) => {
    if (typeof handler !== 'function') throw new Error('controlledClock: an interval of code text');
    intervals.set(++lastId, { handler: handler as () => void, every: Math.max(1, every), due: now + Math.max(1, every) });
    return lastId;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => void intervals.delete(id!)) as typeof window.clearInterval;
  return {
    /** Moves the clock on by `ms`, running each interval as often as it falls due, in time order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...intervals.values()].filter((interval) => interval.due <= end).sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        now = next.due;
        next.due += next.every;
        next.handler();
      }
      now = end;
    },
    /** How many intervals are running. */
    get intervals() {
      return intervals.size;
    },
    restore() {
      delete (performance as { now?: unknown }).now;
      Object.assign(window, { setInterval: realSetInterval, clearInterval: realClearInterval });
    },
  };
}

/** Makes the page look hidden or visible to the element, as switching tabs does. */
function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}


describe('<montana-solitaire> playing time', () => {
  let clock: ReturnType<typeof controlledClock>;
  beforeEach(() => {
    clock = controlledClock();
  });
  afterEach(() => {
    clock.restore();
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('reports the time played in win, from the first action, without the time the page was hidden', async () => {
    const element = await montana();
    element.load(LIVE_AND_DEAD_GAPS);
    clock.advance(150); // before the first action: not counted
    element.play('7C');
    clock.advance(200);
    setPageHidden(true);
    clock.advance(300); // hidden: not counted
    setPageHidden(false);
    clock.advance(100);
    const recorder = recordEvents(['win']);
    element.play('8C');
    recorder.stop();
    expect(recorder.events[0].detail.durationMs).to.equal(300);
  });

  it('reports the time in lose, and stops counting when the game is over', async () => {
    const element = await montana(html`<montana-solitaire seed="1" redeals="0"></montana-solitaire>`);
    // Rows 0 and 1 are broken for good; row 2 ends JH, gap, QH, KH: two moves, then nothing.
    element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]], [[2, 10], [2, 12]], [[2, 11], [2, 12]]));
    const recorder = recordEvents(['lose']);
    element.play('QH');
    clock.advance(120);
    element.play('KH');
    recorder.stop();
    expect(element.status).to.equal('lost');
    expect(recorder.events[0].detail.durationMs).to.equal(120);
    clock.advance(5000); // the game is over: not counted
    element.showTimer = true;
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:00');
    expect(clock.intervals, 'no ticker once the game is over').to.equal(0);
  });

  it('shows the time with show-timer, ticking while the game is under way', async () => {
    const element = await montana(html`<montana-solitaire seed="42" show-timer></montana-solitaire>`);
    expect(statusText(element)).to.include('Time 0:00');
    element.play('9S');
    await element.updateComplete;
    clock.advance(999);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:00');
    // The ticker asks for a render at each second: nothing else renders here.
    clock.advance(151);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:01');
    clock.advance(60_000);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 1:01');
    element.showTimer = false;
    await element.updateComplete;
    expect(statusText(element)).not.to.include('Time');
    expect(clock.intervals, 'no ticker while the time is not shown').to.equal(0);
  });

  it('starts ticking when show-timer is switched on during a game', async () => {
    const element = await montana();
    element.play('9S');
    expect(clock.intervals, 'no ticker while the time is not shown').to.equal(0);
    element.showTimer = true;
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:00');
    clock.advance(1150);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:01');
  });

  it('keeps the time played in an autosaved game', async () => {
    localStorage.clear();
    const first = await montana(html`<montana-solitaire seed="42" autosave="timed"></montana-solitaire>`);
    first.load(LIVE_AND_DEAD_GAPS);
    first.play('7C');
    clock.advance(250);
    first.remove(); // saves at once
    expect(JSON.parse(localStorage.getItem('timed')!).elapsedMs).to.equal(250);
    clock.advance(1000); // removed: not counted
    const second = await montana(html`<montana-solitaire autosave="timed"></montana-solitaire>`);
    clock.advance(40);
    const recorder = recordEvents(['win']);
    second.play('8C');
    recorder.stop();
    localStorage.clear();
    expect(recorder.events[0].detail.durationMs).to.equal(290);
  });

  /** How far below the element's top its board starts, in a container of each width from a small phone's to a desktop's (280 to 1300 px). */
  const boardTops = (element: MontanaSolitaire) =>
    Array.from({ length: 103 }, (_, step) => {
      element.parentElement!.style.width = `${280 + step * 10}px`;
      return element.shadowRoot!.querySelector('.board')!.getBoundingClientRect().top - element.getBoundingClientRect().top;
    });

  // On a phone the status line wrapped at move 10, and in German the Hint button's 'Denke nach…' took a line more: the board moved under the player's finger.
  for (const [lang, hint, thinking] of [['en', 'Hint', 'Thinking…'], ['de', 'Tipp', 'Denke nach…']]) {
    it(`keeps the cards where they are as the toolbar's words grow in a game (moves, cards in place, time, the Hint button's '${thinking}'), at any width (${lang})`, async () => {
      const element = await montana(html`<div lang=${lang}><montana-solitaire seed="42" show-timer></montana-solitaire></div>`);
      const atDeal = boardTops(element);
      button(element, hint).click();
      await element.updateComplete;
      button(element, thinking);
      expect(boardTops(element), 'while a hint is computed').to.deep.equal(atDeal);
      while (element.moveCount < 12) {
        const [move] = element.moves();
        if (move) element.play(move.card, move.to);
        else element.redeal();
      }
      clock.advance(600_000);
      await element.updateComplete;
      expect(statusText(element)).to.match(/ 1\d · .* 10:00$/);
      expect(boardTops(element), 'at move 12, ten minutes on').to.deep.equal(atDeal);
      clock.advance(3_000_000);
      await element.updateComplete;
      expect(statusText(element)).to.match(/ 1:00:00$/);
      expect(boardTops(element), 'an hour on').to.deep.equal(atDeal);
    });
  }

  it('keeps the cards where they are as a count of ten redeals or more goes down (the status line and the Redeal button)', async () => {
    const element = await montana(html`<div><montana-solitaire seed="42" redeals="10" redeal-anytime></montana-solitaire></div>`);
    const atDeal = boardTops(element);
    element.redeal();
    await element.updateComplete;
    expect(statusText(element)).to.match(/Redeals 9$/);
    button(element, 'Redeal (9)');
    expect(boardTops(element), 'after a redeal').to.deep.equal(atDeal);
  });

  it('gives screen readers the Hint button and the status line as they read, not the room kept for what they may come to say', async () => {
    const element = await montana(html`<montana-solitaire seed="42" show-timer></montana-solitaire>`);
    const hint = button(element, 'Hint');
    expect(getComputedStyle(hint, '::after').visibility, 'the room kept is not seen').to.equal('hidden');
    const shown = element.shadowRoot!.querySelector('[part="status"]')!.textContent!;
    expect(shown, 'a label and its number never part at a line end').to.include('Moves\u00a00 ·').and.include('Time\u00a00:00');
    // The accessibility tree, as screen readers get it: Chromium's (the other engines' drivers give none to a test).
    if (ENGINE !== 'chromium') return;
    type Node = { role: string; name: string; children?: Node[] };
    const all = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(all)];
    /** The name of the Hint button (the toolbar's third), and every text of the status line's (what it says, or the room kept: move 999, 9:59:59). */
    const names = async () => {
      const nodes = all((await a11ySnapshot({})) as unknown as Node);
      return [nodes.filter((node) => node.role === 'button')[2].name, nodes.filter((node) => /Moves|999|9:59/.test(node.name)).map((node) => node.name.replace(/\s/g, ' '))];
    };
    expect(await names()).to.deep.equal(['Hint', ['Moves 0 · In place 0/48 · Redeals 2 · Time 0:00']]);
    hint.click();
    await element.updateComplete;
    expect(await names()).to.deep.equal(['Thinking…', ['Moves 0 · In place 0/48 · Redeals 2 · Time 0:00']]);
  });

  it('is in German in a German page', async () => {
    const element = await montana(html`<div lang="de"><montana-solitaire seed="42" show-timer></montana-solitaire></div>`);
    expect(statusText(element)).to.include('Zeit 0:00');
    const statsButton = [...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent!.trim() === 'Statistik')!;
    statsButton.click();
    await onDemandRendered(element);
    expect(element.shadowRoot!.querySelector('.stats')!.textContent).to.include('Gespielt').and.include('Längste Serie');
    await expect(element).to.be.accessible();
  });
});
