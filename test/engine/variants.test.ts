import { expect } from '@open-wc/testing';
import alea from 'seedrandom/lib/alea.js';
import { type Cell, Game, VARIANTS, VARIANT_NAMES, type VariantName } from '../../src/engine.js';
import { expectRefused, finished, gameAt, snapshot, swapped, thrownMessage, won } from './helpers.js';

/**
 * The whole Montana family, variant by variant: the documented deal (pinned for seed
 * "1" and re-derived here from the text of the rules), each rule on hand-built
 * positions, the redeal, the goal, two-deck play, and the decisions where the sources
 * disagree. Every expectation is written from the rules, not read back from src.
 */

type Board = (string | null)[][];
type At = [row: number, col: number];

const SUIT_LETTERS = 'CDHS';
const ALL_RANKS = 'A23456789TJQK';

/** Fisher–Yates from the top with seedrandom's Alea, as rules.md documents it. */
function shuffle<T>(items: T[], seed: string): T[] {
  const random = alea(seed);
  for (let i = items.length - 1; i >= 1; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The variant's deck, in the documented order: decks one after another, suits C D H S, ranks A to K. */
function deckOf(name: VariantName): string[] {
  const v = VARIANTS[name];
  const deck: string[] = [];
  for (let copy = 0; copy < v.decks; copy++) {
    for (const suit of SUIT_LETTERS) for (const rank of ALL_RANKS) if (v.deck.includes(rank)) deck.push(rank + suit);
  }
  return deck;
}

/** The cards on a variant's board (its deck less the removed ranks), sorted. */
function boardCardsOf(name: VariantName): string[] {
  return deckOf(name).filter((card) => !VARIANTS[name].removed.includes(card[0])).sort();
}

/**
 * The documented deal, written from the text of the rules (not from src): the deck
 * shuffled, then laid out as the variant's layout says.
 */
function documentedDeal(name: VariantName, seed: string): string {
  const v = VARIANTS[name];
  const deck = shuffle(deckOf(name), seed);
  const grid: string[][] = Array.from({ length: v.rows }, () => Array<string>(v.columns).fill('--'));
  const isStart = (card: string) => card[0] === v.sequence[0];
  /** Deals `cards` row by row into columns `first` onwards; they must fill them exactly. */
  const layRows = (cards: string[], first: number) => {
    let k = 0;
    for (let r = 0; r < v.rows; r++) for (let c = first; c < v.columns; c++) grid[r][c] = cards[k++];
    if (k !== cards.length) throw new Error(`${name}: ${cards.length} cards for ${k} cells`);
  };
  switch (v.layout) {
    case 'rows':
      layRows(deck.map((card) => (v.removed.includes(card[0]) ? '--' : card)), 0);
      break;
    case 'column-0-empty':
      layRows(deck, 1);
      break;
    case 'starts-to-column-0': {
      layRows(deck, 1);
      const starts: At[] = [];
      for (let r = 0; r < v.rows; r++) for (let c = 1; c < v.columns; c++) if (isStart(grid[r][c])) starts.push([r, c]);
      starts.forEach(([r, c], row) => {
        grid[row][0] = grid[r][c];
        grid[r][c] = '--';
      });
      break;
    }
    case 'starts-first':
      deck.filter(isStart).forEach((card, row) => (grid[row][0] = card));
      layRows(deck.filter((card) => !isStart(card)), 2);
      break;
  }
  return grid.map((row) => row.join('')).join('/');
}

/** The documented redeal, from the text: loose cards gathered row by row, shuffled with `seed:redeal:k`, dealt right of the runs. */
function documentedRedeal(name: VariantName, board: Board, runs: number[], seed: string, k: number): Board {
  const v = VARIANTS[name];
  const random = v.redealGaps === 'random';
  const loose: (string | null)[] = [];
  board.forEach((row, r) => row.forEach((card, c) => c >= runs[r] && (card !== null || random) && loose.push(card)));
  shuffle(loose, `${seed}:redeal:${k}`);
  const gapColumn = (r: number) => (v.redealGaps === 'last-column' ? v.columns - 1 : runs[r]);
  return board.map((row, r) => row.map((card, c) => (c < runs[r] ? card : !random && c === gapColumn(r) ? null : loose.shift()!)));
}

const last = (name: VariantName) => VARIANTS[name].columns - 1;
const seq = (name: VariantName, i: number) => VARIANTS[name].sequence[i];
const rowsOf = (game: Game): Board => game.board.map((row) => [...row]);
const sorted = (codes: string[]) => [...codes].sort();
const cell = (row: number, col: number): Cell => ({ row, col });
const isTwoDeck = (name: VariantName) => VARIANTS[name].decks === 2;

/** Plays the card in `from` to `to`: by its code in a one-deck game, by its cell in a two-deck one (where codes are ambiguous). */
function playFrom(game: Game, name: VariantName, from: At, to: At) {
  const code = game.board[from[0]][from[1]]!;
  return isTwoDeck(name) ? game.play(cell(...from), cell(...to)) : game.play(code, cell(...to));
}

/** Each variant's deal for seed "1", pinned: a change to any deal is a change players see. */
const GOLDEN_SEED_1: Record<VariantName, string> = {
  'montana':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'descending':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'spaces':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'station':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'blue-moon':
    'AH--JH4S4C2S6CTH8S3S9HQSJS5D/ASTC--QD7DKS9CQH4DTDQC6D5S6H/ADKD7H2C3C8D3H--9S6S3DTS8H7S/ACKH4HJC5C9DKC--2D8C5HJD7C2H',
  'red-moon':
    'AH--JH4S4C2S6CTH8S3S9HQSJS5D/AS--TCQD7DKS9CQH4DTDQC6D5S6H/AD--KD7H2C3C8D3H9S6S3DTS8H7S/AC--KH4HJC5C9DKC2D8C5HJD7C2H',
  'galary':
    'AH--JH4S4C2S6CTH8S3S9HQSJS5D/AS--TCQD7DKS9CQH4DTDQC6D5S6H/AD--KD7H2C3C8D3H9S6S3DTS8H7S/AC--KH4HJC5C9DKC2D8C5HJD7C2H',
  'free-parking':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'jungle':
    'AH--JH4S4C2S6CTH8S3S9HQSJS5D/ASTC--QD7DKS9CQH4DTDQC6D5S6H/ADKD7H2C3C8D3H--9S6S3DTS8H7S/ACKH4HJC5C9DKC--2D8C5HJD7C2H',
  'spaces-and-aces':
    '--AHJH4S4C2S6CTH8S3S9HQSJS5D/--TCASQD7DKS9CQH4DTDQC6D5S6H/--KD7H2C3C8D3HAD9S6S3DTS8H7S/--KH4HJC5C9DKCAC2D8C5HJD7C2H',
  'paganini':
    'ASJDKHTS--7D8H8CJHJS/AC8D6D9STH6C8STDQCQS/ADQH6SKD6H7S9HKSJC7C/AH9DKC----TC7HQD9C--',
  'house-of-commons':
    '5H7D4D8S2S9H--3C7C4H/6S3S5S8H5DTHTD2C3D8D/6H9S9C----7S4S7HTS8C/4C6DTC--2D6C3H9D5C2H',
  'line-up':
    '5H4SAS--AD3H/5S3S4H3D----/4D2S2C2D5CAC/--4C2H5D3CAH',
  'rectangular-rovers':
    '5H4SAS--AD3H/5S3S4H3D----/4D2S2C2D5CAC/--4C2H5D3CAH',
  'double-montana':
    '9STD2H7S--8H2SKD--JH8D--7H/KS7C3H9HKD3S3H4H3C8CJSQD2S/4D9CQC5D9DJDTD7S4S5D8H2D6D/QC--QS3S7HJC2CQS6D9S9C--TS/5S3DKS7C7D8D5H8C6STC9HKC5S/4SKHJS4H--8S6S5CQHKH6C2D4C/6HQH5C6C4CJDTH7D5HJH9D2H--/TH3DQDTC8S--2C6H4DJCTSKC3C',
  'double-blue-moon':
    'AD9STD2H7S--8H2SKD--JH8D--7H/AHKS7C3H9HKD3S3H4H3C8CJSQD2S/AS4D9CQC5D9DJDTD7S4S5D8H2D6D/ASQC--QS3S7HJC2CQS6D9S9C--TS/AD5S3DKS7C7D8D5H8C6STC9HKC5S/AC4SKHJS4H--8S6S5CQHKH6C2D4C/AC6HQH5C6C4CJDTH7D5HJH9D2H--/AHTH3DQDTC8S--2C6H4DJCTSKC3C',
  'double-red-moon':
    'AD--9STD2H7S8H2SKDJH8D7HKS7C/AH--3H9HKD3S3H4H3C8CJSQD2S4D/AS--9CQC5D9DJDTD7S4S5D8H2D6D/AS--QCQS3S7HJC2CQS6D9S9CTS5S/AD--3DKS7C7D8D5H8C6STC9HKC5S/AC--4SKHJS4H8S6S5CQHKH6C2D4C/AC--6HQH5C6C4CJDTH7D5HJH9D2H/AH--TH3DQDTC8S2C6H4DJCTSKC3C',
  'paganini-ii':
    '--9STD2H7SAD8H2SKDAHJH8DAS7H/--KS7C3H9HKD3S3H4H3C8CJSQD2S/--4D9CQC5D9DJDTD7S4S5D8H2D6D/--QCASQS3S7HJC2CQS6D9S9CADTS/--5S3DKS7C7D8D5H8C6STC9HKC5S/--4SKHJS4HAC8S6S5CQHKH6C2D4C/--6HQH5C6C4CJDTH7D5HJH9D2HAC/--TH3DQDTC8SAH2C6H4DJCTSKC3C',
  'gaps-alter':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'gaps-diff':
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  'mini-gaps':
    'TDQH7CKH9S8S7HKS/7DTSKC8DJSQSJH--/JDTH7S9HKDJC8C9D/QC----TC8HQD9C--',
};

describe('variants: the documented deal', () => {
  it('has a golden deal for each of the 21 variants', () => {
    expect(VARIANT_NAMES).to.have.length(21);
    expect(sorted(Object.keys(GOLDEN_SEED_1))).to.deep.equal(sorted(VARIANT_NAMES));
  });

  for (const name of VARIANT_NAMES) {
    const v = VARIANTS[name];
    it(`${name}: pins the full deal of seed "1"`, () => {
      expect(new Game({ variant: name, seed: '1' }).position).to.equal(GOLDEN_SEED_1[name]);
    });

    it(`${name}: is the documented deal (${v.decks} deck${v.decks > 1 ? 's' : ''} of ${v.deck}, layout ${v.layout}), computed from the rules' text`, () => {
      expect(documentedDeal(name, '1')).to.equal(GOLDEN_SEED_1[name]);
      for (const seed of ['2', '42', 'montana', ' x ', 'Grüße, 🂡', 'a:redeal:1']) {
        expect(new Game({ variant: name, seed }).position, `seed ${JSON.stringify(seed)}`).to.equal(documentedDeal(name, seed));
      }
    });

    it(`${name}: deals every card of its board ${v.decks === 2 ? 'twice' : 'once'} into a ${v.rows}×${v.columns} grid, the gaps where the layout leaves them`, () => {
      for (const seed of ['1', '7', 'layout']) {
        const game = new Game({ variant: name, seed });
        const board = game.board;
        expect(board).to.have.length(v.rows);
        for (const row of board) expect(row).to.have.length(v.columns);
        const cards = board.flat().filter((card): card is string => card !== null);
        expect(cards.sort()).to.deep.equal(boardCardsOf(name));
        expect(board.flat().filter((card) => card === null)).to.have.length(v.rows);
        const column = (c: number) => board.map((row) => row[c]);
        const starts = column(0).map((card) => card?.[0]);
        switch (v.layout) {
          case 'rows':
            // The gaps are where the removed ranks were dealt.
            expect(cards.filter((card) => v.removed.includes(card[0]))).to.deep.equal([]);
            break;
          case 'column-0-empty':
            expect(column(0)).to.deep.equal(Array(v.rows).fill(null));
            break;
          case 'starts-to-column-0':
            expect(starts).to.deep.equal(Array(v.rows).fill(v.sequence[0]));
            break;
          case 'starts-first':
            expect(starts).to.deep.equal(Array(v.rows).fill(v.sequence[0]));
            expect(column(1)).to.deep.equal(Array(v.rows).fill(null));
            break;
        }
      }
    });
  }
});

describe('variants: what a gap in column 0 takes', () => {
  for (const name of VARIANT_NAMES) {
    const v = VARIANTS[name];
    // Row 0's first card swapped to its end: column 0 of row 0 is a gap.
    const position = () => swapped(won(name), [[0, 0], [0, last(name)]]);
    if (v.fill === 'orthogonal') {
      it(`${name}: a card orthogonally next to it, whatever its rank, and not an Ace further away`, () => {
        const game = gameAt(position(), { variant: name });
        expect(sorted(game.cardsFor(cell(0, 0)))).to.deep.equal(['2C', 'AD']);
        expectRefused(game, () => game.play('AC', cell(0, 0)), 'Illegal move: AC cannot go to row 0, column 0 (only a card next to that gap can move into it)');
        expectRefused(game, () => game.play('AH', cell(0, 0)), 'Illegal move: AH cannot go to row 0, column 0 (only a card next to that gap can move into it)');
        expect(game.play('2C', cell(0, 0))).to.deep.equal({ card: '2C', from: cell(0, 1), to: cell(0, 0) });
        expect(game.board[0].slice(0, 2)).to.deep.equal(['2C', null]);
      });
    } else {
      const starts = [...SUIT_LETTERS].map((suit) => seq(name, 0) + suit);
      it(`${name}: any ${seq(name, 0)} (the start of its sequence), and no other card`, () => {
        const game = gameAt(position(), { variant: name });
        expect(sorted(game.cardsFor(cell(0, 0)))).to.deep.equal(sorted(starts));
        const wrong = game.board[1][1]!;
        expectRefused(
          game,
          () => game.play(wrong, cell(0, 0)),
          `Illegal move: ${wrong} cannot go to row 0, column 0 (a gap in column 0 takes only ${starts.slice(0, 3).join(', ')} or ${starts[3]})`,
        );
        const start = game.board[0][last(name)]!;
        expect(start).to.equal(`${seq(name, 0)}C`);
        expect(playFrom(game, name, [0, last(name)], [0, 0])).to.deep.equal({ card: start, from: cell(0, last(name)), to: cell(0, 0) });
        expect(game.board[0][0]).to.equal(start);
        expect(game.board[0][last(name)]).to.equal(null);
        expect(game.status).to.equal('won');
      });
    }
  }
});

interface FillCase {
  rule: string;
  position: string;
  /** The gap the case is about. */
  gap: At;
  fits: string[];
  /** A card that may go there, by its cell. */
  legal: At;
  /** A card that may not, and the reason the error gives. */
  illegal: string;
  reason: string;
}

/** The fill rule of each variant on a gap in row 0, column 3 of its finished board (row 0's fourth card moved to the row's end). */
function fillCase(name: VariantName): FillCase {
  const v = VARIANTS[name];
  const position = swapped(won(name), [[0, 3], [0, last(name)]]);
  const [s2, s3, s4] = [seq(name, 2), seq(name, 3), seq(name, 4)];
  const gap: At = [0, 3];
  const leftIs = `the card left of that gap is ${s2}C, so`;
  if (v.fill === 'orthogonal') {
    return { rule: 'a card above, below, left or right of the gap', position, gap, fits: sorted([`${s2}C`, `${s4}C`, `${s3}D`]), legal: [1, 3], illegal: `${s3}C`, reason: 'only a card next to that gap can move into it' };
  }
  if (v.fill === 'left-or-right') {
    // Left of the gap a card of another suit: the gap takes what follows it, or what precedes the right neighbour.
    const twoSided = swapped(position, [[0, 2], [1, 2]]);
    return {
      rule: 'one rank above the left neighbour or one below the right one, same suit',
      position: twoSided,
      gap,
      fits: sorted([`${s3}C`, `${s3}D`]),
      legal: [0, last(name)],
      illegal: `${s3}H`,
      reason: `that gap is between ${s2}D and ${s4}C, so only ${s3}D or ${s3}C fit there`,
    };
  }
  switch (v.follow) {
    case 'same-suit':
      return { rule: 'one rank above the left neighbour, same suit', position, gap, fits: [`${s3}C`], legal: [0, last(name)], illegal: `${s3}D`, reason: `${leftIs} only ${s3}C fits there` };
    case 'any-suit':
      return { rule: 'one rank above the left neighbour, any suit', position, gap, fits: [...SUIT_LETTERS].map((s) => s3 + s), legal: [1, 3], illegal: `${s4}C`, reason: `${leftIs} only ${s3}C, ${s3}D, ${s3}H or ${s3}S fit there` };
    case 'alternate-colour':
      return { rule: 'one rank above the left neighbour, the other colour', position, gap, fits: [`${s3}D`, `${s3}H`], legal: [1, 3], illegal: `${s3}S`, reason: `${leftIs} only ${s3}D or ${s3}H fit there` };
    case 'different-suit':
      return { rule: 'one rank above the left neighbour, another suit', position, gap, fits: [`${s3}D`, `${s3}H`, `${s3}S`], legal: [3, 3], illegal: `${s3}C`, reason: `${leftIs} only ${s3}D, ${s3}H or ${s3}S fit there` };
    case 'same-suit-higher': {
      const higher = [...v.sequence.slice(3)].map((rank) => `${rank}C`);
      return { rule: 'any higher rank than the left neighbour, same suit', position, gap, fits: sorted(higher), legal: [0, v.sequence.length - 1], illegal: `${seq(name, 1)}C`, reason: `${leftIs} only ${higher.slice(0, -1).join(', ')} or ${higher[higher.length - 1]} fit there` };
    }
  }
}

describe('variants: what any other gap takes (the fill rule)', () => {
  for (const name of VARIANT_NAMES) {
    const { rule, position, gap, fits, legal, illegal, reason } = fillCase(name);
    it(`${name}: ${rule}`, () => {
      const game = gameAt(position, { variant: name });
      expect(sorted(game.cardsFor(cell(...gap)))).to.deep.equal(sorted(fits));
      const card = game.board[legal[0]][legal[1]]!;
      expect(fits).to.include(card);
      expect(game.moves()).to.deep.include({ card, from: cell(...legal), to: cell(...gap) });
      expect(game.targetsOf(card)).to.deep.include(cell(...gap));
      // The illegal card is refused with the card, the gap and the reason, and nothing changes.
      expect(fits).not.to.include(illegal);
      expectRefused(game, () => game.play(illegal, cell(...gap)), `Illegal move: ${illegal} cannot go to row ${gap[0]}, column ${gap[1]} (${reason})`);
      expect(game.targetsOf(illegal)).not.to.deep.include(cell(...gap));
      // Onto a card: refused too.
      const occupied = game.board[0][0]!;
      expectRefused(game, () => game.play(illegal, cell(0, 0)), `Illegal move: ${illegal} cannot go to row 0, column 0 (that cell holds ${occupied}, not a gap)`);
      // The legal card goes, leaving a gap where it was.
      expect(playFrom(game, name, legal, gap)).to.deep.equal({ card, from: cell(...legal), to: cell(...gap) });
      expect(game.board[gap[0]][gap[1]]).to.equal(card);
      expect(game.board[legal[0]][legal[1]]).to.equal(null);
      expect(game.moveCount).to.equal(1);
      expect(game.history).to.deep.equal([{ type: 'move', card, from: cell(...legal), to: cell(...gap) }]);
    });
  }

  it('galary and free-parking: the left neighbour alone still fills a gap (its card one rank above, same suit)', () => {
    for (const name of ['galary', 'free-parking'] as const) {
      const { position } = fillCase(name);
      const game = gameAt(position, { variant: name });
      const wanted = `${seq(name, 3)}D`; // follows the left neighbour, a D; the right neighbour is a C
      expect(game.play(wanted, cell(0, 3)).to, name).to.deep.equal(cell(0, 3));
    }
  });

  it('free-parking: a gap whose left neighbour ends the sequence still takes the card one below its right neighbour', () => {
    // Row 0's 7C and row 1's KD trade places, and row 0's 8C goes to the row's end:
    // row 0 reads 2C 3C 4C 5C 6C KD -- 9C TC JC QC KC 8C.
    const position = swapped(won('free-parking'), [[0, 5], [1, 11]], [[0, 6], [0, 12]]);
    const game = gameAt(position, { variant: 'free-parking' });
    expect(game.board[0].slice(5, 8)).to.deep.equal(['KD', null, '9C']);
    expect(game.cardsFor(cell(0, 6))).to.deep.equal(['8C']);
    expect(game.play('8C', cell(0, 6))).to.deep.equal({ card: '8C', from: cell(0, 12), to: cell(0, 6) });
    // Montana's one-sided rule: right of a King nothing fits.
    const montana = gameAt(position, { variant: 'montana' });
    expect(montana.cardsFor(cell(0, 6))).to.deep.equal([]);
    expectRefused(montana, () => montana.play('8C', cell(0, 6)), 'Illegal move: 8C cannot go to row 0, column 6 (the card left of that gap is KD, so nothing fits there)');
  });

  it('paganini: the 6 follows the Ace (its deck has no 2 to 5)', () => {
    const game = gameAt(swapped(won('paganini'), [[0, 1], [0, 9]]), { variant: 'paganini' });
    expect(game.board[0].slice(0, 3)).to.deep.equal(['AC', null, '7C']);
    expect(game.cardsFor(cell(0, 1))).to.deep.equal(['6C']);
    expectRefused(game, () => game.play('7D', cell(0, 1)), 'Illegal move: 7D cannot go to row 0, column 1 (the card left of that gap is AC, so only 6C fits there)');
    expectRefused(game, () => game.play('2C', cell(0, 1)), 'Cannot play 2C: it is not on a paganini board');
    expect(game.play('6C')).to.deep.equal({ card: '6C', from: cell(0, 9), to: cell(0, 1) });
    expect(game.status).to.equal('won');
  });

  it('spaces-and-aces: any higher card of the suit may follow, right up to the King after the Ace', () => {
    const game = gameAt(swapped(won('spaces-and-aces'), [[0, 1], [0, 13]]), { variant: 'spaces-and-aces' });
    expect(sorted(game.cardsFor(cell(0, 1)))).to.deep.equal(sorted([...'23456789TJQK'].map((rank) => `${rank}C`)));
    expect(game.play('KC', cell(0, 1))).to.deep.equal({ card: 'KC', from: cell(0, 12), to: cell(0, 1) });
    // The gap the King left (column 12, right of QC) takes only a higher club: the King again.
    expect(game.cardsFor(cell(0, 12))).to.deep.equal(['KC']);
    expect(game.score).to.equal(3 * 13 + 1);
    expect(game.status).to.equal('playing');
  });

  it('jungle: a gap takes the next rank of any suit, but the goal still wants one suit per row', () => {
    // Rows in sequence with the suits taking turns: every card satisfies Jungle's fill rule.
    const game = gameAt(swapped(finished('jungle', 'alternate-colour'), [[0, 5], [0, 13]]), { variant: 'jungle' });
    expect(game.board[0][4]).to.equal('5C');
    expect(game.board[0][13]).to.equal('6H');
    expect(game.cardsFor(cell(0, 5))).to.deep.equal(['6C', '6D', '6H', '6S']);
    expect(game.play('6H', cell(0, 5))).to.deep.equal({ card: '6H', from: cell(0, 13), to: cell(0, 5) });
    expect(game.runs).to.deep.equal([1, 1, 1, 1]);
    expect(game.score).to.equal(4);
    expect(game.status).not.to.equal('won');
  });
});

/** The finished board with row 0's fourth card and row 2's traded: rows 0 and 2 keep runs of 3, every gap is right of a row's last card. */
const blocked = (name: VariantName) => swapped(won(name), [[0, 3], [2, 3]]);
const blockedRuns = (name: VariantName) =>
  Array.from({ length: VARIANTS[name].rows }, (_, r) => (r === 0 || r === 2 ? 3 : VARIANTS[name].sequence.length));

describe('variants: dead gaps', () => {
  for (const name of VARIANT_NAMES) {
    const v = VARIANTS[name];
    const n = v.sequence.length;
    if (v.fill === 'orthogonal') {
      it(`${name}: a gap with only gaps around it takes nothing; the last column does not wrap to the next row`, () => {
        // Row 0's 5C to row 2's gap: row 0 ends with two gaps, above row 1's gap.
        const game = gameAt(swapped(won(name), [[0, 4], [2, 5]]), { variant: name });
        expect(game.board[0].slice(4)).to.deep.equal([null, null]);
        expect(game.cardsFor(cell(0, 5))).to.deep.equal([]);
        expectRefused(game, () => game.play('AD', cell(0, 5)), 'Illegal move: AD cannot go to row 0, column 5 (only a card next to that gap can move into it)');
        // Row 1's gap (last column): above a gap, left 5D, below 5C; row 2's first card (the next in reading order) is not next to it.
        expect(sorted(game.cardsFor(cell(1, 5)))).to.deep.equal(['5C', '5D']);
        expectRefused(game, () => game.play('AH', cell(1, 5)), 'Illegal move: AH cannot go to row 1, column 5 (only a card next to that gap can move into it)');
      });
      continue;
    }
    it(`${name}: right of a ${v.sequence[n - 1]} (the sequence's last card) and right of a gap, nothing fits; the game is ${v.redeals > 0 ? 'stuck' : 'lost'} when every gap is dead`, () => {
      // Row 0's last card to row 1's gap: row 0 ends with two gaps.
      const game = gameAt(swapped(won(name), [[0, n - 1], [1, n]]), { variant: name });
      const lastCard = game.board[1][n]!;
      expect(game.board[0].slice(n - 1)).to.deep.equal([null, null]);
      expect(game.cardsFor(cell(0, n))).to.deep.equal([]);
      const besideGap = v.fill === 'left-or-right' ? 'that gap is between a gap and the edge, so nothing fits there' : 'the cell left of that gap is a gap too, so nothing fits there';
      expectRefused(game, () => game.play(cell(1, n), cell(0, n)), `Illegal move: ${lastCard} cannot go to row 0, column ${n} (${besideGap})`);
      for (let r = 2; r < v.rows; r++) expect(game.cardsFor(cell(r, n)), `row ${r}`).to.deep.equal([]);
      const king = game.board[2][n - 1]!;
      const afterLast = v.fill === 'left-or-right' ? `that gap is between ${king} and the edge, so nothing fits there` : `the card left of that gap is ${king}, so nothing fits there`;
      expectRefused(game, () => game.play(cell(1, n), cell(2, n)), `Illegal move: ${lastCard} cannot go to row 2, column ${n} (${afterLast})`);
      // The gap right of row 0's run is alive: the card from row 1 goes back, and the game is won.
      expect(game.cardsFor(cell(0, n - 1))).to.include(lastCard);
      expect(game.status).to.equal('playing');
      playFrom(game, name, [1, n], [0, n - 1]);
      expect(game.status).to.equal('won');
      // Every gap dead: no move, and the status says so.
      const stuck = gameAt(blocked(name), { variant: name });
      expect(stuck.moves()).to.deep.equal([]);
      expect(stuck.status).to.equal(v.redeals > 0 ? 'stuck' : 'lost');
    });
  }
});

describe('variants: the redeal', () => {
  for (const name of VARIANT_NAMES) {
    const v = VARIANTS[name];
    const where = { 'after-run': 'right after each run', random: 'at random among the redealt cells', 'last-column': 'in the last column' }[v.redealGaps];
    if (v.redeals === 0) {
      it(`${name}: allows no redeal by default`, () => {
        const game = gameAt(blocked(name), { variant: name, redealAnytime: true });
        expect(game.redeals).to.equal(0);
        expect(game.canRedeal()).to.equal(false);
        expectRefused(game, () => game.redeal(), 'Cannot redeal: this game allows no redeals');
        expect(new Game({ variant: name, seed: '1' }).redealsLeft).to.equal(0);
      });
    } else {
      it(`${name}: ${v.redeals} redeal${v.redeals > 1 ? 's' : ''} by default, refused once used`, () => {
        const game = new Game({ variant: name, seed: '1', redealAnytime: true });
        expect(game.redeals).to.equal(v.redeals);
        for (let k = 1; k <= v.redeals; k++) expect(game.redeal().redeal).to.equal(k);
        expect(game.canRedeal()).to.equal(false);
        expectRefused(game, () => game.redeal(), `Cannot redeal: no redeals left (all ${v.redeals} used)`);
        const early = new Game({ variant: name, seed: '1' });
        expect(early.moves()).not.to.deep.equal([]);
        expectRefused(
          early,
          () => early.redeal(),
          `Cannot redeal: ${early.moves().length} moves are still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)`,
        );
      });
    }
    it(`${name}: a redeal keeps the runs and puts the gaps ${where}`, () => {
      const options = v.redeals === 0 ? { redeals: 1, redealAnytime: true } : {};
      const game = gameAt(blocked(name), { variant: name, seed: 'test', ...options });
      if (v.redeals > 0) expect(game.status).to.equal('stuck');
      const before = rowsOf(game);
      const runs = blockedRuns(name);
      expect(game.runs).to.deep.equal(runs);
      const result = game.redeal();
      expect(result.runs).to.deep.equal(runs);
      expect(result.kept).to.equal(runs.reduce((a, b) => a + b, 0));
      expect(game.runs).to.deep.equal(runs);
      const after = rowsOf(game);
      expect(after).to.deep.equal(documentedRedeal(name, before, runs, 'test', 1));
      after.forEach((row, r) => expect(row.slice(0, runs[r]), `run of row ${r}`).to.deep.equal(before[r].slice(0, runs[r])));
      expect(after.flat().filter((card) => card !== null).sort()).to.deep.equal(boardCardsOf(name));
      const gapsOf = (row: (string | null)[]) => row.flatMap((card, c) => (card === null ? [c] : []));
      if (v.redealGaps === 'after-run') after.forEach((row, r) => expect(gapsOf(row), `gaps of row ${r}`).to.deep.equal([runs[r]]));
      if (v.redealGaps === 'last-column') after.forEach((row, r) => expect(gapsOf(row), `gaps of row ${r}`).to.deep.equal([v.columns - 1]));
      if (v.redealGaps === 'random') {
        after.forEach((row, r) => gapsOf(row).forEach((c) => expect(c, `gap of row ${r}`).to.be.at.least(runs[r])));
        expect(after.flat().filter((card) => card === null)).to.have.length(v.rows);
        // Not every gap lands right after its run (for this seed): they were shuffled with the cards.
        expect(after.every((row, r) => row[runs[r]] === null)).to.equal(false);
      }
      // Undo brings the board back; redo gives the same cards again.
      game.undo();
      expect(rowsOf(game)).to.deep.equal(before);
      game.redo();
      expect(rowsOf(game)).to.deep.equal(after);
    });
  }
});

describe('variants: the goal', () => {
  for (const name of VARIANT_NAMES) {
    const v = VARIANTS[name];
    const n = v.sequence.length;
    it(`${name}: won when every row holds ${v.sequence} from column 0 (${v.goal === 'same-suit' ? 'one suit' : v.goal}), not with one card out of place`, () => {
      const game = gameAt(won(name), { variant: name, redealAnytime: true, redeals: 1 });
      expect(game.status).to.equal('won');
      expect(game.score).to.equal(v.rows * n);
      expect(game.runs).to.deep.equal(Array(v.rows).fill(n));
      expectRefused(game, () => game.redeal(), 'Cannot redeal: the game is won');
      const almost = gameAt(blocked(name), { variant: name });
      expect(almost.status).not.to.equal('won');
      expect(almost.runs).to.deep.equal(blockedRuns(name));
      expect(almost.score).to.equal(blockedRuns(name).reduce((a, b) => a + b, 0));
    });
  }

  it('gaps-alter: rows must alternate colours; one-suit rows and rows of different suits of one colour are not won', () => {
    expect(gameAt(finished('gaps-alter', 'alternate-colour'), { variant: 'gaps-alter' }).status).to.equal('won');
    for (const pattern of ['same-suit', 'different-suit-same-colour'] as const) {
      const game = gameAt(finished('gaps-alter', pattern), { variant: 'gaps-alter' });
      expect(game.runs, pattern).to.deep.equal([1, 1, 1, 1]);
      expect(game.status, pattern).not.to.equal('won');
    }
  });

  it('gaps-diff: rows must change suit at every card; colours may repeat, one-suit rows are not won', () => {
    for (const pattern of ['alternate-colour', 'different-suit-same-colour'] as const) {
      expect(gameAt(finished('gaps-diff', pattern), { variant: 'gaps-diff' }).status, pattern).to.equal('won');
    }
    const game = gameAt(finished('gaps-diff', 'same-suit'), { variant: 'gaps-diff' });
    expect(game.runs).to.deep.equal([1, 1, 1, 1]);
    expect(game.status).not.to.equal('won');
  });

  it('gaps-alter and gaps-diff: a row built by their fill rule that is finished by it is won; montana does not count it', () => {
    const position = swapped(finished('gaps-alter', 'alternate-colour'), [[0, 11], [0, 12]]);
    for (const name of ['gaps-alter', 'gaps-diff'] as const) {
      const game = gameAt(position, { variant: name });
      expect(game.play('KH', cell(0, 11)).to, name).to.deep.equal(cell(0, 11));
      expect(game.status, name).to.equal('won');
    }
    expect(gameAt(finished('gaps-alter', 'alternate-colour')).status).not.to.equal('won');
  });

  it('jungle: rows in sequence of mixed suits (which its fill rule builds) are not won', () => {
    const game = gameAt(finished('jungle', 'alternate-colour'), { variant: 'jungle' });
    expect(game.runs).to.deep.equal([1, 1, 1, 1]);
    expect(game.status).not.to.equal('won');
    expect(gameAt(finished('jungle'), { variant: 'jungle' }).status).to.equal('won');
  });
});

describe('variants: two decks', () => {
  const twoDeck = VARIANT_NAMES.filter(isTwoDeck);

  it('are double-montana, double-blue-moon, double-red-moon and paganini-ii', () => {
    expect(twoDeck).to.deep.equal(['double-montana', 'double-blue-moon', 'double-red-moon', 'paganini-ii']);
  });

  for (const name of twoDeck) {
    const n = VARIANTS[name].sequence.length;
    const start = `${seq(name, 0)}C`;

    it(`${name}: every code of the board is there twice`, () => {
      for (const seed of ['1', '2', 'twice']) {
        const counts = new Map<string, number>();
        for (const card of new Game({ variant: name, seed }).board.flat()) if (card) counts.set(card, (counts.get(card) ?? 0) + 1);
        expect(counts.size).to.equal(boardCardsOf(name).length / 2);
        expect([...counts.values()].every((count) => count === 2)).to.equal(true);
      }
    });

    it(`${name}: play(code, to) refuses when both copies could go, play({ row, col }, to) picks one`, () => {
      // Row 0's first card to its end: the gap in column 0 takes either copy, at row 0's end or at row 4's start (row 4 is row 0's suit).
      const game = gameAt(swapped(won(name), [[0, 0], [0, n]]), { variant: name });
      const both = game.moves().filter((move) => move.card === start && move.to.row === 0 && move.to.col === 0);
      expect(both.map((move) => move.from)).to.deep.equal([cell(0, n), cell(4, 0)]);
      expectRefused(
        game,
        () => game.play(start, cell(0, 0)),
        `Cannot play ${start}: both ${start} can go there (at row 0, column ${n} and row 4, column 0); name the card by its cell, e.g. play({ row: 0, col: ${n} }, …)`,
      );
      expectRefused(
        game,
        () => game.play(start),
        `Cannot play ${start}: both ${start} can go (at row 0, column ${n} and row 4, column 0); name the card by its cell, e.g. play({ row: 0, col: ${n} })`,
      );
      expect(game.play(cell(4, 0), cell(0, 0))).to.deep.equal({ card: start, from: cell(4, 0), to: cell(0, 0) });
      expect(game.board[4][0]).to.equal(null);
      expect(game.board[0][0]).to.equal(start);
      expect(game.board[0][n]).to.equal(start);
      expect(game.history).to.deep.equal([{ type: 'move', card: start, from: cell(4, 0), to: cell(0, 0) }]);
      expect(JSON.parse(game.save()).actions).to.deep.equal([{ type: 'move', card: start, from: { row: 4, col: 0 }, to: { row: 0, col: 0 } }]);
      // targetsOf names the gap once, though two cards of that code can go there.
      game.undo();
      expect(game.targetsOf(start)).to.deep.equal([cell(0, 0)]);
      expect(game.cardsFor(cell(0, 0))).to.have.members([...SUIT_LETTERS].map((suit) => seq(name, 0) + suit));
      // A card named by its cell goes to the one gap it fits when no target is given.
      expect(game.play(cell(0, n))).to.deep.equal({ card: start, from: cell(0, n), to: cell(0, 0) });
      expect(game.status).to.equal('won');
      // Undo puts that copy back where it came from.
      game.undo();
      game.redo();
      game.undo();
      expect(game.board[4][0]).to.equal(start);
      expect(game.board[0][0]).to.equal(null);
    });

    it(`${name}: a card by its cell, with one copy's move, saves and loads as the same game`, () => {
      const game = new Game({ variant: name, seed: '1', redeals: 1, redealAnytime: true });
      for (let step = 0; step < 12 && game.moves().length > 0; step++) {
        const move = game.moves()[step % game.moves().length];
        expect(game.play(move.from, move.to)).to.deep.equal(move);
        expect(game.history.at(-1)).to.deep.equal({ type: 'move', ...move });
      }
      game.redeal();
      const move = game.moves()[0];
      if (move) game.play(move.from, move.to);
      game.undo();
      const loaded = Game.load(game.save());
      expect(snapshot(loaded)).to.deep.equal(snapshot(game));
      expect(loaded.save()).to.equal(game.save());
      // Both go on the same way.
      loaded.redo();
      game.redo();
      expect(snapshot(loaded)).to.deep.equal(snapshot(game));
      // A game from a position, too.
      const fromPosition = Game.load(game.position, { variant: name, seed: 's' });
      const first = fromPosition.moves()[0];
      if (first) fromPosition.play(first.from, first.to);
      expect(snapshot(Game.load(fromPosition.save()))).to.deep.equal(snapshot(fromPosition));
    });

    it(`${name}: a position holding a code three times is refused`, () => {
      const position = swapped(won(name), [[0, 0], [0, n]]).replace(/^--/, start);
      expect(thrownMessage(() => Game.load(position, { variant: name }))).to.equal(`Bad position: ${start} appears 3 times (row 0, column 0; row 0, column ${n} and row 4, column 0)`);
    });
  }
});

describe('variants: two decks, a target off the board', () => {
  // With two copies able to move, a bad target must be refused as such, before any
  // question of which copy: "both … can go" would drop the target the player gave.
  it('play(code, to) with a target off the board says the target is wrong, as in a one-deck game', () => {
    for (const name of VARIANT_NAMES.filter(isTwoDeck)) {
      const game = new Game({ variant: name, seed: '1' });
      const { card } = game.moves()[0];
      const { rows, columns } = VARIANTS[name];
      for (const to of [cell(rows, 0), cell(0, columns), null]) {
        expectRefused(game, () => game.play(card, to as Cell), `Cannot play ${card} to ${JSON.stringify(to)}: a cell is { row, col } with row 0 to ${rows - 1} and col 0 to ${columns - 1}`);
      }
    }
    const montana = new Game({ seed: '1' });
    expectRefused(montana, () => montana.play('2S', cell(4, 0)), 'Cannot play 2S to {"row":4,"col":0}: a cell is { row, col } with row 0 to 3 and col 0 to 12');
  });
});

describe('variants: decisions where the sources disagree', () => {
  it("free-parking: a gap in the last column has no right neighbour (it does not wrap to the next row's first card)", () => {
    // Row 1 starts with 5D: if the last column wrapped, row 0's gap (right of KC) would take 4D.
    const game = gameAt(swapped(won('free-parking'), [[1, 0], [1, 3]]), { variant: 'free-parking' });
    expect(game.board[0][12]).to.equal(null);
    expect(game.board[1][0]).to.equal('5D');
    expect(game.cardsFor(cell(0, 12))).to.deep.equal([]);
    expectRefused(game, () => game.play('4D', cell(0, 12)), 'Illegal move: 4D cannot go to row 0, column 12 (that gap is between KC and the edge, so nothing fits there)');
    expect(game.moves()).to.deep.equal([]);
    expect(game.status).to.equal('stuck');
  });

  it('jungle: 1 redeal', () => {
    expect(VARIANTS.jungle.redeals).to.equal(1);
    const game = gameAt(blocked('jungle'), { variant: 'jungle' });
    expect(game.redealsLeft).to.equal(1);
    game.redeal();
    expect(game.redealsLeft).to.equal(0);
    expectRefused(game, () => game.redeal(), 'Cannot redeal: no redeals left (all 1 used)');
  });

  it('galary: won with A–K rows of one suit, not with A–K rows of mixed suits', () => {
    expect(finished('galary').split('/')[0]).to.equal('AC2C3C4C5C6C7C8C9CTCJCQCKC--');
    expect(gameAt(finished('galary'), { variant: 'galary' }).status).to.equal('won');
    const mixed = gameAt(finished('galary', 'alternate-colour'), { variant: 'galary' });
    expect(mixed.status).not.to.equal('won');
    expect(mixed.runs).to.deep.equal([1, 1, 1, 1]);
  });

  it('paganini: won with rows A, 6, 7, 8, 9, T, J, Q, K of one suit', () => {
    expect(finished('paganini').split('/')[0]).to.equal('AC6C7C8C9CTCJCQCKC--');
    const game = gameAt(finished('paganini'), { variant: 'paganini' });
    expect(game.status).to.equal('won');
    expect(game.score).to.equal(36);
    const mixed = gameAt(finished('paganini', 'alternate-colour'), { variant: 'paganini' });
    expect(mixed.status).not.to.equal('won');
  });
});
