import { expect, html, waitUntil } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import { LoseEvent, MoveEvent, NewGameEvent, RedealEvent, UndoEvent, WinEvent, type MontanaSolitaire, type MontanaSolitaireEvents } from '../../src/index.js';
import { SOLVED_MONTANA, abandonGameIn, announcement, at, clickCell, montana, playFirstMove, recordEvents, swapped } from './helpers.js';
import { emptyDaily } from '../../src/element/daily.js';

/** The daily deals' statistics of a variant whose daily deals were never played. */
const NO_DAYS = emptyDaily();

/** 5C and 5D trade places: no card can move. */
const BLOCKED = swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]);

// As the README tells a TypeScript page that listens on document: the element's events joined to DocumentEventMap, so that
// `document.addEventListener('win', …)` gets a WinEvent (tsc checks this file; a plain Event has no `detail.moves`).
declare global {
  interface DocumentEventMap extends MontanaSolitaireEvents {}
}

describe('<montana-solitaire> events', () => {
  let recorder: ReturnType<typeof recordEvents>;
  beforeEach(() => (recorder = recordEvents(['newgame', 'move', 'undo', 'redeal', 'win', 'lose', 'stats'])));
  afterEach(() => recorder.stop());
  const heard = () => recorder.events.map((event) => [event.type, event.detail]);

  it('newgame on the first deal, heard on document, bubbling and composed', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeals="3"></montana-solitaire>`);
    expect(heard()).to.deep.equal([['newgame', { variant: 'montana', seed: '42', redeals: 3, resumed: false }]]);
    const [event] = recorder.events;
    expect(event).to.be.instanceOf(NewGameEvent);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.target).to.equal(element);
  });

  it('move for a click, a method call and a redo, with the move count and score', async () => {
    const element = await montana();
    recorder.events.length = 0;
    await clickCell(element, 0, 9);
    element.play('5D');
    element.undo();
    element.redo();
    expect(heard()).to.deep.equal([
      ['move', { card: '9S', from: at(0, 9), to: at(2, 5), moveCount: 1, score: 0 }],
      ['move', { card: '5D', from: at(2, 2), to: at(3, 3), moveCount: 2, score: 0 }],
      ['undo', { action: { type: 'move', card: '5D', from: at(2, 2), to: at(3, 3) } }],
      ['move', { card: '5D', from: at(2, 2), to: at(3, 3), moveCount: 2, score: 0 }],
    ]);
    expect(recorder.events[0]).to.be.instanceOf(MoveEvent);
    expect(recorder.events[2]).to.be.instanceOf(UndoEvent);
  });

  it('redeal, and undo of a redeal, and redeal again on redo', async () => {
    const element = await montana();
    element.load(BLOCKED);
    recorder.events.length = 0;
    element.redeal();
    element.undo();
    element.redo();
    expect(heard()).to.deep.equal([
      ['redeal', { redealsUsed: 1, redealsLeft: 1, kept: 30 }],
      ['undo', { action: { type: 'redeal', redeal: 1, kept: 30 } }],
      ['redeal', { redealsUsed: 1, redealsLeft: 1, kept: 30 }],
    ]);
    expect(recorder.events[0]).to.be.instanceOf(RedealEvent);
  });

  it('win when the last card goes into place', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    recorder.events.length = 0;
    await clickCell(element, 0, 12);
    const win = recorder.events.find((event) => event.type === 'win')!;
    expect(win).to.be.instanceOf(WinEvent);
    expect(win.detail).to.include({ variant: 'montana', seed: '42', moves: 1, redealsUsed: 0 });
    expect(win.detail.durationMs).to.be.a('number');
    expect(heard().map(([type]) => type)).to.deep.equal(['move', 'win', 'stats']);
  });

  it('win again when the winning move is undone and redone, with the undo counted; the statistics count the game once', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    recorder.events.length = 0;
    element.tap(at(0, 12));
    element.undo();
    element.redo();
    const wins = recorder.events.filter((event) => event.type === 'win').map((event) => [event.detail.moves, event.detail.clean, event.detail.undos]);
    expect(wins).to.deep.equal([[1, true, 0], [1, false, 1]]);
    expect(heard().map(([type]) => type)).to.deep.equal(['move', 'win', 'stats', 'undo', 'move', 'win']);
    expect([element.stats.montana.played, element.stats.montana.won]).to.deep.equal([1, 1]);
  });

  it('win is heard on document, typed there once the page adds the events to DocumentEventMap', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    const moves: number[] = [];
    const listener = (event: WinEvent) => moves.push(event.detail.moves);
    document.addEventListener('win', listener);
    try {
      await clickCell(element, 0, 12);
    } finally {
      document.removeEventListener('win', listener);
    }
    expect(moves).to.deep.equal([1]);
  });

  it('lose when no card can move and no redeal is left', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeals="0"></montana-solitaire>`);
    // One move left: the KH goes right of the QH, and then nothing moves.
    element.load(swapped(BLOCKED, [[2, 11], [2, 12]]));
    recorder.events.length = 0;
    element.play('KH');
    const [, lose] = recorder.events;
    expect(lose.detail.durationMs).to.be.a('number').and.at.least(0);
    expect(heard().slice(0, 2)).to.deep.equal([
      ['move', { card: 'KH', from: at(2, 12), to: at(2, 11), moveCount: 1, score: 30 }],
      ['lose', { variant: 'montana', seed: '42', score: 30, durationMs: lose.detail.durationMs }],
    ]);
    expect(recorder.events[1]).to.be.instanceOf(LoseEvent);
    expect(heard().map(([type]) => type)).to.deep.equal(['move', 'lose', 'stats']);
    expect(element.status).to.equal('lost');
  });

  it('are heard from an element inside another component\'s shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('montana-solitaire');
    inner.setAttribute('seed', '42');
    host.attachShadow({ mode: 'open' }).append(inner);
    await inner.updateComplete;
    inner.play('9S');
    host.remove();
    expect(heard().map(([type]) => type)).to.deep.equal(['newgame', 'move']);
  });

  it('stats, then newgame, when a game under way is abandoned for a new one', async () => {
    const element = await montana();
    element.play('9S');
    recorder.events.length = 0;
    element.newGame('5');
    expect(heard()).to.deep.equal([
      ['stats', { variant: 'montana', played: 1, won: 0, lost: 1, bestScore: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, cleanWins: 0, fewestCleanMoves: null, daily: NO_DAYS }],
      ['newgame', { variant: 'montana', seed: '5', redeals: 2, resumed: false }],
    ]);
  });

  it('stats for each variant resetStats() forgets, its counts at 0, once the statistics are gone; none when there were none', async () => {
    const element = await montana();
    await abandonGameIn(element, ['montana', 'descending']);
    expect(Object.keys(element.stats).sort()).to.deep.equal(['descending', 'montana']);
    const statsHeld: unknown[] = [];
    element.addEventListener('stats', () => statsHeld.push(element.stats));
    recorder.events.length = 0;
    element.resetStats();
    const zeros = { played: 0, won: 0, lost: 0, bestScore: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, cleanWins: 0, fewestCleanMoves: null, daily: NO_DAYS };
    expect(heard().sort(([, a], [, b]) => a.variant.localeCompare(b.variant))).to.deep.equal([
      ['stats', { variant: 'descending', ...zeros }],
      ['stats', { variant: 'montana', ...zeros }],
    ]);
    expect(statsHeld, 'a listener finds them gone').to.deep.equal([{}, {}]);
    recorder.events.length = 0;
    element.resetStats();
    expect(heard()).to.deep.equal([]);
  });
});

describe('<montana-solitaire> events come after the element\'s state is final', () => {
  let recorder: ReturnType<typeof recordEvents>;
  beforeEach(() => (recorder = recordEvents(['newgame', 'move', 'undo', 'win', 'stats'])));
  afterEach(() => recorder.stop());
  const heard = () => recorder.events.map((event) => [event.type, event.detail.seed ?? event.detail.card ?? null]);

  const starts: [string, (element: MontanaSolitaire) => void][] = [
    ['newGame()', (element) => element.newGame('7')],
    ['load()', (element) => element.load(new Game({ seed: '7' }).save())],
  ];
  for (const [name, start] of starts) {
    it(`a stats listener that calls ${name} when a game under way is abandoned: its game is the one that stays`, async () => {
      const element = await montana();
      element.play('9S');
      let seen: unknown[] = [];
      document.addEventListener('stats', () => {
        seen = [element.seed, element.moveCount];
        start(element);
      }, { once: true });
      recorder.events.length = 0;
      element.newGame('5');
      // The listener heard the new game already in place, and its own game replaced it.
      expect(seen).to.deep.equal(['5', 0]);
      expect(heard()).to.deep.equal([['stats', null], ['newgame', '7']]);
      await element.updateComplete;
      expect([element.seed, element.getAttribute('seed'), element.moveCount]).to.deep.equal(['7', '7', 0]);
      expect(element.board).to.deep.equal(new Game({ seed: '7' }).board);
      expect(element.stats.montana).to.include({ played: 1, lost: 1 });
    });
  }

  it('a move listener that starts a new game on the winning move: the win and the statistics still come, for the game won', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]));
    let seen: unknown[] = [];
    // Heard on document after the recorder, so the recorder hears the events in the order they are dispatched.
    document.addEventListener('move', () => {
      seen = [element.status, element.stats.montana?.won];
      element.newGame('7');
    }, { once: true });
    recorder.events.length = 0;
    element.play(at(0, 12));
    expect(seen).to.deep.equal(['won', 1]);
    expect(heard()).to.deep.equal([['move', '7C'], ['newgame', '7'], ['win', '42'], ['stats', null]]);
    const [, , win, stats] = recorder.events;
    expect(win.detail).to.include({ variant: 'montana', seed: '42', moves: 1, redealsUsed: 0 });
    expect(stats.detail).to.deep.equal({ variant: 'montana', played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 1, cleanWins: 1, fewestCleanMoves: 1, daily: NO_DAYS });
    expect(element.stats).to.deep.equal({ montana: { played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 1, cleanWins: 1, fewestCleanMoves: 1, daily: NO_DAYS } });
    await element.updateComplete;
    // The new game stays, and the player is told of it, not that the game was won.
    expect([element.seed, element.status, element.moveCount]).to.deep.equal(['7', 'playing', 0]);
    expect(announcement(element)).to.equal('New game');
  });

  it('with winnable, says nothing of the first deal found, and "New game" of the next', async function () {
    this.timeout(30_000);
    const dealt = async (deal: () => unknown) => {
      const heard = recordEvents(['newgame']);
      const element = (await deal()) as MontanaSolitaire;
      await waitUntil(() => heard.events.length > 0, 'no deal found', { timeout: 20000 });
      heard.stop();
      await element?.updateComplete;
      return element;
    };
    const element = await dealt(() => montana(html`<montana-solitaire winnable seed="5"></montana-solitaire>`));
    expect([element.seed, announcement(element)]).to.deep.equal(['5:2', '']);
    await dealt(() => element.newGame('6'));
    await element.updateComplete;
    expect(announcement(element)).to.equal('New game');
  });

  it('with winnable, tells the page of the deal a move from script ends the search with: newgame, then the move, and no other deal', async () => {
    const heard = recordEvents(['newgame', 'move']);
    const element = await montana(html`<montana-solitaire winnable seed="7"></montana-solitaire>`);
    expect(element.shadowRoot!.querySelector('.board[inert]'), 'still looking for a deal').to.not.equal(null);
    playFirstMove(element);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    heard.stop();
    expect(heard.events.map((event) => [event.type, event.detail.seed ?? event.detail.moveCount])).to.deep.equal([
      ['newgame', '7'],
      ['move', 1],
    ]);
    expect([element.seed, element.moveCount]).to.deep.equal(['7', 1]);
  });

  it('newGame() deals the variant and redeals set just before it, in the same task', async () => {
    const element = await montana();
    const heard = recordEvents(['newgame']);
    element.variant = 'spaces';
    element.redeals = 5;
    element.newGame('x');
    await element.updateComplete;
    heard.stop();
    expect(heard.events.map((event) => event.detail)).to.deep.equal([{ variant: 'spaces', seed: 'x', redeals: 5, resumed: false }]);
    expect([element.variant, element.seed, element.redeals, element.redealsLeft]).to.deep.equal(['spaces', 'x', 5, 5]);
  });

  it('restart() after the variant is set in the same task deals that variant, not the old deal again', async () => {
    const element = await montana(html`<montana-solitaire seed="5"></montana-solitaire>`);
    element.play(element.moves()[0].card);
    const heard = recordEvents(['newgame']);
    element.variant = 'spaces';
    element.restart();
    await element.updateComplete;
    heard.stop();
    expect(heard.events.map((event) => event.detail)).to.deep.equal([{ variant: 'spaces', seed: '5', redeals: 2, resumed: false }]);
    expect([element.variant, element.seed, element.moveCount, element.getAttribute('variant')]).to.deep.equal(['spaces', '5', 0, 'spaces']);
  });

  it('restart() with nothing set before it deals the same deal again, once', async () => {
    const element = await montana(html`<montana-solitaire seed="5"></montana-solitaire>`);
    const dealt = element.board;
    element.play(element.moves()[0].card);
    const heard = recordEvents(['newgame']);
    element.restart();
    await element.updateComplete;
    heard.stop();
    expect(heard.events.map((event) => event.detail)).to.deep.equal([{ variant: 'montana', seed: '5', redeals: 2, resumed: false }]);
    expect([element.board, element.moveCount]).to.deep.equal([dealt, 0]);
  });

  it('load(position) after the variant and redeals are set in the same task plays the position with them', async () => {
    const element = await montana(html`<montana-solitaire seed="5"></montana-solitaire>`);
    const position = new Game({ variant: 'spaces', seed: '9' }).position;
    element.variant = 'spaces';
    element.redeals = 1;
    element.load(position);
    await element.updateComplete;
    expect([element.variant, element.redeals, element.redealsLeft, element.getAttribute('variant')]).to.deep.equal(['spaces', 1, 1, 'spaces']);
    expect(new Game({ variant: 'spaces', seed: '9' }).board).to.deep.equal(element.board);
  });

  it('an undo listener that starts a new game: the words of the undo do not outlast it', async () => {
    const element = await montana();
    element.play('9S');
    element.addEventListener('undo', () => element.newGame('7'), { once: true });
    element.undo();
    await element.updateComplete;
    expect([element.seed, element.moveCount]).to.deep.equal(['7', 0]);
    expect(announcement(element)).to.equal('New game');
  });
});
