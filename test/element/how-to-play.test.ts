// The Help panel says the rules of the game being played, made from its variant's rule
// parts: written out here for a few variants, checked against each variant's definition
// for all 21, and kept up to date as the game changes while the panel is open.
import { expect, html } from '@open-wc/testing';
import { MontanaSolitaire, VARIANTS, VARIANT_NAMES, type Strings } from '../../src/index.js';
import { RANKS } from '../../src/engine.js';
import { STRINGS } from '../../src/element/i18n.js';
import { loadOnDemand } from '../../src/element/load-on-demand.js';
import { button, montana, onDemandRendered, warningsDuring } from './helpers.js';

await loadOnDemand();

/** Opens the Help panel; its paragraphs (the rules) and its table's caption. */
async function openHelp(element: MontanaSolitaire, label = 'Help'): Promise<{ name: () => string; nameLang: () => string | null; rules: () => string[]; caption: () => string }> {
  button(element, label).click();
  await onDemandRendered(element);
  const panel = () => element.shadowRoot!.querySelector(`[role="region"][aria-label="${label}"]`)!;
  expect(panel(), 'the Help panel').to.exist;
  return {
    name: () => panel().querySelector('.game')!.textContent!,
    nameLang: () => panel().querySelector('.game')!.getAttribute('lang'),
    rules: () => [...panel().querySelectorAll('p')].map((p) => p.textContent!),
    caption: () => panel().querySelector('caption')!.textContent!,
  };
}

const MONTANA_RULES = [
  'Put every row in order from the left: 2 to king, each row of one suit.',
  'The 52 cards are dealt in 4 rows of 13; then each ace is taken out, leaving a gap where it lay.',
  'A gap takes the card that comes after its left neighbour in that order, of the same suit. A gap in the first column takes any 2; a gap right of a king, or of another gap, is dead: nothing fits it.',
  "When no card can move, you may redeal (twice a game): every card not yet in order from its row's left end is shuffled and dealt again, with a gap right of each row's cards in order. The game is lost when no card can move and no redeal is left.",
  'Tap or click a card to play it, or a gap to fill it; where there is a choice, the first tap lights the choices: tap a lit one to place the card. A card can be dragged to a gap too.',
];

describe('the rules in the Help panel', () => {
  it("names the game and says montana's rules above the keys, and the button and panel are called Help", async () => {
    const element = await montana();
    const { name, rules, caption } = await openHelp(element);
    expect(name()).to.equal('Montana');
    expect(rules()).to.deep.equal(MONTANA_RULES);
    expect(caption()).to.equal('Keys');
    await expect(element).to.be.accessible();
  });

  it("says each rule part of the family's games in its own words", async () => {
    const cases: [string, number, string][] = [
      ['descending', 0, 'Put every row in order from the left: king to 2, each row of one suit.'],
      ['descending', 2, 'A gap takes the card that comes after its left neighbour in that order, of the same suit. A gap in the first column takes any king; a gap right of a 2, or of another gap, is dead: nothing fits it.'],
      ['paganini', 0, 'Put every row in order from the left: ace, 6 to king, each row of one suit.'],
      ['paganini', 3, "When no card can move, you may redeal (once a game): every card not yet in order from its row's left end is shuffled and dealt again, with a gap right of each row's cards in order. The game is lost when no card can move and no redeal is left."],
      // A gap right of a king takes what goes before its right neighbour: it is not said to be dead; column 0 takes only the row's first rank.
      ['galary', 2, 'A gap takes the card that comes after its left neighbour in that order, of the same suit, or a card that goes before its right neighbour by the same rule. A gap in the first column takes any ace, and nothing else.'],
      ['free-parking', 2, 'A gap takes the card that comes after its left neighbour in that order, of the same suit, or a card that goes before its right neighbour by the same rule. A gap in the first column takes any 2, and nothing else.'],
      ['jungle', 2, "A gap takes a card of the rank that comes after its left neighbour's in that order, of any suit. A gap in the first column takes any ace; a gap right of a king, or of another gap, is dead: nothing fits it."],
      ['spaces-and-aces', 2, 'A gap takes any card that comes later than its left neighbour in that order, of the same suit. A gap in the first column takes any ace; a gap right of a king, or of another gap, is dead: nothing fits it.'],
      ['spaces-and-aces', 3, 'No redeals: the game is lost when no card can move.'],
      ['rectangular-rovers', 0, 'Put every row in order from the left: ace to 5, each row of one suit.'],
      ['rectangular-rovers', 1, 'The 24 cards are dealt in 4 rows of 6; then each 6 is taken out, leaving a gap where it lay.'],
      // Each way of dealing: the first column left empty, the aces moved to it, or dealt to it first.
      ['spaces-and-aces', 1, 'The cards are dealt in 4 rows of 13 from the second column on, leaving the first column empty: its cells are the gaps.'],
      ['blue-moon', 1, 'The cards are dealt in 4 rows of 13 from the second column on; then each ace, in reading order, moves to the first column, top row first, leaving a gap where it lay.'],
      ['red-moon', 1, 'Each ace is dealt to the first column, top row first, and the other cards in 4 rows of 12 from the third column on, leaving the second column empty: its cells are the gaps.'],
      ['double-red-moon', 1, 'Each ace is dealt to the first column, top row first, and the other cards in 8 rows of 12 from the third column on, leaving the second column empty: its cells are the gaps.'],
      ['house-of-commons', 1, 'The 40 cards are dealt in 4 rows of 10; then each ace is taken out, leaving a gap where it lay.'],
      // A card can always move: no game is stuck, so no redeal but one at any time can happen, nor a loss.
      ['rectangular-rovers', 2, 'A card beside a gap (above, below, left or right) may slide into it: a card can always move, and the game is won when every row is in order.'],
      ['rectangular-rovers', 3, MONTANA_RULES[4]],
      ['jungle', 0, 'Put every row in order from the left: ace to king, each row of one suit.'],
      ['gaps-alter', 0, 'Put every row in order from the left: 2 to king, red and black in turn.'],
      ['gaps-alter', 2, "A gap takes a card of the rank that comes after its left neighbour's in that order, of the other colour. A gap in the first column takes any 2; a gap right of a king, or of another gap, is dead: nothing fits it."],
      ['gaps-diff', 0, 'Put every row in order from the left: 2 to king, no two neighbours of one suit.'],
      ['spaces', 3, "When no card can move, you may redeal (twice a game): every card not yet in order from its row's left end is shuffled and dealt again, the gaps falling anywhere among them. The game is lost when no card can move and no redeal is left."],
      ['station', 3, "When no card can move, you may redeal (twice a game): every card not yet in order from its row's left end is shuffled and dealt again, with a gap at the end of each row. The game is lost when no card can move and no redeal is left."],
      ['double-montana', 0, 'Put every row in order from the left: 2 to king, each row of one suit. There are two decks: every card is on the board twice, and either copy may go where one fits.'],
      ['house-of-commons', 2, 'A gap takes the card that comes after its left neighbour in that order, of the same suit. A gap in the first column takes any 2; a gap right of a 10, or of another gap, is dead: nothing fits it.'],
      ['mini-gaps', 2, 'A gap takes the card that comes after its left neighbour in that order, of the same suit. A gap in the first column takes any 7; a gap right of a king, or of another gap, is dead: nothing fits it.'],
    ];
    for (const [variant, index, said] of cases) {
      const element = await montana(html`<montana-solitaire variant=${variant} seed="1"></montana-solitaire>`);
      const { rules } = await openHelp(element);
      expect(rules()[index], `${variant}, paragraph ${index + 1}`).to.equal(said);
    }
  });

  it("in every variant, names the game, its row's ranks, its deal and its redeals as its definition has them", async function () {
    this.timeout(20000);
    const name = (rank: string) => STRINGS.get('en')!.ranks[RANKS.indexOf(rank)];
    for (const variant of VARIANT_NAMES) {
      const { sequence, decks, fill, redeals, layout, rows, columns, removed } = VARIANTS[variant];
      const element = await montana(html`<montana-solitaire variant=${variant} seed="3"></montana-solitaire>`);
      const help = await openHelp(element);
      const said = help.rules();
      // Each game by the name players know it by, which its attribute's value spells (but descending montana's).
      expect(help.name().toLowerCase().replaceAll(' ', '-'), variant).to.equal(variant === 'descending' ? 'descending-montana' : variant);
      const [first, last] = [name(sequence[0]), name(sequence.at(-1)!)];
      // A sliding fill never leaves a game stuck: its redeals (none by default) are not said unless they may come at any time.
      expect(said, variant).to.have.length(fill === 'orthogonal' ? 4 : 5);
      expect(said[0], variant).to.include(variant === 'paganini' ? 'ace, 6 to king' : `${first} to ${last}`);
      expect(said[0].includes('two decks'), `${variant}: two decks`).to.equal(decks === 2);
      const deals = {
        rows: `The ${rows * columns} cards are dealt in ${rows} rows of ${columns}; then each ${name(removed)} is taken out`,
        'column-0-empty': `dealt in ${rows} rows of ${columns - 1} from the second column on, leaving the first column empty`,
        'starts-to-column-0': `dealt in ${rows} rows of ${columns - 1} from the second column on; then each ${first}, in reading order, moves to the first column`,
        'starts-first': `Each ${first} is dealt to the first column, top row first, and the other cards in ${rows} rows of ${columns - 2} from the third column on`,
      };
      expect(said[1], variant).to.include(deals[layout]);
      if (fill === 'left') expect(said[2], variant).to.include(`takes any ${first};`).and.include(` ${last}, or of another gap, is dead`);
      if (fill === 'left-or-right') expect(said[2], variant).to.include(`takes any ${first}, and nothing else.`).and.not.include('dead');
      if (fill !== 'orthogonal') expect(said[3], variant).to.include(['No redeals', '(once a game)', '(twice a game)'][redeals]);
    }
  });

  it('follows the game while open: another variant, another number of redeals, redeals at any time', async () => {
    const element = await montana();
    const { name, rules } = await openHelp(element);
    element.setAttribute('variant', 'descending');
    await element.updateComplete;
    expect(name()).to.equal('Descending Montana');
    expect(rules()[0]).to.equal('Put every row in order from the left: king to 2, each row of one suit.');
    element.setAttribute('redeals', '0');
    await element.updateComplete;
    expect(rules()[3]).to.equal('No redeals: the game is lost when no card can move.');
    element.setAttribute('redeals', '1');
    element.setAttribute('redeal-anytime', '');
    await element.updateComplete;
    expect(rules()[3]).to.match(/^At any time, you may redeal \(once a game\):/);
    element.setAttribute('redeals', '5');
    await element.updateComplete;
    expect(rules()[3]).to.match(/^At any time, you may redeal \(5 times a game\):/);
    // The redeals the game has, not those left.
    element.redeal();
    await element.updateComplete;
    expect([element.redealsLeft, rules()[3]]).to.satisfy(([left, said]: [number, string]) => left === 4 && said.startsWith('At any time, you may redeal (5 times a game):'));
    // A sliding fill, where no game is stuck: a redeal at any time is said, and no loss.
    element.setAttribute('variant', 'rectangular-rovers');
    await element.updateComplete;
    expect(rules()[3]).to.equal("At any time, you may redeal (5 times a game): every card not yet in order from its row's left end is shuffled and dealt again, with a gap right of each row's cards in order.");
  });

  it('speaks German on a German page, with the articles the ranks take', async () => {
    const german = async (variant: string) => {
      const element = await montana(html`<div lang="de"><montana-solitaire variant=${variant} seed="1"></montana-solitaire></div>`);
      return openHelp(element, 'Hilfe');
    };
    const { name, nameLang, rules, caption } = await german('montana');
    // The game's name is English in every language, and marked so for a voice to say it in English.
    expect([name(), nameLang()]).to.deep.equal(['Montana', 'en']);
    expect(rules()).to.deep.equal([
      'Ordne jede Reihe von links nach rechts: 2 bis König, jede Reihe in einer Farbe.',
      'Die 52 Karten werden in 4 Reihen zu je 13 ausgeteilt; dann wird jedes Ass herausgenommen, und an seiner Stelle bleibt eine Lücke.',
      'Eine Lücke nimmt die Karte, die in dieser Reihenfolge auf ihren linken Nachbarn folgt, in derselben Farbe. Eine Lücke in der ersten Spalte nimmt jede 2; eine Lücke rechts von einem König oder von einer anderen Lücke ist blockiert: Nichts passt hinein.',
      'Wenn kein Zug mehr möglich ist, darfst du neu verteilen (zweimal pro Spiel): Alle Karten, die noch nicht vom linken Rand ihrer Reihe an geordnet liegen, werden gemischt und neu ausgeteilt, mit einer Lücke rechts der geordneten Karten jeder Reihe. Verloren ist das Spiel, wenn kein Zug mehr möglich ist und kein Neuverteilen mehr bleibt.',
      'Tippe oder klicke auf eine Karte, um sie zu spielen, oder auf eine Lücke, um sie zu füllen; gibt es eine Wahl, zeigt das erste Tippen die Möglichkeiten: Tippe auf eine davon, um die Karte zu legen. Karten lassen sich auch auf eine Lücke ziehen.',
    ]);
    expect(caption()).to.equal('Tasten');
    expect((await german('descending')).rules()[2]).to.include('nimmt jeden König; eine Lücke rechts von einer 2 oder von einer anderen Lücke ist blockiert');
    const blueMoon = (await german('blue-moon')).rules();
    expect(blueMoon[1]).to.equal('Die Karten werden ab der zweiten Spalte in 4 Reihen zu je 13 ausgeteilt; dann kommt jedes Ass in Lesereihenfolge in die erste Spalte, von oben nach unten, und an seiner Stelle bleibt eine Lücke.');
    expect(blueMoon[2]).to.include('nimmt jedes Ass;');
    expect((await german('line-up')).rules()[1]).to.equal('Die 24 Karten werden in 4 Reihen zu je 6 ausgeteilt; dann wird jede 6 herausgenommen, und an ihrer Stelle bleibt eine Lücke.');
    expect((await german('red-moon')).rules()[1]).to.equal('Jedes Ass kommt in die erste Spalte, von oben nach unten; die übrigen Karten werden ab der dritten Spalte in 4 Reihen zu je 12 ausgeteilt. Die zweite Spalte bleibt leer, und ihre Felder sind die Lücken.');
    expect((await german('spaces-and-aces')).rules()[1]).to.equal('Die Karten werden ab der zweiten Spalte in 4 Reihen zu je 13 ausgeteilt. Die erste Spalte bleibt leer, und ihre Felder sind die Lücken.');
  });

  it("says the rules in English, with English ranks, for a page's table without them, after one warning naming them", async () => {
    const { howToPlay, keysTitle, ...rest } = STRINGS.get('en')!;
    const table = { ...rest, ranks: ['ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valete', 'dama', 'rei'], help: 'Ajuda' } as unknown as Strings;
    const warnings = await warningsDuring(async () => MontanaSolitaire.addLanguage('x-rules', table));
    expect(warnings).to.deep.equal(['<montana-solitaire>: addLanguage(x-rules) lacks howToPlay, keysTitle (English used)']);
    expect([typeof howToPlay, keysTitle]).to.deep.equal(['function', 'Keys']);
    const element = await montana(html`<div lang="x-rules"><montana-solitaire seed="1"></montana-solitaire></div>`);
    const { rules, caption } = await openHelp(element, 'Ajuda');
    expect(rules()).to.deep.equal(MONTANA_RULES);
    expect(caption()).to.equal('Keys');
  });
});
