/**
 * Italian for <montana-solitaire>: `<script type="module" src="languages/it.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/it'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `it` or `it-…` then speak Italian. The cards show A, J, Q, K, as the
 * French-suited decks printed in Italy (for ramino, poker, burraco) do.
 */
import type { MontanaSolitaire, Strings } from '../index.js';

export const it: Strings = {
  locale: 'it',
  ranks: ['asso', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'fante', 'donna', 're'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  suits: ['fiori', 'quadri', 'cuori', 'picche'],
  card: (rank, suit) => `${rank} di ${suit}`,
  board: 'Solitario Montana',
  inPlace: 'al suo posto',
  gapFits: (cards) => `spazio vuoto: ci va ${cards.join(' o ')}`,
  gapDead: 'spazio vuoto: bloccato, non ci va nessuna carta',
  gapEmpty: 'spazio vuoto: per ora non ci va nessuna carta',
  moved: (card, to) => `${card} alla riga ${to.row + 1}, colonna ${to.col + 1}`,
  redealt: (left) => `Carte ridistribuite. ${left ? (left === 1 ? 'Resta 1 ridistribuzione.' : `Restano ${left} ridistribuzioni.`) : 'Non restano altre ridistribuzioni.'}`,
  stuck: (left) => `Nessuna carta può muoversi. Ridistribuisci le carte fuori posto (ancora ${left}).`,
  moves: 'Mosse',
  score: 'Al loro posto',
  redealsLeft: 'Ridistribuzioni',
  redeal: (left) => `Ridistribuisci (${left})`,
  undo: 'Annulla',
  redo: 'Ripeti',
  restart: 'Ricomincia',
  newGame: 'Nuova partita',
  help: 'Tasti',
  keys: [
    ['← ↑ → ↓', 'spostarsi sul tavolo'],
    ['Valore, seme', 'andare a quella carta, come 7 H o J C (C fiori, D quadri, H cuori, S picche)'],
    ['Invio, Spazio', 'giocare la carta o riempire lo spazio vuoto'],
    ['Esc', 'annullare la selezione'],
    ['U', 'annullare l’ultima mossa'],
    ['Y, Ctrl+Maiusc+Z', 'ripetere'],
    ['R', 'ridistribuire (quando è consentito)'],
    ['H', 'suggerimento: evidenziare una buona mossa'],
    ['N', 'nuova partita'],
    ['?', 'questa guida'],
  ],
  confirmNewGame: 'Abbandonare questa partita e distribuirne una nuova?',
  yes: 'Nuova partita',
  no: 'Continua a giocare',
  time: 'Tempo',
  statistics: 'Statistiche',
  statNames: ['Giocate', 'Vinte', 'Perse', 'Miglior punteggio', 'Serie attuale', 'Serie più lunga', 'Vittoria con meno mosse', 'Vittorie senza aiuto', 'Vittoria senza aiuto con meno mosse'],
  resetStats: 'Azzera le statistiche',
  hint: 'Suggerimento',
  thinking: 'Sto pensando…',
  hintMove: (move, proven) => `Suggerimento: ${move}.${proven ? ' Da qui la vittoria è assicurata.' : ''}`,
  hintRedeal: 'Suggerimento: ridistribuisci le carte fuori posto.',
  hintNone: 'Nessun suggerimento: la partita è finita.',
  showWin: 'Mostra la soluzione',
  solverOff: 'Suggerimenti disattivati: questa pagina non permette al risolutore di funzionare.',
  seeking: 'Cerco una partita risolvibile…',
  noTarget: (card) => `Per ora nessuno spazio vuoto accetta ${card}`,
  selected: (card) => `Carta scelta: ${card}. Scegli uno spazio vuoto evidenziato.`,
  notOnBoard: (card) => `Questa carta non è sul tavolo: ${card}`,
  won: (moves) => `Hai vinto in ${moves} ${moves === 1 ? 'mossa' : 'mosse'}!`,
  lost: (score) => `Nessuna mossa e nessuna ridistribuzione rimasta: ${score === 1 ? '1 carta al suo posto' : `${score} carte al loro posto`}.`,
  daily: (date) => `Partita del giorno, ${date}`,
  dailyReady: (date) => `La partita del ${date} è pronta.`,
  dailyStatNames: ['Giorni giocati', 'Giorni vinti', 'Giorni vinti di fila', 'Record di giorni di fila'],
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('it', it));
