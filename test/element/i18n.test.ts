// Languages: German built in, French, Spanish, Italian and Dutch shipped as modules of
// their own (loaded here from source, as `import 'montana-solitaire/languages/fr'` does;
// test/e2e/script-tag.test.mjs loads the built files with script tags), and any other
// language by a table the page adds with MontanaSolitaire.addLanguage.
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MontanaSolitaire, type AfterGameStrings, type RuleFacts, type Strings } from '../../src/index.js';
import { RANKS } from '../../src/engine.js';
import { STRINGS, cardName } from '../../src/element/i18n.js';
import { loadOnDemand } from '../../src/element/load-on-demand.js';
import { describeHint } from '../../src/element/solver-work.js';
import { SOLVED_MONTANA, announcement, button, cellElement, clickCell, focused, montana, onDemandRendered, statusText, swapped, warningsDuring } from './helpers.js';

const SHIPPED = ['fr', 'es', 'it', 'nl'];
/** Loaded in \`before\`, after the element is defined; the e2e test loads a built one before it too. */
const LOAD = [() => import('../../src/languages/fr.js'), () => import('../../src/languages/es.js'), () => import('../../src/languages/it.js'), () => import('../../src/languages/nl.js')];

/** What each language must say: explicit words, so a table cannot pass by echoing itself. */
const EXPECTED: Record<string, {
  /** A `lang` of a region of the language, on an ancestor. */
  lang: string;
  board: string;
  /** Seed 42: the queen of diamonds at (0,0), the 5 of spades at (0,1), the gap at (2,5) that the 9 of spades fits. */
  cells: [queenOfDiamonds: string, fiveOfSpades: string, gap: string];
  /** The 9 of spades played into that gap. */
  moved: string;
  /** The ace of spades, the jack of clubs, the 10 of hearts, the king of hearts. */
  named: [string, string, string, string];
  /** The jack's, queen's and king's corner marks. */
  faceMarks: [string, string, string];
  undo: string;
  newGame: string;
  help: string;
  /** The first of montana's rules in the Help panel: a row's order, how its suits go. */
  rules: string;
  /** The second: montana's deal. */
  deal: string;
  statistics: string;
  hint: string;
  /** Said when a player looks for the ace of hearts, which is not on the board. */
  absent: string;
}> = {
  de: {
    lang: 'de-AT',
    board: 'Montana-Solitär',
    cells: ['Karo Dame', 'Pik 5', 'Lücke: Pik 9 passt'],
    moved: 'Pik 9 nach Reihe 3, Spalte 6',
    named: ['Pik Ass', 'Kreuz Bube', 'Herz 10', 'Herz König'],
    faceMarks: ['B', 'D', 'K'],
    undo: 'Rückgängig',
    newGame: 'Neues Spiel',
    help: 'Hilfe',
    rules: 'Ordne jede Reihe von links nach rechts: 2 bis König, jede Reihe in einer Farbe.',
    deal: 'Die 52 Karten werden in 4 Reihen zu je 13 ausgeteilt; dann wird jedes Ass herausgenommen, und an seiner Stelle bleibt eine Lücke.',
    statistics: 'Statistik',
    hint: 'Tipp: Pik 9 nach Reihe 3, Spalte 6. Von hier ist ein Sieg bewiesen.',
    absent: 'Herz Ass liegt nicht auf dem Spielfeld',
  },
  fr: {
    lang: 'fr-CA',
    board: 'Solitaire Montana',
    cells: ['dame de carreau', '5 de pique', 'case vide pour 9 de pique'],
    moved: '9 de pique en ligne 3, colonne 6',
    named: ['as de pique', 'valet de trèfle', '10 de cœur', 'roi de cœur'],
    faceMarks: ['V', 'D', 'R'],
    undo: 'Annuler',
    newGame: 'Nouvelle partie',
    help: 'Aide',
    rules: 'Rangez chaque ligne dans l’ordre à partir de la gauche\u00a0: du 2 au roi, toute d’une seule couleur.',
    deal: 'Les 52 cartes sont distribuées en 4 lignes de 13\u00a0; puis chaque as est retiré, et laisse une case vide à sa place.',
    statistics: 'Statistiques',
    hint: 'Indice\u00a0: 9 de pique en ligne 3, colonne 6. La victoire est assurée à partir d’ici.',
    absent: 'Cette carte n’est pas sur le plateau\u00a0: as de cœur',
  },
  es: {
    lang: 'es-MX',
    board: 'Solitario Montana',
    cells: ['reina de diamantes', '5 de picas', 'hueco: cabe 9 de picas'],
    moved: '9 de picas a la fila 3, columna 6',
    named: ['as de picas', 'jota de tréboles', '10 de corazones', 'rey de corazones'],
    faceMarks: ['J', 'Q', 'K'],
    undo: 'Deshacer',
    newGame: 'Nueva partida',
    help: 'Ayuda',
    rules: 'Ordena cada fila desde la izquierda: del 2 al rey, toda de un solo palo.',
    deal: 'Las 52 cartas se reparten en 4 filas de 13; luego se retira cada as, y en su lugar queda un hueco.',
    statistics: 'Estadísticas',
    hint: 'Pista: 9 de picas a la fila 3, columna 6. Desde aquí la victoria está asegurada.',
    absent: 'Esta carta no está en el tablero: as de corazones',
  },
  it: {
    lang: 'it-CH',
    board: 'Solitario Montana',
    cells: ['donna di quadri', '5 di picche', 'spazio vuoto: ci va 9 di picche'],
    moved: '9 di picche alla riga 3, colonna 6',
    named: ['asso di picche', 'fante di fiori', '10 di cuori', 're di cuori'],
    faceMarks: ['J', 'Q', 'K'],
    undo: 'Annulla',
    newGame: 'Nuova partita',
    help: 'Aiuto',
    rules: 'Metti in ordine ogni riga partendo da sinistra: dal 2 al re, tutta di un solo seme.',
    deal: 'Le 52 carte vengono distribuite in 4 righe da 13; poi ogni asso viene tolto, e al suo posto resta uno spazio vuoto.',
    statistics: 'Statistiche',
    hint: 'Suggerimento: 9 di picche alla riga 3, colonna 6. Da qui la vittoria è assicurata.',
    absent: 'Questa carta non è sul tavolo: asso di cuori',
  },
  nl: {
    lang: 'nl-BE',
    board: 'Montana-patience',
    cells: ['ruitenvrouw', 'schoppen 5', 'lege plek: schoppen 9 past'],
    moved: 'schoppen 9 naar rij 3, kolom 6',
    named: ['schoppenaas', 'klaverboer', 'harten 10', 'hartenheer'],
    faceMarks: ['B', 'V', 'H'],
    undo: 'Ongedaan maken',
    newGame: 'Nieuw spel',
    help: 'Uitleg',
    rules: 'Leg elke rij op volgorde vanaf links: 2 tot en met heer, elke rij in één kleur.',
    deal: 'De 52 kaarten worden in 4 rijen van 13 gedeeld; daarna wordt elke aas weggenomen, en waar die lag, blijft een lege plek over.',
    statistics: 'Statistieken',
    hint: 'Tip: schoppen 9 naar rij 3, kolom 6. Vanaf hier is winst zeker.',
    absent: 'hartenaas ligt niet op het speelveld',
  },
};

/** Singular and plural, and none left, in the sentences that count (the built-in and the shipped tables). */
const COUNTED: Record<string, [won1: string, won2: string, redealt0: string, redealt1: string, redealt2: string, lost1: string, lost2: string]> = {
  en: [
    'You won in 1 move!',
    'You won in 2 moves!',
    'Redealt. 0 redeals left.',
    'Redealt. 1 redeal left.',
    'Redealt. 2 redeals left.',
    'No moves and no redeals left: 1 card in place.',
    'No moves and no redeals left: 2 cards in place.',
  ],
  de: [
    'Gewonnen in 1 Zug!',
    'Gewonnen in 2 Zügen!',
    'Neu verteilt. Kein Neuverteilen mehr.',
    'Neu verteilt. Noch 1-mal neu verteilen.',
    'Neu verteilt. Noch 2-mal neu verteilen.',
    'Kein Zug und kein Neuverteilen mehr: 1 Karte liegt richtig.',
    'Kein Zug und kein Neuverteilen mehr: 2 Karten liegen richtig.',
  ],
  fr: [
    'Gagné en 1 coup\u00a0!',
    'Gagné en 2 coups\u00a0!',
    'Cartes redistribuées. Plus aucune redistribution possible.',
    'Cartes redistribuées. Encore 1 redistribution possible.',
    'Cartes redistribuées. Encore 2 redistributions possibles.',
    'Plus aucun coup ni redistribution\u00a0: 1 carte bien placée.',
    'Plus aucun coup ni redistribution\u00a0: 2 cartes bien placées.',
  ],
  es: [
    '¡Has ganado en 1 movimiento!',
    '¡Has ganado en 2 movimientos!',
    'Cartas repartidas de nuevo. No quedan más repartos.',
    'Cartas repartidas de nuevo. Queda 1 reparto.',
    'Cartas repartidas de nuevo. Quedan 2 repartos.',
    'No quedan movimientos ni repartos: 1 carta en su sitio.',
    'No quedan movimientos ni repartos: 2 cartas en su sitio.',
  ],
  it: [
    'Hai vinto in 1 mossa!',
    'Hai vinto in 2 mosse!',
    'Carte ridistribuite. Non restano altre ridistribuzioni.',
    'Carte ridistribuite. Resta 1 ridistribuzione.',
    'Carte ridistribuite. Restano 2 ridistribuzioni.',
    'Nessuna mossa e nessuna ridistribuzione rimasta: 1 carta al suo posto.',
    'Nessuna mossa e nessuna ridistribuzione rimasta: 2 carte al loro posto.',
  ],
  nl: [
    'Gewonnen in 1 zet!',
    'Gewonnen in 2 zetten!',
    'Opnieuw gedeeld. Je mag niet meer opnieuw delen.',
    'Opnieuw gedeeld. Je mag nog 1 keer opnieuw delen.',
    'Opnieuw gedeeld. Je mag nog 2 keer opnieuw delen.',
    'Geen zetten meer en je mag niet meer opnieuw delen: 1 kaart ligt goed.',
    'Geen zetten meer en je mag niet meer opnieuw delen: 2 kaarten liggen goed.',
  ],
};

const tick = () => new Promise((resolve) => setTimeout(resolve));
// The panels' texts (the keys, the statistics) come with the panels, loaded on demand: the
// tables are complete once they are.
await loadOnDemand();
const en = STRINGS.get('en')!;

/** An element with seed 42 inside a block whose `lang` is `lang`. */
async function speaking(lang: string, fourColor = false): Promise<MontanaSolitaire> {
  return montana(html`<div lang=${lang}><montana-solitaire seed="42" ?four-color=${fourColor}></montana-solitaire></div>`);
}

/** Rule facts that take every branch of a `howToPlay` (each rule part, each way of redealing), the ranks named in the table's language. */
function sampleRules({ ranks }: Strings): RuleFacts[] {
  const [ace, two, five, six, ten, queen, king] = [ranks[0], ranks[1], ranks[4], ranks[5], ranks[9], ranks[11], ranks[12]];
  const montana: RuleFacts = {
    order: [[two, king]], first: two, last: king, goal: 'same-suit', fill: 'left', follow: 'same-suit', redealGaps: 'after-run', decks: 1, redeals: 2, redealWhen: 'stuck', canLose: true, deadGaps: true,
    layout: 'rows', rows: 4, columns: 13, removed: ace,
  };
  const rovers: RuleFacts = { ...montana, order: [[ace, five]], first: ace, last: five, fill: 'orthogonal', redeals: 0, redealWhen: null, canLose: false, deadGaps: false, columns: 6, removed: six };
  return [
    montana,
    { ...montana, order: [[king, two]], first: king, last: two, redealGaps: 'random', redealWhen: 'anytime', layout: 'column-0-empty', removed: '' },
    { ...montana, order: [[ace, ace], [six, king]], first: ace, follow: 'any-suit', redealGaps: 'last-column', redeals: 1, layout: 'starts-to-column-0', removed: '' },
    { ...montana, order: [[two, ten]], last: ten, goal: 'alternate-colour', follow: 'alternate-colour', fill: 'left-or-right', decks: 2, deadGaps: false, layout: 'starts-first', rows: 8, removed: '' },
    { ...montana, goal: 'different-suit', follow: 'different-suit', redeals: 0, redealWhen: null, removed: queen },
    { ...montana, order: [[ace, king]], first: ace, follow: 'same-suit-higher', redeals: 0, redealWhen: null, removed: king },
    rovers,
    { ...rovers, redeals: 3, redealWhen: 'anytime' },
    // The starts of a row in each gender of the languages that have them: a queen, a king.
    { ...montana, order: [[queen, six]], first: queen, layout: 'starts-first', removed: '' },
    { ...montana, order: [[king, two]], first: king, last: two, layout: 'starts-to-column-0', removed: '' },
  ];
}

/** Every string of a table, with sample arguments given to its functions. */
function everyText(strings: Strings): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.flat());
    else if (key === 'card') texts.push(strings.card('dame', 'pique'));
    else if (key === 'gapFits') texts.push(strings.gapFits(['a']), strings.gapFits(['a', 'b']));
    else if (key === 'moved') texts.push(strings.moved('a', { row: 0, col: 0 }));
    else if (key === 'hintMove') texts.push(strings.hintMove('a', true), strings.hintMove('a', false));
    else if (key === 'afterGame') texts.push(...everyAfterGameText(value as AfterGameStrings));
    // An empty paragraph is a part that does not apply (the panel leaves it out).
    else if (key === 'howToPlay') for (const facts of sampleRules(strings)) texts.push(...strings.howToPlay(facts).filter(Boolean));
    else for (const n of [0, 1, 2, 12]) texts.push((value as (argument: number | string) => string)(key === 'noTarget' || key === 'selected' || key === 'notOnBoard' ? 'a' : n));
  }
  return texts;
}

/** Every text of what follows a game, with sample arguments (both ways for each flag, counts of 0, 1, 2 and 12). */
function everyAfterGameText(texts: AfterGameStrings): string[] {
  const all: string[] = [];
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') all.push(value);
    else if (key === 'copyThis') all.push(texts.copyThis('a'));
    else if (key === 'step') all.push(...[0, 1, 2, 12].map((n) => texts.step(n, 12)));
    else for (const n of [0, 1, 2, 12]) for (const flag of [true, false]) all.push(key === 'result' ? texts.result(flag, '40/52', n, n, !flag) : texts.slip(n, 'a', 'b', flag));
  }
  return all;
}

let loadWarnings: string[] = [];

before(async () => {
  // As a page loads them: each module registers itself with the element, which is already defined here.
  loadWarnings = await warningsDuring(async () => {
    for (const load of LOAD) await load();
    await customElements.whenDefined('montana-solitaire');
    await tick();
  });
});

describe('the shipped languages', () => {
  it('register themselves without a warning', () => {
    expect(loadWarnings).to.deep.equal([]);
    for (const code of SHIPPED) expect(STRINGS.has(code), code).to.equal(true);
  });

  for (const code of ['de', ...SHIPPED]) {
    it(`${code}: every string is there, none empty, none English`, () => {
      const strings = STRINGS.get(code)!;
      expect(Object.keys(strings).sort(), code).to.deep.equal(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        const given = strings[key as keyof Strings];
        expect(typeof given, `${code}.${key}`).to.equal(typeof value);
        if (Array.isArray(value)) expect((given as readonly unknown[]).length, `${code}.${key}`).to.equal(value.length);
      }
      for (const [key, action] of strings.keys) expect(key && action, `${code}: a row of keys`).to.be.a('string').and.not.equal('');
      const texts = everyText(strings);
      expect(texts.filter((text) => text.trim() === ''), `${code}: empty texts`).to.deep.equal([]);
      // Digits, key names and the ace's A are the same in every language; words are not.
      const english = new Set(everyText(en));
      const shared = texts.filter((text) => english.has(text) && !/^([\dA?]|10|Esc|[A-Z], .*|← ↑ → ↓, Home, End)$/.test(text) && !/^[A-Z]$/.test(text));
      expect(shared, `${code}: texts left in English`).to.deep.equal([]);
      // Nor a part of the rules left in English inside a sentence of the language: each clause of the English rules, over facts taking every branch.
      const englishClauses = sampleRules(en).flatMap((facts) => en.howToPlay(facts)).flatMap((text) => text.split(/[.,:;]/)).map((clause) => clause.trim()).filter((clause) => clause.length >= 12);
      const rules = sampleRules(strings).flatMap((facts) => strings.howToPlay(facts)).join(' ');
      expect(englishClauses.filter((clause) => rules.includes(clause)), `${code}: rules left in English`).to.deep.equal([]);
    });

    it(`${code}: the board, its cards and its gaps are named in the language`, async () => {
      const expected = EXPECTED[code];
      const element = await speaking(expected.lang);
      expect(element.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal(expected.board);
      expect([cellElement(element, 0, 0), cellElement(element, 0, 1), cellElement(element, 2, 5)].map((cell) => cell.getAttribute('aria-label'))).to.deep.equal(expected.cells);
      const strings = STRINGS.get(code)!;
      expect(['AS', 'JC', 'TH', 'KH'].map((card) => cardName(strings, card))).to.deep.equal(expected.named);
      // Every card on the board: a name of its own, not the English one, and the language's corner mark.
      const names = new Set<string>();
      element.board.forEach((row, r) => row.forEach((card, c) => {
        if (!card) return;
        const cell = cellElement(element, r, c);
        const name = cell.getAttribute('aria-label')!;
        expect(name, card).not.to.equal(cardName(en, card));
        names.add(name);
        expect(cell.dataset.rank, card).to.equal(strings.rankMarks[RANKS.indexOf(card[0])]);
      }));
      expect(names.size).to.equal(48);
      expect(strings.rankMarks.slice(10)).to.deep.equal(expected.faceMarks);
      expect(cellElement(element, 0, 0).dataset.rank).to.equal(expected.faceMarks[1]);
      expect(button(element, expected.undo)).to.exist;
      expect(button(element, expected.newGame)).to.exist;
      await clickCell(element, 0, 9);
      expect(announcement(element)).to.equal(expected.moved);
      expect(describeHint(strings, { action: { card: '9S', from: { row: 0, col: 9 }, to: { row: 2, col: 5 } }, proven: true })).to.equal(expected.hint);
    });

    it(`${code}: the card finder takes the language's corner marks, K for any king, and says what is not on the board`, async () => {
      const expected = EXPECTED[code];
      const element = await speaking(expected.lang);
      cellElement(element, 0, 0).focus();
      const find = async (...keys: string[]) => {
        for (const key of keys) await sendKeys({ press: key });
        await element.updateComplete;
        const cell = focused(element)!;
        return element.board[cell.row][cell.col];
      };
      const [jack, queen] = expected.faceMarks.map((mark) => mark.toLowerCase());
      expect([await find(jack, 'c'), await find(queen, 'h'), await find('k', 'd')]).to.deep.equal(['JC', 'QH', 'KD']);
      expect(element.moveCount).to.equal(0);
      await find('a', 'h');
      expect(announcement(element)).to.equal(expected.absent);
    });

    it(`${code}: the help lists the keys, the statistics their rows, and axe finds nothing wrong`, async () => {
      const expected = EXPECTED[code];
      const strings = STRINGS.get(code)!;
      const element = await speaking(code, true);
      await expect(element).to.be.accessible();
      button(element, expected.help).click();
      await onDemandRendered(element);
      const help = element.shadowRoot!.querySelector(`[role="region"][aria-label="${expected.help}"]`)!;
      expect([...help.querySelectorAll('tr')].map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent])).to.deep.equal(strings.keys);
      // Above the keys, the game's rules in the language.
      const rules = [...help.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
      expect([rules.length, rules[0], rules[1], help.querySelector('caption')!.textContent]).to.deep.equal([5, expected.rules, expected.deal, strings.keysTitle]);
      await expect(element).to.be.accessible();
      button(element, expected.statistics).click();
      await onDemandRendered(element);
      const stats = element.shadowRoot!.querySelector(`[role="region"][aria-label="${expected.statistics}"]`)!;
      expect([...stats.querySelectorAll('th')].map((cell) => cell.textContent)).to.deep.equal(strings.statNames);
      await expect(element).to.be.accessible();
      // The statistics' Reset asks first, in the language.
      stats.querySelector('button')!.click();
      await onDemandRendered(element);
      const question = element.shadowRoot!.querySelector('[role="alertdialog"]')!;
      expect([question.getAttribute('aria-label'), ...[...question.children].map((child) => child.textContent)]).to.deep.equal([strings.confirmResetStats, strings.confirmResetStats, strings.resetStats, strings.cancel]);
      await expect(element).to.be.accessible();
      question.querySelectorAll('button')[1].click();
      // Stuck, and then won: the messages and their buttons.
      element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]]));
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('[part="message"]')!.textContent).to.include(strings.stuck(2));
      await expect(element).to.be.accessible();
    });
  }

  for (const code of ['en', 'de', ...SHIPPED]) {
    it(`${code}: counts take the singular or the plural`, () => {
      const strings = STRINGS.get(code)!;
      expect([strings.won(1), strings.won(2), strings.redealt(0), strings.redealt(1), strings.redealt(2), strings.lost(1), strings.lost(2)]).to.deep.equal(COUNTED[code]);
    });
  }

  it('follows lang as it changes, and English is the default', async () => {
    const element = await speaking('en');
    const wrapper = element.parentElement!;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('queen of diamonds');
    for (const [lang, name] of [['de', 'Karo Dame'], ['FR', 'dame de carreau'], ['nl-NL', 'ruitenvrouw'], ['pt', 'queen of diamonds']]) {
      wrapper.setAttribute('lang', lang);
      await tick();
      await element.updateComplete;
      expect(cellElement(element, 0, 0).getAttribute('aria-label'), lang).to.equal(name);
    }
    element.setAttribute('lang', 'es');
    await tick();
    await element.updateComplete;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('reina de diamantes');
    element.setAttribute('lang', 'en-GB');
    await tick();
    await element.updateComplete;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('queen of diamonds');
  });
});

describe('MontanaSolitaire.addLanguage: a table the page supplies', () => {
  /** A Portuguese table, complete. */
  const pt: Strings = {
    ...en,
    ranks: ['ás', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valete', 'dama', 'rei'],
    rankMarks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
    suits: ['paus', 'ouros', 'copas', 'espadas'],
    card: (rank, suit) => `${rank} de ${suit}`,
    board: 'Paciência Montana',
  };

  it('re-renders the elements already on the page whose lang is the language, at once', async () => {
    const portuguese = await speaking('pt-BR');
    const english = await speaking('en');
    expect(cellElement(portuguese, 0, 0).getAttribute('aria-label')).to.equal('queen of diamonds');
    const warnings = await warningsDuring(async () => MontanaSolitaire.addLanguage('pt', pt));
    expect(warnings).to.deep.equal([]);
    await portuguese.updateComplete;
    expect(cellElement(portuguese, 0, 0).getAttribute('aria-label')).to.equal('dama de ouros');
    expect(portuguese.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Paciência Montana');
    expect(cellElement(english, 0, 0).getAttribute('aria-label')).to.equal('queen of diamonds');
    // A table for the whole tag, added later, wins over the language's; its case does not matter.
    MontanaSolitaire.addLanguage('PT-br', { ...pt, card: (rank, suit) => `${rank} de ${suit} (BR)` });
    await portuguese.updateComplete;
    expect(cellElement(portuguese, 0, 0).getAttribute('aria-label')).to.equal('dama de ouros (BR)');
    // An element added afterwards, and one moved into the language, speak it too.
    const later = await speaking('pt');
    expect(cellElement(later, 0, 0).getAttribute('aria-label')).to.equal('dama de ouros');
    english.parentElement!.setAttribute('lang', 'pt-PT');
    await tick();
    await english.updateComplete;
    expect(cellElement(english, 0, 0).getAttribute('aria-label')).to.equal('dama de ouros');
  });

  it('refuses what is not a code and a table with a clear error, and changes nothing', async () => {
    const element = await speaking('en');
    const before = cellElement(element, 0, 0).getAttribute('aria-label');
    for (const [code, table, shown] of [[null, pt, 'null'], ['', pt, '""'], ['pt', null, '"pt"'], ['pt', 'tabela', '"pt"'], [42, pt, '42']] as const) {
      expect(() => MontanaSolitaire.addLanguage(code as never, table as never)).to.throw(Error, `Cannot add language ${shown}: it takes a code and a table of strings`);
    }
    await element.updateComplete;
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal(before);
  });

  it("takes English's locale, with the warning, for a locale the browser does not know, so a daily board still writes its date", async () => {
    // Writing a date in such a locale throws: taken as given, it would stop the board's render.
    const element = await montana(html`<montana-solitaire daily lang="x-klingon"></montana-solitaire>`);
    const status = () => statusText(element);
    await waitUntil(() => status().includes('Daily deal, '), 'the daily deal was never shown', { timeout: 20000 });
    for (const locale of ['x-klingon', 'not a locale', '', null]) {
      const warnings = await warningsDuring(async () => MontanaSolitaire.addLanguage('x-klingon', { ...pt, locale } as never));
      expect(warnings).to.deep.equal(['<montana-solitaire>: addLanguage(x-klingon) lacks locale (English used)']);
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Paciência Montana');
      expect(status()).to.match(/Daily deal, \d{1,2} [A-Z][a-z]+ \d{4} /);
    }
    // A locale it knows is the table's: the date in Portuguese.
    MontanaSolitaire.addLanguage('x-klingon', { ...pt, locale: 'pt' });
    await element.updateComplete;
    expect(status()).to.match(/Daily deal, \d{1,2} de [a-zç]+ de \d{4} /);
  });

  it('warns once, naming every key missing or of the wrong kind, and uses English for them', async () => {
    const element = await speaking('xx');
    const { board: _board, won: _won, ...partial } = pt;
    const table = { ...partial, suits: ['paus', 'ouros', 'copas'], moves: 7, gapFits: 'lacuna' } as unknown as Strings;
    const warnings = await warningsDuring(async () => MontanaSolitaire.addLanguage('xx', table));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^<montana-solitaire>: addLanguage\(xx\) lacks /);
    const named = warnings[0].replace(/^.* lacks | \(English used\)$/g, '').split(', ');
    expect(named.sort()).to.deep.equal(['board', 'gapFits', 'moves', 'suits', 'won']);
    await element.updateComplete;
    // The rest of the table is used: ranks in Portuguese, suits (three given for four) in English.
    expect(cellElement(element, 0, 0).getAttribute('aria-label')).to.equal('dama de diamonds');
    expect(element.shadowRoot!.querySelector('[role="grid"]')!.getAttribute('aria-label')).to.equal('Montana solitaire');
    expect(cellElement(element, 2, 5).getAttribute('aria-label')).to.equal('gap: 9 de spades fits');
    await expect(element).to.be.accessible();
  });
});
