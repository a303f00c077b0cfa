/**
 * French for <montana-solitaire>: `<script type="module" src="languages/fr.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/fr'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `fr` or `fr-…` then speak French. French cards show R, D, V.
 */
import type { Layout, MontanaSolitaire, PairRule, RedealGapRule, RuleFacts, Strings } from '../index.js';

/** French typography: a no-break space before `:`, `?` and `!`. */
const _ = '\u00a0';
/** 0 and 1 take the singular in French. */
const s = (count: number) => (count > 1 ? 's' : '');

/** A rank's article, bare or after de and à: l’as (elided), la dame, le roi, le 2 (le huit is not elided). */
const ARTICLES = { '': ['le ', 'la ', 'l’'], de: ['du ', 'de la ', 'de l’'], à: ['au ', 'à la ', 'à l’'] };
const the = (rank: string, before: keyof typeof ARTICLES = '') => `${ARTICLES[before][rank === 'as' ? 2 : rank === 'dame' ? 1 : 0]}${rank}`;
/** Of the ranks only la dame is feminine: un roi, une dame; n’importe quel as, n’importe quelle dame. */
const feminine = (rank: string) => rank === 'dame';

/** A row's order said in French: `du 2 au roi`, `l’as, du 6 au roi`. */
const order = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? the(from) : `${the(from, 'de')} ${the(to, 'à')}`)).join(', ');
/** The rule parts, by their names: how a finished row's suits go, what a gap right of a card takes, where a redeal leaves the gaps. */
const GOALS: Record<PairRule, string> = {
  'same-suit': 'toute d’une seule couleur',
  'same-suit-higher': 'toute d’une seule couleur',
  'any-suit': 'toutes couleurs confondues',
  'alternate-colour': 'en alternant rouge et noir',
  'different-suit': 'sans deux cartes voisines de la même couleur',
};
// Couleur is the suit (trèfle, carreau…) in French, so red and black are said, not « l’autre couleur ».
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK = 'une carte de la valeur qui suit celle de sa voisine de gauche dans cet ordre';
const FOLLOWS: Record<PairRule, string> = {
  'same-suit': 'la carte qui suit sa voisine de gauche dans cet ordre, de la même couleur',
  'same-suit-higher': 'toute carte qui vient après sa voisine de gauche dans cet ordre, de la même couleur',
  'any-suit': `${NEXT_RANK}, de n’importe quelle couleur`,
  'alternate-colour': `${NEXT_RANK}, rouge si sa voisine est noire, noire si elle est rouge`,
  'different-suit': `${NEXT_RANK}, d’une autre couleur`,
};
/** How the deal lays the cards out, by the layout's name (chaque as est retiré, chaque dame est retirée). */
const DEALS: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `Les ${rows * columns} cartes sont distribuées en ${rows} lignes de ${columns}${_}; puis chaque ${removed} est retiré${feminine(removed) ? 'e' : ''}, et laisse une case vide à sa place.`,
  'column-0-empty': ({ rows, columns }) => `Les cartes sont distribuées en ${rows} lignes de ${columns - 1} à partir de la deuxième colonne, et la première colonne reste vide.`,
  'starts-to-column-0': ({ rows, columns, first }) => `Les cartes sont distribuées en ${rows} lignes de ${columns - 1} à partir de la deuxième colonne${_}; puis chaque ${first}, dans l’ordre de lecture, passe dans la première colonne, en commençant par la ligne du haut, et laisse une case vide à sa place.`,
  'starts-first': ({ rows, columns, first }) => `Chaque ${first} est distribué${feminine(first) ? 'e' : ''} dans la première colonne, en commençant par la ligne du haut${_}; les autres cartes sont distribuées en ${rows} lignes de ${columns - 2} à partir de la troisième colonne, et la deuxième colonne reste vide.`,
};
const REDEAL_GAPS: Record<RedealGapRule, string> = {
  'after-run': 'avec une case vide à droite des cartes rangées de chaque ligne',
  random: 'les cases vides tombant n’importe où parmi elles',
  'last-column': 'avec une case vide au bout de chaque ligne',
};

export const fr: Strings = {
  locale: 'fr',
  ranks: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valet', 'dame', 'roi'],
  rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'V', 'D', 'R'],
  suits: ['trèfle', 'carreau', 'cœur', 'pique'],
  card: (rank, suit) => `${rank} de ${suit}`,
  board: 'Solitaire Montana',
  inPlace: 'à sa place',
  gapFits: (cards) => `case vide pour ${cards.join(' ou ')}`,
  gapDead: `case vide bloquée${_}: aucune carte n’y va`,
  gapEmpty: `case vide${_}: aucune carte n’y va pour l’instant`,
  moved: (card, to) => `${card} en ligne ${to.row + 1}, colonne ${to.col + 1}`,
  redealt: (left) => `Cartes redistribuées. ${left ? `Encore ${left} redistribution${s(left)} possible${s(left)}.` : 'Plus aucune redistribution possible.'}`,
  stuck: (left) => `Aucune carte ne peut bouger. Redistribuez les cartes mal placées (encore ${left}).`,
  moves: 'Coups',
  score: 'Bien placées',
  redealsLeft: 'Redistributions',
  redeal: (left) => `Redistribuer (${left})`,
  undo: 'Annuler',
  redo: 'Rétablir',
  restart: 'Recommencer',
  newGame: 'Nouvelle partie',
  help: 'Aide',
  howToPlay: (rules) => [
    `Rangez chaque ligne dans l’ordre à partir de la gauche${_}: ${order(rules)}, ${GOALS[rules.goal]}.${rules.decks > 1 ? ` Il y a deux jeux${_}: chaque carte figure deux fois sur le plateau, et l’une ou l’autre peut aller là où l’une va.` : ''}`,
    DEALS[rules.layout](rules),
    rules.fill === 'orthogonal'
      ? `Une carte voisine d’une case vide (au-dessus, au-dessous, à gauche ou à droite) peut y glisser${_}: une carte peut toujours bouger, et la partie est gagnée quand chaque ligne est rangée.`
      : `Une case vide accepte ${FOLLOWS[rules.follow]}${rules.fill === 'left-or-right' ? ', ou une carte qui, selon la même règle, précède sa voisine de droite' : ''}. Une case vide de la première colonne accepte n’importe ${feminine(rules.first) ? 'quelle' : 'quel'} ${rules.first}${
          rules.deadGaps ? `${_}; une case vide à droite ${feminine(rules.last) ? 'd’une' : 'd’un'} ${rules.last} ou d’une autre case vide reste bloquée${_}: aucune carte n’y va` : ', et rien d’autre'
        }.`,
    rules.redealWhen
      ? `${rules.redealWhen === 'anytime' ? 'À tout moment' : 'Quand aucune carte ne peut bouger'}, vous pouvez redistribuer (${['une', 'deux'][rules.redeals - 1] ?? rules.redeals} fois par partie)${_}: toutes les cartes qui ne sont pas encore rangées depuis le début de leur ligne sont mélangées et redistribuées, ${REDEAL_GAPS[rules.redealGaps]}.${rules.canLose ? ' La partie est perdue quand aucune carte ne peut bouger et qu’il ne reste aucune redistribution.' : ''}`
      : rules.canLose
        ? `Pas de redistribution${_}: la partie est perdue quand aucune carte ne peut bouger.`
        : '',
    `Touchez ou cliquez sur une carte pour la jouer, ou sur une case vide pour la remplir${_}; s’il y a un choix, le premier appui met les possibilités en surbrillance${_}: touchez-en une pour poser la carte. Une carte peut aussi être glissée vers une case vide.`,
  ],
  keysTitle: 'Touches',
  keys: [
    ['← ↑ → ↓, Début, Fin', 'se déplacer sur le plateau'],
    ['Valeur, couleur', `aller à cette carte, comme 7 H ou V C (C trèfle, D carreau, H cœur, S pique${_}; K pour un roi)`],
    ['Entrée, Espace', 'jouer la carte, ou remplir la case vide'],
    ['Échap', 'annuler une sélection, fermer Aide ou Statistiques, répondre non à une question'],
    ['U', 'annuler le dernier coup'],
    ['Y, Ctrl+Maj+Z', 'rétablir'],
    ['R', 'redistribuer (si c’est permis)'],
    ['H', `indice${_}: montrer un bon coup`],
    ['N', 'nouvelle partie'],
    ['?', 'cette aide'],
  ],
  confirmNewGame: `Abandonner cette partie et en distribuer une nouvelle${_}?`,
  confirmResetStats: `Effacer les statistiques de toutes les variantes${_}?`,
  yes: 'Nouvelle partie',
  no: 'Continuer la partie',
  cancel: 'Annuler',
  time: 'Temps',
  statistics: 'Statistiques',
  statNames: ['Parties jouées', 'Gagnées', 'Perdues', 'Meilleur score', 'Série en cours', 'Plus longue série', 'Le moins de coups pour gagner', 'Victoires sans aide', 'Le moins de coups sans aide'],
  resetStats: 'Effacer les statistiques',
  hint: 'Indice',
  thinking: 'Réflexion…',
  hintMove: (move, proven) => `Indice${_}: ${move}.${proven ? ' La victoire est assurée à partir d’ici.' : ''}`,
  hintRedeal: `Indice${_}: redistribuez les cartes mal placées.`,
  hintNone: `Pas d’indice${_}: la partie est terminée.`,
  showWin: 'Montrer la solution',
  solverOff: `Indices désactivés${_}: cette page ne laisse pas le solveur fonctionner.`,
  seeking: 'Recherche d’une donne gagnable…',
  noTarget: (card) => `${card} ne va dans aucune case vide pour l’instant`,
  selected: (card) => `Carte choisie${_}: ${card}. Choisissez une case vide en surbrillance.`,
  notOnBoard: (card) => `Cette carte n’est pas sur le plateau${_}: ${card}`,
  won: (moves) => `Gagné en ${moves} coup${s(moves)}${_}!`,
  lost: (score) => `Plus aucun coup ni redistribution${_}: ${score} carte${s(score)} bien placée${s(score)}.`,
  daily: (date) => `Donne du jour, ${date}`,
  dailyReady: (date) => `La donne du ${date} est prête.`,
  dailyStatNames: ['Jours joués', 'Jours gagnés', 'Jours gagnés d’affilée', 'Record de jours d’affilée'],
  afterGame: {
    result: (won, inPlace, moves, redeals, clean) => `${won ? 'Gagné' : `${inPlace} bien placées`}, ${moves} coup${s(moves)}, ${redeals} redistribution${s(redeals)}, ${clean ? 'sans' : 'avec'} aide`,
    review: 'Analyser',
    reviewing: 'Analyse de la partie…',
    slip: (move, played, instead, exact) => `Coup ${move}, ${played}, ${exact ? 'a gâché la victoire' : 'a laissé filer une victoire assurée (aucune n’a été trouvée ensuite)'}. Jouer ${instead} l’aurait préservée.`,
    noSlip: 'Aucune victoire assurée n’a été gâchée dans cette partie.',
    step: (move, moves) => `Coup ${move} sur ${moves}`,
    back: 'Précédent',
    next: 'Suivant',
    nextSlip: 'Faute suivante',
    close: 'Fermer',
    replay: 'Revoir',
    replaying: 'Rediffusion de la partie…',
    stop: 'Arrêter',
    share: 'Partager',
    shared: 'Partagé.',
    copied: `Copié${_}: collez-le où vous voulez.`,
    copyThis: (text) => `Copiez ce texte${_}: ${text}`,
  },
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('fr', fr));
