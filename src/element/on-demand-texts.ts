/**
 * The English and German texts only what loads on demand shows (see ON_DEMAND_TEXTS).
 */
import { STRINGS, type OnDemandText, type Strings } from './i18n.js';

/** The texts of what loads on demand, in the built-in languages (see ON_DEMAND_TEXTS in i18n.ts). */
const TEXTS: Record<string, Pick<Strings, OnDemandText>> = {
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
    hintMove: (move, proven) => `Hint: ${move}.${proven ? ' A win is proven from here.' : ''}`,
    hintRedeal: 'Hint: redeal the loose cards.',
    hintNone: 'No hint: the game is over.',
    showWin: 'Show the win',
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
    hintMove: (move, proven) => `Tipp: ${move}.${proven ? ' Von hier ist ein Sieg bewiesen.' : ''}`,
    hintRedeal: 'Tipp: die losen Karten neu verteilen.',
    hintNone: 'Kein Tipp: das Spiel ist vorbei.',
    showWin: 'Sieg zeigen',
    resetStats: 'Statistik zurücksetzen',
  },
};

/**
 * Gives every table the texts it lacks: the built-in languages their own, a table a page
 * added without them English (addLanguage warned of it). loadOnDemand runs it once.
 */
export function addOnDemandTexts(): void {
  for (const [code, table] of STRINGS) for (const key of Object.keys(TEXTS.en) as OnDemandText[]) table[key] ??= (TEXTS[code] ?? TEXTS.en)[key] as never;
}
