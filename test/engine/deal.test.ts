import { expect } from '@open-wc/testing';
import alea from 'seedrandom/lib/alea.js';
import { Game, VARIANTS } from '../../src/engine.js';

/**
 * rules.md's documented deal, written out from its text alone, as a stranger
 * reproducing a deal would write it.
 */
function documentedDeal(seed: string): string {
  const deck: string[] = [];
  for (const suit of 'CDHS') for (const rank of 'A23456789TJQK') deck.push(rank + suit);
  const random = alea(seed);
  for (let i = deck.length - 1; i >= 1; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const tokens = deck.map((card) => (card[0] === 'A' ? '--' : card));
  return [0, 1, 2, 3].map((row) => tokens.slice(row * 13, row * 13 + 13).join('')).join('/');
}

describe('the deal', () => {
  it('pins the full first deal of seeds 1, 42 and "montana"', () => {
    expect(new Game({ seed: '1' }).position).to.equal(
      '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
    );
    expect(new Game({ seed: '42' }).position).to.equal(
      'QD5S--5C8D9HQH7C2C9S8C--6D/JD5HQCKCKD6C3DJH9C3S9DTD6S/7HKH5D2S8S--8H7D4HTS4C6HJS/JC2D4D--KS3H3C7SQSTC4S2HTH',
    );
    expect(new Game({ seed: 'montana' }).position).to.equal(
      '5D8SKC7HKS8D6D9D--8C9H4S3C/4H--QH5H2DTC--JS2C5C2S6C9S/7D6SKHJDTS3S9C--QDTHKDQC5S/8HJC6H4C3H2HJHQS7S4D7CTD3D',
    );
  });

  it('lays out the first deal as rows of card codes with null for the four gaps', () => {
    const board = new Game({ seed: '1' }).board;
    expect(board).to.have.length(4);
    expect(board.map((row) => row.length)).to.deep.equal([13, 13, 13, 13]);
    expect(board[0].slice(0, 3)).to.deep.equal([null, 'JH', '4S']);
    expect(board.flat().filter((cell) => cell === null)).to.have.length(4);
  });

  it('is the documented deal: Alea, Fisher–Yates from the top, row by row, aces out', () => {
    for (const seed of ['1', '2', '42', 'montana', ' x ', 'Grüße, 🂡', 'a:redeal:1']) {
      expect(new Game({ seed }).position, `seed ${JSON.stringify(seed)}`).to.equal(documentedDeal(seed));
    }
  });

  it('deals descending the same cards as montana for the same seed', () => {
    for (const seed of ['1', '42', 'x']) {
      expect(new Game({ seed, variant: 'descending' }).position).to.equal(new Game({ seed }).position);
    }
  });

  it('gives different deals for different seeds and the same deal for the same seed', () => {
    expect(new Game({ seed: '7' }).position).to.equal(new Game({ seed: '7' }).position);
    expect(new Game({ seed: '7' }).position).not.to.equal(new Game({ seed: '8' }).position);
  });

  it('picks a fresh seed when none is given, and that seed reproduces the deal', () => {
    const first = new Game();
    const second = new Game();
    expect(typeof first.seed).to.equal('string');
    expect(first.seed).to.match(/^\d+$/);
    expect(first.seed).not.to.equal(second.seed);
    expect(new Game({ seed: first.seed }).position).to.equal(first.position);
  });

  it('uses the variant defaults: montana with 2 redeals, redeals only when stuck', () => {
    const game = new Game({ seed: '1' });
    expect(game.variant).to.equal('montana');
    expect(game.redeals).to.equal(VARIANTS.montana.redeals);
    expect(game.redeals).to.equal(2);
    expect(game.redealAnytime).to.equal(false);
    expect(game.redealsLeft).to.equal(2);
    expect(game.redealsUsed).to.equal(0);
    expect(game.moveCount).to.equal(0);
    expect(game.history).to.deep.equal([]);
  });
});
