import { expect } from '@open-wc/testing';
import { Game, VARIANTS, VARIANT_NAMES } from '../../src/engine.js';
import { thrownMessage } from './helpers.js';

describe('new Game(options)', () => {
  it('keeps the options as given', () => {
    const game = new Game({ variant: 'descending', seed: 'abc', redeals: 4, redealAnytime: true });
    expect([game.variant, game.seed, game.redeals, game.redealAnytime]).to.deep.equal(['descending', 'abc', 4, true]);
  });

  const ACCEPTED = VARIANT_NAMES.join(', ');
  const bad: [string, unknown, string][] = [
    ['an unknown variant', { variant: 'foo' }, `Cannot start a game: unknown variant "foo"; accepted variants: ${ACCEPTED}`],
    ['a variant inherited from Object', { variant: 'toString' }, `Cannot start a game: unknown variant "toString"; accepted variants: ${ACCEPTED}`],
    ['negative redeals', { redeals: -1 }, 'Cannot start a game: redeals must be a whole number from 0 to 1000, got -1'],
    ['fractional redeals', { redeals: 1.5 }, 'Cannot start a game: redeals must be a whole number from 0 to 1000, got 1.5'],
    ['redeals as text', { redeals: 'lots' }, 'Cannot start a game: redeals must be a whole number from 0 to 1000, got "lots"'],
    ['infinite redeals', { redeals: Infinity }, 'Cannot start a game: redeals must be a whole number from 0 to 1000, got Infinity'],
    ['a seed that is not a string', { seed: 42 }, 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got 42'],
    ['an empty seed', { seed: '' }, 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got ""'],
    ['a blank seed', { seed: '   ' }, 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "   "'],
    ['a seed of 201 characters', { seed: 'x'.repeat(201) }, `Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "${'x'.repeat(40)}…"`],
    ['a seed of ten million characters', { seed: 'x'.repeat(1e7) }, `Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "${'x'.repeat(40)}…"`],
    ['a seed with a line break', { seed: 'a\nb' }, 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "a\\nb"'],
    ['a seed with a lone surrogate', { seed: 'a\ud800' }, 'Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "a\\ud800"'],
    ['a 200-character seed with an attempt number past winnable\'s', { seed: `${'x'.repeat(200)}:30` }, `Cannot start a game: seed must be text of 1 to 200 characters, not only spaces, with no control characters, got "${'x'.repeat(40)}…"`],
    ['redealAnytime not a boolean', { redealAnytime: 'yes' }, 'Cannot start a game: redealAnytime must be true or false, got "yes"'],
    ['options that are not an object', 'montana', 'Cannot start a game: options must be an object, got "montana"'],
    ['options in a list', ['descending'], 'Cannot start a game: options must be an object, got ["descending"]'],
    ['a bad position', { position: 'nonsense' }, 'Bad position: it has 1 row, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"'],
  ];
  it('takes a seed of 200 characters, and the seeds winnable tries from it (one more number each)', () => {
    const seed = 'ü'.repeat(200);
    expect(new Game({ seed }).seed).to.equal(seed);
    expect(new Game({ seed: `${seed}:29` }).seed).to.equal(`${seed}:29`);
    expect(new Game({ seed: 'seed:300' }).seed, 'short text with any number is plain text').to.equal('seed:300');
  });

  for (const [what, options, message] of bad) {
    it(`throws on ${what}, naming what is accepted`, () => {
      expect(thrownMessage(() => new Game(options as never))).to.equal(message);
    });
  }
});

describe('VARIANTS', () => {
  it('lists the whole family as data', () => {
    expect(VARIANT_NAMES).to.deep.equal([
      'montana', 'descending', 'spaces', 'station', 'blue-moon', 'red-moon', 'galary', 'free-parking', 'jungle', 'spaces-and-aces',
      'paganini', 'house-of-commons', 'line-up', 'rectangular-rovers', 'double-montana', 'double-blue-moon', 'double-red-moon',
      'paganini-ii', 'gaps-alter', 'gaps-diff', 'mini-gaps',
    ]);
    expect(VARIANTS.montana).to.include({ rows: 4, columns: 13, sequence: '23456789TJQK', removed: 'A', redeals: 2 });
    expect(VARIANTS.descending).to.include({ rows: 4, columns: 13, sequence: 'KQJT98765432', removed: 'A', redeals: 2 });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(VARIANTS)).to.equal(true);
    expect(Object.isFrozen(VARIANTS.montana)).to.equal(true);
  });
});
