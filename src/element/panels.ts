/**
 * The panels a player opens from the toolbar, the help (the game's rules and the keys) and the statistics: loaded on
 * demand (see on-demand.ts), with the first panel opened.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { dayBefore, today, type DailyStats } from './daily.js';
import type { Question } from './input-controller.js';
import { GAME_NAMES, howToPlay } from './how-to-play.js';
import { emptyStats } from './stats.js';
import type { ViewState } from './view.js';

/** The run of days won as it stands on `day`: over once a day has passed without a win. */
export function currentRun(daily: DailyStats, day = today()): number {
  return daily.lastWon === day || daily.lastWon === dayBefore(day) ? daily.run : 0;
}

/** The game being played: its name and rules; then the keys and what they do. */
export function help({ game, strings }: ViewState): TemplateResult {
  return html`<div class="panel" role="region" aria-label=${strings.help}>
    <strong class="game" lang="en">${GAME_NAMES[game.variant]}</strong>
    ${howToPlay(game, strings).map((paragraph) => html`<p>${paragraph}</p>`)}
    <table>
      <caption>${strings.keysTitle}</caption>
      ${strings.keys.map(([key, action]) => html`<tr><th scope="row">${key}</th><td>${action}</td></tr>`)}
    </table>
  </div>`;
}

/**
 * A count of games (or days) won, with its share of those played once there are any, as
 * card games show it: `2 (67%)`, the share written in `locale`, in whole percent. It says
 * 100% only when every one was won (199 of 200 is 99%, not 99.5% rounded up).
 */
export function wonOf(won: number, played: number, locale: string): number | string {
  if (!played) return won;
  const share = won < played ? Math.min(won / played, 0.99) : 1;
  return `${won} (${share.toLocaleString(locale, { style: 'percent' })})`;
}

/** The statistics of the variant being played, and a button to forget every variant's (it asks first). */
export function statsPanel({ game, strings, stats, input, daily }: ViewState): TemplateResult {
  const shown = stats[game.variant] ?? emptyStats();
  const days = shown.daily;
  const rows = [shown.played, wonOf(shown.won, shown.played, strings.locale), shown.lost, shown.bestScore, shown.currentStreak, shown.longestStreak, shown.fewestMoves ?? '–', shown.cleanWins, shown.fewestCleanMoves ?? '–'].map((value, index) => [strings.statNames[index], value]);
  // The daily deals' rows, once the element plays them or has played them.
  if (daily || days.played) rows.push(...[days.played, wonOf(days.won, days.played, strings.locale), currentRun(days), days.longestRun].map((value, index) => [strings.dailyStatNames[index], value]));
  // Titled, so that open below the Help panel its rows do not read as more keys; of the game played, as the statistics are.
  return html`<div class="panel stats" role="region" aria-label=${strings.statistics}>
    <table>
      <caption>${strings.statistics} · <span lang="en">${GAME_NAMES[game.variant]}</span></caption>
      ${rows.map(([name, value]) => html`<tr><th scope="row">${name}</th><td>${value}</td></tr>`)}
    </table>
    <button @click=${input.actions.askResetStats}>${strings.resetStats}</button>
  </div>`;
}

/** Each question's answers, Yes then No, by the names of their texts. */
const ANSWERS = {
  confirmNewGame: ['yes', 'no'],
  confirmResetStats: ['resetStats', 'cancel'],
} as const;

/** The question open: before a game under way is abandoned for a new one, or every variant's statistics are forgotten. */
export function confirmDialog({ strings, input: { actions } }: ViewState, question: Question): TemplateResult {
  const [yes, no] = ANSWERS[question];
  return html`<div class="message confirm" role="alertdialog" aria-label=${strings[question]}>
    <span>${strings[question]}</span>
    <button class="primary" @click=${() => actions.answer(true)}>${strings[yes]}</button>
    <button @click=${() => actions.answer(false)}>${strings[no]}</button>
  </div>`;
}

/**
 * The rules of what loads on demand, which load with it rather than with the script-tag file
 * (made on first use). The Help panel's rules in lines short enough to read, its keys table
 * captioned as the rules' paragraphs are set. The panels' tables: in a felt under 16rem (a narrow sidebar) each
 * row's name stands above its value (side by side, the longest key, "Y, Strg+Umschalt+Z",
 * and its text ran past the felt). A review's or replay's words on a line of their own under
 * its buttons (Back, Next, Stop), which then stay where a finger left them as the words change
 * length.
 */
let onDemandRules: CSSStyleSheet | undefined;

/** Adds the rules of what loads on demand to the element's style sheets, once. */
export function styleOnDemand(root: ShadowRoot): void {
  if (!onDemandRules) {
    onDemandRules = new CSSStyleSheet();
    onDemandRules.replaceSync('.game{display:block;padding-top:.3em}.panel p{margin:.5em 0;max-width:70ch}caption{text-align:start;font-weight:700;padding:.3em 0}th,td{text-align:start;padding:.1em .8em .1em 0}@container (max-width:16rem){th,td{display:block}td{padding-bottom:.5em}}.steps>span{flex-basis:100%}');
  }
  if (!root.adoptedStyleSheets.includes(onDemandRules)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, onDemandRules];
}

/** The panels and the question that are open. */
export function panels(view: ViewState): (TemplateResult | typeof nothing)[] {
  const { input } = view;
  if (input.helpOpen || input.statsOpen) styleOnDemand(view.solver.host.renderRoot as ShadowRoot);
  return [input.confirming ? confirmDialog(view, input.confirming) : nothing, input.helpOpen ? help(view) : nothing, input.statsOpen ? statsPanel(view) : nothing];
}
