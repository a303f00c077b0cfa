/**
 * Italian for <montana-solitaire>: `<script type="module" src="languages/it.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/it'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `it` or `it-…` then speak Italian. The cards show A, J, Q, K, as the
 * French-suited decks printed in Italy (for ramino, poker, burraco) do.
 */
import type { Layout, MontanaSolitaire, PairRule, RedealGapRule, RuleFacts, Strings } from '../index.js';

/** Of the ranks only la donna is feminine: un re, una donna; qualsiasi is the same for both. */
const feminine = (rank: string) => rank === 'donna';
/** A rank's article, bare or after da and a: il re, la donna, and elided before a vowel as said (l’asso, l’8: otto). */
const ARTICLES = { '': ['il ', 'la ', 'l’'], da: ['dal ', 'dalla ', 'dall’'], a: ['al ', 'alla ', 'all’'] };
const the = (rank: string, before: keyof typeof ARTICLES = '') => `${ARTICLES[before][rank === 'asso' || rank === '8' ? 2 : feminine(rank) ? 1 : 0]}${rank}`;

/** A row's order said in Italian: `dal 2 al re`, `l’asso, dal 6 al re`. */
const order = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? the(from) : `${the(from, 'da')} ${the(to, 'a')}`)).join(', ');
/** The rule parts, by their names: how a finished row's suits go, what a gap right of a card takes, where a redeal leaves the gaps. */
const GOALS: Record<PairRule, string> = {
  'same-suit': 'tutta di un solo seme',
  'same-suit-higher': 'tutta di un solo seme',
  'any-suit': 'di semi qualsiasi',
  'alternate-colour': 'alternando rosso e nero',
  'different-suit': 'senza due carte vicine dello stesso seme',
};
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK = 'una carta del valore che in quest’ordine segue quello della carta alla sua sinistra';
const FOLLOWS: Record<PairRule, string> = {
  'same-suit': 'la carta che in quest’ordine segue quella alla sua sinistra, dello stesso seme',
  'same-suit-higher': 'qualsiasi carta che in quest’ordine venga dopo quella alla sua sinistra, dello stesso seme',
  'any-suit': `${NEXT_RANK}, di qualsiasi seme`,
  'alternate-colour': `${NEXT_RANK}, dell’altro colore`,
  'different-suit': `${NEXT_RANK}, di un altro seme`,
};
/** How the deal lays the cards out, by the layout's name (ogni asso viene tolto, ogni donna viene tolta). */
const DEALS: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `Le ${rows * columns} carte vengono distribuite in ${rows} righe da ${columns}; poi ogni ${removed} viene tolt${feminine(removed) ? 'a' : 'o'}, e al suo posto resta uno spazio vuoto.`,
  'column-0-empty': ({ rows, columns }) => `Le carte vengono distribuite in ${rows} righe da ${columns - 1} a partire dalla seconda colonna: la prima colonna resta vuota, e le sue caselle sono gli spazi vuoti.`,
  'starts-to-column-0': ({ rows, columns, first }) => `Le carte vengono distribuite in ${rows} righe da ${columns - 1} a partire dalla seconda colonna; poi ogni ${first}, in ordine di lettura, passa nella prima colonna, cominciando dalla riga in alto, e al suo posto resta uno spazio vuoto.`,
  'starts-first': ({ rows, columns, first }) => `Ogni ${first} va nella prima colonna, cominciando dalla riga in alto, e le altre carte vengono distribuite in ${rows} righe da ${columns - 2} a partire dalla terza colonna: la seconda colonna resta vuota, e le sue caselle sono gli spazi vuoti.`,
};
const REDEAL_GAPS: Record<RedealGapRule, string> = {
  'after-run': 'con uno spazio vuoto a destra delle carte in ordine di ogni riga',
  random: 'e gli spazi vuoti finiscono in un punto qualsiasi tra di esse',
  'last-column': 'con uno spazio vuoto alla fine di ogni riga',
};

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
  help: 'Aiuto',
  howToPlay: (rules) => [
    `Metti in ordine ogni riga partendo da sinistra: ${order(rules)}, ${GOALS[rules.goal]}.${rules.decks > 1 ? ' Ci sono due mazzi: ogni carta compare due volte sul tavolo, e l’una o l’altra può andare dove ne va una.' : ''}`,
    DEALS[rules.layout](rules),
    rules.fill === 'orthogonal'
      ? 'Una carta accanto a uno spazio vuoto (sopra, sotto, a sinistra o a destra) può scivolarci dentro: una carta può sempre muoversi, e la partita è vinta quando ogni riga è in ordine.'
      : `Uno spazio vuoto accetta ${FOLLOWS[rules.follow]}${rules.fill === 'left-or-right' ? ', oppure una carta che, secondo la stessa regola, va prima di quella alla sua destra' : ''}. Uno spazio vuoto nella prima colonna accetta qualsiasi ${rules.first}${
          rules.deadGaps ? `; uno spazio vuoto a destra di ${feminine(rules.last) ? 'una' : 'un'} ${rules.last} o di un altro spazio vuoto resta bloccato: non ci va nessuna carta` : ', e nient’altro'
        }.`,
    rules.redealWhen
      ? `${rules.redealWhen === 'anytime' ? 'In qualsiasi momento' : 'Quando nessuna carta può muoversi'}, puoi ridistribuire (${['una volta', 'due volte'][rules.redeals - 1] ?? `${rules.redeals} volte`} per partita): tutte le carte non ancora in ordine dall’inizio della loro riga vengono mescolate e distribuite di nuovo, ${REDEAL_GAPS[rules.redealGaps]}.${rules.canLose ? ' La partita è persa quando nessuna carta può muoversi e non restano ridistribuzioni.' : ''}`
      : rules.canLose
        ? 'Nessuna ridistribuzione: la partita è persa quando nessuna carta può muoversi.'
        : '',
    'Tocca o fai clic su una carta per giocarla, o su uno spazio vuoto per riempirlo; se c’è da scegliere, il primo tocco evidenzia le possibilità: toccane una per posare la carta. Puoi anche trascinare una carta in uno spazio vuoto.',
  ],
  keysTitle: 'Tasti',
  keys: [
    ['← ↑ → ↓, Home, Fine', 'spostarsi sul tavolo'],
    ['Valore, seme', 'andare a quella carta, come 7 H o J C (C fiori, D quadri, H cuori, S picche)'],
    ['Invio, Spazio', 'giocare la carta o riempire lo spazio vuoto'],
    ['Esc', 'annullare la selezione, chiudere Aiuto o Statistiche, rispondere no a una domanda'],
    ['U', 'annullare l’ultima mossa'],
    ['Y, Ctrl+Maiusc+Z', 'ripetere'],
    ['R', 'ridistribuire (quando è consentito)'],
    ['H', 'suggerimento: evidenziare una buona mossa'],
    ['N', 'nuova partita'],
    ['?', 'questa guida'],
  ],
  confirmNewGame: 'Abbandonare questa partita e distribuirne una nuova?',
  confirmResetStats: 'Azzerare le statistiche di tutte le varianti?',
  yes: 'Nuova partita',
  no: 'Continua a giocare',
  cancel: 'Annulla',
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
  afterGame: {
    result: (won, inPlace, moves, redeals, clean) => `${won ? 'Vinta' : `${inPlace} al loro posto`}, ${moves} ${moves === 1 ? 'mossa' : 'mosse'}, ${redeals} ${redeals === 1 ? 'ridistribuzione' : 'ridistribuzioni'}, ${clean ? 'senza' : 'con'} aiuto`,
    review: 'Analizza',
    reviewing: 'Analisi della partita…',
    slip: (move, played, instead, exact) => `Mossa ${move}, ${played}, ${exact ? 'ha buttato via la vittoria' : 'ha lasciato sfuggire una vittoria assicurata (dopo non se n’è trovata nessuna)'}. Giocare ${instead} l’avrebbe conservata.`,
    noSlip: 'In questa partita non è sfuggita nessuna vittoria assicurata.',
    step: (move, moves) => `Mossa ${move} di ${moves}`,
    back: 'Indietro',
    next: 'Avanti',
    nextSlip: 'Errore successivo',
    close: 'Chiudi',
    replay: 'Rivedi',
    replaying: 'Riproduzione della partita…',
    stop: 'Ferma',
    share: 'Condividi',
    shared: 'Condiviso.',
    copied: 'Copiato: incollalo dove vuoi.',
    copyThis: (text) => `Copia questo testo: ${text}`,
  },
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('it', it));
