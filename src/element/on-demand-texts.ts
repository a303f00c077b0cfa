/**
 * The English and German texts only what loads on demand shows (see ON_DEMAND_TEXTS).
 */
import { STRINGS, type AfterGameStrings, type OnDemandText, type Strings } from './i18n.js';

/** The texts of what loads on demand, in the built-in languages (see ON_DEMAND_TEXTS in i18n.ts). */
const TEXTS: Record<string, Pick<Strings, OnDemandText>> = {
  en: {
    keys: [
      ['← ↑ → ↓, Home, End', 'move around the board'],
      ['Rank, suit', 'go to that card, e.g. 7 H or 10 S'],
      ['Enter, Space', 'play the card, or fill the gap'],
      ['Esc', 'cancel a selection, close Keys or Statistics, answer No to a question'],
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
    confirmResetStats: 'Reset the statistics of every variant?',
    yes: 'New game',
    no: 'Keep playing',
    cancel: 'Cancel',
    hintMove: (move, proven) => `Hint: ${move}.${proven ? ' A win is proven from here.' : ''}`,
    hintRedeal: 'Hint: redeal the loose cards.',
    hintNone: 'No hint: the game is over.',
    showWin: 'Show the win',
    resetStats: 'Reset statistics',
    afterGame: {
      result: (won, inPlace, moves, redeals, clean) => `${won ? 'Won' : `${inPlace} in place`}, ${moves} move${moves === 1 ? '' : 's'}, ${redeals} redeal${redeals === 1 ? '' : 's'}, ${clean ? 'no' : 'with'} help`,
      review: 'Review',
      reviewing: 'Reviewing the game…',
      slip: (move, played, instead, exact) => `Move ${move}, ${played}, ${exact ? 'threw the win away' : 'let a proven win slip (none was found after it)'}. ${instead} would have kept it.`,
      noSlip: 'No proven win slipped away in this game.',
      step: (move, moves) => `Move ${move} of ${moves}`,
      back: 'Back',
      next: 'Next',
      nextSlip: 'Next slip',
      close: 'Close',
      replay: 'Replay',
      replaying: 'Replaying the game…',
      stop: 'Stop',
      share: 'Share',
      shared: 'Shared.',
      copied: 'Copied: paste it anywhere.',
      copyThis: (text) => `Copy this: ${text}`,
    },
  },
  de: {
    keys: [
      ['← ↑ → ↓, Pos1, Ende', 'über das Spielfeld bewegen'],
      ['Wert, Farbe', 'zu dieser Karte springen, z. B. 7 H oder B C (C Kreuz, D Karo, H Herz, S Pik)'],
      ['Enter, Leertaste', 'Karte ziehen oder Lücke füllen'],
      ['Esc', 'Auswahl aufheben, Tasten oder Statistik schließen, eine Frage mit Nein beantworten'],
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
    confirmResetStats: 'Die Statistik aller Varianten zurücksetzen?',
    yes: 'Neues Spiel',
    no: 'Weiterspielen',
    cancel: 'Abbrechen',
    hintMove: (move, proven) => `Tipp: ${move}.${proven ? ' Von hier ist ein Sieg bewiesen.' : ''}`,
    hintRedeal: 'Tipp: die losen Karten neu verteilen.',
    hintNone: 'Kein Tipp: das Spiel ist vorbei.',
    showWin: 'Sieg zeigen',
    resetStats: 'Statistik zurücksetzen',
    afterGame: {
      result: (won, inPlace, moves, redeals, clean) => `${won ? 'Gewonnen' : `${inPlace} richtig`}, ${moves} ${moves === 1 ? 'Zug' : 'Züge'}, ${redeals}-mal neu verteilt, ${clean ? 'ohne' : 'mit'} Hilfe`,
      review: 'Analyse',
      reviewing: 'Analysiere das Spiel…',
      slip: (move, played, instead, exact) => `Zug ${move}, ${played}, ${exact ? 'hat den Sieg verspielt' : 'hat einen sicheren Sieg verschenkt (danach fand sich keiner)'}. ${instead} hätte ihn gehalten.`,
      noSlip: 'In diesem Spiel ging kein sicherer Sieg verloren.',
      step: (move, moves) => `Zug ${move} von ${moves}`,
      back: 'Zurück',
      next: 'Weiter',
      nextSlip: 'Nächster Fehler',
      close: 'Schließen',
      replay: 'Nachspielen',
      replaying: 'Das Spiel wird nachgespielt…',
      stop: 'Anhalten',
      share: 'Teilen',
      shared: 'Geteilt.',
      copied: 'Kopiert: überall einfügen.',
      copyThis: (text) => `Zum Kopieren: ${text}`,
    },
  },
};

/**
 * Gives every table the texts it lacks: the built-in languages their own, a table a page
 * added without them English (addLanguage warned of it). loadOnDemand runs it once.
 */
export function addOnDemandTexts(): void {
  for (const [code, table] of STRINGS) for (const key of Object.keys(TEXTS.en) as OnDemandText[]) table[key] ??= (TEXTS[code] ?? TEXTS.en)[key] as never;
}

/** The tables whose `afterGame` texts were checked, and the texts to use for each. */
const checked = new WeakMap<Strings, AfterGameStrings>();

/**
 * A table's texts of what follows a game: an entry a page's table lacks, or gives of the
 * wrong kind, is English, with one warning naming them all (at first use: they load on demand).
 */
export function afterGameTexts(strings: Strings): AfterGameStrings {
  let texts = checked.get(strings);
  if (!texts) {
    const english = TEXTS.en.afterGame as unknown as Record<string, unknown>;
    const given = strings.afterGame as unknown as Record<string, unknown>;
    const lacking = Object.keys(english).filter((key) => typeof given[key] !== typeof english[key]);
    const code = [...STRINGS].find(([, table]) => table === strings)?.[0];
    if (lacking.length) console.warn(`<montana-solitaire>: addLanguage(${code}) lacks afterGame.${lacking.join(', afterGame.')} (English used)`);
    texts = Object.fromEntries(Object.keys(english).map((key) => [key, lacking.includes(key) ? english[key] : given[key]])) as unknown as AfterGameStrings;
    checked.set(strings, texts);
  }
  return texts;
}
