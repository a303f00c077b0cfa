// The attribute rules as pure functions: no element, no DOM.
import { expect } from '@open-wc/testing';
import { acceptRedeals, acceptSeed, acceptStorageKey, acceptVariant, booleanRefusal, isPlainText, redealsConverter, refusal } from '../../src/element/attributes.js';

const PLAIN = 'text of 1 to 200 characters, not only spaces, with no control characters';

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
    expect(refusal('seed', 'x'.repeat(61), PLAIN, '42')).to.deep.equal({
      key: `seed=${'x'.repeat(61)}`,
      message: `<montana-solitaire>: seed="${'x'.repeat(60)}…" is not accepted (accepted: ${PLAIN}); keeping seed="42", and the game goes on.`,
    });
  });

  it('a boolean attribute warns for a value other than none or its own name', () => {
    expect(booleanRefusal('four-color', null)).to.equal(null);
    expect(booleanRefusal('four-color', '')).to.equal(null);
    expect(booleanRefusal('four-color', 'Four-Color')).to.equal(null);
    expect(booleanRefusal('seed', 'false')).to.equal(null);
    expect(booleanRefusal('show-timer', 'false')).to.deep.equal({
      key: 'show-timer=false',
      message:
        '<montana-solitaire>: show-timer="false" is not accepted (accepted: no value: present means on, absent means off); keeping show-timer="on, since the attribute is present", and the game goes on.',
    });
  });

  it('variant: a known name, montana when absent, else the game\'s (or montana) with a warning', () => {
    expect(acceptVariant('spaces', 'montana')).to.deep.equal({ value: 'spaces' });
    expect(acceptVariant(null, 'spaces')).to.deep.equal({ value: 'montana' });
    const refused = acceptVariant('MONTANA', 'spaces');
    expect(refused.value).to.equal('spaces');
    expect(refused.refused!.key).to.equal('variant=MONTANA');
    expect(refused.refused!.message).to.match(/^<montana-solitaire>: variant="MONTANA" is not accepted \(accepted: montana, .+\); keeping variant="spaces", and the game goes on\.$/);
    expect(acceptVariant('foo', undefined).value).to.equal('montana');
  });

  it('seed: plain text or none (a random one), else the game\'s seed with a warning', () => {
    expect(acceptSeed('42', '7')).to.deep.equal({ value: '42' });
    expect(acceptSeed(null, '7')).to.deep.equal({ value: undefined });
    expect(acceptSeed('a\nb', '7')).to.deep.equal({
      value: '7',
      refused: { key: 'seed=a\nb', message: `<montana-solitaire>: seed="a\\nb" is not accepted (accepted: ${PLAIN}); keeping seed="7", and the game goes on.` },
    });
    expect(acceptSeed('', undefined).refused!.message).to.equal(
      `<montana-solitaire>: seed="" is not accepted (accepted: ${PLAIN}); keeping seed="a random seed", and the game goes on.`,
    );
  });

  it('redeals: 0 to 1000, the variant\'s when absent; a bad value keeps the game\'s and puts the last good value back', () => {
    expect(acceptRedeals(4, 'montana', 2, null, '4')).to.deep.equal({ redeals: 4, property: 4 });
    expect(acceptRedeals(null, 'montana', 4, 4, null)).to.deep.equal({ redeals: 2, property: null });
    expect(acceptRedeals(NaN, 'montana', 3, 3, 'lots')).to.deep.equal({
      redeals: 3,
      property: 3,
      refused: { key: 'redeals=lots', message: '<montana-solitaire>: redeals="lots" is not accepted (accepted: a whole number from 0 to 1000); keeping redeals="3", and the game goes on.' },
    });
    // Set as a property, the value is named as given.
    expect(acceptRedeals(1001, 'montana', undefined, null, null)).to.deep.equal({
      redeals: 2,
      property: null,
      refused: { key: 'redeals=1001', message: '<montana-solitaire>: redeals="1001" is not accepted (accepted: a whole number from 0 to 1000); keeping redeals="2", and the game goes on.' },
    });
  });

  it('autosave: a key from the value, or from the id when empty; a bad value keeps the last good key', () => {
    expect(acceptStorageKey(null, 'x', 'kept')).to.deep.equal({ key: null });
    expect(acceptStorageKey('', 'board', null)).to.deep.equal({ key: 'montana-solitaire:board' });
    expect(acceptStorageKey('', '', null)).to.deep.equal({ key: 'montana-solitaire' });
    expect(acceptStorageKey('mine', '', null)).to.deep.equal({ key: 'mine' });
    expect(acceptStorageKey('   ', '', 'mine')).to.deep.equal({
      key: 'mine',
      refused: {
        key: 'autosave=   ',
        message: `<montana-solitaire>: autosave="   " is not accepted (accepted: no value, or ${PLAIN}); keeping autosave="mine", and the game goes on.`,
      },
    });
    expect(acceptStorageKey('a\u0000', 'board', null).key).to.equal('montana-solitaire:board');
  });
});
