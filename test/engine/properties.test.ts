import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Game, type VariantName } from '../../src/engine.js';
import { snapshot } from './helpers.js';

const DECK = [...'CDHS'].flatMap((suit) => [...'23456789TJQK'].map((rank) => rank + suit));

/** Every card of the variant's board exactly once, and exactly one gap per row's worth. */
function expectCardsConserved(game: Game) {
  const cells = game.board.flat();
  expect(cells.filter((cell) => cell === null)).to.have.length(4);
  expect((cells.filter((cell) => cell !== null) as string[]).sort()).to.deep.equal([...DECK].sort());
}

/** status, moves() and canRedeal() tell one story. */
function expectStatusConsistent(game: Game) {
  const moves = game.moves();
  const won = game.score === 48;
  const expected = won ? 'won' : moves.length > 0 ? 'playing' : game.redealsLeft > 0 ? 'stuck' : 'lost';
  expect(game.status).to.equal(expected);
  const redealAllowed = !won && game.redealsLeft > 0 && (game.redealAnytime || moves.length === 0);
  expect(game.canRedeal()).to.equal(redealAllowed);
  if (won) expect(moves).to.deep.equal([]);
}

/**
 * A random game: each number picks a command. Playing a legal move, redealing, undo,
 * redo and an illegal move all appear; every step is checked, and the finished game
 * must survive save and load.
 */
/** Chai's deep equality is slow over thousands of games; JSON text compares the same data fast. */
function expectSame(actual: unknown, expected: unknown) {
  const actualText = JSON.stringify(actual);
  const expectedText = JSON.stringify(expected);
  if (actualText !== expectedText) expect(actualText).to.equal(expectedText);
}

function randomGame(variant: VariantName, seed: string, redeals: number, redealAnytime: boolean, picks: number[]) {
  const game = new Game({ variant, seed, redeals, redealAnytime });
  for (const pick of picks) {
    const before = snapshot(game);
    const moves = game.moves();
    const command = pick % 10;
    if (command < 6 && moves.length > 0) {
      const move = moves[pick % moves.length];
      game.play(move.card, move.to);
      const after = snapshot(game);
      game.undo();
      expectSame(snapshot(game), { ...before, canRedo: true });
      game.redo();
      expectSame(snapshot(game), after);
    } else if (command === 6 || (command < 6 && moves.length === 0)) {
      if (game.canRedeal()) {
        game.redeal();
        const after = snapshot(game);
        game.undo();
        expect(snapshot(game).position).to.equal(before.position);
        game.redo();
        expectSame(snapshot(game), after);
      } else {
        expect(() => game.redeal()).to.throw('Cannot redeal');
        expectSame(snapshot(game), before);
      }
    } else if (command === 7) {
      game.undo();
    } else if (command === 8) {
      game.redo();
    } else {
      // A card into a gap it does not fit, or onto a card: always refused, nothing changes.
      const card = DECK[pick % DECK.length];
      const target = { row: pick % 4, col: (pick >> 2) % 13 };
      const legal = moves.some((move) => move.card === card && move.to.row === target.row && move.to.col === target.col);
      if (!legal) {
        expect(() => game.play(card, target)).to.throw();
        expectSame(snapshot(game), before);
      }
    }
    expectCardsConserved(game);
    expectStatusConsistent(game);
    expect(game.moveCount + game.redealsUsed).to.equal(game.history.length);
  }
  const loaded = Game.load(game.save());
  expectSame(snapshot(loaded), snapshot(game));
  expect(loaded.save()).to.equal(game.save());
}

for (const [variant, runs] of [['montana', 2000], ['descending', 1000]] as const) {
  describe(`random ${variant} games (property tests)`, () => {
    it(`keep cards, undo, redo, status and save exact over ${runs} random games`, function () {
      this.timeout(180_000);
      let steps = 0;
      fc.assert(
        fc.property(
          fc.string({ maxLength: 8 }),
          fc.integer({ min: 0, max: 4 }),
          fc.boolean(),
          fc.array(fc.nat(), { minLength: 20, maxLength: 80 }),
          (seed, redeals, redealAnytime, picks) => {
            randomGame(variant, seed, redeals, redealAnytime, picks);
            steps += picks.length;
          },
        ),
        { numRuns: runs, seed: variant === 'montana' ? 20261130 : 11302026 },
      );
      expect(steps).to.be.at.least(runs * 20);
    });
  });
}
