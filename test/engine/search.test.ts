// The generic search (search.ts): what it takes for a win.
import { expect } from '@open-wc/testing';
import { Tableau, VARIANTS, compileRules, readPosition } from '../../src/engine.js';
import { depthFirst, startSearch } from '../../src/engine/search.js';
import { exactTable, forgettingTable } from '../../src/engine/position-tables.js';
import { cellAt } from '../../src/engine/position.js';
import { changesRows } from '../../src/engine/complete-moves.js';
import { moveFrom, moveTo } from '../../src/engine/tableau.js';
import { gameAt } from './helpers.js';

describe('the search', () => {
  // Rectangular Rovers fills a gap from any side, so a won board still has moves: the
  // search must not wait for a position without moves to look for a win (it did, and so
  // could never prove a Rovers deal, nor exhaust one truthfully).
  it('sees a win in a won position that still has moves (rectangular-rovers)', () => {
    const rules = compileRules(VARIANTS['rectangular-rovers']);
    const tableau = new Tableau(rules, readPosition(rules, 'AC2C3C4C--5C/AD2D3D4D5D--/AH2H3H4H5H--/AS2S3S4S5S--'));
    const winning = (5 << 8) | 4; // 5C from row 0, column 5 into the gap at column 4
    const start = tableau.cells.join();
    // Only the winning move from the start; one move from the won board; none after that.
    const generate = (position: Tableau, out: Int32Array) => {
      if (position.cells.join() === start) return (out[0] = winning), 1;
      if (!position.isWon()) return 0;
      const count = position.generateMoves(out);
      expect(count, 'the won board has moves').to.be.greaterThan(0);
      return 1;
    };
    expect(depthFirst(startSearch(tableau, 1 << 10, null), generate, 10)).to.deep.equal([winning]);
    expect(tableau.cells.join(), 'the tableau is left as it was found').to.equal(start);
  });
});

describe('the search, putting positions off', () => {
  const rules = compileRules(VARIANTS.montana);
  const allMoves = (tableau: Tableau, out: Int32Array) => tableau.generateMoves(out);
  /** A search with no time limit, recording each position it expands. */
  const searched = (position: string, generate = allMoves, putOff: typeof changesRows | null = null, tableSize = 1 << 20) => {
    const tableau = new Tableau(rules, readPosition(rules, position));
    const context = startSearch(tableau, tableSize, null);
    context.deadline = Infinity;
    const expanded: string[] = [];
    const result = depthFirst(context, (t, out) => (expanded.push(t.cells.join()), generate(t, out)), 10_000, Infinity, putOff);
    return { result, expanded, cells: tableau.cells.join() };
  };
  // Rows 2 and 3 crossed: 2S heads hearts, spades wait behind a column-0 gap with 2H at
  // their end; so the win needs 2S to change rows, and 2C and 2D may change rows too.
  const CROSSED = '2C3C4C5C6C7C8C9CTCJCQCKC--/2D3D4D5D6D7D8D9DTDJDQDKD--/2S3H4H5H6H7H8H9HTHJHQHKH--/--3S4S5S6S7S8S9STSJSQSKS2H';

  // Lost: 8H and 9S swapped behind the runs, so no row can finish.
  const lost = CROSSED.replace('8H', 'xx').replace('9S', '8H').replace('xx', '9S');

  it('searches every position once, those reached by a move it puts off after all the others', () => {
    const plain = searched(lost);
    const putOff = searched(lost, allMoves, changesRows);
    const withoutRowChanges = searched(lost, (t, out) => {
      const count = t.generateMoves(out);
      let kept = 0;
      for (let i = 0; i < count; i++) if (!changesRows(t, out[i])) out[kept++] = out[i];
      return kept;
    });
    expect(plain.result).to.equal('exhausted');
    expect(putOff.result).to.equal('exhausted');
    expect(new Set(putOff.expanded).size, 'each position once').to.equal(putOff.expanded.length);
    expect([...putOff.expanded].sort(), 'the same positions as without putting off').to.deep.equal([...plain.expanded].sort());
    // First everything reached without a 2 changing rows, then the rest.
    expect(withoutRowChanges.expanded.length).to.be.below(plain.expanded.length / 4);
    expect(new Set(putOff.expanded.slice(0, withoutRowChanges.expanded.length))).to.deep.equal(new Set(withoutRowChanges.expanded));
    expect(putOff.cells, 'the tableau is left as it was found').to.equal(readPosition(rules, lost).join());
  });

  // The positions put off are written in a log as long as the table (in numbers): this
  // search's 48 positions fit a table of 64, but the ways to those it puts off do not fit
  // 64 numbers, so it plays the last such moves at once.
  it('searches every position once still when its positions put off fill their log', () => {
    const plain = searched(lost);
    const full = searched(lost, allMoves, changesRows, 64);
    expect(full.result).to.equal('exhausted');
    expect(new Set(full.expanded).size, 'each position once').to.equal(full.expanded.length);
    expect([...full.expanded].sort(), 'the same positions as without putting off').to.deep.equal([...plain.expanded].sort());
    expect(full.expanded, 'another order than with room for all').to.not.deep.equal(searched(lost, allMoves, changesRows).expanded);
    expect(full.cells, 'the tableau is left as it was found').to.equal(readPosition(rules, lost).join());
  });

  it('gives a winning line through the positions it put off, from the start', () => {
    const { result, cells } = searched(CROSSED, allMoves, changesRows);
    expect(result).to.be.an('array');
    const game = gameAt(CROSSED, { redeals: 0 });
    for (const move of result as number[]) game.play(cellAt(rules, moveFrom(move)), cellAt(rules, moveTo(move)));
    expect(game.status).to.equal('won');
    const start = new Tableau(rules, readPosition(rules, CROSSED));
    expect((result as number[]).some((move) => changesRows(start, move)), 'a 2 changing rows on the way').to.equal(true);
    expect(cells, 'the tableau is left as it was found').to.equal(readPosition(rules, CROSSED).join());
  });
});

// The tables a search keeps of the positions it met (position-tables.ts).
describe('the tables of positions met', () => {
  // The exact table proves losses, so it never forgets a key: it says when it is full
  // instead. The guided phase's table may forget, but only a key whose slot a later key
  // took (the slot is chosen by the key's low half, and holds its high half).
  it('keeps every key in the exact table until it is full and says so; the forgetting table forgets a key only when another takes its slot', () => {
    const exact = exactTable(1 << 10);
    const keys = Array.from({ length: 922 }, (_, i) => [Math.imul(i, 0x9e3779b9) >>> 0, i] as const);
    expect(keys.slice(0, 920).every(([high, low]) => exact.add(high, low) === 1), 'new keys').to.equal(true);
    expect(keys.slice(0, 920).every(([high, low]) => exact.add(high, low) === 0), 'every key still there').to.equal(true);
    expect(exact.add(...keys[920]), 'the last key it has room for: 9/10 of its 1,024 entries').to.equal(1);
    expect(exact.add(...keys[921]), 'full').to.equal(-1);
    exact.clear();
    expect(exact.add(...keys[0]), 'cleared').to.equal(1);

    expect(forgettingTable(1 << 19), 'an exact table of 2^19 entries is kept').to.equal(null);
    // Over that, an eighth of the entries: 2^17 for 2^20.
    const forgetting = forgettingTable(1 << 20)!;
    expect(forgetting.add(5, 123)).to.equal(1);
    expect(forgetting.add(5, 123), 'met again').to.equal(0);
    expect(forgetting.add(6, 124), 'another slot').to.equal(1);
    expect(forgetting.add(5, 123), 'its slot untouched').to.equal(0);
    expect(forgetting.add(7, 123 + (1 << 16)), 'the same slot in a table half as large, another here').to.equal(1);
    expect(forgetting.add(5, 123), 'its slot untouched still').to.equal(0);
    expect(forgetting.add(7, 123 + (1 << 17)), 'the same slot, another key').to.equal(1);
    expect(forgetting.add(5, 123), 'forgotten').to.equal(1);
    expect(forgettingTable(1 << 20)!.add(5, 123), 'cleared when asked for again').to.equal(1);
    // Full where the exact table it stands in for would be (9/10 of 2^20 keys), so that a
    // search bounded by its table alone ends where it did.
    const full = forgettingTable(1 << 20)!;
    const room = Math.ceil(((1 << 20) - 1) * 0.9);
    let added = 0;
    for (let low = 0; low < room; low++) added += full.add(1 + (low >>> 17), low);
    expect(added, 'every key taken').to.equal(room);
    expect(full.add(9, 5), 'full').to.equal(-1);
    expect(full.add(1 + ((room - 1) >>> 17), room - 1), 'a key its slot holds, when full').to.equal(0);
  });
});
