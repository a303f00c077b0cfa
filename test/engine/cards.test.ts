import { expect } from '@open-wc/testing';
import { codeOf, parseCard, rankOf, suitOf } from '../../src/engine.js';

describe('card codes', () => {
  it('number the deck in the documented order: suits C D H S, ranks A to K', () => {
    expect(parseCard('AC')).to.equal(0);
    expect(parseCard('KC')).to.equal(12);
    expect(parseCard('AD')).to.equal(13);
    expect(parseCard('TD')).to.equal(22);
    expect(parseCard('KS')).to.equal(51);
  });

  it('round-trip every card', () => {
    for (let card = 0; card < 52; card++) expect(parseCard(codeOf(card))).to.equal(card);
    expect(codeOf(45)).to.equal('7S');
    expect([rankOf(45), suitOf(45)]).to.deep.equal([7, 3]);
  });

  it('reject what is not a card code', () => {
    for (const text of ['', '7', '10H', '7h', '1H', 'ZZ', ' 7H', '7H ', null, 7]) {
      expect(parseCard(text as string), String(text)).to.equal(-1);
    }
  });
});
