/**
 * The rules of the game being played, as the Help panel says them (loaded on demand with
 * the panels): the variant's rule parts, from the definition the game's snapshot carries
 * (the element reads no rules from VARIANTS), told to the language's `howToPlay`.
 */
import { type Game, type VariantName, RANKS } from '../engine.js';
import { STRINGS, type RuleFacts, type Strings } from './i18n.js';

/** What `game`'s rules are, its ranks named in `strings`' language. */
export function ruleFacts(game: Game, strings: Strings): RuleFacts {
  const { definition, redeals, redealAnytime } = game.snapshot();
  const ranks = [...definition.sequence].map((rank) => RANKS.indexOf(rank));
  // Runs of neighbouring ranks, up or down: paganini's ace, then 6 to king.
  const runs: number[][] = [];
  ranks.forEach((rank, index) => (index && Math.abs(rank - ranks[index - 1]) === 1 ? runs.at(-1)!.push(rank) : runs.push([rank])));
  // A page's table without rules of its own says them in English (addLanguage warned): with English ranks, not its own in English sentences.
  const english = STRINGS.get('en')!;
  const named = (rank: number) => (strings.howToPlay === english.howToPlay ? english : strings).ranks[rank];
  const { goal, fill, follow, redealGaps, decks, layout, rows, columns, removed } = definition;
  // Under the sliding fill a gap always has a card beside it (a few gaps among many cards on a connected grid): a card can always move,
  // so no game is stuck or lost, and only a redeal at any time can come.
  const canLose = fill !== 'orthogonal';
  const redealWhen = !redeals ? null : redealAnytime ? 'anytime' : canLose ? 'stuck' : null;
  return {
    order: runs.map((run) => [named(run[0]), named(run.at(-1)!)] as const),
    first: named(ranks[0]),
    last: named(ranks.at(-1)!),
    goal,
    fill,
    follow,
    redealGaps,
    decks,
    redeals,
    redealWhen,
    canLose,
    deadGaps: fill === 'left',
    layout,
    rows,
    columns,
    removed: removed && named(RANKS.indexOf(removed)),
  };
}

/** Each game's name, as players know it: proper names, the same in every language (as PySolFC and the demo page give them), marked English so that a voice says them so. */
export const GAME_NAMES: Record<VariantName, string> = {
  montana: 'Montana',
  descending: 'Descending Montana',
  spaces: 'Spaces',
  station: 'Station',
  'blue-moon': 'Blue Moon',
  'red-moon': 'Red Moon',
  galary: 'Galary',
  'free-parking': 'Free Parking',
  jungle: 'Jungle',
  'spaces-and-aces': 'Spaces and Aces',
  paganini: 'Paganini',
  'house-of-commons': 'House of Commons',
  'line-up': 'Line Up',
  'rectangular-rovers': 'Rectangular Rovers',
  'double-montana': 'Double Montana',
  'double-blue-moon': 'Double Blue Moon',
  'double-red-moon': 'Double Red Moon',
  'paganini-ii': 'Paganini II',
  'gaps-alter': 'Gaps Alter',
  'gaps-diff': 'Gaps Diff',
  'mini-gaps': 'Mini Gaps',
};

/** The rules of `game` in `strings`' language: a paragraph each (a language says nothing of a part that does not apply with an empty one). */
export function howToPlay(game: Game, strings: Strings): string[] {
  return strings.howToPlay(ruleFacts(game, strings)).filter(Boolean);
}
