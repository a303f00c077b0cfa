import { expect } from '@open-wc/testing';
import { Game, VARIANTS, findWinnableSeed, reviewRound, reviewRounds } from '../../src/engine.js';
import { reviewSteps } from '../../src/engine/review.js';
import { DEAL_SEARCH, SOLVED_MONTANA, gameAt, swapped } from './helpers.js';

/** The built worker, as a page loads it beside the script-tag file (`npm test` builds first). */
function ask(worker: Worker, request: object): Promise<{ id: number; result?: any; error?: string }> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
    worker.postMessage(request);
  });
}

describe('the solver worker (dist/solver-worker.js)', () => {
  let worker: Worker;
  beforeEach(() => (worker = new Worker('/dist/solver-worker.js', { type: 'module' })));
  afterEach(() => worker.terminate());

  it('gives a proven hint: the first move of a winning line', async () => {
    const game = new Game({ seed: '4' });
    const reply = await ask(worker, { id: 7, type: 'hint', position: game.snapshot(), options: DEAL_SEARCH });
    expect(reply.id).to.equal(7);
    expect(reply.result.proven).to.equal(true);
    expect(game.moves()).to.deep.include(reply.result.action);
    for (const move of reply.result.line) game.play(move.card, move.to);
    expect(game.status).to.equal('won');
  });

  it('proves a loss and says redeal when stuck', async () => {
    const stuck = gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]));
    expect((await ask(worker, { id: 1, type: 'solve', position: stuck.snapshot() })).result.result).to.equal('loss');
    expect((await ask(worker, { id: 2, type: 'hint', position: stuck.snapshot() })).result.action).to.equal('redeal');
  });

  it("answers the review's searches, one solve each, so a round reviewed through it is the engine's review here", async () => {
    // A game lost from a deal proven winnable: the first legal move to a position not met
    // before, each time, until there is none (2s could hop between column-0 gaps for ever).
    const game = new Game({ seed: '24', redeals: 0 });
    const seen = new Set([game.position]);
    for (let fresh = true; fresh; ) {
      fresh = game.moves().some((move) => {
        game.play(move.from, move.to);
        if (!seen.has(game.position)) return seen.add(game.position);
        game.undo();
        return false;
      });
    }
    const [round] = reviewRounds(game);
    const options = { scanPositions: 1 << 14, slipPositions: 1 << 18, scanSearches: 6, slipSearches: 1 };
    const steps = reviewSteps(round, options);
    let searches = 0;
    let step = steps.next();
    while (!step.done) {
      const reply = await ask(worker, { id: ++searches, type: 'solve', ...step.value });
      expect(reply.id).to.equal(searches);
      step = steps.next(reply.result);
    }
    expect(step.value.entry).to.deep.equal(reviewRound(round, options));
    expect(step.value.entry.start).to.equal('win');
    expect(step.value.entry.slip, 'the slip').not.to.equal(null);
    expect(searches, 'searches asked of the worker').to.be.greaterThan(1);
  });

  it("deals winnable's seed from the definition the request brings (it holds no table of the variants)", async () => {
    for (const variant of ['montana', 'jungle'] as const) {
      const reply = await ask(worker, { id: 8, type: 'winnable', definition: VARIANTS[variant], seed: 'w' });
      expect(reply.result.seed, variant).to.equal(findWinnableSeed(variant, 'w'));
    }
  });

  it('answers a bad request with the engine\'s message, and keeps working', async () => {
    // A fixed deal: a random one could hold gaps in both cells 0 and 1 (one deal in 220), and the copy would damage nothing.
    const position = new Game({ seed: '42' }).snapshot();
    expect(position.cells[0]).not.to.equal(position.cells[1]);
    const damaged = { ...position, cells: position.cells.map((card, cell) => (cell === 0 ? position.cells[1] : card)) };
    expect((await ask(worker, { id: 3, type: 'hint', position: damaged })).error).to.equal('Bad position snapshot: the cells do not hold the montana cards once each');
    expect((await ask(worker, { id: 4, type: 'shuffle', position })).error).to.equal('Unknown request "shuffle"');
    expect((await ask(worker, { id: 6, type: 'winnable', seed: '3' })).error).to.equal('A winnable request needs the definition of its variant');
    expect((await ask(worker, { id: 5, type: 'solve', position: gameAt(SOLVED_MONTANA).snapshot() })).result.result).to.equal('win');
  });
});
