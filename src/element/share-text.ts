/** The text of `share()`, loaded on demand (see on-demand.ts). */
import { dailyTitle, dayOf } from './daily.js';
import { afterGameTexts } from './on-demand-texts.js';
import type { ElementLink } from './view.js';

/** The game played (its board's name, variant, and seed or day) on one line; how it went on the next (see AfterGameStrings' `result`). */
export function shareText(link: ElementLink, clean: boolean): string {
  const strings = link.strings();
  const game = link.game();
  const { seed, score, maxScore } = game;
  const day = dayOf(seed);
  return `${strings.board} · ${game.variant} · ${day ? dailyTitle(strings, day) : seed}\n${afterGameTexts(strings).result(game.status === 'won', `${score}/${maxScore}`, game.moveCount, game.redealsUsed, clean)}`;
}
