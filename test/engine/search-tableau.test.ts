// The search's tableau (search-tableau.ts) keeps each row's run and each card's way to
// its run as cards move: it must always say what the plain tableau counts, or the
// solver's move order, playouts and wins would go wrong without any other test noticing
// at once.
import { expect } from '@open-wc/testing';
import { Tableau, VARIANTS, VARIANT_NAMES, compileRules, dealCells, readPosition } from '../../src/engine.js';
import { alea } from '../../src/engine/alea.js';
import { SearchTableau } from '../../src/engine/search-tableau.js';
import { SOLVED_MONTANA } from './helpers.js';

describe('the search tableau', () => {
  it('keeps every row\'s run and every card\'s way as the plain tableau counts them, over random play and undo in every variant', () => {
    const out = new Int32Array(1024);
    for (const name of VARIANT_NAMES) {
      const rules = compileRules(VARIANTS[name]);
      let played = 0;
      for (let deal = 1; deal <= 5; deal++) {
        const cells = dealCells(rules, `${name}:${deal}`);
        const kept = new SearchTableau(rules, cells);
        const random = alea(`runs:${name}:${deal}`);
        const line: number[] = [];
        const check = (when: string) => {
          const counted = new Tableau(rules, kept.cells);
          expect(kept.runLengths(), `${name} deal ${deal}, ${when}`).to.deep.equal(counted.runLengths());
          expect(kept.isWon(), `${name} deal ${deal}, ${when}: won`).to.equal(counted.isWon());
          // Each card's way: the cell right of its predecessor, -1 without one or past the last column.
          const ways = Array.from(rules.predecessor, (before) => {
            const at = before < 0 ? -1 : counted.where[before];
            return at < 0 || rules.columnOf[at] === rules.columns - 1 ? -1 : at + 1;
          });
          expect(Array.from(kept.wayOn), `${name} deal ${deal}, ${when}: ways`).to.deep.equal(ways);
        };
        check('dealt');
        for (let step = 0; step < 300; step++) {
          const count = kept.generateMoves(out);
          // Mostly forward, sometimes back: undo walks the runs down as play walks them up.
          if (count === 0 || (line.length > 0 && random() < 0.3)) {
            if (line.length === 0) break;
            kept.undo(line.pop()!);
            check(`after undoing to move ${line.length}`);
          } else {
            const move = out[Math.floor(random() * count)];
            kept.play(move);
            line.push(move);
            played++;
            check(`after move ${line.length}`);
          }
        }
      }
      expect(played, `moves played in ${name}'s deals`).to.be.greaterThan(20);
    }
  });

  it('counts a won board, and a run a move completes past cards already in place', () => {
    const rules = compileRules(VARIANTS.montana);
    expect(new SearchTableau(rules, readPosition(rules, SOLVED_MONTANA)).isWon()).to.equal(true);
    // Row 0 runs 2C..5C, a gap where 6C goes, 7C 8C in place after it: 6C arriving makes the run 7 long at once.
    const position = SOLVED_MONTANA.replace('6C', '--').replace(/--(?=[^/]*$)/, '6C');
    const tableau = new SearchTableau(rules, readPosition(rules, position));
    expect(tableau.runLength(0)).to.equal(4);
    tableau.move(rules.columns * 4 - 1, 4);
    expect(tableau.runLength(0)).to.equal(12);
    tableau.move(4, rules.columns * 4 - 1);
    expect(tableau.runLength(0), 'after moving 6C back').to.equal(4);
  });
});
