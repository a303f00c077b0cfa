/**
 * What a redeal promises, by the runs it keeps alone: a redeal keeps each row's run and
 * deals the other cards anew, so where the hint may choose among stuck ends before a
 * redeal, the runs are all that can tell them apart. Measured, not guessed: for every set
 * of four run lengths (rows are alike, so 1,820 sets), 30 redeals of a board with those
 * runs, each searched without a further redeal, and the share not proven lost (a share
 * won would count the deals a search leaves open, which the hint's many searches often
 * win, as lost). It is far from the cards in place alone: with 29 in place, runs of
 * 8, 7, 7, 7 lose 11 redeals of 30 and runs of 12, 12, 3, 2 lose 29; with every row
 * started, a few cards in place lose more than half, and with a row's 2 still loose
 * (its gap redealt to column 0, where any 2 may come) almost none.
 * `npm run bench:redeal-worth` measures it again (docs/engine.md says how it was made).
 */
import { cardOf, GAP } from './cards.js';
import { redealCells } from './deal.js';
import { solveTableau } from './solver.js';
import { Tableau } from './tableau.js';
import type { Rules } from './variants.js';

/** How many levels a run set's worth is stored in: level k stands for a share of k / (WORTH_LEVELS - 1) of its sampled redeals not proven lost. */
export const WORTH_LEVELS = 8;

/**
 * Montana's table (2 to King in suit, a redeal's gaps right of the runs), from
 * `npm run bench:redeal-worth`: one character per run set, in the order of `runSets()`,
 * `'0'` plus its level. The other variants have none yet.
 */
const MONTANA_WORTH =
  '77777777777667777777777767777777776477777667647767777646666577376566636666637666455546544417767777777657777777777677777767657677776746776765465766636756646655555546635316676566656376655575636766545437555644454556535545535455354535434116656565442654645543665554424454433455451345424442562420555555542665534314543542444542454425542533311545553425454632544542554435443432310454445144453355441343133122165444244332435143232044342344143232153314222213312022011331221112221213232311212332323220233312211411212213122221322110221112211221111323333223111223222221321222120132313122432241222221222112121110111332322311132211221232212211113233122222121221210121220023232232222223312322212212222132212332111211123212211212211023222122211212221011133212122332322121222121301112230122211222312212102130132111211113211211211311221111023322222111232333121023222131132233222322222123212032221223021110122332422212221322202332311221233212212112121222111101002222222312321222212223222312212312112012211101312232233233223132211332121112113213322312222232221112221211211321111223221221122311412223312221211322121220123212111103322222121332222212222331313132311322131322122222231321231321220333322311333232322232342122212211110223332222233321333322223222212322321323232132133332121222123121133233132332322222122224323422132212132223422233231211211333322222333232213323312322232222313211222010134223222322312232222123233232202210433333134333212221332323232144332123222233233222234432343232122233233132214323133221333322214433323333332322233322223321212223233332233223443232233232322143441233133322244222344333331143314333324233324221423324233323343313332232232123333343442443334433234334443333224235444434434433233242344332443323554433341434334343544244454444444245445434445444564444453435554546523654545645456565646447667667666676677777777777';

/**
 * Every set of run lengths of a board of 4 rows of 12 cards in sequence, each as its
 * lengths longest first, in the order the tables list them.
 */
export function runSets(): number[][] {
  const sets: number[][] = [];
  for (let a = 0; a <= 12; a++) for (let b = a; b <= 12; b++) for (let c = b; c <= 12; c++) for (let d = c; d <= 12; d++) sets.push([d, c, b, a]);
  return sets;
}

let indexOfSet: Int16Array | null = null;
const keyOf = (sorted: readonly number[]) => ((sorted[0] * 13 + sorted[1]) * 13 + sorted[2]) * 13 + sorted[3];

/** Whether the variant has a table of what its redeals promise. */
export const hasRedealWorth = (rules: Rules): boolean => rules.variant.name === 'montana';

/**
 * What a redeal keeping runs of `runs` lengths promises: its level (0 to
 * WORTH_LEVELS - 1) in the table; null where the variant has no table.
 */
export function redealWorth(rules: Rules, runs: readonly number[]): number | null {
  if (!hasRedealWorth(rules)) return null;
  if (indexOfSet === null) {
    indexOfSet = new Int16Array(13 ** 4);
    runSets().forEach((set, index) => (indexOfSet![keyOf(set)] = index));
  }
  return MONTANA_WORTH.charCodeAt(indexOfSet[keyOf([...runs].sort((a, b) => b - a))]) - 48;
}

/**
 * The measure behind a table's entry: `samples` redeals of a board whose row r holds
 * suit r's run of `runs[r]` cards, each searched within `positions` (the redeals are
 * `redealCells`' with the seed `table:<runs joined by dots>`, so a run set's samples are
 * the same everywhere). Montana's shape only: 4 rows of 2 to King.
 */
export function sampleRedeals(rules: Rules, runs: readonly number[], samples: number, positions: number): { won: number; lost: number } {
  const rest: number[] = [];
  for (let suit = 0; suit < 4; suit++) for (let rank = 2 + runs[suit]; rank <= 13; rank++) rest.push(cardOf(suit, rank));
  rest.push(GAP, GAP, GAP, GAP);
  const cells: number[] = [];
  let dealt = 0;
  for (let row = 0; row < 4; row++) for (let column = 0; column < 13; column++) cells.push(column < runs[row] ? cardOf(row, column + 2) : rest[dealt++]);
  let won = 0;
  let lost = 0;
  for (let sample = 1; sample <= samples; sample++) {
    const redealt = new Tableau(rules, redealCells(rules, cells, runs, `table:${runs.join('.')}`, sample));
    const { result } = solveTableau(redealt, { timeLimitMs: Infinity, positionLimit: positions }, null);
    if (result === 'win') won++;
    else if (result === 'loss') lost++;
  }
  return { won, lost };
}
