// The attribute rules as pure functions: no element, no DOM.
import { expect } from '@open-wc/testing';
import { acceptRedeals, acceptSeed, acceptStorageKey, acceptVariant, checkBoolean, redealsConverter, refuse } from '../../src/element/attributes.js';
import { isPlainText } from '../../src/engine.js';

const PLAIN = 'text of 1 to 200 characters, not only spaces, with no control characters';

/** A Warn that records what it is given: [key, message] pairs. */
function recorder() {
  const warnings: [string, string][] = [];
  return { warnings, warn: (key: string, message: string) => void warnings.push([key, message]) };
}

describe('attribute parsing, without a DOM', () => {
  it('isPlainText takes short visible text, and refuses empty, blank, long, control and lone-surrogate text', () => {
    for (const value of ['a', '42', 'seed with spaces', 'ü€😀', 'x'.repeat(200)]) expect(isPlainText(value), value).to.equal(true);
    for (const value of ['', '   ', 'x'.repeat(201), 'a\nb', 'a\u0000', 'a\u007f', 'a\u0085', 'a\ud800']) expect(isPlainText(value), JSON.stringify(value)).to.equal(false);
  });

  it('the redeals converter reads decimal digits only, NaN otherwise, null for no attribute', () => {
    expect(redealsConverter.fromAttribute(null)).to.equal(null);
    expect(redealsConverter.fromAttribute('3')).to.equal(3);
    expect(redealsConverter.fromAttribute(' 007 ')).to.equal(7);
    for (const text of ['', '0x10', '1e2', '-1', '2.5', 'lots', '1234567890']) expect(redealsConverter.fromAttribute(text), text).to.be.NaN;
  });

  it('a refusal names the attribute, the value (cut at 60 characters), what is accepted and what is kept', () => {
    const { warnings, warn } = recorder();
    refuse(warn, 'seed', 'x'.repeat(61), PLAIN, '42');
    expect(warnings).to.deep.equal([
      [`seed=${'x'.repeat(61)}`, `<montana-solitaire>: seed="${'x'.repeat(60)}…" is not accepted (accepted: ${PLAIN}); keeping seed="42", and the game goes on.`],
    ]);
  });

  it('a boolean attribute warns for a value other than none or its own name', () => {
    const { warnings, warn } = recorder();
    checkBoolean(warn, 'four-color', null);
    checkBoolean(warn, 'four-color', '');
    checkBoolean(warn, 'four-color', 'Four-Color');
    checkBoolean(warn, 'seed', 'false');
    expect(warnings).to.deep.equal([]);
    checkBoolean(warn, 'show-timer', 'false');
    expect(warnings).to.deep.equal([
      [
        'show-timer=false',
        '<montana-solitaire>: show-timer="false" is not accepted (accepted: no value: present means on, absent means off); keeping show-timer="on, since the attribute is present", and the game goes on.',
      ],
    ]);
  });

  it('variant: a known name, montana when absent, else the game\'s (or montana) with a warning', () => {
    const { warnings, warn } = recorder();
    expect(acceptVariant(warn, 'spaces', 'montana')).to.equal('spaces');
    expect(acceptVariant(warn, null, 'spaces')).to.equal('montana');
    expect(warnings).to.deep.equal([]);
    expect(acceptVariant(warn, 'MONTANA', 'spaces')).to.equal('spaces');
    expect(acceptVariant(warn, 'foo', undefined)).to.equal('montana');
    expect(warnings.map(([key]) => key)).to.deep.equal(['variant=MONTANA', 'variant=foo']);
    expect(warnings[0][1]).to.match(/^<montana-solitaire>: variant="MONTANA" is not accepted \(accepted: montana, descending, spaces, .+\); keeping variant="spaces", and the game goes on\.$/);
    expect(warnings[1][1]).to.match(/; keeping variant="montana", and the game goes on\.$/);
  });

  it('seed: a game\'s seed as the engine says (plain text, or a winnable attempt\'s from plain text) or none (a random one), else the game\'s seed with a warning', () => {
    const { warnings, warn } = recorder();
    expect(acceptSeed(warn, '42', '7')).to.equal('42');
    expect(acceptSeed(warn, null, '7')).to.equal(undefined);
    // The seed of a winnable attempt from a seed of 200 characters: a game's seed, as the engine says.
    expect(acceptSeed(warn, `${'x'.repeat(200)}:1`, '7')).to.equal(`${'x'.repeat(200)}:1`);
    expect(warnings).to.deep.equal([]);
    expect(acceptSeed(warn, `${'x'.repeat(201)}:1`, '7')).to.equal('7');
    warnings.length = 0;
    expect(acceptSeed(warn, 'a\nb', '7')).to.equal('7');
    expect(acceptSeed(warn, '', undefined)).to.equal(undefined);
    expect(warnings).to.deep.equal([
      ['seed=a\nb', `<montana-solitaire>: seed="a\\nb" is not accepted (accepted: ${PLAIN}); keeping seed="7", and the game goes on.`],
      ['seed=', `<montana-solitaire>: seed="" is not accepted (accepted: ${PLAIN}); keeping seed="a random seed", and the game goes on.`],
    ]);
  });

  it('redeals: 0 to 1000, the variant\'s when absent, else the game\'s (or the variant\'s) named as given', () => {
    const { warnings, warn } = recorder();
    expect(acceptRedeals(warn, 4, 'montana', 2, '4')).to.equal(4);
    expect(acceptRedeals(warn, 0, 'montana', 2, null)).to.equal(0);
    expect(acceptRedeals(warn, null, 'montana', 4, null)).to.equal(2);
    expect(warnings).to.deep.equal([]);
    expect(acceptRedeals(warn, NaN, 'montana', 3, 'lots')).to.equal(3);
    // Set as a property, the value is named as given.
    expect(acceptRedeals(warn, 1001, 'montana', undefined, null)).to.equal(2);
    expect(warnings).to.deep.equal([
      ['redeals=lots', '<montana-solitaire>: redeals="lots" is not accepted (accepted: a whole number from 0 to 1000); keeping redeals="3", and the game goes on.'],
      ['redeals=1001', '<montana-solitaire>: redeals="1001" is not accepted (accepted: a whole number from 0 to 1000); keeping redeals="2", and the game goes on.'],
    ]);
  });

  it('autosave: a key from the value, or from the id when empty; a bad value keeps the last good key', () => {
    const { warnings, warn } = recorder();
    expect(acceptStorageKey(warn, null, 'x', 'kept')).to.equal(null);
    expect(acceptStorageKey(warn, '', 'board', null)).to.equal('montana-solitaire:board');
    expect(acceptStorageKey(warn, '', '', null)).to.equal('montana-solitaire');
    expect(acceptStorageKey(warn, 'mine', '', null)).to.equal('mine');
    expect(warnings).to.deep.equal([]);
    expect(acceptStorageKey(warn, '   ', '', 'mine')).to.equal('mine');
    expect(acceptStorageKey(warn, 'a\u0000', 'board', null)).to.equal('montana-solitaire:board');
    expect(warnings).to.deep.equal([
      ['autosave=   ', `<montana-solitaire>: autosave="   " is not accepted (accepted: no value, or ${PLAIN}); keeping autosave="mine", and the game goes on.`],
      ['autosave=a\u0000', `<montana-solitaire>: autosave="a\\u0000" is not accepted (accepted: no value, or ${PLAIN}); keeping autosave="montana-solitaire:board", and the game goes on.`],
    ]);
  });
});
