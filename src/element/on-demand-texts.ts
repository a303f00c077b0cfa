/**
 * The English and German texts only what loads on demand shows (see ON_DEMAND_TEXTS).
 */
import type { Layout, PairRule, RedealGapRule } from '../engine.js';
import { STRINGS, type AfterGameStrings, type OnDemandText, type RuleFacts, type Strings } from './i18n.js';

/** A row's order said in English: `2 to king`, `ace, 6 to king`. */
const orderEn = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? from : `${from} to ${to}`)).join(', ');

/** The rule parts in English, by their names: how a finished row's suits go, what a gap right of a card takes, where a redeal leaves the gaps. */
const GOALS_EN: Record<PairRule, string> = {
  'same-suit': 'each row of one suit',
  'same-suit-higher': 'each row of one suit',
  'any-suit': 'of any suits',
  'alternate-colour': 'red and black in turn',
  'different-suit': 'no two neighbours of one suit',
};
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK_EN = "a card of the rank that comes after its left neighbour's in that order";
const FOLLOWS_EN: Record<PairRule, string> = {
  'same-suit': 'the card that comes after its left neighbour in that order, of the same suit',
  'same-suit-higher': 'any card that comes later than its left neighbour in that order, of the same suit',
  'any-suit': `${NEXT_RANK_EN}, of any suit`,
  'alternate-colour': `${NEXT_RANK_EN}, of the other colour`,
  'different-suit': `${NEXT_RANK_EN}, of another suit`,
};
/** How the deal lays the cards out, by the layout's name. */
const DEALS_EN: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `The ${rows * columns} cards are dealt in ${rows} rows of ${columns}; then each ${removed} is taken out, leaving a gap where it lay.`,
  'column-0-empty': ({ rows, columns }) => `The cards are dealt in ${rows} rows of ${columns - 1} from the second column on, leaving the first column empty: its cells are the gaps.`,
  'starts-to-column-0': ({ rows, columns, first }) => `The cards are dealt in ${rows} rows of ${columns - 1} from the second column on; then each ${first}, in reading order, moves to the first column, top row first, leaving a gap where it lay.`,
  'starts-first': ({ rows, columns, first }) => `Each ${first} is dealt to the first column, top row first, and the other cards in ${rows} rows of ${columns - 2} from the third column on, leaving the second column empty: its cells are the gaps.`,
};
const REDEAL_GAPS_EN: Record<RedealGapRule, string> = {
  'after-run': "with a gap right of each row's cards in order",
  random: 'the gaps falling anywhere among them',
  'last-column': 'with a gap at the end of each row',
};

/** The same in German. */
const orderDe = ({ order }: RuleFacts) => order.map(([from, to]) => (from === to ? from : `${from} bis ${to}`)).join(', ');
const GOALS_DE: Record<PairRule, string> = {
  'same-suit': 'jede Reihe in einer Farbe',
  'same-suit-higher': 'jede Reihe in einer Farbe',
  'any-suit': 'in beliebigen Farben',
  'alternate-colour': 'abwechselnd rot und schwarz',
  'different-suit': 'keine zwei Nachbarn in derselben Farbe',
};
/** Where a gap takes a card by its rank alone: which rank; how its suit goes follows. */
const NEXT_RANK_DE = 'eine Karte des Werts, der in dieser Reihenfolge auf den ihres linken Nachbarn folgt';
const FOLLOWS_DE: Record<PairRule, string> = {
  'same-suit': 'die Karte, die in dieser Reihenfolge auf ihren linken Nachbarn folgt, in derselben Farbe',
  'same-suit-higher': 'jede Karte, die in dieser Reihenfolge nach ihrem linken Nachbarn kommt, in derselben Farbe',
  'any-suit': `${NEXT_RANK_DE}, in beliebiger Farbe`,
  'alternate-colour': `${NEXT_RANK_DE}, rot auf schwarz und schwarz auf rot`,
  'different-suit': `${NEXT_RANK_DE}, in einer anderen Farbe`,
};
const REDEAL_GAPS_DE: Record<RedealGapRule, string> = {
  'after-run': 'mit einer Lücke rechts der geordneten Karten jeder Reihe',
  random: 'und die Lücken landen irgendwo dazwischen',
  'last-column': 'mit einer Lücke am Ende jeder Reihe',
};
/** German ranks are masculine (König, Bube), neuter (Ass) or feminine (Dame, and the numbers: die Zwei). */
const masculineOrNeuter = (rank: string) => ['König', 'Bube', 'Ass'].includes(rank);
/** A rank with `jeder` in the nominative (jedes Ass, jeder König, jede 2), and the possessive that refers back to it (an seiner, an ihrer Stelle). */
const eachDe = (rank: string) => `${rank === 'Ass' ? 'jedes' : masculineOrNeuter(rank) ? 'jeder' : 'jede'} ${rank}`;
const itsDe = (rank: string) => (masculineOrNeuter(rank) ? 'seiner' : 'ihrer');
const DEALS_DE: Record<Layout, (rules: RuleFacts) => string> = {
  rows: ({ rows, columns, removed }) => `Die ${rows * columns} Karten werden in ${rows} Reihen zu je ${columns} ausgeteilt; dann wird ${eachDe(removed)} herausgenommen, und an ${itsDe(removed)} Stelle bleibt eine Lücke.`,
  'column-0-empty': ({ rows, columns }) => `Die Karten werden ab der zweiten Spalte in ${rows} Reihen zu je ${columns - 1} ausgeteilt. Die erste Spalte bleibt leer, und ihre Felder sind die Lücken.`,
  'starts-to-column-0': ({ rows, columns, first }) => `Die Karten werden ab der zweiten Spalte in ${rows} Reihen zu je ${columns - 1} ausgeteilt; dann kommt ${eachDe(first)} in Lesereihenfolge in die erste Spalte, von oben nach unten, und an ${itsDe(first)} Stelle bleibt eine Lücke.`,
  'starts-first': ({ rows, columns, first }) => `${eachDe(first).replace('j', 'J')} kommt in die erste Spalte, von oben nach unten; die übrigen Karten werden ab der dritten Spalte in ${rows} Reihen zu je ${columns - 2} ausgeteilt. Die zweite Spalte bleibt leer, und ihre Felder sind die Lücken.`,
};

/** The texts of what loads on demand, in the built-in languages (see ON_DEMAND_TEXTS in i18n.ts). */
const TEXTS: Record<string, Pick<Strings, OnDemandText>> = {
  en: {
    howToPlay: (rules) => [
      `Put every row in order from the left: ${orderEn(rules)}, ${GOALS_EN[rules.goal]}.${rules.decks > 1 ? ' There are two decks: every card is on the board twice, and either copy may go where one fits.' : ''}`,
      DEALS_EN[rules.layout](rules),
      rules.fill === 'orthogonal'
        ? 'A card beside a gap (above, below, left or right) may slide into it: a card can always move, and the game is won when every row is in order.'
        : `A gap takes ${FOLLOWS_EN[rules.follow]}${rules.fill === 'left-or-right' ? ', or a card that goes before its right neighbour by the same rule' : ''}. A gap in the first column takes any ${rules.first}${
            rules.deadGaps ? `; a gap right of ${/^[aeiou8]/.test(rules.last) ? 'an' : 'a'} ${rules.last}, or of another gap, is dead: nothing fits it` : ', and nothing else'
          }.`,
      rules.redealWhen
        ? `${rules.redealWhen === 'anytime' ? 'At any time' : 'When no card can move'}, you may redeal (${['once', 'twice'][rules.redeals - 1] ?? `${rules.redeals} times`} a game): every card not yet in order from its row's left end is shuffled and dealt again, ${REDEAL_GAPS_EN[rules.redealGaps]}.${rules.canLose ? ' The game is lost when no card can move and no redeal is left.' : ''}`
        : rules.canLose
          ? 'No redeals: the game is lost when no card can move.'
          : '',
      'Tap or click a card to play it, or a gap to fill it; where there is a choice, the first tap lights the choices: tap a lit one to place the card. A card can be dragged to a gap too.',
    ],
    keysTitle: 'Keys',
    keys: [
      ['← ↑ → ↓, Home, End', 'move around the board'],
      ['Rank, suit', 'go to that card, e.g. 7 H or 10 S'],
      ['Enter, Space', 'play the card, or fill the gap'],
      ['Esc', 'cancel a selection, close Help or Statistics, answer No to a question'],
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
    howToPlay: (rules) => [
      `Ordne jede Reihe von links nach rechts: ${orderDe(rules)}, ${GOALS_DE[rules.goal]}.${rules.decks > 1 ? ' Gespielt wird mit zwei Kartenspielen: Jede Karte liegt zweimal aus, und jede der beiden darf dorthin, wo eine passt.' : ''}`,
      DEALS_DE[rules.layout](rules),
      rules.fill === 'orthogonal'
        ? 'Eine Karte neben einer Lücke (darüber, darunter, links oder rechts) darf in die Lücke rutschen: Ein Zug ist immer möglich, und gewonnen ist das Spiel, wenn jede Reihe geordnet ist.'
        : `Eine Lücke nimmt ${FOLLOWS_DE[rules.follow]}${rules.fill === 'left-or-right' ? ', oder eine Karte, die nach derselben Regel vor ihren rechten Nachbarn gehört' : ''}. Eine Lücke in der ersten Spalte nimmt ${rules.first === 'Ass' ? 'jedes' : masculineOrNeuter(rules.first) ? 'jeden' : 'jede'} ${rules.first}${
            rules.deadGaps ? `; eine Lücke rechts von ${masculineOrNeuter(rules.last) ? 'einem' : 'einer'} ${rules.last} oder von einer anderen Lücke ist blockiert: Nichts passt hinein` : ' und sonst nichts'
          }.`,
      rules.redealWhen
        ? `${rules.redealWhen === 'anytime' ? 'Jederzeit' : 'Wenn kein Zug mehr möglich ist,'} darfst du neu verteilen (${['einmal', 'zweimal'][rules.redeals - 1] ?? `${rules.redeals}-mal`} pro Spiel): Alle Karten, die noch nicht vom linken Rand ihrer Reihe an geordnet liegen, werden gemischt und neu ausgeteilt, ${REDEAL_GAPS_DE[rules.redealGaps]}.${rules.canLose ? ' Verloren ist das Spiel, wenn kein Zug mehr möglich ist und kein Neuverteilen mehr bleibt.' : ''}`
        : rules.canLose
          ? 'Kein Neuverteilen: Verloren ist das Spiel, wenn kein Zug mehr möglich ist.'
          : '',
      'Tippe oder klicke auf eine Karte, um sie zu spielen, oder auf eine Lücke, um sie zu füllen; gibt es eine Wahl, zeigt das erste Tippen die Möglichkeiten: Tippe auf eine davon, um die Karte zu legen. Karten lassen sich auch auf eine Lücke ziehen.',
    ],
    keysTitle: 'Tasten',
    keys: [
      ['← ↑ → ↓, Pos1, Ende', 'über das Spielfeld bewegen'],
      ['Wert, Farbe', 'zu dieser Karte springen, z. B. 7 H oder B C (C Kreuz, D Karo, H Herz, S Pik)'],
      ['Enter, Leertaste', 'Karte ziehen oder Lücke füllen'],
      ['Esc', 'Auswahl aufheben, Hilfe oder Statistik schließen, eine Frage mit Nein beantworten'],
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
