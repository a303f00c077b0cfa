/**
 * Column-0 classes: the complete search's second reduction. Where start cards (the 2s of
 * montana) go only into column 0 and every column-0 gap takes every start card, the start
 * cards and gaps of column 0 can be shuffled among their cells at will while one of those
 * cells is a gap: a start card hops into the gap, leaving its own cell as the gap. So the
 * positions that differ only in where those start cards and gaps stand are all reachable
 * from one another: one class. The search keeps one member of each class, the canonical
 * one (the class's start cards in card order down its column-0 cells, its gaps below),
 * so the seen-table holds one key per class, and it plays no hop: it plays from the
 * canonical member every move any member has.
 *
 * What depends on which member one stands in:
 * - a gap in column 1 right of a class cell takes the follower of any of the class's
 *   start cards (each member puts another start card left of it): the search moves that
 *   follower there directly (a "teleport" here; the real line hops the start card first);
 * - a start card from outside filling the class's last gap: the class then has no gap, so
 *   each arrangement of its start cards is a position of its own (no hop can change it
 *   any more) and the search plays each one (a move with an arrangement code);
 * - everything else (moves past column 1, moves out of a column-0 cell that holds another
 *   card, a start card filling one of two or more gaps) is the same in every member.
 * Why a `loss` stays sound: the search visits every class reachable from the start (each
 * class's moves are the union of its members' moves, and every member is reachable from
 * every other), and a won position has no gap in column 0, so its class is itself.
 * A `win`'s line is turned into real moves (hops inserted) by `realLine` and then checked
 * through the rules like every line (solver.ts).
 */
import { GAP } from './cards.js';
import { Tableau, moveFrom, moveTo } from './tableau.js';
import type { Rules } from './variants.js';

/** A move's low 16 bits are the plain move; bit 28 marks an arrangement code, in bits 16 to 27 (3 bits a row). */
const ARRANGED = 1 << 28;
const CODE_SHIFT = 16;
const ROW_BITS = 3;
/** In a row's 3 bits: that row's column-0 cell is no class cell (it keeps its card). */
const KEEP = 7;

export interface Column0Classes {
  /** The most moves `generate` writes for one position. */
  readonly mostMoves: number;
  /** The moves of the class of the canonical tableau (its position's own where column 0 has no gap), written into `out`; returns how many. */
  generate(tableau: Tableau, out: Int32Array): number;
  /**
   * Column 0 right after the plain part of `move` (into `plain`) and after the whole
   * move (into `after`: canonical, or as its code says). False when the two are the
   * same, so the move needs nothing besides its plain part.
   */
  columnAfter(tableau: Tableau, move: number, plain: Int8Array, after: Int8Array): boolean;
  /** Sets column 0 to `column` (the same cards and gaps as it holds, rearranged), keeping `where` and `gaps` in step. */
  arrange(tableau: Tableau, column: Int8Array): void;
  /** Makes the tableau its class's canonical member (a search's start); returns its column 0 as it was, to set back after, or null when it was canonical. */
  canonicalize(tableau: Tableau): Int8Array | null;
  /**
   * The real moves of a line the class search found from `cells`: each of its moves as
   * a player makes it, after the hops that put the right start card left of a column-1
   * gap or arrange the class before its last gap is filled. (The solver checks the
   * result through the rules.)
   */
  realLine(cells: ArrayLike<number>, line: readonly number[]): number[];
}

/** The column-0 classes of `rules`, or null where they do not hold (see the top of this file) or a row's code would not fit. */
export function column0Classes(rules: Rules): Column0Classes | null {
  const { rows, columns, columnOf, followers, startCards, fillPart } = rules;
  const isStart = (card: number) => startCards.includes(card);
  if (!fillPart.onlyLeftFollowers || rows * ROW_BITS > 12 || startCards.length >= KEEP || followers.some((cards) => cards.some(isStart))) return null;
  /** Per card: its index among the start cards, or -1. */
  const startIndex = new Int8Array(rules.cardSpace).fill(-1);
  startCards.forEach((card, index) => (startIndex[card] = index));
  const inClass = (card: number) => card === GAP || startIndex[card] >= 0;
  const column0 = (cells: ArrayLike<number>) => Int8Array.from({ length: rows }, (_, row) => cells[row * columns]);
  /** Scratch: the class's start cards. */
  const sorted = new Int16Array(rows);
  let arrangements = 1;
  for (let n = 2; n <= rows; n++) arrangements *= n;

  /** Writes into `after` the canonical arrangement of `column` (a column 0 with a gap): the class's start cards in card order down its rows, then its gaps. */
  const canonical = (column: Int8Array, after: Int8Array) => {
    let count = 0;
    for (const card of column) {
      if (card === GAP || startIndex[card] < 0) continue;
      let at = count++;
      while (at > 0 && sorted[at - 1] > card) sorted[at] = sorted[--at];
      sorted[at] = card;
    }
    let next = 0;
    for (let row = 0; row < rows; row++) after[row] = inClass(column[row]) ? (next < count ? sorted[next++] : GAP) : column[row];
  };

  /** Writes the moves putting `card` into the class's one gap (`gap`), one per arrangement of the class after it (Heap's algorithm). */
  const arranged = (cells: Int8Array, from: number, gap: number, out: Int32Array, count: number) => {
    const slots: number[] = [];
    const cards: number[] = [];
    for (let row = 0; row < rows; row++) {
      const here = cells[row * columns];
      if (!inClass(here)) continue;
      slots.push(row);
      cards.push(here === GAP ? cells[from] : here);
    }
    const emit = () => {
      let code = 0;
      for (let row = 0; row < rows; row++) {
        const slot = slots.indexOf(row);
        code |= (slot < 0 ? KEEP : startIndex[cards[slot]]) << (row * ROW_BITS);
      }
      out[count++] = (from << 8) | gap | (code << CODE_SHIFT) | ARRANGED;
    };
    const counter = new Int8Array(cards.length);
    emit();
    for (let i = 1; i < cards.length; ) {
      if (counter[i] < i) {
        const j = i % 2 ? counter[i] : 0;
        [cards[i], cards[j]] = [cards[j], cards[i]];
        emit();
        counter[i]++;
        i = 1;
      } else counter[i++] = 0;
    }
    return count;
  };

  const classes: Column0Classes = {
    mostMoves:
      rows * fillPart.mostCandidates(rules) + rows * rows * Math.max(...Array.from(startCards, (card) => followers[card].length)) + arrangements * startCards.length,

    generate(tableau, out) {
      const { cells, where } = tableau;
      let gaps = 0;
      let firstGap = -1;
      for (let row = rows - 1; row >= 0; row--) {
        if (cells[row * columns] === GAP) {
          gaps++;
          firstGap = row * columns;
        }
      }
      const all = tableau.generateMoves(out);
      if (gaps === 0) return all;
      const entering: number[] = [];
      let count = 0;
      for (let i = 0; i < all; i++) {
        const move = out[i];
        const from = moveFrom(move);
        const to = moveTo(move);
        if (columnOf[to] === 0) {
          // A hop stays in the class; a start card from elsewhere makes the same class
          // whichever gap it fills, unless it fills the last (arranged below).
          if (columnOf[from] === 0 || to !== firstGap) continue;
          if (gaps === 1) {
            entering.push(from);
            continue;
          }
        } else if (columnOf[to] === 1 && inClass(cells[to - 1])) continue; // teleports below
        out[count++] = move;
      }
      // Teleports: a column-1 gap right of a class cell takes what follows any class start card.
      for (let row = 0; row < rows; row++) {
        const gap = row * columns + 1;
        if (cells[gap] !== GAP || !inClass(cells[gap - 1])) continue;
        for (let other = 0; other < rows; other++) {
          const start = cells[other * columns];
          if (start !== GAP && startIndex[start] >= 0) for (const card of followers[start]) out[count++] = (where[card] << 8) | gap;
        }
      }
      for (const from of entering) count = arranged(cells, from, firstGap, out, count);
      return count;
    },

    columnAfter(tableau, move, plain, after) {
      const { cells } = tableau;
      const from = moveFrom(move & 0xffff);
      const to = moveTo(move);
      let gaps = 0;
      for (let row = 0; row < rows; row++) {
        const cell = row * columns;
        const card = cell === from ? GAP : cell === to ? cells[from] : cells[cell];
        plain[row] = after[row] = card;
        if (card === GAP) gaps++;
      }
      if (move & ARRANGED) {
        for (let row = 0; row < rows; row++) {
          const index = (move >> (CODE_SHIFT + row * ROW_BITS)) & KEEP;
          if (index !== KEEP) after[row] = startCards[index];
        }
      } else if (gaps > 0) canonical(plain, after);
      return plain.some((card, row) => card !== after[row]);
    },

    arrange({ cells, where, gaps }, column) {
      let gap = 0;
      for (let row = 0; row < rows; row++) {
        const cell = row * columns;
        const card = (cells[cell] = column[row]);
        if (card !== GAP) where[card] = cell;
        else {
          while (columnOf[gaps[gap]] !== 0) gap++;
          gaps[gap++] = cell;
        }
      }
    },

    canonicalize(tableau) {
      const column = column0(tableau.cells);
      const after = new Int8Array(rows);
      canonical(column, after);
      if (!column.includes(GAP) || after.every((card, row) => card === column[row])) return null;
      classes.arrange(tableau, after);
      return column;
    },

    realLine(cells, line) {
      const real = new Tableau(rules, cells);
      const moves: number[] = [];
      const play = (from: number, to: number) => {
        real.move(from, to);
        moves.push((from << 8) | to);
      };
      /** A column-0 gap of the real board other than `besides` (a class has one wherever the search played a hop's worth). */
      const gapBesides = (besides: number) => column0(real.cells).findIndex((card, row) => card === GAP && row * columns !== besides) * columns;
      for (const move of line) {
        const from = moveFrom(move & 0xffff);
        let to = moveTo(move);
        const card = real.cells[from];
        if (move & ARRANGED) {
          // Sort column 0 into the move's arrangement less `card`, with its one gap:
          // fill the gap with the card it wants; when it wants to stay a gap, move any
          // misplaced card into it.
          const target = column0(real.cells);
          for (let row = 0; row < rows; row++) {
            const index = (move >> (CODE_SHIFT + row * ROW_BITS)) & KEEP;
            if (index !== KEEP) target[row] = startCards[index];
            if (target[row] === card) {
              target[row] = GAP;
              to = row * columns;
            }
          }
          for (;;) {
            const gap = gapBesides(-1);
            const wanted = target[gap / columns];
            const misplaced = wanted !== GAP ? real.where[wanted] : column0(real.cells).findIndex((here, row) => here !== target[row]) * columns;
            if (misplaced < 0) break;
            play(misplaced, gap);
          }
        } else if (columnOf[to] === 0 && real.cells[to] !== GAP) {
          to = gapBesides(-1);
        } else if (columnOf[to] === 1 && !followers[real.cells[to - 1]]?.includes(card)) {
          // A teleport: hop a start card that `card` follows left of the gap first.
          const leader = column0(real.cells).find((here) => here !== GAP && startIndex[here] >= 0 && followers[here].includes(card))!;
          if (real.cells[to - 1] !== GAP) play(to - 1, gapBesides(to - 1));
          play(real.where[leader], to - 1);
        }
        play(from, to);
      }
      return moves;
    },
  };
  return classes;
}
