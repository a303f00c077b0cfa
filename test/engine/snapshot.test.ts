// The solver's input: a position snapshot of a game, searched directly (no save replayed).
import { expect } from '@open-wc/testing';
import { Game, VARIANTS, WINNABLE_SEARCH, hint, solve, winnableCandidate } from '../../src/engine.js';
import { describeValue } from '../../src/engine/describe.js';
import { hintPosition } from '../../src/engine/hint.js';
import { readSnapshot } from '../../src/engine/read-snapshot.js';
import { solvePosition } from '../../src/engine/solver.js';
import { findWinnableSeed, winnableDealSeed, winnableSeedOf } from '../../src/engine/winnable.js';
import { SOLVED_MONTANA, gameAt, swapped, thrownMessage } from './helpers.js';

/** One move a row from the win. */
const FOUR_MOVES_TO_WIN = swapped(SOLVED_MONTANA, [[0, 10], [0, 12]], [[1, 10], [1, 12]], [[2, 10], [2, 12]], [[3, 10], [3, 12]]);

describe('position snapshots', () => {
  it('hold the cells, the seed and the redeal state, and survive a structured clone (a worker message)', () => {
    const game = new Game({ seed: '9', redeals: 3, redealAnytime: true });
    game.play(game.moves()[0].from, game.moves()[0].to);
    game.redeal();
    const snapshot = structuredClone(game.snapshot());
    expect(snapshot).to.deep.include({ variant: 'montana', seed: '9', redeals: 3, redealsUsed: 1, redealAnytime: true });
    const { tableau, rules } = readSnapshot(snapshot);
    expect(tableau.cells.length).to.equal(rules.cellCount);
    expect(Game.load(game.position, { seed: '9' }).snapshot().cells).to.deep.equal(snapshot.cells);
  });

  it('refuse, saying why, what is not a position of the variant', () => {
    const good = new Game({ seed: '1' }).snapshot();
    const refused = (snapshot: unknown) => {
      try {
        readSnapshot(snapshot as never);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ ...good, variant: 'poker' })).to.equal('Bad position snapshot: unknown variant "poker"');
    expect(refused({ ...good, cells: good.cells.slice(1) })).to.equal('Bad position snapshot: a montana position has 52 cells');
    expect(refused({ ...good, cells: good.cells.map((card) => (card === -1 ? 0 : card)) })).to.equal('Bad position snapshot: the cells do not hold the montana cards once each');
    expect(refused({ ...good, redealsUsed: 3 })).to.equal('Bad position snapshot: seed, redeals or redealAnytime missing');
    expect(refused(null)).to.equal('Bad position snapshot: unknown variant undefined');
    // A variant is known by the definition the snapshot brings, nothing else.
    expect(refused({ ...good, definition: undefined })).to.equal('Bad position snapshot: unknown variant "montana"');
    expect(refused({ ...good, definition: VARIANTS.descending })).to.equal('Bad position snapshot: unknown variant "montana"');
    expect(refused({ ...good, variant: 'descending', definition: VARIANTS.descending })).to.equal('accepted');
    expect(refused(good)).to.equal('accepted');
  });

  it('bring their rules: a copy (a worker message) reads to the rules compiled for the first, so the solver makes its keys once', () => {
    const game = new Game({ seed: '5' });
    const first = readSnapshot(structuredClone(game.snapshot())).rules;
    const copy = structuredClone(game.snapshot());
    expect(copy.definition).not.to.equal(first.variant);
    expect(readSnapshot(copy).rules).to.equal(first);
    expect(readSnapshot(structuredClone(new Game({ variant: 'descending', seed: '5' }).snapshot())).rules.variant).to.deep.equal(VARIANTS.descending);
  });

  it('give solve and hint the answers they give for the game itself, position for position', () => {
    for (const game of [gameAt(FOUR_MOVES_TO_WIN), gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]])), new Game({ seed: '4' })]) {
      const bounded = { timeLimitMs: Infinity, tableSize: 1 << 16 };
      const fromGame = solve(game, bounded);
      const fromSnapshot = solvePosition(game.snapshot(), bounded);
      expect({ ...fromSnapshot, ms: 0 }, game.position).to.deep.equal({ ...fromGame, ms: 0 });
      // Bounded by the table, not the clock, so both searches meet the same positions.
      expect(hintPosition(game.snapshot(), bounded), game.position).to.deep.equal(hint(game, bounded));
    }
  });

  it('a proven line is checked by playing it from the snapshot: it wins the game itself', () => {
    const game = gameAt(FOUR_MOVES_TO_WIN);
    const { result, line } = solvePosition(game.snapshot());
    expect(result).to.equal('win');
    for (const move of line!) game.play(move.from, move.to);
    expect(game.status).to.equal('won');
  });

  // The seen-tables are kept between searches and cleared before each: slot by slot after a
  // small search, wholly after a large one. A slot left filled would make a later search
  // skip a position as seen, and could turn a win into a false loss.
  it('searches the same positions whatever was searched before (tables kept and cleared)', () => {
    const bounded = { timeLimitMs: Infinity, tableSize: 1 << 16 };
    const small = gameAt(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]])).snapshot();
    const large = new Game({ seed: '2', redeals: 0 }).snapshot();
    const first = solvePosition(small, bounded);
    const afterLarge = (solvePosition(large, bounded), solvePosition(small, bounded));
    const afterSmall = solvePosition(small, bounded);
    expect(first.result).to.equal('loss');
    expect([afterLarge.result, afterLarge.states]).to.deep.equal([first.result, first.states]);
    expect([afterSmall.result, afterSmall.states]).to.deep.equal([first.result, first.states]);
    const largeAgain = solvePosition(large, bounded);
    expect(largeAgain.states).to.be.greaterThan(4096, 'the large search fills more slots than are logged');
    expect([largeAgain.result, largeAgain.states]).to.deep.equal([solvePosition(large, bounded).result, solvePosition(large, bounded).states]);
  });

  it("findWinnableSeed gives the first of s, s:1, … that solve proves winnable within winnable's search", () => {
    let expected = 0;
    while (solve(new Game({ seed: winnableCandidate('3', expected) }), WINNABLE_SEARCH).result !== 'win') expected++;
    expect(findWinnableSeed('montana', '3')).to.equal(winnableCandidate('3', expected));
    expect(thrownMessage(() => findWinnableSeed('poker' as never, '3'))).to.equal('A winnable request needs a known variant, got "poker"');
    // A seed that is not plain text is refused: the seed found from it could be one no game takes.
    const plain = 'A winnable request needs a seed that is text of 1 to 200 characters, not only spaces, with no control characters, got';
    for (const [seed, shown] of [['', '""'], [' ', '" "'], ['x'.repeat(500), `"${'x'.repeat(40)}…"`], [`${'x'.repeat(199)}:5`, `"${'x'.repeat(40)}…"`], [42, '42']] as const) {
      expect(thrownMessage(() => findWinnableSeed('montana', seed as string)), describeValue(seed)).to.equal(`${plain} ${shown}`);
      expect(thrownMessage(() => winnableDealSeed('montana', seed as string)), describeValue(seed)).to.equal(`${plain} ${shown}`);
    }
    // What the worker answers, from the definition a message brings.
    expect(winnableSeedOf(structuredClone(VARIANTS.montana), '3')).to.equal(winnableCandidate('3', expected));
    expect(thrownMessage(() => winnableSeedOf(undefined as never, '3'))).to.equal('A winnable request needs the definition of its variant');
  });
});
