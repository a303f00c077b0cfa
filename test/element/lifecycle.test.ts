/**
 * The element's life in a page: removed and put back in the middle of a glide, moved
 * between parents while played, twenty of them played at once, and nothing left behind
 * (no listener, interval, timeout or observer) once it is removed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { Game, type Board } from '../../src/engine.js';
import type { Cell, MontanaSolitaire } from '../../src/index.js';
import { GLIDE_MS } from '../../src/element/glide-controller.js';
import { cellElement, centre, clickableMove, clickCell, generator, montana, recordEvents, watchConsole } from './helpers.js';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replays an element's own events (move, undo, redeal, newgame) on a fresh engine. */
function replayOf(events: CustomEvent[], options: { variant?: 'montana' | 'descending'; seed: string; redeals?: number; redealAnytime?: boolean }): Game {
  let game = new Game(options);
  for (const event of events) {
    const detail = event.detail;
    if (event.type === 'newgame') game = new Game({ ...options, variant: detail.variant, seed: detail.seed, redeals: detail.redeals });
    else if (event.type === 'move') {
      expect(detail.moveCount, 'a move event counts one more move').to.equal(game.moveCount + 1);
      game.play(detail.card, detail.to);
    } else if (event.type === 'undo') {
      expect(detail.action).to.deep.equal(game.history.at(-1));
      game.undo();
    } else if (event.type === 'redeal') {
      expect(detail.redealsUsed).to.equal(game.redealsUsed + 1);
      game.redeal();
    }
  }
  return game;
}

/** The cells on screen agree with a board: a card where it has a card (of that suit), a gap where it has none. */
function expectScreenShows(element: MontanaSolitaire, board: Board) {
  board.forEach((cells, row) =>
    cells.forEach((card, col) => {
      const cell = cellElement(element, row, col);
      expect(cell.getAttribute('part'), `cell ${row},${col}`).to.equal(card ? 'card' : 'gap');
      if (card) expect(cell.classList.contains(card[1]), `cell ${row},${col} is ${card}`).to.equal(true);
    }),
  );
}

describe('<montana-solitaire> removed and put back during a glide', () => {
  for (const when of ['before the glide is rendered', 'while the card glides'] as const) {
    it(`keeps the game when removed and re-appended ${when}, and the next click works`, async () => {
      const element = await montana();
      const parent = element.parentElement!;
      const watched = watchConsole();
      const recorder = recordEvents(['newgame', 'move']);
      try {
        cellElement(element, 0, 9).click(); // 9S to (2,5): glides for 200 ms
        if (when === 'while the card glides') {
          await element.updateComplete;
          const glides = cellElement(element, 2, 5).getAnimations();
          expect(glides).to.have.length(1);
          // A quarter of the way, set rather than waited for (a loaded machine could let
          // a wait outlast the glide); the page's time does not move until this task ends.
          glides[0].currentTime = GLIDE_MS / 4;
          expect(glides.map((animation) => [animation.playState, animation.currentTime])).to.deep.equal([['running', GLIDE_MS / 4]]);
        }
        element.remove();
        parent.append(element);
        await element.updateComplete;
        expect(element.moveCount).to.equal(1);
        expect(element.board).to.deep.equal(
          (() => {
            const game = new Game({ seed: '42' });
            game.play('9S');
            return game.board;
          })(),
        );
        // Any glide left is a whole, ordinary one that ends by itself (run to its end here,
        // not waited for), and then none is left running.
        for (const glide of element.shadowRoot!.getAnimations()) {
          const { endTime, iterations } = glide.effect!.getComputedTiming();
          expect([endTime, iterations, glide.playbackRate, glide.playState]).to.deep.equal([GLIDE_MS, 1, 1, 'running']);
          glide.finish();
        }
        expect(element.shadowRoot!.getAnimations().filter((animation) => animation.playState === 'running')).to.have.length(0);
        expectScreenShows(element, element.board);
        await clickCell(element, 2, 2); // 5D to (3,3)
        expect(element.moveCount).to.equal(2);
        expect(element.board[3][3]).to.equal('5D');
        expectScreenShows(element, element.board);
      } finally {
        recorder.stop();
        watched.restore();
      }
      expect(watched.errors).to.deep.equal([]);
      expect(recorder.events.map((event) => event.type)).to.deep.equal(['move', 'move']);
    });
  }

  it('keeps every tap when removed and re-appended between fast taps, each during a glide', async () => {
    const element = await montana(html`<montana-solitaire seed="rapid-lifecycle"></montana-solitaire>`);
    const parent = element.parentElement!;
    const watched = watchConsole();
    const recorder = recordEvents(['move', 'newgame']);
    try {
      for (let turn = 0; turn < 12; turn++) {
        const move = clickableMove(element);
        if (!move) break;
        cellElement(element, move.from.row, move.from.col).click();
        if (turn % 2) await element.updateComplete; // the glide starts
        element.remove();
        if (turn % 3 === 0) await tick();
        parent.append(element);
      }
      await element.updateComplete;
    } finally {
      recorder.stop();
      watched.restore();
    }
    expect(watched.errors).to.deep.equal([]);
    expect(recorder.events.filter((event) => event.type === 'newgame')).to.have.length(0);
    const replay = replayOf(recorder.events, { seed: 'rapid-lifecycle' });
    expect(recorder.events.length).to.be.at.least(6);
    expect(element.moveCount).to.equal(recorder.events.length);
    expect(element.board).to.deep.equal(replay.board);
    expectScreenShows(element, element.board);
  });
});

describe('<montana-solitaire> moved between parents while played', () => {
  it('keeps its game, its events and its input through many moves to other parents', async () => {
    const element = await montana(html`<montana-solitaire seed="moving" redeal-anytime></montana-solitaire>`);
    const home = element.parentElement!;
    // Parents: a plain div, a German section, a table cell, another component's shadow root, and home again.
    const plain = document.createElement('div');
    const german = Object.assign(document.createElement('section'), { lang: 'de' });
    const table = document.createElement('table');
    const tableCell = table.insertRow().insertCell();
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    document.body.append(plain, german, table, host);
    const parents: ParentNode[] = [plain, german, tableCell, shadow, home];
    const watched = watchConsole();
    const recorder = recordEvents(['move', 'undo', 'redeal', 'newgame']);
    const heardOnElement: Event[] = [];
    const onElement = (event: Event) => heardOnElement.push(event);
    ['move', 'undo', 'redeal', 'newgame'].forEach((type) => element.addEventListener(type, onElement));
    const moveBefore = (Element.prototype as unknown as { moveBefore?: unknown }).moveBefore;
    let atomicMoves = 0;
    try {
      for (let turn = 0; turn < 20; turn++) {
        const parent = parents[turn % parents.length];
        // Alternate a remove-and-append with the atomic move where the browser has one.
        if (turn % 2 && typeof moveBefore === 'function' && element.getRootNode({ composed: true }) === parent.getRootNode({ composed: true })) {
          (parent as unknown as { moveBefore(node: Node, child: Node | null): void }).moveBefore(element, null);
          atomicMoves++;
        } else {
          parent.append(element);
        }
        await element.updateComplete;
        // The language follows the new place: German in the German section, English elsewhere.
        const label = element.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label');
        expect(label, `turn ${turn}`).to.equal(parent === german ? 'Montana-Solitär' : 'Montana solitaire');
        if (turn === 7) element.redeal();
        else if (turn === 11) element.undo();
        else {
          const move = clickableMove(element);
          if (move) await clickCell(element, move.from.row, move.from.col);
        }
        await element.updateComplete;
        expectScreenShows(element, element.board);
      }
      home.append(element);
      await element.updateComplete;
    } finally {
      recorder.stop();
      watched.restore();
      ['move', 'undo', 'redeal', 'newgame'].forEach((type) => element.removeEventListener(type, onElement));
      plain.remove();
      german.remove();
      table.remove();
      host.remove();
    }
    expect(watched.errors).to.deep.equal([]);
    if (typeof moveBefore === 'function') expect(atomicMoves, 'moves with moveBefore()').to.be.at.least(5);
    expect(recorder.events.filter((event) => event.type === 'newgame')).to.have.length(0);
    expect(recorder.events.length).to.be.at.least(15);
    // Each event was heard once on the element and once on document, wherever the element was.
    expect(heardOnElement).to.deep.equal(recorder.events);
    const replay = replayOf(recorder.events, { seed: 'moving', redealAnytime: true });
    expect(element.board).to.deep.equal(replay.board);
    expect([element.moveCount, element.redealsLeft]).to.deep.equal([replay.moveCount, replay.redealsLeft]);
    expect(JSON.parse(element.save()).actions).to.deep.equal(replay.history);
  });

  it('speaks German inside a German section, and English again back home', async () => {
    const element = await montana();
    const home = element.parentElement!;
    const german = Object.assign(document.createElement('div'), { lang: 'de' });
    document.body.append(german);
    try {
      german.append(element);
      await element.updateComplete;
      expect(cellElement(element, 0, 9).getAttribute('aria-label')).to.equal('Pik 9');
      home.append(element);
      await element.updateComplete;
      expect(cellElement(element, 0, 9).getAttribute('aria-label')).to.equal('9 of spades');
    } finally {
      german.remove();
    }
  });

  // Found by this test: the language was read with closest('[lang]'), which stops at a
  // shadow root, so an element inside a component whose host is in a German page spoke
  // English. HTML takes the language of a node whose parent is a shadow root from its host.
  it('speaks the language of the shadow host it is placed in (closest() alone stops at the shadow root)', async () => {
    const german = await fixture<HTMLElement>(html`<div lang="de"><div class="host"></div></div>`);
    const shadow = german.querySelector('.host')!.attachShadow({ mode: 'open' });
    const element = document.createElement('montana-solitaire') as MontanaSolitaire;
    element.seed = '42';
    shadow.append(element);
    await element.updateComplete;
    expect(cellElement(element, 0, 9).getAttribute('aria-label')).to.equal('Pik 9');
  });
});

describe('<montana-solitaire> twenty on one page', () => {
  it('plays twenty elements with interleaved clicks, each ending where its own replay does', async function () {
    this.timeout(60_000);
    const rng = generator(20);
    const configs = Array.from({ length: 20 }, (_, index) => ({
      seed: `many-${index}`,
      variant: index % 4 === 3 ? ('descending' as const) : ('montana' as const),
      redeals: index % 5,
      redealAnytime: index % 2 === 0,
    }));
    const wrapper = await fixture<HTMLElement>(html`<div style="width: 400px">
      ${configs.map(
        (config) =>
          html`<montana-solitaire
            seed=${config.seed}
            variant=${config.variant}
            redeals=${config.redeals}
            ?redeal-anytime=${config.redealAnytime}
          ></montana-solitaire>`,
      )}
    </div>`);
    const elements = [...wrapper.querySelectorAll('montana-solitaire')];
    await Promise.all(elements.map((element) => element.updateComplete));
    const own = elements.map(() => [] as CustomEvent[]);
    const types = ['move', 'undo', 'redeal', 'newgame'];
    const listeners = elements.map((element, index) => {
      const listener = (event: Event) => own[index].push(event as CustomEvent);
      types.forEach((type) => element.addEventListener(type, listener));
      return listener;
    });
    const onDocument = recordEvents(types);
    const watched = watchConsole();
    let clicks = 0;
    try {
      for (let round = 0; round < 30; round++) {
        // Every element once per round, in a shuffled order.
        const order = elements.map((_, index) => index).sort(() => rng() - 0.5);
        for (const index of order) {
          const element = elements[index];
          const roll = rng();
          const moves = element.moves();
          const move = moves.length > 0 ? moves[Math.floor(rng() * moves.length)] : null;
          if (move && roll < 0.7) {
            // A card that fits one gap goes there on a click; one with a choice is selected, then placed.
            cellElement(element, move.from.row, move.from.col).click();
            if (moves.filter((other) => other.card === move.card).length > 1) cellElement(element, move.to.row, move.to.col).click();
          } else if (roll < 0.9) {
            cellElement(element, Math.floor(rng() * 4), Math.floor(rng() * 13)).click();
          } else if (roll < 0.95) {
            element.shadowRoot!.querySelector('[data-cell][tabindex="0"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, composed: true }));
          } else {
            element.shadowRoot!.querySelector('[data-cell][tabindex="0"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, composed: true }));
          }
          clicks++;
        }
        if (round % 3 === 0) await Promise.all(elements.map((element) => element.updateComplete));
      }
      await Promise.all(elements.map((element) => element.updateComplete));
    } finally {
      onDocument.stop();
      watched.restore();
      elements.forEach((element, index) => types.forEach((type) => element.removeEventListener(type, listeners[index])));
    }
    expect(watched.errors).to.deep.equal([]);
    expect(clicks).to.equal(600);
    expect(elements.filter((element) => element.moveCount > 0).length, 'elements with moves on the board').to.be.at.least(15);
    // Each event went out from its own element, once.
    expect(onDocument.events.length).to.equal(own.reduce((sum, events) => sum + events.length, 0));
    own.forEach((events, index) => expect(events.every((event) => event.target === elements[index]), `element ${index}`).to.equal(true));
    elements.forEach((element, index) => {
      const events = own[index];
      expect(events.filter((event) => event.type === 'newgame'), `element ${index}`).to.have.length(0);
      expect(events.filter((event) => event.type === 'move').length, `element ${index} moved`).to.be.at.least(3);
      const replay = replayOf(events, configs[index]);
      expect(element.board, `element ${index}`).to.deep.equal(replay.board);
      expect([element.moveCount, element.redealsLeft], `element ${index}`).to.deep.equal([replay.moveCount, replay.redealsLeft]);
      expect(JSON.parse(element.save()).actions, `element ${index}`).to.deep.equal(replay.history);
      expectScreenShows(element, replay.board);
    });
  });
});

// ---- nothing left behind ----------------------------------------------------------------

interface Spies {
  /** Listeners added on window or document by the element's code and not removed yet. */
  listeners: { target: string; type: string; listener: unknown; capture: boolean }[];
  /** Every listener the element's code added, as `target type`. */
  addedListeners: string[];
  /** Interval ids the element's code started and did not clear. */
  intervals: Set<number>;
  intervalsStarted: number;
  /** Timeout ids the element's code set that neither ran nor were cleared. */
  timeouts: Set<number>;
  timeoutsSet: number;
  /** Observers the element's code started and did not disconnect. */
  observers: Set<MutationObserver>;
  observersStarted: number;
  restore(): void;
}

/** True when the caller's stack runs through the element's source (src/element/), not the tests or the runner. */
function calledFromElement(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return /\/src\/element\//.test(stack);
}

/** Counting spies around listeners, timers and observers, installed before the element is made. */
function installSpies(): Spies {
  const spies: Spies = {
    listeners: [],
    addedListeners: [],
    intervals: new Set(),
    intervalsStarted: 0,
    timeouts: new Set(),
    timeoutsSet: 0,
    observers: new Set(),
    observersStarted: 0,
    restore: () => {},
  };
  const restorers: (() => void)[] = [];
  const capture = (options: unknown) => (typeof options === 'boolean' ? options : !!(options as { capture?: boolean } | undefined)?.capture);

  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const own = Object.getOwnPropertyDescriptors(target);
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (listener && calledFromElement()) {
        const known = spies.listeners.some((entry) => entry.target === name && entry.type === type && entry.listener === listener && entry.capture === capture(options));
        if (!known) spies.listeners.push({ target: name, type, listener, capture: capture(options) });
        spies.addedListeners.push(`${name} ${type}`);
      }
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    } as typeof target.addEventListener;
    target.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      spies.listeners = spies.listeners.filter((entry) => !(entry.target === name && entry.type === type && entry.listener === listener && entry.capture === capture(options)));
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
    } as typeof target.removeEventListener;
    restorers.push(() => {
      for (const key of ['addEventListener', 'removeEventListener'] as const) {
        if (own[key]) Object.defineProperty(target, key, own[key]);
        else delete (target as unknown as Record<string, unknown>)[key];
      }
    });
  }

  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (!calledFromElement()) return realSetTimeout(handler, delay, ...args);
    spies.timeoutsSet++;
    const id: number = realSetTimeout(
      (...callArgs: unknown[]) => {
        spies.timeouts.delete(id);
        if (typeof handler === 'function') handler(...callArgs);
      },
      delay,
      ...args,
    );
    spies.timeouts.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) spies.timeouts.delete(id);
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id = realSetInterval(handler, delay, ...args);
    if (calledFromElement()) {
      spies.intervalsStarted++;
      spies.intervals.add(id);
    }
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) spies.intervals.delete(id);
    realClearInterval(id);
  }) as typeof window.clearInterval;
  restorers.push(() => Object.assign(window, { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval }));

  const { observe, disconnect } = MutationObserver.prototype;
  MutationObserver.prototype.observe = function (this: MutationObserver, target: Node, options?: MutationObserverInit) {
    if (calledFromElement()) {
      spies.observersStarted++;
      spies.observers.add(this);
    }
    return observe.call(this, target, options);
  };
  MutationObserver.prototype.disconnect = function (this: MutationObserver) {
    spies.observers.delete(this);
    return disconnect.call(this);
  };
  restorers.push(() => Object.assign(MutationObserver.prototype, { observe, disconnect }));

  spies.restore = () => restorers.reverse().forEach((restore) => restore());
  return spies;
}

/** What the element still holds: must be nothing once it is removed. */
function leftBehind(spies: Spies) {
  return {
    listeners: spies.listeners.map((entry) => `${entry.target} ${entry.type}`),
    intervals: spies.intervals.size,
    timeouts: spies.timeouts.size,
    observers: spies.observers.size,
  };
}

const NOTHING = { listeners: [], intervals: 0, timeouts: 0, observers: 0 };
const STORAGE_KEY = 'lifecycle-test';

/** An element made by script with a timer shown and autosave on, attached to the page. */
async function attachedElement(): Promise<MontanaSolitaire> {
  const element = document.createElement('montana-solitaire') as MontanaSolitaire;
  element.setAttribute('seed', '42');
  element.setAttribute('show-timer', '');
  element.setAttribute('autosave', STORAGE_KEY);
  element.setAttribute('redeal-anytime', '');
  document.body.append(element);
  await element.updateComplete;
  return element;
}

/**
 * Runs `test` with the spies installed and then an element attached (so the spies see all
 * it does); whatever happens, the spies are taken away and the element removed.
 */
async function withSpiedElement(test: (spies: Spies, element: MontanaSolitaire) => Promise<void>): Promise<void> {
  const spies = installSpies();
  let element: MontanaSolitaire | null = null;
  try {
    element = await attachedElement();
    await test(spies, element);
  } finally {
    spies.restore();
    element?.remove();
  }
}

/** Presses on a card and moves the mouse part of the way to `to`: a drag under way. */
async function startDrag(element: MontanaSolitaire, from: Cell, to: Cell) {
  const [a, b] = [centre(element, from.row, from.col), centre(element, to.row, to.col)];
  await sendMouse({ type: 'move', position: a });
  await sendMouse({ type: 'down' });
  for (const step of [1, 2, 3, 4]) {
    await sendMouse({ type: 'move', position: [Math.round(a[0] + ((b[0] - a[0]) * step) / 4), Math.round(a[1] + ((b[1] - a[1]) * step) / 4)] });
  }
  await element.updateComplete;
}

describe('<montana-solitaire> leaves nothing behind when removed', () => {
  beforeEach(() => localStorage.removeItem(STORAGE_KEY));
  afterEach(async () => {
    await resetMouse();
    localStorage.removeItem(STORAGE_KEY);
  });

  it('removes every listener, clears every interval and timeout, and disconnects every observer', async () => {
    await withSpiedElement(async (spies, element) => {
      // A few moves: the clock runs (an interval, with show-timer) and saves are scheduled.
      for (let turn = 0; turn < 3; turn++) {
        const move = clickableMove(element)!;
        await clickCell(element, move.from.row, move.from.col);
      }
      await tick(20);
      expect(localStorage.getItem(STORAGE_KEY), 'the autosave path ran').to.be.a('string');
      expect(spies.intervals.size, 'the clock ticks while the game is under way').to.equal(1);
      // A drag with the real mouse: the window listens to the pointer until the release.
      const move = element.moves().find((candidate) => candidate.from.row !== candidate.to.row || Math.abs(candidate.from.col - candidate.to.col) > 1)!;
      await startDrag(element, move.from, move.to);
      expect(leftBehind(spies).listeners).to.include.members(['window pointermove', 'window pointerup', 'window pointercancel']);
      await sendMouse({ type: 'move', position: centre(element, move.to.row, move.to.col) });
      await sendMouse({ type: 'up' });
      await element.updateComplete;
      expect(element.moveCount, 'the drag played its card').to.equal(4);
      expect(leftBehind(spies).listeners).not.to.include('window pointermove');
      // While attached the element holds exactly these.
      expect(leftBehind(spies).listeners.sort()).to.deep.equal(['document visibilitychange', 'window pagehide', 'window pageshow', 'window storage']);
      expect(spies.observers.size).to.equal(1);

      element.remove();
      await tick();
      expect(leftBehind(spies)).to.deep.equal(NOTHING);
      // The spies did see the element at work.
      expect(spies.addedListeners).to.include.members(['window pagehide', 'window pageshow', 'window storage', 'document visibilitychange', 'window pointermove']);
      expect(spies.intervalsStarted).to.be.at.least(1);
      expect(spies.timeoutsSet).to.be.at.least(1);
      expect(spies.observersStarted).to.be.at.least(1);
      // The last game was saved on the way out.
      expect(JSON.parse(JSON.parse(localStorage.getItem(STORAGE_KEY)!).game).actions).to.have.length(4);
    });
  });

  it('leaves nothing behind when removed in the middle of a drag, and the card is back in place when it returns', async () => {
    const watched = watchConsole();
    try {
      await withSpiedElement(async (spies, element) => {
        element.play('9S');
        await element.updateComplete;
        const move = clickableMove(element)!;
        await startDrag(element, move.from, move.to);
        expect(cellElement(element, move.from.row, move.from.col).classList.contains('dragging')).to.equal(true);
        element.remove();
        await sendMouse({ type: 'up' }); // the release comes after the element is gone
        await tick();
        expect(leftBehind(spies)).to.deep.equal(NOTHING);
        document.body.append(element);
        await element.updateComplete;
        expect(element.moveCount).to.equal(1);
        const cell = cellElement(element, move.from.row, move.from.col);
        expect([cell.classList.contains('dragging'), cell.style.transform]).to.deep.equal([false, '']);
        await clickCell(element, move.from.row, move.from.col);
        expect(element.moveCount).to.equal(2);
        element.remove();
        await tick();
        expect(leftBehind(spies)).to.deep.equal(NOTHING);
      });
    } finally {
      watched.restore();
    }
    expect(watched.errors).to.deep.equal([]);
  });

  it('holds one set of listeners however often it is removed and put back, and none once gone', async () => {
    await withSpiedElement(async (spies, element) => {
      element.play('9S');
      for (let time = 0; time < 5; time++) {
        element.remove();
        document.body.append(element);
        await element.updateComplete;
        expect(leftBehind(spies).listeners.sort(), `after ${time + 1} returns`).to.deep.equal(['document visibilitychange', 'window pagehide', 'window pageshow', 'window storage']);
        expect([spies.observers.size, spies.intervals.size], `after ${time + 1} returns`).to.deep.equal([1, 1]);
      }
      element.remove();
      await tick();
      expect(leftBehind(spies)).to.deep.equal(NOTHING);
    });
  });

  it('starts no timer once removed: a removed element with the timer shown stays quiet', async () => {
    await withSpiedElement(async (spies, element) => {
      element.play('9S');
      await element.updateComplete;
      element.remove();
      await tick();
      const started = { timeouts: spies.timeoutsSet, intervals: spies.intervalsStarted };
      let updates = 0;
      const instance = element as unknown as { update(changed: unknown): void };
      const update = instance.update;
      instance.update = function (this: unknown, changed: unknown) {
        updates++;
        return update.call(this, changed);
      };
      await tick(1200);
      expect({ timeouts: spies.timeoutsSet, intervals: spies.intervalsStarted }).to.deep.equal(started);
      expect(updates, 'no render asked for by a ticking clock').to.equal(0);
      expect(leftBehind(spies)).to.deep.equal(NOTHING);
    });
  });
});
