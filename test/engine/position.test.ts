import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import { SOLVED_MONTANA, thrownMessage } from './helpers.js';

const CARD_HELP = 'a card is a rank (A 2 3 4 5 6 7 8 9 T J Q K) followed by a suit (C D H S), e.g. 7H';
const DEAL_42 = 'QD5S--5C8D9HQH7C2C9S8C--6D/JD5HQCKCKD6C3DJH9C3S9DTD6S/7HKH5D2S8S--8H7D4HTS4C6HJS/JC2D4D--KS3H3C7SQSTC4S2HTH';

describe('position notation', () => {
  it('writes a solved montana row as 2C3C4C5C6C7C8C9CTCJCQCKC--', () => {
    expect(Game.load(SOLVED_MONTANA).position.split('/')[0]).to.equal('2C3C4C5C6C7C8C9CTCJCQCKC--');
  });

  it('round-trips: load(position).position is the same text, and the board matches it', () => {
    const game = Game.load(DEAL_42, { seed: '42' });
    expect(game.position).to.equal(DEAL_42);
    expect(game.board).to.deep.equal(new Game({ seed: '42' }).board);
    expect(game.seed).to.equal('42');
  });

  it('takes the variant, seed and redeals from the options', () => {
    const game = Game.load(DEAL_42, { variant: 'descending', seed: 's', redeals: 3 });
    expect([game.variant, game.seed, game.redeals]).to.deep.equal(['descending', 's', 3]);
    expect(game.moves().map((move) => move.card)).to.deep.equal(['4S', '7C', '7S', '3D']);
  });

  it('ignores surrounding whitespace', () => {
    expect(Game.load(`  ${DEAL_42}\n`).position).to.equal(DEAL_42);
  });

  const bad: [string, unknown, string][] = [
    ['too few rows', DEAL_42.split('/').slice(0, 3).join('/'), 'Bad position: it has 3 rows, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"'],
    ['too many rows', `${DEAL_42}/${DEAL_42.split('/')[0]}`, 'Bad position: it has 5 rows, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"'],
    ['a short row', DEAL_42.replace('6D/', '/'), 'Bad position: row 0 is 24 characters long, but a montana row is 13 cells of 2 characters (26)'],
    ['spaces inside', DEAL_42.replace('QD5S', 'QD 5S'), 'Bad position: row 0 is 27 characters long, but a montana row is 13 cells of 2 characters (26)'],
    ['an unknown token', DEAL_42.replace('QD5S', 'QX5S'), `Bad position: "QX" at row 0, column 0 is not a card or a gap (--); ${CARD_HELP}`],
    ['lower case', DEAL_42.replace('QD5S', 'qd5S'), `Bad position: "qd" at row 0, column 0 is not a card or a gap (--); ${CARD_HELP}`],
    ['an ace', DEAL_42.replace('QD5S--', 'QD5SAH'), 'Bad position: AH at row 0, column 2 is not on a montana board'],
    ['a card twice', DEAL_42.replace('QD5S', 'QDQD'), 'Bad position: QD appears twice (row 0, column 0 and row 0, column 1)'],
    ['a card missing', DEAL_42.replace('QD5S', '--5S'), 'Bad position: QD is missing (a montana board holds 48 cards and 4 gaps)'],
    ['not text', 42, 'Cannot load: expected a save (JSON text) or a position string, got 42'],
    ['empty', '', 'Bad position: it has 1 row, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"'],
  ];
  for (const [what, text, message] of bad) {
    it(`says exactly what is wrong: ${what}`, () => {
      expect(thrownMessage(() => Game.load(text as string))).to.equal(message);
      expect(Game.validate(text as string)).to.deep.equal({ ok: false, error: message });
    });
  }

  it('refuses options that are not an object, for a position and for a save alike', () => {
    // Spread into a game's options, null, a number or a variant's name alone would have dealt a game of defaults.
    const save = new Game({ seed: '42' }).save();
    for (const [options, shown] of [[null, 'null'], [5, '5'], ['descending', '"descending"'], [['descending'], '["descending"]']] as const) {
      const message = `Cannot load: options must be an object, got ${shown}`;
      for (const text of [DEAL_42, save]) {
        expect(thrownMessage(() => Game.load(text, options as never))).to.equal(message);
        expect(Game.validate(text, options as never)).to.deep.equal({ ok: false, error: message });
      }
    }
  });

  it('validates a good position as ok', () => {
    expect(Game.validate(DEAL_42)).to.deep.equal({ ok: true });
  });
});
