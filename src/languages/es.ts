/**
 * Spanish for <montana-solitaire>: `<script type="module" src="languages/es.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/es'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `es` or `es-…` then speak Spanish. The cards show A, J, Q, K, as
 * French-suited (poker) decks sold in Spanish-speaking countries do.
 */
import type { Layout, MontanaSolitaire, PairRule, RedealGapRule, RuleFacts, Strings } from '../index.js';

/** A count and its noun, singular or plural. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Of the ranks only la jota and la reina are feminine: el as, el rey, el 2; un rey, una reina. */
const feminine = (rank: string) => rank === 'jota' || rank === 'reina';
/** A rank's article, bare or after de and a: del 2 al rey, de la reina. */
const ARTICLES = { '': ['el ', 'la '], de: ['del ', 'de la '], a: ['al ', 'a la '] };
const the = (rank: string, before: keyof typeof ARTICLES = '') => `${ARTICLES[before][feminine(rank) ? 1 : 0]}${rank}`;

/** A row's order said in Spanish: `del 2 al rey`, `el as, del 6 al rey`. */
const order = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? the(from) : `${the(from, 'de')} ${the(to, 'a')}`)).join(', ');
/** The rule parts, by their names: how a finished row's suits go, what a gap right of a card takes, where a redeal leaves the gaps. */
const GOALS: Record<PairRule, string> = {
  'same-suit': 'toda de un solo palo',
  'same-suit-higher': 'toda de un solo palo',
  'any-suit': 'de cualquier palo',
  'alternate-colour': 'alternando rojo y negro',
  'different-suit': 'sin dos cartas vecinas del mismo palo',
};
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK = 'una carta del valor que sigue al de su vecina de la izquierda en ese orden';
const FOLLOWS: Record<PairRule, string> = {
  'same-suit': 'la carta que sigue a su vecina de la izquierda en ese orden, del mismo palo',
  'same-suit-higher': 'cualquier carta que venga después de su vecina de la izquierda en ese orden, del mismo palo',
  'any-suit': `${NEXT_RANK}, de cualquier palo`,
  'alternate-colour': `${NEXT_RANK}, del otro color`,
  'different-suit': `${NEXT_RANK}, de otro palo`,
};
/** How the deal lays the cards out, by the layout's name. */
const DEALS: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `Las ${rows * columns} cartas se reparten en ${rows} filas de ${columns}; luego se retira cada ${removed}, y en su lugar queda un hueco.`,
  'column-0-empty': ({ rows, columns }) => `Las cartas se reparten en ${rows} filas de ${columns - 1} desde la segunda columna: la primera columna queda vacía, y sus casillas son los huecos.`,
  'starts-to-column-0': ({ rows, columns, first }) => `Las cartas se reparten en ${rows} filas de ${columns - 1} desde la segunda columna; luego cada ${first}, en orden de lectura, pasa a la primera columna, empezando por la fila de arriba, y en su lugar queda un hueco.`,
  'starts-first': ({ rows, columns, first }) => `Cada ${first} se reparte en la primera columna, empezando por la fila de arriba, y las demás cartas en ${rows} filas de ${columns - 2} desde la tercera columna: la segunda columna queda vacía, y sus casillas son los huecos.`,
};
const REDEAL_GAPS: Record<RedealGapRule, string> = {
  'after-run': 'con un hueco a la derecha de las cartas ordenadas de cada fila',
  random: 'y los huecos caen en cualquier lugar entre ellas',
  'last-column': 'con un hueco al final de cada fila',
};

export const es: Strings = {
  locale: 'es',
  ranks: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jota', 'reina', 'rey'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  suits: ['tréboles', 'diamantes', 'corazones', 'picas'],
  card: (rank, suit) => `${rank} de ${suit}`,
  board: 'Solitario Montana',
  inPlace: 'en su sitio',
  gapFits: (cards) => `hueco: cabe ${cards.join(' o ')}`,
  gapDead: 'hueco: bloqueado, no cabe ninguna carta',
  gapEmpty: 'hueco: ahora no cabe ninguna carta',
  moved: (card, to) => `${card} a la fila ${to.row + 1}, columna ${to.col + 1}`,
  redealt: (left) => `Cartas repartidas de nuevo. ${left ? `${left === 1 ? 'Queda' : 'Quedan'} ${count(left, 'reparto', 'repartos')}.` : 'No quedan más repartos.'}`,
  stuck: (left) => `Ninguna carta puede moverse. Reparte de nuevo las cartas sueltas (${left === 1 ? 'queda' : 'quedan'} ${left}).`,
  moves: 'Movimientos',
  score: 'En su sitio',
  redealsLeft: 'Repartos',
  redeal: (left) => `Repartir de nuevo (${left})`,
  undo: 'Deshacer',
  redo: 'Rehacer',
  restart: 'Reiniciar',
  newGame: 'Nueva partida',
  help: 'Ayuda',
  howToPlay: (rules) => [
    `Ordena cada fila desde la izquierda: ${order(rules)}, ${GOALS[rules.goal]}.${rules.decks > 1 ? ' Hay dos barajas: cada carta aparece dos veces en el tablero, y cualquiera de las dos puede ir donde cabe una.' : ''}`,
    DEALS[rules.layout](rules),
    rules.fill === 'orthogonal'
      ? 'Una carta junto a un hueco (arriba, abajo, a la izquierda o a la derecha) puede deslizarse hacia él: siempre hay una carta que puede moverse, y la partida se gana cuando cada fila está en orden.'
      : `Un hueco admite ${FOLLOWS[rules.follow]}${rules.fill === 'left-or-right' ? ', o una carta que, según la misma regla, va antes de su vecina de la derecha' : ''}. Un hueco en la primera columna admite cualquier ${rules.first}${
          rules.deadGaps ? `; un hueco a la derecha de ${feminine(rules.last) ? 'una' : 'un'} ${rules.last} o de otro hueco queda bloqueado: no cabe ninguna carta` : ', y nada más'
        }.`,
    rules.redealWhen
      ? `${rules.redealWhen === 'anytime' ? 'En cualquier momento' : 'Cuando ninguna carta puede moverse'}, puedes repartir de nuevo (${['una vez', 'dos veces'][rules.redeals - 1] ?? `${rules.redeals} veces`} por partida): todas las cartas que aún no están en orden desde el principio de su fila se barajan y se reparten otra vez, ${REDEAL_GAPS[rules.redealGaps]}.${rules.canLose ? ' La partida se pierde cuando ninguna carta puede moverse y no quedan repartos.' : ''}`
      : rules.canLose
        ? 'No hay repartos: la partida se pierde cuando ninguna carta puede moverse.'
        : '',
    'Toca o haz clic en una carta para jugarla, o en un hueco para llenarlo; cuando hay que elegir, el primer toque resalta las opciones: toca una de ellas para colocar la carta. También puedes arrastrar una carta a un hueco.',
  ],
  keysTitle: 'Teclas',
  keys: [
    ['← ↑ → ↓, Inicio, Fin', 'moverse por el tablero'],
    ['Valor, palo', 'ir a esa carta, como 7 H o J C (C tréboles, D diamantes, H corazones, S picas)'],
    ['Intro, Espacio', 'jugar la carta o llenar el hueco'],
    ['Esc', 'cancelar la selección, cerrar Ayuda o Estadísticas, responder no a una pregunta'],
    ['U', 'deshacer'],
    ['Y, Ctrl+Mayús+Z', 'rehacer'],
    ['R', 'repartir de nuevo (si se permite)'],
    ['H', 'pista: resaltar un buen movimiento'],
    ['N', 'nueva partida'],
    ['?', 'esta ayuda'],
  ],
  confirmNewGame: '¿Abandonar esta partida y repartir una nueva?',
  confirmResetStats: '¿Borrar las estadísticas de todas las variantes?',
  yes: 'Nueva partida',
  no: 'Seguir jugando',
  cancel: 'Cancelar',
  time: 'Tiempo',
  statistics: 'Estadísticas',
  statNames: ['Jugadas', 'Ganadas', 'Perdidas', 'Mejor puntuación', 'Racha actual', 'Racha más larga', 'Victoria con menos movimientos', 'Victorias sin ayuda', 'Victoria sin ayuda con menos movimientos'],
  resetStats: 'Borrar las estadísticas',
  hint: 'Pista',
  thinking: 'Pensando…',
  hintMove: (move, proven) => `Pista: ${move}.${proven ? ' Desde aquí la victoria está asegurada.' : ''}`,
  hintRedeal: 'Pista: reparte de nuevo las cartas sueltas.',
  hintNone: 'No hay pista: la partida ha terminado.',
  showWin: 'Mostrar la solución',
  solverOff: 'Las pistas están desactivadas: esta página no permite que funcione el solucionador.',
  seeking: 'Buscando una partida con solución…',
  noTarget: (card) => `Ahora ningún hueco admite ${card}`,
  selected: (card) => `Carta elegida: ${card}. Elige un hueco resaltado.`,
  notOnBoard: (card) => `Esta carta no está en el tablero: ${card}`,
  won: (moves) => `¡Has ganado en ${count(moves, 'movimiento', 'movimientos')}!`,
  lost: (score) => `No quedan movimientos ni repartos: ${count(score, 'carta', 'cartas')} en su sitio.`,
  daily: (date) => `Partida del día, ${date}`,
  dailyReady: (date) => `La partida del ${date} está lista.`,
  dailyStatNames: ['Días jugados', 'Días ganados', 'Días ganados seguidos', 'Récord de días seguidos'],
  afterGame: {
    result: (won, inPlace, moves, redeals, clean) => `${won ? 'Ganada' : `${inPlace} en su sitio`}, ${count(moves, 'movimiento', 'movimientos')}, ${count(redeals, 'reparto', 'repartos')}, ${clean ? 'sin' : 'con'} ayuda`,
    review: 'Analizar',
    reviewing: 'Analizando la partida…',
    slip: (move, played, instead, exact) => `Movimiento ${move}, ${played}, ${exact ? 'echó a perder la victoria' : 'dejó escapar una victoria asegurada (después no se encontró ninguna)'}. Jugar ${instead} la habría conservado.`,
    noSlip: 'En esta partida no se dejó escapar ninguna victoria asegurada.',
    step: (move, moves) => `Movimiento ${move} de ${moves}`,
    back: 'Anterior',
    next: 'Siguiente',
    nextSlip: 'Siguiente error',
    close: 'Cerrar',
    replay: 'Repetición',
    replaying: 'Repitiendo la partida…',
    stop: 'Detener',
    share: 'Compartir',
    shared: 'Compartido.',
    copied: 'Copiado: pégalo donde quieras.',
    copyThis: (text) => `Copia esto: ${text}`,
  },
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('es', es));
