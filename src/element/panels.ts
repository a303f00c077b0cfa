/**
 * The panels a player opens from the toolbar, the keys and the statistics: loaded on
 * demand (see on-demand.ts), with the first panel opened.
 */
import { html } from 'lit';
import { dailySeed } from '../engine.js';
import { dayBefore, type DailyStats } from './daily.js';
import { STRINGS, type PanelText, type Strings } from './i18n.js';
import { emptyStats } from './stats.js';
import type { ViewActions, ViewState } from './view.js';

/** The panels' texts in the built-in languages (see PANEL_TEXTS in i18n.ts). */
const TEXTS: Record<string, Pick<Strings, PanelText>> = {
  en: {
    keys: [
      ['← ↑ → ↓', 'move around the board'],
      ['Rank, suit', 'go to that card, e.g. 7 H or 10 S'],
      ['Enter, Space', 'play the card, or fill the gap'],
      ['Esc', 'cancel a selection'],
      ['U', 'undo'],
      ['Y, Ctrl+Shift+Z', 'redo'],
      ['R', 'redeal (when allowed)'],
      ['H', 'hint: light up a good move'],
      ['N', 'new game'],
      ['?', 'this help'],
    ],
    statNames: ['Played', 'Won', 'Lost', 'Best score', 'Current streak', 'Longest streak', 'Fewest moves to win', 'Clean wins', 'Fewest moves to a clean win'],
    dailyStatNames: ['Days played', 'Days won', 'Days won in a row', 'Most days won in a row'],
    confirmNewGame: 'Abandon this game and deal a new one?',
    yes: 'New game',
    no: 'Keep playing',
    resetStats: 'Reset statistics',
  },
  de: {
    keys: [
      ['← ↑ → ↓', 'über das Spielfeld bewegen'],
      ['Wert, Farbe', 'zu dieser Karte springen, z. B. 7 H oder B C (C Kreuz, D Karo, H Herz, S Pik)'],
      ['Enter, Leertaste', 'Karte ziehen oder Lücke füllen'],
      ['Esc', 'Auswahl aufheben'],
      ['U', 'rückgängig'],
      ['Y, Strg+Umschalt+Z', 'wiederholen'],
      ['R', 'neu verteilen (wenn erlaubt)'],
      ['H', 'Tipp: einen guten Zug zeigen'],
      ['N', 'neues Spiel'],
      ['?', 'diese Hilfe'],
    ],
    statNames: ['Gespielt', 'Gewonnen', 'Verloren', 'Beste Wertung', 'Aktuelle Serie', 'Längste Serie', 'Wenigste Züge zum Sieg', 'Siege ohne Hilfe', 'Wenigste Züge ohne Hilfe'],
    dailyStatNames: ['Tage gespielt', 'Tage gewonnen', 'Tage in Folge gewonnen', 'Meiste Tage in Folge'],
    confirmNewGame: 'Dieses Spiel aufgeben und neu geben?',
    yes: 'Neues Spiel',
    no: 'Weiterspielen',
    resetStats: 'Statistik zurücksetzen',
  },
};

// Every table gets the panels' texts it lacks: the built-in languages their own, a table
// a page added without them English (addLanguage warned of it).
for (const [code, table] of STRINGS) for (const key of Object.keys(TEXTS.en) as PanelText[]) table[key] ??= (TEXTS[code] ?? TEXTS.en)[key] as never;

/** The run of days won as it stands `today`: over once a day has passed without a win. */
export function currentRun(daily: DailyStats, today = dailySeed().slice(6)): number {
  return daily.lastWon === today || daily.lastWon === dayBefore(today) ? daily.run : 0;
}

/** The keys and what they do. */
export function help(strings: Strings) {
  return html`<div class="panel" role="region" aria-label=${strings.help}>
    <table>
      ${strings.keys.map(([key, action]) => html`<tr><th scope="row">${key}</th><td>${action}</td></tr>`)}
    </table>
  </div>`;
}

/** The statistics of the variant being played, and a button to forget them. */
export function statsPanel({ game, strings, stats, input, daily }: ViewState) {
  const shown = stats[game.variant] ?? emptyStats();
  const days = shown.daily;
  const rows = [shown.played, shown.won, shown.lost, shown.bestScore, shown.currentStreak, shown.longestStreak, shown.fewestMoves ?? '–', shown.cleanWins, shown.fewestCleanMoves ?? '–'].map((value, index) => [strings.statNames[index], value]);
  // The daily deals' rows, once the element plays them or has played them.
  if (daily || days.played) rows.push(...[days.played, days.won, currentRun(days), days.longestRun].map((value, index) => [strings.dailyStatNames[index], value]));
  return html`<div class="panel stats" role="region" aria-label=${strings.statistics}>
    <table>
      ${rows.map(([name, value]) => html`<tr><th scope="row">${name}</th><td>${value}</td></tr>`)}
    </table>
    <button @click=${input.actions.resetStats}>${strings.resetStats}</button>
  </div>`;
}

/** The question before a game under way is abandoned for a new one. */
export function confirmDialog(strings: Strings, actions: ViewActions) {
  return html`<div class="message confirm" role="alertdialog" aria-label=${strings.confirmNewGame}>
    <span>${strings.confirmNewGame}</span>
    <button class="primary" @click=${() => actions.confirmNewGame(true)}>${strings.yes}</button>
    <button @click=${() => actions.confirmNewGame(false)}>${strings.no}</button>
  </div>`;
}
