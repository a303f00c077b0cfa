/**
 * French for <montana-solitaire>: `<script type="module" src="languages/fr.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/fr'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `fr` or `fr-…` then speak French. French cards show R, D, V.
 */
import type { MontanaSolitaire, Strings } from '../index.js';

/** French typography: a no-break space before `:`, `?` and `!`. */
const _ = '\u00a0';
/** 0 and 1 take the singular in French. */
const s = (count: number) => (count > 1 ? 's' : '');

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
  help: 'Touches',
  keys: [
    ['← ↑ → ↓, Début, Fin', 'se déplacer sur le plateau'],
    ['Valeur, couleur', `aller à cette carte, comme 7 H ou V C (C trèfle, D carreau, H cœur, S pique${_}; K pour un roi)`],
    ['Entrée, Espace', 'jouer la carte, ou remplir la case vide'],
    ['Échap', 'annuler une sélection, fermer Touches ou Statistiques, répondre non à une question'],
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
