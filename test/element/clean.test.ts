/**
 * Clean wins (issue 17 §2): a win with no hint asked, no move or redeal undone and no win
 * shown. The `win` event says so with `clean`, `hints` and `undos`; the statistics keep
 * clean wins apart, and an autosaved game keeps its help across a reload.
 */
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { SOLVED_MONTANA, button, cellElement, cellsWith, montana, onDemandRendered, recordEvents, saved, statRows, swapped, warningsDuring } from './helpers.js';
import { emptyDaily } from '../../src/element/daily.js';

/** The daily deals' statistics of a variant whose daily deals were never played. */
const NO_DAYS = emptyDaily();

/** Four rows that each need one move: the queen waits right of the king, a gap before them. */
const FOUR_MOVES_TO_WIN = swapped(SOLVED_MONTANA, [[0, 10], [0, 12]], [[1, 10], [1, 12]], [[2, 10], [2, 12]], [[3, 10], [3, 12]]);
/** Row 0 lacks only its 7C (in column 12): one move wins. */
const ONE_MOVE_FROM_WIN = swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]);

/** Plays the first legal move until the game is over (in these positions every move is one of the winning line). */
function playOut(element: MontanaSolitaire): void {
  while (element.status === 'playing') {
    const [move] = element.moves();
    element.play(move.from, move.to);
  }
}

/** The detail of the `win` event heard while `run` runs (it must be heard once). */
async function winDuring(run: () => unknown): Promise<Record<string, unknown>> {
  const recorder = recordEvents(['win']);
  try {
    await run();
  } finally {
    recorder.stop();
  }
  expect(recorder.events.length, 'one win event').to.equal(1);
  return recorder.events[0].detail;
}

const help = (detail: Record<string, unknown>) => ({ clean: detail.clean, hints: detail.hints, undos: detail.undos });

describe('clean wins', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('a win with no help is clean, and counted as a clean win with its moves', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const detail = await winDuring(() => playOut(element));
    expect(detail).to.include({ variant: 'montana', seed: '42', moves: 4, redealsUsed: 0, clean: true, hints: 0, undos: 0 });
    expect(element.stats.montana).to.deep.equal({
      played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 4, cleanWins: 1, fewestCleanMoves: 4, daily: NO_DAYS,
    });
  });

  it('an undo makes the win not clean, and a redo does not take it back; each undone action counts', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const [first] = element.moves();
    element.play(first.from, first.to);
    element.undo();
    element.redo();
    const detail = await winDuring(() => playOut(element));
    expect(help(detail)).to.deep.equal({ clean: false, hints: 0, undos: 1 });
    expect(element.stats.montana).to.include({ won: 1, fewestMoves: 4, cleanWins: 0, fewestCleanMoves: null });

    element.load(FOUR_MOVES_TO_WIN);
    for (const move of element.moves().slice(0, 2)) element.play(move.from, move.to);
    element.undo();
    element.undo();
    element.undo(); // nothing left to undo: not counted
    expect(help(await winDuring(() => playOut(element)))).to.deep.equal({ clean: false, hints: 0, undos: 2 });
  });

  it('an undone redeal counts as an undo', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeal-anytime></montana-solitaire>`);
    element.load(FOUR_MOVES_TO_WIN);
    element.redeal();
    element.undo();
    expect(help(await winDuring(() => playOut(element)))).to.deep.equal({ clean: false, hints: 0, undos: 1 });
  });

  it('a hint asked makes the win not clean: hint(), the H key and the Hint button each count', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    await element.hint();
    cellElement(element, 0, 0).focus();
    await sendKeys({ press: 'h' });
    await element.updateComplete;
    await waitUntil(() => !element.shadowRoot!.querySelector('[aria-busy="true"]') && cellsWith(element, 'hinted').length === 2, 'no hint from the key', { timeout: 10000 });
    const [move] = element.moves();
    element.play(move.from, move.to); // the hint on show is forgotten; the next is asked anew
    await element.updateComplete;
    button(element, 'Hint').click();
    await waitUntil(() => cellsWith(element, 'hinted').length === 2, 'no hint from the button', { timeout: 10000 });
    const detail = await winDuring(() => playOut(element));
    expect(help(detail)).to.deep.equal({ clean: false, hints: 3, undos: 0 });
    expect(element.stats.montana).to.include({ won: 1, cleanWins: 0, fewestCleanMoves: null });
  });

  it('a hint counts when asked, even one that the game cancels before it is answered', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const asked = element.hint();
    const detail = await winDuring(() => playOut(element));
    const error = await asked.then(() => null, (reason: Error) => reason);
    expect(error?.name, 'the first move cancelled the hint').to.equal('AbortError');
    expect(help(detail)).to.deep.equal({ clean: false, hints: 1, undos: 0 });
  });

  it('a win shown by showWin() is not clean', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const detail = await winDuring(async () => expect(await element.showWin()).to.equal(true));
    expect(detail).to.include({ moves: 4, clean: false, hints: 0, undos: 0 });
    expect(element.stats.montana).to.include({ won: 1, fewestMoves: 4, cleanWins: 0, fewestCleanMoves: null });
  });

  it('restart(), load() and newGame() start with no help: a restart is a new attempt', async () => {
    const element = await montana();
    element.load(FOUR_MOVES_TO_WIN);
    const [first] = element.moves();
    element.play(first.from, first.to);
    element.undo();
    element.restart();
    expect(help(await winDuring(() => playOut(element)))).to.deep.equal({ clean: true, hints: 0, undos: 0 });

    element.load(FOUR_MOVES_TO_WIN);
    element.play(first.from, first.to);
    element.undo();
    element.load(FOUR_MOVES_TO_WIN);
    expect(help(await winDuring(() => playOut(element)))).to.deep.equal({ clean: true, hints: 0, undos: 0 });
  });

  it('the statistics keep clean wins apart, with the fewest moves of a clean win, and the panel shows them', async () => {
    const element = await montana();
    const recorder = recordEvents(['stats']);
    element.load(ONE_MOVE_FROM_WIN);
    await element.hint();
    playOut(element); // won in 1 move, after a hint
    element.load(FOUR_MOVES_TO_WIN);
    playOut(element); // won clean in 4
    recorder.stop();
    const expected = { played: 2, won: 2, lost: 0, bestScore: 48, currentStreak: 2, longestStreak: 2, fewestMoves: 1, cleanWins: 1, fewestCleanMoves: 4, daily: NO_DAYS };
    expect(element.stats).to.deep.equal({ montana: expected });
    expect(recorder.events.map((event) => event.detail)).to.deep.equal([
      { variant: 'montana', played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 1, cleanWins: 0, fewestCleanMoves: null, daily: NO_DAYS },
      { variant: 'montana', ...expected },
    ]);
    button(element, 'Statistics').click();
    await onDemandRendered(element);
    const rows = statRows(element);
    expect(rows.slice(-3)).to.deep.equal(['Fewest moves to win 1', 'Clean wins 1', 'Fewest moves to a clean win 4']);
  });

  it('the panel shows the clean rows in German', async () => {
    const element = await montana(html`<montana-solitaire seed="42" lang="de"></montana-solitaire>`);
    element.load(ONE_MOVE_FROM_WIN);
    playOut(element);
    button(element, 'Statistik').click();
    await onDemandRendered(element);
    const rows = statRows(element);
    expect(rows.slice(-3)).to.deep.equal(['Wenigste Züge zum Sieg 1', 'Siege ohne Hilfe 1', 'Wenigste Züge ohne Hilfe 1']);
    element.resetStats();
    await element.updateComplete;
    const reset = statRows(element);
    expect(reset.slice(-2)).to.deep.equal(['Siege ohne Hilfe 0', 'Wenigste Züge ohne Hilfe –']);
  });
});

describe('clean wins with autosave', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  const markup = () => html`<montana-solitaire autosave="clean-a" seed="42"></montana-solitaire>`;

  it('a resumed game keeps its hints and undos: a reload does not make it clean', async () => {
    const first = await montana(markup());
    first.load(FOUR_MOVES_TO_WIN);
    const [move] = first.moves();
    first.play(move.from, move.to);
    first.undo();
    await first.hint();
    await saved();
    expect(JSON.parse(localStorage.getItem('clean-a')!).help).to.deep.equal({ hints: 1, undos: 1, shown: 0 });
    first.remove();

    const second = await montana(markup());
    expect(second.moveCount).to.equal(0);
    expect(help(await winDuring(() => playOut(second)))).to.deep.equal({ clean: false, hints: 1, undos: 1 });
    expect(second.stats.montana).to.include({ won: 1, cleanWins: 0 });
  });

  it('a resumed game whose win was shown stays not clean; a resumed game with no help stays clean', async () => {
    const first = await montana(markup());
    first.load(FOUR_MOVES_TO_WIN);
    const shown = first.showWin().catch(() => false);
    first.remove(); // stops the line being shown, and saves
    expect(await shown).to.equal(false);
    const second = await montana(markup());
    expect(help(await winDuring(() => playOut(second)))).to.deep.equal({ clean: false, hints: 0, undos: 0 });
    second.remove();

    localStorage.clear();
    const third = await montana(markup());
    third.load(FOUR_MOVES_TO_WIN);
    const [move] = third.moves();
    third.play(move.from, move.to);
    third.remove();
    const fourth = await montana(markup());
    expect(fourth.moveCount).to.equal(1);
    expect(help(await winDuring(() => playOut(fourth)))).to.deep.equal({ clean: true, hints: 0, undos: 0 });
    expect(fourth.stats.montana).to.include({ cleanWins: 1, fewestCleanMoves: 4 });
  });

  it('a record and statistics saved before clean wins were kept still load: no help known, no clean wins yet', async () => {
    const game = Game.load(FOUR_MOVES_TO_WIN, { seed: '42' });
    const [move] = game.moves();
    game.play(move.from, move.to);
    const oldStats = { montana: { played: 3, won: 2, lost: 1, bestScore: 48, currentStreak: 0, longestStreak: 2, fewestMoves: 7 } };
    localStorage.setItem('clean-a', JSON.stringify({ format: 'montana-solitaire-autosave', version: 1, game: game.save(), elapsedMs: 5, counted: false, stats: oldStats }));
    const warnings = await warningsDuring(async () => {
      const element = await montana(markup());
      expect(element.moveCount, 'the old game is resumed').to.equal(1);
      expect(element.stats).to.deep.equal({ montana: { ...oldStats.montana, cleanWins: 0, fewestCleanMoves: null, daily: NO_DAYS } });
      // Its help was not kept: none is known, and its win is clean.
      expect(help(await winDuring(() => playOut(element)))).to.deep.equal({ clean: true, hints: 0, undos: 0 });
      expect(element.stats.montana).to.deep.equal({ ...oldStats.montana, played: 4, won: 3, currentStreak: 1, fewestMoves: 4, cleanWins: 1, fewestCleanMoves: 4, daily: NO_DAYS });
    });
    expect(warnings).to.deep.equal([]);
  });

  const damaged: [what: string, extra: Record<string, unknown>][] = [
    ['help with a count that is not one', { help: { hints: -1, undos: 0, shown: 0 } }],
    ['help that is not an object', { help: null }],
    ['help lacking a count', { help: { hints: 0, undos: 0 } }],
    ['more clean wins than wins', { stats: { montana: { played: 1, won: 1, lost: 0, bestScore: 0, currentStreak: 1, longestStreak: 1, fewestMoves: 3, cleanWins: 2, fewestCleanMoves: 3, daily: NO_DAYS } } }],
    ['a fewest clean moves that is not a count', { stats: { montana: { played: 1, won: 1, lost: 0, bestScore: 0, currentStreak: 1, longestStreak: 1, fewestMoves: 3, cleanWins: 1, fewestCleanMoves: 'x' } } }],
  ];
  for (const [what, extra] of damaged) {
    it(`a record with ${what} is refused as damaged, and a new game starts`, async () => {
      const game = new Game({ seed: '42' });
      game.play('9S');
      localStorage.setItem('clean-a', JSON.stringify({ format: 'montana-solitaire-autosave', version: 1, game: game.save(), elapsedMs: 5, counted: false, stats: {}, ...extra }));
      let element!: MontanaSolitaire;
      const warnings = await warningsDuring(async () => (element = await montana(markup())));
      expect(warnings).to.deep.equal(['<montana-solitaire>: autosave "clean-a": the saved record is damaged; a new game starts.']);
      expect(element.moveCount).to.equal(0);
    });
  }
});
