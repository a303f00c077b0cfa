/**
 * Dutch for <montana-solitaire>: `<script type="module" src="languages/nl.js">` beside
 * the element's script, or `import 'montana-solitaire/languages/nl'`. It registers itself
 * once the element is defined, whichever loads first; elements whose `lang` (or an
 * ancestor's) is `nl` or `nl-…` then speak Dutch. Dutch cards show A, B, V, H.
 */
import type { Layout, MontanaSolitaire, PairRule, RedealGapRule, RuleFacts, Strings } from '../index.js';

// Every rank is a de-word (de aas, de heer, de 2), so no article depends on the rank: elke 2, rechts van een heer.
/** A row's order said in Dutch: `2 tot en met heer`, `aas, 6 tot en met heer`. */
const order = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? from : `${from} tot en met ${to}`)).join(', ');
/** The rule parts, by their names: how a finished row's suits go, what a gap right of a card takes, where a redeal leaves the gaps. */
const GOALS: Record<PairRule, string> = {
  'same-suit': 'elke rij in één kleur',
  'same-suit-higher': 'elke rij in één kleur',
  'any-suit': 'in willekeurige kleuren',
  'alternate-colour': 'afwisselend rood en zwart',
  'different-suit': 'nooit twee kaarten van dezelfde kleur naast elkaar',
};
// Kleur is the suit (klaveren, ruiten…) in Dutch, so red and black are said, not 'de andere kleur'.
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK = 'een kaart met de waarde die in die volgorde na die van de kaart links van de plek komt';
const FOLLOWS: Record<PairRule, string> = {
  'same-suit': 'de kaart die in die volgorde na de kaart links van de plek komt, van dezelfde kleur',
  'same-suit-higher': 'elke kaart die in die volgorde later komt dan de kaart links van de plek, van dezelfde kleur',
  'any-suit': `${NEXT_RANK}, in een willekeurige kleur`,
  'alternate-colour': `${NEXT_RANK}, rood op zwart en zwart op rood`,
  'different-suit': `${NEXT_RANK}, in een andere kleur`,
};
/** How the deal lays the cards out, by the layout's name. */
const DEALS: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `De ${rows * columns} kaarten worden in ${rows} rijen van ${columns} gedeeld; daarna wordt elke ${removed} weggenomen, en waar die lag, blijft een lege plek over.`,
  'column-0-empty': ({ rows, columns }) => `De kaarten worden vanaf de tweede kolom in ${rows} rijen van ${columns - 1} gedeeld: de eerste kolom blijft leeg, en dat zijn de lege plekken.`,
  'starts-to-column-0': ({ rows, columns, first }) => `De kaarten worden vanaf de tweede kolom in ${rows} rijen van ${columns - 1} gedeeld; daarna gaat elke ${first} in leesvolgorde naar de eerste kolom, te beginnen bij de bovenste rij, en waar die lag, blijft een lege plek over.`,
  'starts-first': ({ rows, columns, first }) => `Elke ${first} komt in de eerste kolom, te beginnen bij de bovenste rij, en de andere kaarten worden vanaf de derde kolom in ${rows} rijen van ${columns - 2} gedeeld: de tweede kolom blijft leeg, en dat zijn de lege plekken.`,
};
const REDEAL_GAPS: Record<RedealGapRule, string> = {
  'after-run': 'met een lege plek rechts van de geordende kaarten van elke rij',
  random: 'en de lege plekken komen ergens daartussen te liggen',
  'last-column': 'met een lege plek aan het eind van elke rij',
};

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
  help: 'Uitleg',
  howToPlay: (rules) => [
    `Leg elke rij op volgorde vanaf links: ${order(rules)}, ${GOALS[rules.goal]}.${rules.decks > 1 ? ' Er zijn twee kaartspellen: elke kaart ligt twee keer op het speelveld, en elk van beide mag waar er een past.' : ''}`,
    DEALS[rules.layout](rules),
    rules.fill === 'orthogonal'
      ? 'Een kaart naast een lege plek (erboven, eronder, links of rechts ervan) mag erheen schuiven: er kan altijd een kaart verplaatst worden, en het spel is gewonnen als elke rij op volgorde ligt.'
      : `Op een lege plek past ${FOLLOWS[rules.follow]}${rules.fill === 'left-or-right' ? ', of een kaart die volgens dezelfde regel vóór de kaart rechts van de plek hoort' : ''}. Op een lege plek in de eerste kolom past elke ${rules.first}${
          rules.deadGaps ? `; een lege plek rechts van een ${rules.last} of van een andere lege plek blijft geblokkeerd: er past niets` : ', en verder niets'
        }.`,
    rules.redealWhen
      ? `${rules.redealWhen === 'anytime' ? 'Op elk moment' : 'Als er geen kaart meer verplaatst kan worden,'} mag je opnieuw delen (${['één', 'twee'][rules.redeals - 1] ?? rules.redeals} keer per spel): alle kaarten die nog niet vanaf het begin van hun rij op volgorde liggen, worden geschud en opnieuw gedeeld, ${REDEAL_GAPS[rules.redealGaps]}.${rules.canLose ? ' Het spel is verloren als er geen kaart meer verplaatst kan worden en je niet meer opnieuw mag delen.' : ''}`
      : rules.canLose
        ? 'Je mag niet opnieuw delen: het spel is verloren als er geen kaart meer verplaatst kan worden.'
        : '',
    'Tik of klik op een kaart om die te spelen, of op een lege plek om die te vullen; is er een keuze, dan markeert de eerste tik de mogelijkheden: tik er een aan om de kaart neer te leggen. Je kunt een kaart ook naar een lege plek slepen.',
  ],
  keysTitle: 'Toetsen',
  keys: [
    ['← ↑ → ↓, Home, End', 'over het speelveld bewegen'],
    ['Waarde, kleur', 'naar die kaart gaan, zoals 7 H of B C (C klaveren, D ruiten, H harten, S schoppen; K voor een heer)'],
    ['Enter, spatie', 'de kaart spelen of de lege plek vullen'],
    ['Esc', 'selectie annuleren, Uitleg of Statistieken sluiten, een vraag met nee beantwoorden'],
    ['U', 'ongedaan maken'],
    ['Y, Ctrl+Shift+Z', 'opnieuw doen'],
    ['R', 'opnieuw delen (als het mag)'],
    ['H', 'tip: een goede zet aanwijzen'],
    ['N', 'nieuw spel'],
    ['?', 'deze hulp'],
  ],
  confirmNewGame: 'Dit spel opgeven en een nieuw spel delen?',
  confirmResetStats: 'De statistieken van alle varianten wissen?',
  yes: 'Nieuw spel',
  no: 'Verder spelen',
  cancel: 'Annuleren',
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
  afterGame: {
    result: (won, inPlace, moves, redeals, clean) => `${won ? 'Gewonnen' : `${inPlace} goed`}, ${moves} ${moves === 1 ? 'zet' : 'zetten'}, ${redeals} keer opnieuw gedeeld, ${clean ? 'zonder' : 'met'} hulp`,
    review: 'Analyseren',
    reviewing: 'Het spel wordt geanalyseerd…',
    slip: (move, played, instead, exact) => `Zet ${move}, ${played}, ${exact ? 'gooide de winst weg' : 'liet een zekere winst glippen (daarna werd er geen meer gevonden)'}. Met ${instead} had je de winst behouden.`,
    noSlip: 'In dit spel is geen zekere winst verspeeld.',
    step: (move, moves) => `Zet ${move} van ${moves}`,
    back: 'Terug',
    next: 'Volgende',
    nextSlip: 'Volgende fout',
    close: 'Sluiten',
    replay: 'Terugkijken',
    replaying: 'Het spel wordt opnieuw afgespeeld…',
    stop: 'Stoppen',
    // Not just 'Delen', which beside 'Opnieuw delen' would read as dealing.
    share: 'Uitslag delen',
    shared: 'Gedeeld.',
    copied: 'Gekopieerd: plak het waar je wilt.',
    copyThis: (text) => `Kopieer dit: ${text}`,
  },
};

// The element may be defined before or after this module runs; not at all on a server.
globalThis.customElements?.whenDefined('montana-solitaire').then(() => (customElements.get('montana-solitaire') as typeof MontanaSolitaire).addLanguage('nl', nl));
