import { expect, html } from '@open-wc/testing';
import { Game, PLAIN_TEXT } from '../../src/engine.js';
import type { Cell, MontanaSolitaire } from '../../src/index.js';
import { thrownMessage } from '../engine/helpers.js';
import { SOLVED_MONTANA, announcement, at, cellsWith, clickCell, montana, playFirstMove, recordEvents, swapped, watchConsole } from './helpers.js';

/** Everything a page can see of an element: its game, its attributes, its words, its lit cells. */
function looks(element: MontanaSolitaire) {
  return {
    save: element.save(),
    attributes: element.getAttributeNames().map((name) => [name, element.getAttribute(name)]),
    said: announcement(element),
    picked: cellsWith(element, 'picked'),
    lit: cellsWith(element, 'lit'),
  };
}

describe('<montana-solitaire> methods', () => {
  it('let a host page play a whole game through the API alone', async () => {
    const element = await montana(html`<montana-solitaire seed="11"></montana-solitaire>`);
    const recorder = recordEvents(['move', 'redeal', 'win', 'lose']);
    const shadow = new Game({ seed: '11' });
    for (let turn = 0; turn < 500 && (element.status === 'playing' || element.status === 'stuck'); turn++) {
      if (element.status === 'stuck') {
        element.redeal();
        shadow.redeal();
      } else {
        const moves = element.moves();
        // Build on runs first; a 2 that already stands in column 0 only hops, so it moves last.
        const move = moves.find((candidate) => candidate.to.col > 0) ?? moves.find((candidate) => candidate.from.col > 0) ?? moves[0];
        expect(element.play(move.card, move.to)).to.deep.equal(shadow.play(move.card, move.to));
      }
      expect(element.board).to.deep.equal(shadow.board);
    }
    recorder.stop();
    expect([element.status, element.score, element.moveCount, element.redealsLeft]).to.deep.equal([
      shadow.status,
      shadow.score,
      shadow.moveCount,
      shadow.redealsLeft,
    ]);
    expect(['won', 'lost']).to.include(element.status);
    expect(recorder.events.filter((event) => event.type === 'move')).to.have.length(shadow.moveCount);
    expect(recorder.events.at(-1)!.type).to.equal(element.status === 'won' ? 'win' : 'lose');
  });

  it('throw the engine\'s error for an illegal move and change nothing', async () => {
    const element = await montana();
    const recorder = recordEvents(['move']);
    const save = element.save();
    expect(thrownMessage(() => element.play('7H', { row: 2, col: 5 }))).to.equal(
      'Illegal move: 7H cannot go to row 2, column 5 (the card left of that gap is 8S, so only 9S fits there)',
    );
    expect(thrownMessage(() => element.redeal())).to.equal(
      'Cannot redeal: 4 moves are still possible, and a redeal is allowed only when no card can move (unless redealAnytime is set)',
    );
    recorder.stop();
    expect(element.save()).to.equal(save);
    expect(recorder.events).to.have.length(0);
  });

  it('newGame(seed) deals that seed, newGame() a fresh one, restart() the same deal again', async () => {
    const element = await montana();
    element.play('9S');
    element.newGame('77');
    expect(element.board).to.deep.equal(new Game({ seed: '77' }).board);
    await element.updateComplete;
    expect(element.getAttribute('seed')).to.equal('77');
    expect(element.moveCount).to.equal(0);
    element.newGame();
    await element.updateComplete;
    const fresh = element.getAttribute('seed')!;
    expect(fresh).not.to.equal('77');
    expect(element.board).to.deep.equal(new Game({ seed: fresh }).board);
    const deal = element.board;
    playFirstMove(element);
    element.restart();
    expect(element.board).to.deep.equal(deal);
    await element.updateComplete;
    expect([element.moveCount, element.getAttribute('seed')]).to.deep.equal([0, fresh]);
  });

  it('restart() after load(position) starts again from that position, not from the deal of the seed', async () => {
    const element = await montana();
    const position = new Game({ seed: 'elsewhere' }).position;
    element.load(position);
    const loaded = element.board;
    element.play(element.moves()[0].from, element.moves()[0].to);
    element.restart();
    expect(element.board).to.deep.equal(loaded);
    expect(element.moveCount).to.equal(0);
    expect(Game.load(element.save()).position).to.equal(position);
  });

  it('save() and load() restore the game exactly, undo history included', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeal-anytime redeals="3"></montana-solitaire>`);
    element.play('9S');
    element.redeal();
    playFirstMove(element);
    element.undo();
    const save = element.save();
    const other = await montana(html`<montana-solitaire seed="1" variant="descending"></montana-solitaire>`);
    other.load(save);
    await other.updateComplete;
    expect(other.save()).to.equal(save);
    expect(other.board).to.deep.equal(element.board);
    expect([other.getAttribute('variant'), other.getAttribute('seed'), other.getAttribute('redeals')]).to.deep.equal(['montana', '42', '3']);
    expect(other.redo()).to.deep.equal(element.redo());
    expect(other.board).to.deep.equal(element.board);
  });

  it('load() takes a position string, and refuses bad text with the engine\'s message, changing nothing', async () => {
    const element = await montana();
    element.play('9S');
    const save = element.save();
    const recorder = recordEvents(['newgame']);
    expect(thrownMessage(() => element.load('nonsense'))).to.equal(
      'Bad position: it has 1 row, but a montana position is 4 rows of 13 cells (a card code or --), rows separated by "/"',
    );
    // The brackets hold the JSON parser's own words.
    expect(thrownMessage(() => element.load('{"format":"montana-solitaire","version":1'))).to.match(/^Cannot load save: it is not valid JSON \(.+\)$/);
    expect(element.save()).to.equal(save);
    element.load(SOLVED_MONTANA);
    recorder.stop();
    expect(element.status).to.equal('won');
    expect(recorder.events.map((event) => event.detail)).to.deep.equal([{ variant: 'montana', seed: '42', redeals: 2, resumed: false }]);
  });
});

describe('<montana-solitaire> methods refuse what cannot be done, and change nothing', () => {
  it('newGame(seed) and load(text) refuse a seed the attribute refuses with the engine\'s error: same game, same attributes, no event, no warning', async () => {
    const element = await montana();
    element.play('9S');
    await element.updateComplete;
    const before = looks(element);
    const save = element.save();
    const recorder = recordEvents(['newgame', 'stats']);
    const watch = watchConsole();
    try {
      for (const seed of ['x'.repeat(201), 'a\u0000b', 'line\nbreak', '   ', '', '\ud800', 'x'.repeat(201) + ':1']) {
        const refusal = `Cannot start a game: seed must be ${PLAIN_TEXT}, got ${JSON.stringify(seed.length > 40 ? `${seed.slice(0, 40)}…` : seed)}`;
        expect(() => element.newGame(seed), JSON.stringify(seed)).to.throw(refusal);
        expect(() => element.load(JSON.stringify({ ...JSON.parse(save), seed })), JSON.stringify(seed)).to.throw(`Cannot load save: ${refusal}`);
        await element.updateComplete;
      }
      await new Promise((resolve) => setTimeout(resolve));
    } finally {
      watch.restore();
      recorder.stop();
    }
    expect(looks(element)).to.deep.equal(before);
    expect(recorder.events).to.deep.equal([]);
    expect(watch.warnings).to.deep.equal([]);
    expect(watch.errors).to.deep.equal([]);
  });

  it('newGame(seed) takes the seed of a winnable attempt from a seed of 200 characters, as the engine does, without calling it "not accepted"', async () => {
    const element = await montana();
    const seed = `${'x'.repeat(200)}:1`;
    const watch = watchConsole();
    try {
      element.newGame(seed);
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve));
    } finally {
      watch.restore();
    }
    expect(watch.warnings).to.deep.equal([]);
    expect([element.seed, element.getAttribute('seed')]).to.deep.equal([seed, seed]);
    expect(element.board).to.deep.equal(new Game({ seed }).board);
  });

  it('tap(cell) refuses what is not a cell of the board with an error naming it and saying why, and changes nothing', async () => {
    const element = await montana();
    // Two gaps in column 0, each taking any of three 2s: a tap on one selects it and lights the choices.
    element.load(swapped(SOLVED_MONTANA, [[0, 0], [0, 12]], [[1, 0], [1, 12]]));
    element.tap(at(1, 0));
    await element.updateComplete;
    const before = looks(element);
    expect(before.picked).to.deep.equal(['1,0']);
    const recorder = recordEvents(['move', 'newgame']);
    const bad: [unknown, string][] = [
      [{}, '{}'],
      [null, 'null'],
      [undefined, 'undefined'],
      ['a', '"a"'],
      [42, '42'],
      [{ row: 99, col: 0 }, '{"row":99,"col":0}'],
      [{ row: 0, col: 13 }, '{"row":0,"col":13}'],
      [{ row: -1, col: 0 }, '{"row":-1,"col":0}'],
      [{ row: 0.5, col: 0 }, '{"row":0.5,"col":0}'],
      [{ row: '1', col: '0' }, '{"row":"1","col":"0"}'],
      [[1, 0], '[1,0]'],
    ];
    try {
      for (const [cell, shown] of bad) {
        expect(() => element.tap(cell as Cell), shown).to.throw(Error, `Cannot tap ${shown}: a cell is { row, col } with row 0 to 3 and col 0 to 12`);
      }
      await element.updateComplete;
    } finally {
      recorder.stop();
    }
    expect(looks(element)).to.deep.equal(before);
    expect(recorder.events).to.deep.equal([]);
    // The selection still stands: the next tap places a 2.
    element.tap(at(0, 12));
    expect(element.moveCount).to.equal(1);
  });
});

describe('<montana-solitaire> in a page', () => {
  it('keeps its game when removed and put back, without dealing again', async () => {
    const element = await montana();
    element.play('9S');
    const parent = element.parentElement!;
    const recorder = recordEvents(['newgame']);
    element.remove();
    const other = document.createElement('section');
    document.body.append(other);
    other.append(element);
    await element.updateComplete;
    parent.append(element);
    await element.updateComplete;
    recorder.stop();
    other.remove();
    expect(recorder.events).to.have.length(0);
    expect(element.moveCount).to.equal(1);
    expect(element.board[2][5]).to.equal('9S');
    await clickCell(element, 2, 2);
    expect(element.board[3][3]).to.equal('5D');
  });

  it('can be made with createElement and set up by properties before and after it is attached', async () => {
    const element = document.createElement('montana-solitaire') as MontanaSolitaire;
    element.seed = '42';
    element.redeals = 4;
    expect(element.board).to.deep.equal(new Game({ seed: '42' }).board);
    document.body.append(element);
    await element.updateComplete;
    expect([element.getAttribute('seed'), element.getAttribute('redeals'), element.redealsLeft]).to.deep.equal(['42', '4', 4]);
    element.variant = 'descending';
    await element.updateComplete;
    expect(element.moves()).to.deep.equal(new Game({ seed: '42', variant: 'descending' }).moves());
    element.remove();
  });

  it('two elements on one page do not disturb each other', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<montana-solitaire seed="42"></montana-solitaire><montana-solitaire seed="42"></montana-solitaire>';
    document.body.append(wrapper);
    const [first, second] = [...wrapper.querySelectorAll('montana-solitaire')];
    await Promise.all([first.updateComplete, second.updateComplete]);
    await clickCell(first, 0, 9);
    second.play('5D');
    await second.updateComplete;
    expect(first.board[2][5]).to.equal('9S');
    expect(first.board[3][3]).to.equal(null);
    expect(second.board[2][5]).to.equal(null);
    expect(second.board[3][3]).to.equal('5D');
    expect([first.moveCount, second.moveCount]).to.deep.equal([1, 1]);
    wrapper.remove();
  });

  it('renders a board that fills its container and keeps the cards\' proportions', async () => {
    for (const width of [320, 1000]) {
      const element = await montana(html`<div style="width: ${width}px"><montana-solitaire seed="42"></montana-solitaire></div>`);
      const board = element.shadowRoot!.querySelector('[part="board"]')!.getBoundingClientRect();
      const card = element.shadowRoot!.querySelector('[data-cell="0,0"]')!.getBoundingClientRect();
      expect(board.width).to.be.within(width - 40, width);
      expect(card.height / card.width).to.be.closeTo(1.4, 0.05);
      expect(parseFloat(getComputedStyle(element.shadowRoot!.querySelector('[data-cell="0,0"]')!, '::before').fontSize)).to.be.at.least(10);
    }
  });
});
