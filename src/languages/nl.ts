/**
 * Dutch for <montana-solitaire>: `<script type="module" src="languages/nl.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/nl'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `nl` or `nl-…` then speak Dutch. Dutch cards show A, B, V, H.
 */
import type { MontanaSolitaire, Strings } from '../index.js';

export const nl: Strings = {
  locale: 'nl',
  ranks: ['aas', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'boer', 'vrouw', 'heer'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'V', 'H'],
  suits: ['klaveren', 'ruiten', 'harten', 'schoppen'],
  // One word for an ace or a face card (schoppenvrouw, and klaver- for clubs: klaveraas), suit and number for the others (harten 7).
  card: (rank, suit) => (/\d/.test(rank) ? `${suit} ${rank}` : `${suit === 'klaveren' ? 'klaver' : suit}${rank}`),
  board: 'Montana-patience',
  inPlace: 'ligt goed',
  gapFits: (cards) => `lege plek: ${cards.join(' of ')} past`,
  gapDead: 'lege plek: geblokkeerd, er past niets',
  gapEmpty: 'lege plek: er past nu geen kaart',
  moved: (card, to) => `${card} naar rij ${to.row + 1}, kolom ${to.col + 1}`,
  redealt: (left) => `Opnieuw gedeeld. ${left ? `Je mag nog ${left} keer opnieuw delen.` : 'Je mag niet meer opnieuw delen.'}`,
  stuck: (left) => `Er kan geen kaart meer verplaatst worden. Deel de losse kaarten opnieuw (nog ${left}).`,
  moves: 'Zetten',
  score: 'Goed',
  redealsLeft: 'Opnieuw delen',
  redeal: (left) => `Opnieuw delen (${left})`,
  undo: 'Ongedaan maken',
  redo: 'Opnieuw doen',
  restart: 'Opnieuw beginnen',
  newGame: 'Nieuw spel',
  help: 'Toetsen',
  keys: [
    ['← ↑ → ↓', 'over het speelveld bewegen'],
    ['Waarde, kleur', 'naar die kaart gaan, zoals 7 H of B C (C klaveren, D ruiten, H harten, S schoppen; K voor een heer)'],
    ['Enter, spatie', 'de kaart spelen of de lege plek vullen'],
    ['Esc', 'selectie annuleren'],
    ['U', 'ongedaan maken'],
    ['Y, Ctrl+Shift+Z', 'opnieuw doen'],
    ['R', 'opnieuw delen (als het mag)'],
    ['H', 'tip: een goede zet aanwijzen'],
    ['N', 'nieuw spel'],
    ['?', 'deze hulp'],
  ],
  confirmNewGame: 'Dit spel opgeven en een nieuw spel delen?',
  yes: 'Nieuw spel',
  no: 'Verder spelen',
  time: 'Tijd',
  statistics: 'Statistieken',
  statNames: ['Gespeeld', 'Gewonnen', 'Verloren', 'Beste score', 'Huidige reeks', 'Langste reeks', 'Minste zetten voor een winst', 'Winsten zonder hulp', 'Minste zetten zonder hulp'],
  resetStats: 'Statistieken wissen',
  hint: 'Tip',
  thinking: 'Even denken…',
  hintMove: (move, proven) => `Tip: ${move}.${proven ? ' Vanaf hier is winst zeker.' : ''}`,
  hintRedeal: 'Tip: deel de losse kaarten opnieuw.',
  hintNone: 'Geen tip: het spel is afgelopen.',
  showWin: 'Toon de oplossing',
  solverOff: 'Tips staan uit: deze pagina laat de oplosser niet draaien.',
  seeking: 'Zoeken naar een spel dat te winnen is…',
  noTarget: (card) => `${card} past nu op geen enkele lege plek`,
  selected: (card) => `${card} gekozen: kies een gemarkeerde lege plek`,
  notOnBoard: (card) => `${card} ligt niet op het speelveld`,
  won: (moves) => `Gewonnen in ${moves} ${moves === 1 ? 'zet' : 'zetten'}!`,
  lost: (score) => `Geen zetten meer en je mag niet meer opnieuw delen: ${score} ${score === 1 ? 'kaart ligt' : 'kaarten liggen'} goed.`,
  daily: (date) => `Dagspel, ${date}`,
  dailyReady: (date) => `Het spel van ${date} staat klaar.`,
  dailyStatNames: ['Dagen gespeeld', 'Dagen gewonnen', 'Dagen op rij gewonnen', 'Meeste dagen op rij'],
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('nl', nl));
