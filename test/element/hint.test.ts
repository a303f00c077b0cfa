import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game, WINNABLE_SEARCH, solve } from '../../src/engine.js';
import type { HintResult, MontanaSolitaire } from '../../src/index.js';
import { DEAL_SEARCH } from '../engine/helpers.js';
import { SOLVED_MONTANA, announcement, button, cellElement, cellsWith, messageText, montana, recordEvents, swapped, watchConsole } from './helpers.js';

/** Four rows that each need one move: the queen waits right of the king, a gap before them. */
const FOUR_MOVES_TO_WIN = swapped(SOLVED_MONTANA, [[0, 10], [0, 12]], [[1, 10], [1, 12]], [[2, 10], [2, 12]], [[3, 10], [3, 12]]);

const key = (element: MontanaSolitaire, press: string) => {
  cellElement(element, 0, 0).focus();
  return sendKeys({ press });
};

/** A stand-in for the platform's Worker that fails to load, as a page's security policy or a missing file makes it. */
class RefusedWorker extends EventTarget {
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    super();
    setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
  postMessage() {}
  terminate() {}
}

/**
 * The real solver worker, asked to search a fixed number of positions (`bound`: by
 * default DEAL_SEARCH, about what the element's second searches on a 2-core machine)
 * rather than for the element's second: what it proves is then the same on a loaded
 * machine and a fast one. What the element asked for is kept in `asked`.
 */
const RealWorker = window.Worker;
const asked: unknown[] = [];
/** The positions passed that each hint request carried. */
const passedAsked: unknown[] = [];
let bound = DEAL_SEARCH;
class BoundedWorker extends RealWorker {
  override postMessage(message: any, ...rest: any[]) {
    if (message?.type === 'hint') passedAsked.push(message.passed);
    if (message?.type === 'hint' || message?.type === 'solve') {
      asked.push(message.options);
      message = { ...message, options: { ...message.options, ...bound } };
    }
    super.postMessage(message, ...rest);
  }
}
before(() => ((window as any).Worker = BoundedWorker));
after(() => (window.Worker = RealWorker));

async function withRefusedWorker<T>(run: () => Promise<T>): Promise<T> {
  const real = window.Worker;
  (window as any).Worker = RefusedWorker;
  try {
    return await run();
  } finally {
    window.Worker = real;
  }
}

describe('hints from the solver', () => {
  it('the h key lights up the card and the gap of a proven winning line, and says so', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    await key(element, 'h');
    await waitUntil(() => cellsWith(element, 'hinted').length === 2, 'no hint lit up', { timeout: 15000 });
    const [move] = element.moves().filter((candidate) => cellsWith(element, 'hinted').includes(`${candidate.from.row},${candidate.from.col}`));
    expect(cellsWith(element, 'hinted')).to.have.members([`${move.from.row},${move.from.col}`, `${move.to.row},${move.to.col}`]);
    expect(announcement(element)).to.match(/^Hint: .+ to row \d+, column \d+\. A win is proven from here\.$/);
    expect(button(element, 'Show the win')).to.exist;
    await expect(element).to.be.accessible();
  });

  it('hint() resolves with a legal first move of a line that wins', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    asked.length = 0;
    const result = await element.hint();
    expect(asked, 'the element asks for a second of search').to.deep.equal([{ timeLimitMs: 1000 }]);
    expect(result.proven).to.equal(true);
    expect(element.moves()).to.deep.include(result.action);
    const game = Game.load(element.save());
    for (const move of result.line!) game.play(move.card, move.to);
    expect(game.status).to.equal('won');
  });

  it('sends the solver the positions the deal has passed, latest first, so that no hint leads back to one', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    const passed: (readonly number[])[] = [];
    for (let played = 0; played < 2; played++) {
      passed.unshift(Game.load(element.save()).snapshot().cells);
      const [move] = element.moves();
      element.play(move.from, move.to);
    }
    passedAsked.length = 0;
    await element.hint();
    expect(passedAsked).to.deep.equal([passed]);
  });

  it('the Hint button says it is thinking, and any move cancels the hint being computed', async () => {
    // The worker answers in a message, after this task: the hint is still being computed when the player moves.
    const element = await montana(html`<montana-solitaire seed="2"></montana-solitaire>`);
    button(element, 'Hint').click();
    await element.updateComplete;
    const busy = button(element, 'Thinking…');
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    const asked = element.hint();
    const move = element.moves()[0];
    element.play(move.card, move.to);
    const error = await asked.then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.name).to.equal('AbortError');
    await element.updateComplete;
    expect(button(element, 'Hint').getAttribute('aria-busy')).to.equal('false');
    expect(cellsWith(element, 'hinted')).to.deep.equal([]);
    expect(announcement(element)).to.not.match(/Hint|Thinking/);
  });

  it('a second hint() while one is computed waits for the same answer: one search, not the first aborted', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    const requests = passedAsked.length;
    button(element, 'Hint').click();
    const first = element.hint();
    const second = element.hint();
    const [a, b] = await Promise.all([first, second]);
    expect(b).to.equal(a);
    expect(passedAsked.length - requests, 'hint requests sent to the worker').to.equal(1);
    await element.updateComplete;
    expect(button(element, 'Hint').getAttribute('aria-busy')).to.equal('false');
    expect(cellsWith(element, 'hinted')).to.have.length(2);
    // Once answered, the next hint() is a new search.
    await element.hint();
    expect(passedAsked.length - requests).to.equal(2);
  });

  it('a hint asked while a shown win computes its own is counted: the player asked', async () => {
    // A worker that answers no sooner than 300 ms, so that the shown win is surely still computing when the player asks.
    const real = window.Worker;
    (window as any).Worker = class SlowWorker extends real {
      override postMessage(message: any, ...rest: any[]) {
        setTimeout(() => super.postMessage(message, ...rest), 300);
      }
    };
    try {
      const element = await montana();
      element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
      const heard = recordEvents(['win']);
      const shown = element.showWin();
      await waitUntil(() => element.shadowRoot!.querySelector('[aria-busy="true"]'), 'the shown win is not computing its hint');
      await element.hint();
      expect(await shown).to.equal(true);
      heard.stop();
      expect(heard.events.map((event) => [event.detail.hints, event.detail.clean])).to.deep.equal([[1, false]]);
    } finally {
      window.Worker = real;
    }
  });

  it('a hint asked in the task the element is put in the page, before its first deal is drawn, is answered', async () => {
    const element = document.createElement('montana-solitaire');
    element.setAttribute('seed', '4');
    document.body.append(element);
    try {
      const { action } = await element.hint();
      expect(action).to.not.equal(null);
      await element.updateComplete;
      expect(button(element, 'Hint').getAttribute('aria-busy')).to.equal('false');
    } finally {
      element.remove();
    }
  });

  it('the Hint button stops thinking when the element is moved mid-hint (removed and put back), with no hint asked since', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    const asked = element.hint().then(() => 'answered', (error: Error) => error.name);
    await element.updateComplete;
    expect(button(element, 'Thinking…').getAttribute('aria-busy')).to.equal('true');
    expect(announcement(element)).to.equal('Thinking…');
    const parent = element.parentElement!;
    element.remove();
    parent.append(element);
    expect(await asked).to.equal('AbortError');
    await element.updateComplete;
    expect(button(element, 'Hint').getAttribute('aria-busy')).to.equal('false');
    // Nor does the live region say it still thinks, to a screen reader reading it.
    expect(announcement(element)).to.equal('');
  });

  it('a hint asked in the task the element was moved in (removed and put back) gets its own answer', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    await element.hint(); // the solver's work has loaded
    const first = element.hint().then(() => 'answered', (error: Error) => error.name);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the request is with the worker
    const parent = element.parentElement!;
    element.remove();
    parent.append(element); // as a framework moves an element
    const second = element.hint().then(() => 'answered', (error: Error) => error.name);
    expect([await first, await second]).to.deep.equal(['AbortError', 'answered']);
  });

  it('a hint asked twice before its answer is one hint in the win\'s help', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    const [first, second] = await Promise.all([element.hint(), element.hint()]);
    expect(second).to.equal(first);
    const heard = recordEvents(['win']);
    element.tap({ row: 0, col: 12 });
    heard.stop();
    expect(heard.events.map((event) => [event.detail.hints, event.detail.clean])).to.deep.equal([[1, false]]);
  });

  it('a hint is forgotten when the game changes', async () => {
    const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
    const { action } = (await element.hint()) as HintResult & { action: { card: string; to: { row: number; col: number } } };
    await element.updateComplete;
    expect(cellsWith(element, 'hinted')).to.have.length(2);
    expect(button(element, 'Show the win')).to.exist;
    element.play(action.card, action.to);
    await element.updateComplete;
    expect(cellsWith(element, 'hinted')).to.deep.equal([]);
    expect(() => button(element, 'Show the win')).to.throw(Error, /^no button Show the win$/);
  });

  it('when stuck, the hint is to redeal; when the game is over, there is none', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]));
    expect(element.status).to.equal('stuck');
    expect((await element.hint()).action).to.equal('redeal');
    expect(announcement(element)).to.equal('Hint: redeal the loose cards.');
    element.load(SOLVED_MONTANA);
    expect((await element.hint()).action).to.equal(null);
    await element.updateComplete;
    expect(button(element, 'Hint').disabled).to.equal(true);
  });

  it('hints in every game of the family: a two-sided, a sliding and a two-deck one too', async function () {
    this.timeout(60_000);
    // Any legal move will do here: a short search (a larger one takes seconds on the two-deck board).
    bound = { timeLimitMs: Infinity, tableSize: 1 << 14 };
    try {
      for (const variant of ['line-up', 'free-parking', 'rectangular-rovers', 'double-montana']) {
        const element = await montana(html`<montana-solitaire variant=${variant} seed="1"></montana-solitaire>`);
        const { action } = await element.hint();
        expect(element.moves(), variant).to.deep.include(action);
        await element.updateComplete;
        expect(cellsWith(element, 'hinted'), variant).to.have.length(2);
      }
    } finally {
      bound = DEAL_SEARCH;
    }
  });

  it('speaks German on a German page', async () => {
    const element = await montana(html`<montana-solitaire lang="de" seed="4"></montana-solitaire>`);
    await element.hint();
    expect(announcement(element)).to.match(/^Tipp: .+ nach Reihe \d+, Spalte \d+\. Von hier ist ein Sieg bewiesen\.$/);
    expect(button(element, 'Sieg zeigen')).to.exist;
  });
});

describe('the solver\'s worker', () => {
  it('one worker serves an element through hint, play, hint, play, hint', async () => {
    const real = window.Worker;
    let started = 0;
    (window as any).Worker = class CountedWorker extends real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started++;
      }
    };
    try {
      const element = await montana();
      element.load(FOUR_MOVES_TO_WIN);
      for (let round = 0; round < 2; round++) {
        const { action } = await element.hint();
        if (!action || action === 'redeal') throw new Error(`no move hinted: ${action}`);
        element.play(action.from, action.to);
      }
      expect((await element.hint()).proven).to.equal(true);
      expect(element.moveCount).to.equal(2);
      expect(started).to.equal(1);
    } finally {
      window.Worker = real;
    }
  });
});

/**
 * A stand-in worker that loads, answers its first request, and then fails as a worker does
 * when it runs out of memory: an error event, no answer.
 */
class FailingSecondWorker {
  static made = 0;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  #requests = 0;
  constructor() {
    FailingSecondWorker.made++;
  }
  terminate() {}
  postMessage(request: { id: number }) {
    const first = this.#requests++ === 0;
    setTimeout(() =>
      first
        ? this.onmessage?.(new MessageEvent('message', { data: { id: request.id, result: { action: 'redeal', proven: false } } }))
        : this.onerror?.(Object.assign(new Event('error', { cancelable: true }), { message: 'Out of memory' })),
    );
  }
}

describe('a worker that fails after it has answered', () => {
  it('fails that one request and leaves hints on: the next request starts a new worker', async () => {
    const real = window.Worker;
    (window as any).Worker = FailingSecondWorker;
    FailingSecondWorker.made = 0;
    const watch = watchConsole();
    try {
      const element = await montana();
      expect((await element.hint()).action).to.equal('redeal');
      const failed = await element.hint().then(
        () => null,
        (reason: Error) => reason,
      );
      expect(failed?.message).to.equal("The solver's worker failed (Out of memory); the next request starts it again");
      await element.updateComplete;
      expect(button(element, 'Hint').disabled, 'hints stay on').to.equal(false);
      expect(announcement(element)).to.not.include('off');
      expect((await element.hint()).action).to.equal('redeal');
      expect(FailingSecondWorker.made).to.equal(2);
      expect(watch.warnings).to.deep.equal([`<montana-solitaire>: ${failed!.message}.`]);
    } finally {
      watch.restore();
      window.Worker = real;
    }
  });
});

describe('showing a proven win', () => {
  it('plays the line out, each move a normal move event, to a won game', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const heard = recordEvents(['move', 'win']);
    try {
      await element.hint();
      await element.updateComplete;
      button(element, 'Show the win').click();
      await waitUntil(() => element.status === 'won', 'the line was not played out', { timeout: 10000 });
    } finally {
      heard.stop();
    }
    expect(heard.events.map((event) => event.type)).to.deep.equal(['move', 'move', 'move', 'move', 'win']);
    expect(element.moveCount).to.equal(4);
  });

  // What interrupts the line, and the moves left made: the undone one is gone; in a removed element the first stays.
  const interruptions: [what: string, interrupt: (element: MontanaSolitaire) => void, moveCount: number][] = [
    ['the player does something else', (element) => element.undo(), 0],
    ['the element is removed from the page', (element) => element.remove(), 1],
  ];
  for (const [what, interrupt, moveCount] of interruptions) {
    it(`stops when ${what}, and resolves false`, async () => {
      const element = await montana();
      element.load(FOUR_MOVES_TO_WIN);
      const shown = element.showWin();
      await oneEvent(element, 'move');
      interrupt(element);
      expect(await shown).to.equal(false);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(element.moveCount, 'no move is played after the interruption').to.equal(moveCount);
    });
  }

  it('refuses plainly when no win is proven from the position', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]));
    const error = await element.showWin().then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.message).to.equal('Cannot show a win: the solver proved none from this position in its time');
    expect(element.moveCount).to.equal(0);
  });
});

describe('a page that does not let the solver run', () => {
  it('says plainly that hints are off, warns once, and the game goes on', async () => {
    const element = await montana();
    const watch = watchConsole();
    try {
      await withRefusedWorker(async () => {
        const error = await element.hint().then(
          () => null,
          (reason: Error) => reason,
        );
        expect(error?.message).to.match(/^The solver is off on this page: its worker .*solver-worker\.js could not be loaded or was refused by the page$/);
        await element.updateComplete;
        expect(announcement(element)).to.equal('Hints are off: this page does not let the solver run.');
        expect(button(element, 'Hint').disabled).to.equal(true);
        // Not only heard: the line under the board says why the Hint button is off.
        expect(messageText(element)).to.equal('Hints are off: this page does not let the solver run.');
        await key(element, 'h');
      });
      expect(watch.warnings).to.have.length(1);
      expect(watch.warnings[0]).to.match(/^<montana-solitaire>: The solver is off on this page: its worker \S+\/solver-worker\.js could not be loaded or was refused by the page\.$/);
      expect(watch.errors).to.deep.equal([]);
      const move = element.moves()[0];
      element.play(move.card, move.to);
      expect(element.moveCount).to.equal(1);
    } finally {
      watch.restore();
    }
  });
});

describe('a page that does not let the solver run, after a game and with winnable', () => {
  const OFF = 'Hints are off: this page does not let the solver run.';

  it('turns the review off plainly too: said, warned once, Review off, and the focus on the line', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    element.play('7C', { row: 0, col: 5 });
    const review = () => element.shadowRoot!.querySelector<HTMLButtonElement>('button[name=review]');
    await waitUntil(review, 'no Review after the game', { timeout: 10000 });
    const watch = watchConsole();
    try {
      await withRefusedWorker(async () => {
        review()!.focus();
        review()!.click();
        await waitUntil(() => announcement(element) === OFF, 'the review did not say the solver is off', { timeout: 10000 });
      });
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(review()!.disabled).to.equal(true);
      expect(element.shadowRoot!.activeElement?.getAttribute('name')).to.equal('replay');
      expect(watch.warnings).to.have.length(1);
      expect(watch.warnings[0]).to.match(/^<montana-solitaire>: The solver is off on this page: /);
    } finally {
      watch.restore();
    }
  });

  it('with winnable, deals the seed unchecked and still says that hints are off', async () => {
    await withRefusedWorker(async () => {
      const heard = recordEvents(['newgame']);
      const element = await montana(html`<montana-solitaire winnable seed="5"></montana-solitaire>`);
      await waitUntil(() => heard.events.length > 0, 'no deal', { timeout: 10000 });
      heard.stop();
      await element.updateComplete;
      expect([element.seed, announcement(element), messageText(element)]).to.deep.equal(['5', OFF, OFF]);
    });
  });
});

/** A stand-in worker that answers every request with the error the real one gives when no deal is proven. */
class NothingProvenWorker {
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  terminate() {}
  postMessage(request: { id: number; seed: string }) {
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: { id: request.id, error: `No winnable deal proven among the 30 seeds from ${JSON.stringify(request.seed)}` } })));
  }
}

describe('winnable', () => {
  it('deals the first seed of s, s:1, s:2, … that the solver proves winnable, reflects it, and tells the page once', async () => {
    // The search is bounded by positions, not time: the same seed is found on any machine,
    // so the test can name it (seed 3's deal is proven lost, so it is 3:1 or later).
    let expected = '3';
    for (let attempt = 1; solve(new Game({ seed: expected }), WINNABLE_SEARCH).result !== 'win'; attempt++) expected = `3:${attempt}`;
    expect(expected).to.match(/^3:\d+$/);
    const heard = recordEvents(['newgame']);
    let element: MontanaSolitaire;
    try {
      element = await montana(html`<montana-solitaire winnable seed="3"></montana-solitaire>`);
      expect(element.shadowRoot!.querySelector('.board')!.hasAttribute('inert')).to.equal(true);
      expect(element.shadowRoot!.querySelector('.message')!.textContent).to.equal('Looking for a winnable deal…');
      // A hint asked for meanwhile is refused plainly, and the search goes on.
      const early = await element.hint().then(
        () => null,
        (reason: Error) => reason,
      );
      expect(early?.message).to.equal('Cannot give a hint yet: a winnable deal is still being looked for');
      await waitUntil(() => heard.events.length > 0, 'no deal was found', { timeout: 30000 });
    } finally {
      heard.stop();
    }
    await element.updateComplete;
    const seed = element.getAttribute('seed')!;
    expect(seed).to.equal(expected);
    expect(heard.events.map((event) => event.detail.seed)).to.deep.equal([seed]);
    expect(element.shadowRoot!.querySelector('.board')!.hasAttribute('inert')).to.equal(false);
    // The deal is the seed's documented deal, and the solver proves it winnable without a redeal.
    const game = new Game({ seed });
    expect(element.board).to.deep.equal(game.board);
    expect(solve(game, WINNABLE_SEARCH).result).to.equal('win');
  });

  it('a move played from script while the deal is looked for ends the search: the board no longer waits, and that deal is played on', async () => {
    const heard = recordEvents(['newgame']);
    try {
      const element = await montana(html`<montana-solitaire winnable seed="3"></montana-solitaire>`);
      expect(element.shadowRoot!.querySelector('.message')!.textContent).to.equal('Looking for a winnable deal…');
      const move = element.moves()[0];
      element.play(move.from, move.to);
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('.board')!.hasAttribute('inert')).to.equal(false);
      expect(element.shadowRoot!.querySelector('.message')?.textContent ?? '').not.to.include('Looking for');
      expect(button(element, 'Hint').disabled).to.equal(false);
      expect([element.seed, element.moveCount]).to.deep.equal(['3', 1]);
      // The deal played on is dealt: the page hears of it once (the search's deal never comes).
      expect(heard.events.map((event) => event.detail)).to.deep.equal([{ variant: 'montana', seed: '3', redeals: 2, resumed: false }]);
    } finally {
      heard.stop();
    }
  });

  it('without the worker, deals the seed unchecked, with one warning', async () => {
    const watch = watchConsole();
    try {
      const element = await withRefusedWorker(async () => {
        const heard = recordEvents(['newgame']);
        const created = await montana(html`<montana-solitaire winnable seed="5"></montana-solitaire>`);
        await waitUntil(() => heard.events.length === 1, 'no newgame event');
        heard.stop();
        return created;
      });
      expect(element.seed).to.equal('5');
      expect(watch.warnings).to.have.length(1);
      expect(watch.warnings[0]).to.match(/^<montana-solitaire>: The solver is off on this page: its worker \S+\/solver-worker\.js could not be loaded or was refused by the page\.$/);
    } finally {
      watch.restore();
    }
  });

  it('when no deal is proven, deals the seed unchecked with one warning, and hints stay on', async () => {
    const real = window.Worker;
    (window as any).Worker = NothingProvenWorker;
    const watch = watchConsole();
    const heard = recordEvents(['newgame']);
    try {
      const element = await montana(html`<montana-solitaire winnable seed="5"></montana-solitaire>`);
      await waitUntil(() => heard.events.length === 1, 'no newgame event');
      await element.updateComplete;
      expect(element.seed).to.equal('5');
      expect(watch.warnings).to.deep.equal(['<montana-solitaire>: winnable: No winnable deal proven among the 30 seeds from "5"; seed "5" is dealt unchecked.']);
      expect(announcement(element)).to.not.include('off');
      expect(button(element, 'Hint').disabled).to.equal(false);
      expect(element.shadowRoot!.querySelector('.board')!.hasAttribute('inert')).to.equal(false);
    } finally {
      heard.stop();
      watch.restore();
      window.Worker = real;
    }
  });

  it('with autosave, the page reloaded with the same markup resumes the deal found, not a new search', async () => {
    localStorage.clear();
    const heard = recordEvents(['newgame']);
    try {
      // Seed 3's deal is proven lost, so the deal found is 3:1 or later.
      const first = await montana(html`<montana-solitaire autosave="winnable-test" winnable seed="3"></montana-solitaire>`);
      await waitUntil(() => heard.events.length === 1, 'no deal was found', { timeout: 30000 });
      const found = first.seed!;
      expect(found).to.match(/^3:\d+$/);
      const move = first.moves()[0];
      first.play(move.from, move.to);
      first.remove();
      const second = await montana(html`<montana-solitaire autosave="winnable-test" winnable seed="3"></montana-solitaire>`);
      await waitUntil(() => heard.events.length === 2, 'no newgame event on resuming');
      expect(heard.events[1].detail).to.include({ seed: found, resumed: true });
      expect(second.moveCount).to.equal(1);
      expect(second.shadowRoot!.querySelector('.board')!.hasAttribute('inert')).to.equal(false);
    } finally {
      heard.stop();
      localStorage.clear();
    }
  });
});
