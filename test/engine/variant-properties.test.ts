import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import alea from 'seedrandom/lib/alea.js';
import { Game, VARIANTS, VARIANT_NAMES, isPlainText, type VariantName } from '../../src/engine.js';
import { snapshot } from './helpers.js';

/**
 * Random games for every variant of the family (fast-check): at every step cards and
 * gaps are conserved for the variant's deck, decks and grid, undo and redo are exact,
 * status agrees with moves() and canRedeal(), and moves() and runs agree with a move
 * generator written from the rules' text; the finished game survives save and load.
 */

/** Every code a command may name: the 52 of a full deck (some are not on a smaller variant's board). */
const ALL_CODES = [...'CDHS'].flatMap((suit) => [...'A23456789TJQK'].map((rank) => rank + suit));

/** The cards on the variant's board, from its definition: each deck's ranks less the removed ones, times the decks. */
function boardCards(name: VariantName): string[] {
  const v = VARIANTS[name];
  const one = ALL_CODES.filter((code) => v.deck.includes(code[0]) && !v.removed.includes(code[0]));
  return Array.from({ length: v.decks }, () => one).flat().sort();
}

/** Chai's deep equality is slow over thousands of games; JSON text compares the same data fast. */
function expectSame(actual: unknown, expected: unknown, what = '') {
  const actualText = JSON.stringify(actual);
  const expectedText = JSON.stringify(expected);
  if (actualText !== expectedText) expect(actualText, what).to.equal(expectedText);
}

type Board = ReadonlyArray<ReadonlyArray<string | null>>;
const isRed = (card: string) => card[1] === 'D' || card[1] === 'H';

/** May `card` stand right of `before` by the named pair rule of the variant (rules.md's table)? */
function pairs(name: VariantName, rule: string, before: string, card: string): boolean {
  const { sequence } = VARIANTS[name];
  const step = sequence.indexOf(card[0]) - sequence.indexOf(before[0]);
  if (sequence.indexOf(before[0]) < 0 || sequence.indexOf(card[0]) < 0) return false;
  switch (rule) {
    case 'same-suit':
      return step === 1 && card[1] === before[1];
    case 'any-suit':
      return step === 1;
    case 'alternate-colour':
      return step === 1 && isRed(card) !== isRed(before);
    case 'different-suit':
      return step === 1 && card[1] !== before[1];
    case 'same-suit-higher':
      return step > 0 && card[1] === before[1];
  }
  throw new Error(`unknown rule ${rule}`);
}

/** The legal moves, worked out from the rules' text on the board alone, ordered by target cell, then by the cell left. */
function referenceMoves(name: VariantName, board: Board) {
  const v = VARIANTS[name];
  const moves: { card: string; from: { row: number; col: number }; to: { row: number; col: number } }[] = [];
  for (let row = 0; row < v.rows; row++) {
    for (let col = 0; col < v.columns; col++) {
      if (board[row][col] !== null) continue;
      const fits = (card: string, r: number, c: number): boolean => {
        if (v.fill === 'orthogonal') return Math.abs(r - row) + Math.abs(c - col) === 1;
        if (col === 0) return card[0] === v.sequence[0];
        const left = board[row][col - 1];
        const right = col < v.columns - 1 ? board[row][col + 1] : null;
        return (left !== null && pairs(name, v.follow, left, card)) || (v.fill === 'left-or-right' && right !== null && pairs(name, v.follow, card, right));
      };
      for (let r = 0; r < v.rows; r++) {
        for (let c = 0; c < v.columns; c++) {
          const card = board[r][c];
          if (card !== null && fits(card, r, c)) moves.push({ card, from: { row: r, col: c }, to: { row, col } });
        }
      }
    }
  }
  return moves;
}

/** Each row's run, from the rules' text: a sequence start in column 0, then each card continuing by the goal's pair rule. */
function referenceRuns(name: VariantName, board: Board): number[] {
  const v = VARIANTS[name];
  return board.map((row) => {
    if (row[0] === null || row[0][0] !== v.sequence[0]) return 0;
    let length = 1;
    while (length < v.columns && row[length] !== null && pairs(name, v.goal, row[length - 1]!, row[length]!)) length++;
    return length;
  });
}

/**
 * The board after redeal number `k`, from the rules' text: each row keeps its run; the
 * loose cards (and, where the gaps go at random, the gaps) are gathered row by row,
 * shuffled by Fisher–Yates with alea(`seed:redeal:k`), and dealt row by row right of the
 * runs, leaving each row's gap right after its run or in its last column.
 */
function referenceRedeal(name: VariantName, board: Board, runs: number[], seed: string, k: number): Board {
  const v = VARIANTS[name];
  const random = v.redealGaps === 'random';
  const loose: (string | null)[] = [];
  board.forEach((row, r) => row.forEach((card, c) => c >= runs[r] && (card !== null || random) && loose.push(card)));
  const rng = alea(`${seed}:redeal:${k}`);
  for (let i = loose.length - 1; i >= 1; i--) {
    const j = Math.floor(rng() * (i + 1));
    [loose[i], loose[j]] = [loose[j], loose[i]];
  }
  const gapColumn = (r: number) => (v.redealGaps === 'last-column' ? v.columns - 1 : runs[r]);
  return board.map((row, r) => row.map((card, c) => (c < runs[r] ? card : !random && c === gapColumn(r) ? null : loose.shift()!)));
}

const inWords = ({ row, col }: { row: number; col: number }) => `row ${row}, column ${col}`;
const listed = (codes: readonly string[]) => (codes.length <= 1 ? codes.join('') : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}`);

/** Why the gap at `target` does not take `card`, in the words of the variant's fill rule (rules.md). */
function fillRefusal(name: VariantName, game: Game, target: { row: number; col: number }): string {
  const v = VARIANTS[name];
  const wanted = game.cardsFor(target);
  const fits = wanted.length === 0 ? 'nothing fits' : `only ${listed(wanted)} fit${wanted.length === 1 ? 's' : ''}`;
  if (v.fill === 'orthogonal') return 'only a card next to that gap can move into it';
  if (target.col === 0) return `a gap in column 0 takes only ${listed(wanted)}`;
  const left = game.board[target.row][target.col - 1];
  if (v.fill === 'left') return left === null ? 'the cell left of that gap is a gap too, so nothing fits there' : `the card left of that gap is ${left}, so ${fits} there`;
  const right = target.col === v.columns - 1 ? 'the edge' : (game.board[target.row][target.col + 1] ?? 'a gap');
  return `that gap is between ${left ?? 'a gap'} and ${right}, so ${fits} there`;
}

/** What `game.play(card, target)` says when the card may not go there (the move is not among the legal ones). */
function playRefusal(name: VariantName, game: Game, card: string, target: { row: number; col: number }): string {
  if (game.status === 'won') return `Cannot play "${card}": the game is won`;
  if (!boardCards(name).includes(card)) return `Cannot play ${card}: it is not on a ${name} board`;
  const there = game.board[target.row][target.col];
  const why = there === null ? fillRefusal(name, game, target) : `that cell holds ${there}, not a gap`;
  return `Illegal move: ${card} cannot go to ${inWords(target)} (${why})`;
}

/** What `game.redeal()` says when no redeal is allowed. */
function redealRefusal(game: Game, moves: number): string {
  if (game.status === 'won') return 'Cannot redeal: the game is won';
  if (game.redealsLeft === 0) return game.redeals === 0 ? 'Cannot redeal: this game allows no redeals' : `Cannot redeal: no redeals left (all ${game.redeals} used)`;
  return `Cannot redeal: ${moves} move${moves === 1 ? ' is' : 's are'} still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)`;
}

/** The message `command` throws (it must throw). */
function thrown(command: () => unknown): string {
  try {
    command();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal, but the command was carried out');
}

function checker(name: VariantName) {
  const v = VARIANTS[name];
  const cards = boardCards(name);
  const cardsText = JSON.stringify(cards);
  const gaps = v.rows * v.columns - cards.length;
  const winScore = v.rows * v.sequence.length;

  /** Every card of the board, each as often as the decks hold it, and the rest gaps. */
  function cardsConserved(game: Game) {
    const cells = game.board.flat();
    expect(cells.length).to.equal(v.rows * v.columns);
    const held = (cells.filter((cell) => cell !== null) as string[]).sort();
    if (JSON.stringify(held) !== cardsText) expect(held).to.deep.equal(cards);
    expect(cells.length - held.length).to.equal(gaps);
  }

  /** status, moves() and canRedeal() tell one story. */
  function statusConsistent(game: Game) {
    const moves = game.moves();
    // The engine's moves and runs are the ones the rules' text gives.
    expectSame(moves, referenceMoves(name, game.board), `moves() of ${game.position}`);
    expectSame(game.runs, referenceRuns(name, game.board), `runs of ${game.position}`);
    const won = game.score === winScore;
    expect(game.runs.reduce((a, b) => a + b, 0)).to.equal(game.score);
    const expected = won ? 'won' : moves.length > 0 ? 'playing' : game.redealsLeft > 0 ? 'stuck' : 'lost';
    expect(game.status).to.equal(expected);
    expect(game.canRedeal()).to.equal(!won && game.redealsLeft > 0 && (game.redealAnytime || moves.length === 0));
  }

  /**
   * A random game: each number picks a command: a legal move (by code, or by cell in a
   * two-deck game), a redeal, undo, redo, or an illegal move. Every step is checked, and
   * the finished game must survive save and load.
   */
  return function randomGame(seed: string, redeals: number, redealAnytime: boolean, picks: number[]) {
    const game = new Game({ variant: name, seed, redeals, redealAnytime });
    for (const pick of picks) {
      const before = snapshot(game);
      const moves = before.moves;
      const command = pick % 10;
      if (command < 6 && moves.length > 0) {
        const move = moves[pick % moves.length];
        let played;
        if (v.decks === 2 && pick % 3 !== 0) {
          played = game.play(move.from, move.to);
        } else {
          // Only a two-deck game may refuse a legal move by code, and only when both copies could go there.
          const copies = moves
            .filter((other) => other.card === move.card && other.to.row === move.to.row && other.to.col === move.to.col)
            .map((other) => other.from)
            .sort((a, b) => a.row - b.row || a.col - b.col);
          if (copies.length === 2) {
            expect(v.decks).to.equal(2);
            expectSame(
              thrown(() => game.play(move.card, move.to)),
              `Cannot play ${move.card}: both ${move.card} can go there (at ${inWords(copies[0])} and ${inWords(copies[1])}); name the card by its cell, e.g. play({ row: ${copies[0].row}, col: ${copies[0].col} }, …)`,
              'refused play',
            );
            expectSame(snapshot(game), before, 'refused play');
            played = game.play(move.from, move.to);
          } else {
            expect(copies).to.have.length(1);
            played = game.play(move.card, move.to);
          }
        }
        if (v.decks === 1) expectSame(played, move, 'played move');
        else expectSame([played.card, played.to], [move.card, move.to], 'played move');
        expect(game.board[move.to.row][move.to.col]).to.equal(move.card);
        expect(game.board[played.from.row][played.from.col]).to.equal(null);
        const after = snapshot(game);
        game.undo();
        expectSame(snapshot(game), { ...before, canRedo: true }, 'undo of a move');
        game.redo();
        expectSame(snapshot(game), after, 'redo of a move');
      } else if (command === 6 || (command < 6 && moves.length === 0)) {
        if (game.canRedeal()) {
          const runs = game.runs;
          const expected = referenceRedeal(name, game.board, runs, seed, game.redealsUsed + 1);
          const result = game.redeal();
          expectSame(game.board, expected, `redeal ${result.redeal} of ${before.position}`);
          // The runs stay (a redeal may lengthen one by chance, never shorten it).
          result.runs.forEach((run, row) => expect(run).to.be.at.least(runs[row]));
          runs.forEach((run, row) => expectSame(game.board[row].slice(0, run), before.position.split('/')[row].match(/../g)!.slice(0, run), 'kept run'));
          const after = snapshot(game);
          game.undo();
          expectSame(snapshot(game), { ...before, canRedo: true }, 'undo of a redeal');
          game.redo();
          expectSame(snapshot(game), after, 'redo of a redeal');
        } else {
          expectSame(thrown(() => game.redeal()), redealRefusal(game, moves.length), 'refused redeal');
          expectSame(snapshot(game), before, 'refused redeal');
        }
      } else if (command === 7) {
        game.undo();
      } else if (command === 8) {
        game.redo();
      } else {
        // A card into a cell it may not go to: always refused, nothing changes.
        const card = ALL_CODES[pick % ALL_CODES.length];
        const target = { row: (pick >> 6) % v.rows, col: (pick >> 10) % v.columns };
        const legal = moves.some((move) => move.card === card && move.to.row === target.row && move.to.col === target.col);
        if (!legal) {
          expectSame(thrown(() => game.play(card, target)), playRefusal(name, game, card, target), 'refused move');
          expectSame(snapshot(game), before, 'refused move');
        }
      }
      cardsConserved(game);
      statusConsistent(game);
      expect(game.moveCount + game.redealsUsed).to.equal(game.history.length);
    }
    const loaded = Game.load(game.save());
    expectSame(snapshot(loaded), snapshot(game), 'loaded game');
    expect(loaded.save()).to.equal(game.save());
  };
}

/**
 * Games per variant: the classic two the most, as they are played the most; a two-deck
 * board is twice as big, so half as many.
 */
const RUNS: Partial<Record<VariantName, number>> = { montana: 2000, descending: 1000 };
const runsOf = (name: VariantName) => RUNS[name] ?? (VARIANTS[name].decks === 2 ? 60 : 120);

describe('random games of every variant (property tests)', () => {
  VARIANT_NAMES.forEach((name, index) => {
    const runs = runsOf(name);
    it(`${name}: cards, undo, redo, status and save stay exact over ${runs} random games`, function () {
      this.timeout(Math.max(60_000, runs * 150));
      const randomGame = checker(name);
      let steps = 0;
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 8 }).filter(isPlainText),
          fc.integer({ min: 0, max: 3 }),
          fc.boolean(),
          fc.array(fc.nat(), { minLength: 20, maxLength: 50 }),
          (seed, redeals, redealAnytime, picks) => {
            randomGame(seed, redeals, redealAnytime, picks);
            steps += picks.length;
          },
        ),
        { numRuns: runs, seed: 20261130 + index },
      );
      expect(steps).to.be.at.least(runs * 20);
    });
  });
});
