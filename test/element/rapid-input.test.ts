/**
 * Rapid random input: a thousand clicks and keys, most with no wait between them, many
 * while a card still glides, with a few real mouse and keyboard inputs mixed in. (How
 * long they take depends on the machine and is only logged: what is checked is that
 * every input was handled and every event is right.) Every move,
 * undo and redeal heard on document is replayed on a fresh engine: the element must end
 * exactly where the replay does, and every event's detail must follow from the one
 * before, so no event was lost, doubled or misreported.
 *
 * The inputs come from a seeded generator: a failure names its generator seed, and
 * running the test again with that seed (RUNS below) replays the same inputs.
 */
import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { Game, type Action, type Board } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { cellElement, centre, generator, montana } from './helpers.js';

const INPUTS = 1000;
const ROWS = 4;
const COLUMNS = 13;
const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', ' ', 'u', 'y', 'r', 'Escape'];
/** The keys with the weights a player's hands might give them: arrows and Enter often, a redeal rarely. */
const WEIGHTED_KEYS = [...KEYS, 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'Enter', ' ', 'u'];
/** Every REAL_EVERY inputs, one real input (cycling: a mouse click, a mouse drag, a key press). */
const REAL_EVERY = 100;

/** The runs: a generator seed for the inputs, and the deal's seed. */
const RUNS = [
  { inputs: 1, deal: 'rapid-1' },
  { inputs: 2, deal: 'rapid-2' },
  { inputs: 3, deal: '42' },
];

interface Heard {
  event: CustomEvent;
  /** The input being delivered when the event was heard, e.g. `key y`, `click 2,5`, `real-key y`. */
  input: string;
  index: number;
}

interface Checkpoint {
  /** Events heard before this point. */
  events: number;
  board: Board;
  moveCount: number;
  redealsLeft: number;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A cell's content as chai quotes it in a message. */
const quoted = (card: string | null) => (card === null ? 'null' : `'${card}'`);

function focusedCell(element: MontanaSolitaire): HTMLElement {
  return element.shadowRoot!.querySelector<HTMLElement>('[data-cell][tabindex="0"]')!;
}

/** Replays the heard events on a fresh engine, checking each event's detail against it; returns the engine. */
function replay(heard: Heard[], deal: string, checkpoints: Checkpoint[]): { game: Game; newGames: number } {
  let game = new Game({ seed: deal, redeals: 5, redealAnytime: true });
  let newGames = 0;
  let checkpoint = 0;
  const checkAt = (count: number) => {
    while (checkpoint < checkpoints.length && checkpoints[checkpoint].events === count) {
      const { board, moveCount, redealsLeft } = checkpoints[checkpoint];
      const where = `after ${count} events (checkpoint ${checkpoint})`;
      expect(game.board, where).to.deep.equal(board);
      expect([game.moveCount, game.redealsLeft], where).to.deep.equal([moveCount, redealsLeft]);
      checkpoint++;
    }
  };
  checkAt(0);
  heard.forEach(({ event, input, index }, position) => {
    const where = `event ${position} (${event.type}, during input ${index}: ${input})`;
    const detail = event.detail;
    const redo = /\by$/.test(input);
    if (event.type === 'newgame') {
      newGames++;
      game = new Game({ variant: detail.variant, seed: detail.seed, redeals: detail.redeals, redealAnytime: true });
    } else if (event.type === 'move') {
      expect(detail.moveCount, `${where}: moveCount goes up by one`).to.equal(game.moveCount + 1);
      expect(game.board[detail.from.row][detail.from.col], `${where}: the card was where the event says`).to.equal(detail.card);
      expect(game.board[detail.to.row][detail.to.col], `${where}: the target was a gap`).to.equal(null);
      if (redo) {
        const action = game.redo();
        expect(action, `${where}: the redone action`).to.deep.equal({ type: 'move', card: detail.card, from: detail.from, to: detail.to });
      } else {
        game.play(detail.card, detail.to);
      }
      expect([game.moveCount, game.score], `${where}: moveCount and score`).to.deep.equal([detail.moveCount, detail.score]);
    } else if (event.type === 'undo') {
      const last = game.history.at(-1);
      expect(detail.action, `${where}: the undone action is the last one`).to.deep.equal(last);
      const before = { moveCount: game.moveCount, redealsUsed: game.redealsUsed };
      game.undo();
      if (last!.type === 'move') expect(game.moveCount, `${where}: moveCount goes down by one`).to.equal(before.moveCount - 1);
      else expect(game.redealsUsed, `${where}: one redeal given back`).to.equal(before.redealsUsed - 1);
    } else if (event.type === 'redeal') {
      expect(detail.redealsUsed, `${where}: redealsUsed goes up by one`).to.equal(game.redealsUsed + 1);
      expect(detail.redealsLeft, `${where}: redealsLeft goes down by one`).to.equal(game.redealsLeft - 1);
      const result = redo ? game.redo() : game.redeal();
      expect(result && result.type, `${where}`).to.equal('redeal');
      expect((result as Action & { kept: number }).kept, `${where}: cards kept`).to.equal(detail.kept);
      expect([game.redealsUsed, game.redealsLeft], where).to.deep.equal([detail.redealsUsed, detail.redealsLeft]);
    } else if (event.type === 'win') {
      expect(game.status, where).to.equal('won');
      expect(detail.moves, where).to.equal(game.moveCount);
    } else if (event.type === 'lose') {
      expect(game.status, where).to.equal('lost');
      expect(detail.score, where).to.equal(game.score);
    }
    checkAt(position + 1);
  });
  expect(checkpoint, 'every checkpoint was reached').to.equal(checkpoints.length);
  return { game, newGames };
}

/** The runs' events, for the check that the replay notices a lost or doubled event. */
const recorded: { heard: Heard[]; deal: string; checkpoints: Checkpoint[] }[] = [];

describe('<montana-solitaire> under rapid random input', () => {
  afterEach(() => resetMouse());

  for (const { inputs: inputSeed, deal } of RUNS) {
    it(`ends where a replay of its events does: ${INPUTS} inputs from generator seed ${inputSeed}, deal ${deal}`, async function () {
      this.timeout(60_000);
      const rng = generator(inputSeed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
      const element = await montana(html`<montana-solitaire seed=${deal} redeals="5" redeal-anytime></montana-solitaire>`);

      const heard: Heard[] = [];
      const checkpoints: Checkpoint[] = [];
      const errors: unknown[] = [];
      let input = 'none';
      let index = -1;
      const listener = (event: Event) => heard.push({ event: event as CustomEvent, input, index });
      const types = ['move', 'undo', 'redeal', 'newgame', 'win', 'lose'];
      const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
      const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
      types.forEach((type) => document.addEventListener(type, listener));
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);

      const counts = { click: 0, key: 0, realClick: 0, realDrag: 0, realKey: 0, duringGlide: 0, waits: 0, frames: 0, realMs: 0 };
      const started = performance.now();
      try {
        for (index = 0; index < INPUTS; index++) {
          const inputStarted = performance.now();
          if (element.shadowRoot!.getAnimations().some((animation) => animation.playState === 'running')) counts.duringGlide++;
          const choice = rng();
          const real = index % REAL_EVERY === REAL_EVERY / 2 ? ['click', 'drag', 'key'][Math.floor(index / REAL_EVERY) % 3] : null;
          if (real === null && choice < 0.48) {
            // Half of the clicks land anywhere; the other half on a card that can move or a gap it fits.
            const moves = choice < 0.24 ? element.moves() : [];
            const move = moves.length > 0 ? pick(moves) : null;
            const { row, col } = move ? (rng() < 0.7 ? move.from : move.to) : { row: Math.floor(rng() * ROWS), col: Math.floor(rng() * COLUMNS) };
            input = `click ${row},${col}`;
            counts.click++;
            cellElement(element, row, col).click();
          } else if (real === null) {
            const key = pick(WEIGHTED_KEYS);
            input = `key ${key}`;
            counts.key++;
            focusedCell(element).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
          } else if (real === 'click') {
            const [row, col] = [Math.floor(rng() * ROWS), Math.floor(rng() * COLUMNS)];
            input = `real-click ${row},${col}`;
            counts.realClick++;
            await sendMouse({ type: 'click', position: centre(element, row, col) });
          } else if (real === 'drag') {
            // A real drag: mostly a card to a gap it fits, sometimes anywhere.
            const moves = element.moves();
            const move = moves.length > 0 && rng() < 0.8 ? pick(moves) : null;
            const from = move ? move.from : { row: Math.floor(rng() * ROWS), col: Math.floor(rng() * COLUMNS) };
            const to = move ? move.to : { row: Math.floor(rng() * ROWS), col: Math.floor(rng() * COLUMNS) };
            input = `real-drag ${from.row},${from.col} to ${to.row},${to.col}`;
            counts.realDrag++;
            const [a, b] = [centre(element, from.row, from.col), centre(element, to.row, to.col)];
            await sendMouse({ type: 'move', position: a });
            await sendMouse({ type: 'down' });
            for (const step of [1, 2, 3]) {
              await sendMouse({ type: 'move', position: [Math.round(a[0] + ((b[0] - a[0]) * step) / 3), Math.round(a[1] + ((b[1] - a[1]) * step) / 3)] });
            }
            await sendMouse({ type: 'up' });
          } else {
            const key = pick(KEYS);
            input = `real-key ${key === ' ' ? 'Space' : key}`;
            counts.realKey++;
            focusedCell(element).focus();
            // ' ' rather than its name 'Space': puppeteer over WebDriver BiDi (Firefox) knows no key named 'Space'.
            await sendKeys({ press: key });
          }
          if (input.startsWith('real')) counts.realMs += performance.now() - inputStarted;
          input = 'between inputs';
          const pace = rng();
          if (pace < 0.2) {
            counts.waits++;
            await element.updateComplete;
            checkpoints.push({ events: heard.length, board: element.board, moveCount: element.moveCount, redealsLeft: element.redealsLeft });
          } else if (pace < 0.21) {
            counts.frames++;
            await nextFrame();
          }
        }
        await element.updateComplete;
      } finally {
        types.forEach((type) => document.removeEventListener(type, listener));
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      }
      const elapsed = Math.round(performance.now() - started);
      const byType = (type: string) => heard.filter(({ event }) => event.type === type).length;
      const summary = { elapsedMs: elapsed, ...counts, moves: byType('move'), undos: byType('undo'), redeals: byType('redeal'), newgames: byType('newgame') };
      // Shown in the test runner's browser log, so a run can be compared with another.
      console.log(`rapid input, generator seed ${inputSeed}, deal ${deal}: ${JSON.stringify(summary)}`);

      expect(errors, 'no error thrown by any input').to.deep.equal([]);
      expect(counts.click + counts.key + counts.realClick + counts.realDrag + counts.realKey).to.equal(INPUTS);
      // The input really was mixed, and often came while a card glided.
      expect(counts.duringGlide, 'inputs during a glide').to.be.at.least(50);
      expect([counts.realClick, counts.realDrag, counts.realKey], 'real clicks, drags and keys').to.deep.equal([4, 3, 3]);
      expect(summary.moves, 'moves').to.be.at.least(30);
      expect(summary.undos, 'undos').to.be.at.least(5);
      expect(summary.redeals, 'redeals').to.be.at.least(1);
      // Every event came from this element, and only one per action.
      expect(heard.every(({ event }) => event.target === element)).to.equal(true);

      const { game, newGames } = replay(heard, deal, checkpoints);
      recorded.push({ heard, deal, checkpoints });
      expect(newGames, 'no new game without the N key').to.equal(0);
      expect(element.board).to.deep.equal(game.board);
      expect(element.moveCount).to.equal(game.moveCount);
      expect(element.redealsLeft).to.equal(game.redealsLeft);
      expect(element.status).to.equal(game.status);
      expect(element.score).to.equal(game.score);
      const saved = JSON.parse(element.save());
      const replayed = JSON.parse(game.save());
      expect(saved.actions).to.deep.equal(game.history);
      expect(saved.actions).to.deep.equal(replayed.actions);
      expect(saved.undone).to.deep.equal(replayed.undone);

      // And the screen shows that board.
      for (let row = 0; row < ROWS; row++) {
        for (let col = 0; col < COLUMNS; col++) {
          const cell = cellElement(element, row, col);
          const card = game.board[row][col];
          expect(cell.getAttribute('part'), `cell ${row},${col}`).to.equal(card ? 'card' : 'gap');
          if (card) expect(cell.classList.contains(card[1]), `cell ${row},${col} shows ${card}`).to.equal(true);
        }
      }
    });
  }

  // Each doctored list must be refused at the doctored event, by the check that event
  // breaks: the events are chosen so that the first check to fail is known.
  it('has a replay check that notices a lost, doubled or misreported event', () => {
    expect(recorded, 'the runs above recorded their events').to.have.length(RUNS.length);
    const { heard, deal, checkpoints } = recorded[0];
    const typeAt = (position: number) => heard[position]?.event.type;
    const detailAt = (position: number) => heard[position].event.detail;
    /** The first event position that passes `test`. */
    const first = (what: string, test: (position: number) => boolean) => {
      const position = heard.findIndex((_, other) => test(other));
      expect(position, `the run has ${what}`).to.be.at.least(0);
      return position;
    };
    /** The board before the event at `position`, by the replay of the events before it. */
    const boardBefore = (position: number) =>
      replay(
        heard.slice(0, position),
        deal,
        checkpoints.filter((checkpoint) => checkpoint.events <= position),
      ).game.board;
    /** How replay() names the event at `position` of a list whose entry there is `entry`. */
    const named = (position: number, { event, index, input }: Heard) => `event ${position} (${event.type}, during input ${index}: ${input})`;
    const without = (position: number) => heard.filter((_, other) => other !== position);
    const doubled = (position: number) => [...heard.slice(0, position + 1), ...heard.slice(position)];
    const misreported = (position: number) =>
      heard.map((entry, other) =>
        other === position ? { ...entry, event: new CustomEvent(entry.event.type, { detail: { ...entry.event.detail, moveCount: entry.event.detail.moveCount + 1 } }) } : entry,
      );
    const refusal = (doctored: Heard[]) => {
      try {
        replay(doctored, deal, checkpoints);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(heard)).to.equal('accepted');

    const move = first('a move followed by a move', (p) => typeAt(p) === 'move' && typeAt(p + 1) === 'move');
    const undo = first('an undo of a move followed by a move', (p) => typeAt(p) === 'undo' && detailAt(p).action.type === 'move' && typeAt(p + 1) === 'move');
    // A redeal followed by a move of a card that was elsewhere before the redeal.
    const redeal = first('a redeal followed by a move it made possible', (p) => {
      if (typeAt(p) !== 'redeal' || typeAt(p + 1) !== 'move') return false;
      const { card, from } = detailAt(p + 1);
      return boardBefore(p)[from.row][from.col] !== card;
    });
    const { card, from } = detailAt(redeal + 1);
    const cases: [string, Heard[], string | RegExp][] = [
      ['a lost move', without(move), `${named(move, heard[move + 1])}: moveCount goes up by one: expected ${detailAt(move + 1).moveCount} to equal ${detailAt(move + 1).moveCount - 1}`],
      ['a doubled move', doubled(move), `${named(move + 1, heard[move])}: moveCount goes up by one: expected ${detailAt(move).moveCount} to equal ${detailAt(move).moveCount + 1}`],
      ['a lost undo', without(undo), `${named(undo, heard[undo + 1])}: moveCount goes up by one: expected ${detailAt(undo + 1).moveCount} to equal ${detailAt(undo + 1).moveCount + 1}`],
      ['a doubled undo', doubled(undo), new RegExp(`^${escaped(named(undo + 1, heard[undo]))}: the undone action is the last one: expected \\{ .* to deeply equal \\{ `)],
      ['a lost redeal', without(redeal), `${named(redeal, heard[redeal + 1])}: the card was where the event says: expected ${quoted(boardBefore(redeal)[from.row][from.col])} to equal '${card}'`],
      ['a doubled redeal', doubled(redeal), `${named(redeal + 1, heard[redeal])}: redealsUsed goes up by one: expected ${detailAt(redeal).redealsUsed} to equal ${detailAt(redeal).redealsUsed + 1}`],
      ['a wrong moveCount', misreported(move), `${named(move, heard[move])}: moveCount goes up by one: expected ${detailAt(move).moveCount + 1} to equal ${detailAt(move).moveCount}`],
    ];
    for (const [name, doctored, expected] of cases) {
      if (typeof expected === 'string') expect(refusal(doctored), name).to.equal(expected);
      else expect(refusal(doctored), name).to.match(expected);
    }
  });
});
