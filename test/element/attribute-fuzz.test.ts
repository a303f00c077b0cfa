/**
 * Attribute fuzzing: every attribute of <montana-solitaire> given many values it must
 * refuse (or, for the boolean attributes, values that are a likely mistake), each set on
 * an element with a game under way. For every value: no exception, `updateComplete`
 * resolves, the game goes on (same board and moveCount, and a further click plays),
 * exactly one console warning naming the attribute, nothing rendered as HTML.
 */
import { expect, html } from '@open-wc/testing';
import { Game } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { cellElement, clickableMove, clickCell, montana, watchConsole } from './helpers.js';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

// ---- the values ------------------------------------------------------------------

const TEN_THOUSAND = 'x'.repeat(10_000);
const IMG = '<img src=x onerror="window.__xss=1">';
const IMG_PLAIN = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>window.__xss=1</script>';
const SCRIPT_PLAIN = '<script>alert(1)</script>';
const SVG = '"><svg onload=window.__xss=1>';

/** Values no attribute accepts: the variant, redeals and boolean lists start from these. */
const COMMON_BAD = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0', // no-break space
  '\u2003', // em space
  '\u3000', // ideographic space
  '\ufeff', // byte order mark
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '🂡🃁😀',
  'مونتانا', // RTL text
  '\u202emontana', // right-to-left override
  'e\u0301\u0301\u0301', // combining marks
  '\ud800', // a lone high surrogate
  '😀'.slice(1), // a lone low surrogate
  TEN_THOUSAND,
  IMG,
  SCRIPT,
  SVG,
  '"quoted"',
  "'single'",
  'back\\slash\\',
  '{"value":1}',
  '[1,2]',
  'null',
  'undefined',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
];

const VARIANT_BAD = [
  ...COMMON_BAD,
  'foo',
  'klondike',
  'MONTANA',
  'Montana',
  ' montana',
  'montana ',
  'montana\n',
  'DESCENDING',
  'descending\u0000',
  'montanas',
  'mont',
  'montana,descending',
  'montana descending',
  'ｍｏｎｔａｎａ', // full-width letters
  'montanа', // Cyrillic a at the end
  'montana\u200b', // zero-width space
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '0',
  'true',
];

const REDEALS_BAD = [
  ...COMMON_BAD,
  '1001',
  '1e9',
  '2.5',
  '0.1',
  '1000.5',
  '1e-7',
  '-5',
  '-1000',
  '9007199254740993',
  '1'.repeat(10_000),
  'lots',
  'two',
  '٣', // Arabic-Indic three
  '３', // full-width three
  '3 redeals',
  '3px',
  '1,5',
  '1_000',
  '--1',
  '1-',
  '0x',
  '[3]',
  '"3"',
  '3\u0000',
  '\u202e3',
  '3\u0301',
  'true',
];

/** Refused as a seed or a storage key: empty, only white space, control characters, lone surrogates, over 200. */
const TEXT_BAD = [
  '',
  ' ',
  '    ',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\u2028', // line separator
  '\u2029', // paragraph separator
  '\ufeff',
  '\u1680', // ogham space mark
  ' \u00a0\u3000 ', // several kinds together
  '\t', // the controls below are also white space
  '\n',
  '\r\n',
  '\f',
  'tab\there',
  'line\nbreak',
  '\u0000',
  'a\u0000b',
  '\u0001',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  'nel\u0085',
  '\u009f',
  '-1\u0000', // a negative number, with a control character
  'NaN\t',
  'Infinity\n',
  '9'.repeat(201), // a huge number: too long
  '1e309\u0000',
  '\ud800', // lone high surrogate
  'a\udc00', // lone low surrogate
  '😀'.slice(0, 1) + 'x', // half an emoji
  '\ude00\ud83d', // a pair in the wrong order
  'x'.repeat(201),
  TEN_THOUSAND,
  '😀'.repeat(201),
  'مونتانا\u0000', // RTL text with a control character
  'e\u0301\u0000', // a combining mark with a control character
  IMG.repeat(10), // markup, too long
  SCRIPT + '\u0000', // markup, with a control character
  '"quoted"\n',
  'back\\slash\u0000',
  '{"seed":\n42}', // JSON with a line break
];

/** The same for a storage key, but for no value at all: that asks for the key derived from the id. */
const AUTOSAVE_BAD = TEXT_BAD.filter((value) => value !== '');
/** A few of them again, on an element whose autosave has no value (the key derived from its id). */
const AUTOSAVE_BAD_DERIVED = ['\u0000', ' ', '\ud800', TEN_THOUSAND];

const BOOLEAN_SUSPICIOUS = (name: string) => [
  'false',
  'FALSE',
  'False',
  '0',
  '1',
  'true',
  'no',
  'off',
  'on',
  'yes',
  'null',
  'undefined',
  'disabled',
  `${name} `,
  ` ${name}`,
  `${name}=false`,
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '😀',
  'لا', // RTL "no"
  'e\u0301',
  '\ud800',
  TEN_THOUSAND,
  IMG,
  SCRIPT,
  SVG,
  '"false"',
  "'false'",
  '\\',
  '{"on":false}',
  '[]',
  '\u0000',
  'no\u0000',
];

const BOOLEANS = [
  { attribute: 'redeal-anytime', property: 'redealAnytime' },
  { attribute: 'four-color', property: 'fourColor' },
  { attribute: 'show-timer', property: 'showTimer' },
] as const;

/** What each warning must say is accepted. */
const ACCEPTED: Record<string, RegExp> = {
  variant: /montana.*descending/,
  redeals: /0.*1000/,
  seed: /1 to 200 characters/,
  autosave: /1 to 200 characters/,
  'redeal-anytime': /no value/,
  'four-color': /no value/,
  'show-timer': /no value/,
  redealAnytime: /true or false/,
  fourColor: /true or false/,
  showTimer: /true or false/,
  winnable: /true or false/,
};

/** The boolean properties, each with its attribute. */
const BOOLEAN_ATTRIBUTES: Record<string, string> = { redealAnytime: 'redeal-anytime', fourColor: 'four-color', showTimer: 'show-timer', winnable: 'winnable' };

/** Properties set directly to bad values. */
const PROPERTY_BAD: [property: 'variant' | 'seed' | 'redeals' | 'autosave' | 'redealAnytime' | 'fourColor' | 'showTimer' | 'winnable', value: unknown][] = [
  ['redeals', -5],
  ['redeals', 2.5],
  ['redeals', NaN],
  ['redeals', Infinity],
  ['redeals', -Infinity],
  ['redeals', 1001],
  ['redeals', 1e9],
  ['redeals', '3'],
  ['redeals', true],
  ['redeals', {}],
  ['variant', 42],
  ['variant', ''],
  ['variant', 'montana '],
  ['variant', 'Descending'],
  ['variant', {}],
  ['variant', ['montana']],
  ['variant', 'MONTANA'],
  ['variant', true],
  ['seed', ''],
  ['seed', '   '],
  ['seed', 42],
  ['seed', {}],
  ['seed', 'x'.repeat(201)],
  ['seed', 'a\u0000b'],
  ['seed', '\ud800'],
  ['autosave', 42],
  ['autosave', ' '],
  ['autosave', '\u0000'],
  ['autosave', {}],
  ['autosave', TEN_THOUSAND],
  ['redealAnytime', 'yes'],
  ['redealAnytime', 'false'],
  ['redealAnytime', 1],
  ['redealAnytime', 0],
  ['redealAnytime', null],
  ['redealAnytime', undefined],
  ['redealAnytime', {}],
  ['fourColor', 'true'],
  ['fourColor', 1],
  ['fourColor', null],
  ['showTimer', 'on'],
  ['showTimer', 0],
  ['showTimer', []],
  ['winnable', 'yes'],
  ['winnable', 1],
  ['winnable', null],
];

// ---- the checks ------------------------------------------------------------------

const LISTS: Record<string, string[]> = {
  variant: VARIANT_BAD,
  seed: TEXT_BAD,
  redeals: REDEALS_BAD,
  autosave: AUTOSAVE_BAD,
  ...Object.fromEntries(BOOLEANS.map(({ attribute }) => [attribute, BOOLEAN_SUSPICIOUS(attribute)])),
};
const EXPECTED_TOTAL = Object.values(LISTS).reduce((sum, list) => sum + list.length, 0) + AUTOSAVE_BAD_DERIVED.length + PROPERTY_BAD.length;
let tried = 0;

/** A readable, bounded label for a value in a test name. */
function label(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  const shown = JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text);
  return typeof value === 'string' ? shown : `${typeof value} ${shown}`;
}

/** The start of the value as the warning must show it (code points, so no pair is split). */
function shownPrefix(value: unknown): string {
  return JSON.stringify(Array.from(String(value)).slice(0, 10).join('')).slice(0, -1);
}

/**
 * Watches one test: console.warn is stubbed, errors and unhandled rejections are caught,
 * and any img, script, svg or iframe added to the document is noticed.
 */
function watch() {
  const page = watchConsole();
  const added: string[] = [];
  const markup = (node: Node) => node instanceof Element && (node.matches('img, script, svg, iframe') || !!node.querySelector('img, script, svg, iframe'));
  const notice = (records: MutationRecord[]) =>
    records.forEach((record) => record.addedNodes.forEach((node) => markup(node) && added.push((node as Element).outerHTML.slice(0, 80))));
  const observer = new MutationObserver(notice);
  observer.observe(document, { childList: true, subtree: true });
  return {
    warnings: page.warnings,
    errors: page.errors,
    added,
    restore() {
      page.restore();
      notice(observer.takeRecords());
      observer.disconnect();
    },
  };
}

/** Sets a value that is plain text, hence accepted: no warning, no error, nothing rendered as HTML. */
async function setAccepted(element: MontanaSolitaire, attribute: string, value: string): Promise<void> {
  const watched = watch();
  try {
    element.setAttribute(attribute, value);
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    watched.restore();
  }
  expect(watched.warnings).to.deep.equal([]);
  expect(watched.errors).to.deep.equal([]);
  expectNoMarkup(element, watched);
}

/** A move whose card fits exactly one gap, so a click on the card plays it. */
function clickableMoveOf(element: MontanaSolitaire) {
  const move = clickableMove(element);
  if (!move) throw new Error(`no card with a single gap on ${JSON.stringify(element.board)}`);
  return move;
}

/** An element (by default of seed 42 with 3 redeals) with one move played: a game under way. */
async function gameUnderWay(markup = html`<montana-solitaire seed="42" redeals="3"></montana-solitaire>`) {
  const element = await montana(markup);
  // Seed 42 (montana): 9S, as the replays below expect; another deal: a card with one gap.
  const move = element.moves().find((candidate) => candidate.card === '9S') ?? clickableMoveOf(element);
  element.play(move.card, move.to);
  await element.updateComplete;
  return element;
}

/** The game went on: same board and count, and a click on a card plays it, as the engine would. */
async function expectGameGoesOn(element: MontanaSolitaire, board: unknown, replay: Game) {
  expect(element.board).to.deep.equal(board);
  expect(element.moveCount).to.equal(1);
  const move = clickableMoveOf(element);
  await clickCell(element, move.from.row, move.from.col);
  replay.play(move.card, move.to);
  expect(element.moveCount).to.equal(2);
  expect(element.board).to.deep.equal(replay.board);
  // The render follows: the cell the card left is a gap on screen, the gap now shows the card.
  expect(cellElement(element, move.from.row, move.from.col).getAttribute('part')).to.equal('gap');
  expect(cellElement(element, move.to.row, move.to.col).getAttribute('part')).to.equal('card');
}

/** Nothing from the value became markup, in the shadow root or the document. */
function expectNoMarkup(element: MontanaSolitaire, watched: ReturnType<typeof watch>) {
  expect(element.shadowRoot!.querySelectorAll('img, script, svg, iframe, a, object, embed')).to.have.length(0);
  expect(document.querySelectorAll('img, svg, iframe')).to.have.length(0);
  expect(watched.added).to.deep.equal([]);
  expect(window.__xss).to.equal(undefined);
}

function expectOneWarning(watched: ReturnType<typeof watch>, attribute: string, value: unknown) {
  expect(watched.warnings, `warnings for ${attribute}=${label(value)}`).to.have.length(1);
  const [warning] = watched.warnings;
  expect(warning).to.include(`${attribute}=${shownPrefix(value)}`);
  expect(warning).to.match(ACCEPTED[attribute]);
}

/**
 * Sets a bad value (twice: the second time must warn no more) on a game under way and
 * checks it all; by default as the attribute `name`, or with `set` (a property).
 */
async function trySetting(
  element: MontanaSolitaire,
  name: string,
  value: unknown,
  afterwards: (element: MontanaSolitaire) => void | Promise<void>,
  set = () => element.setAttribute(name, value as string),
) {
  tried++;
  const board = element.board;
  const replay = new Game({ seed: '42', redeals: 3 });
  replay.play('9S');
  const watched = watch();
  try {
    for (let time = 0; time < 2; time++) {
      expect(set).not.to.throw();
      await element.updateComplete; // must resolve, not reject
    }
    await new Promise((resolve) => setTimeout(resolve));
  } finally {
    watched.restore();
  }
  expect(watched.errors).to.deep.equal([]);
  expectOneWarning(watched, name, value);
  expectNoMarkup(element, watched);
  await afterwards(element);
  await expectGameGoesOn(element, board, replay);
  expectNoMarkup(element, watched);
}

describe('<montana-solitaire> attribute fuzzing', () => {
  // A removed element saves once more (after afterEach hooks, when the fixture is cleaned
  // up): clear storage before each test, so no test resumes another's game.
  beforeEach(() => localStorage.clear());
  afterEach(() => delete window.__xss);
  after(() => localStorage.clear());

  // Each refused value leaves the property and the attribute at the last good value.
  const refusing: [attribute: 'variant' | 'seed' | 'redeals', values: string[], kept: string][] = [
    ['variant', VARIANT_BAD, 'montana'],
    ['seed', TEXT_BAD, '42'],
    ['redeals', REDEALS_BAD, '3'],
  ];
  for (const [attribute, values, kept] of refusing) {
    describe(attribute, () => {
      for (const value of values) {
        it(`refuses ${attribute}=${label(value)}`, async () => {
          const element = await gameUnderWay();
          await trySetting(element, attribute, value, () => {
            expect(String(element[attribute])).to.equal(kept);
            expect(element.getAttribute(attribute)).to.equal(kept);
            expect(element.redealsLeft).to.equal(3);
          });
        });
      }
    });
  }

  describe('seed', () => {

    for (const value of [IMG, IMG_PLAIN, SCRIPT, SCRIPT_PLAIN, SVG, `"'\\<>&amp;`]) {
      it(`accepts the plain text ${label(value)} as a seed and never renders it as HTML`, async () => {
        const element = await gameUnderWay();
        await setAccepted(element, 'seed', value);
        expect(element.seed).to.equal(value);
        expect(element.getAttribute('seed')).to.equal(value);
        expect(element.board).to.deep.equal(new Game({ seed: value, redeals: 3 }).board);
        expect(JSON.parse(element.save()).seed).to.equal(value);
      });
    }
  });

  describe('autosave', () => {
    const GOOD_KEY = 'fuzz-good-key';

    /** Keys in localStorage now. */
    const keys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!).sort();

    for (const value of AUTOSAVE_BAD) {
      it(`refuses autosave=${label(value)}, saving on under the last good key`, async () => {
        const element = await gameUnderWay(html`<montana-solitaire id="fuzz" seed="42" redeals="3" autosave=${GOOD_KEY}></montana-solitaire>`);
        await new Promise((resolve) => setTimeout(resolve));
        expect(keys()).to.deep.equal([GOOD_KEY]);
        await trySetting(element, 'autosave', value, () => {});
        await new Promise((resolve) => setTimeout(resolve));
        // The game after the further move is saved under the good key, and under no other.
        expect(keys()).to.deep.equal([GOOD_KEY]);
        expect(JSON.parse(JSON.parse(localStorage.getItem(GOOD_KEY)!).game).actions).to.have.length(2);
      });
    }

    for (const value of AUTOSAVE_BAD_DERIVED) {
      it(`refuses autosave=${label(value)}, keeping the key derived from the id when the attribute had no value`, async () => {
        const element = await gameUnderWay(html`<montana-solitaire id="fuzz" seed="42" redeals="3" autosave></montana-solitaire>`);
        await trySetting(element, 'autosave', value, () => {});
        await new Promise((resolve) => setTimeout(resolve));
        expect(keys()).to.deep.equal(['montana-solitaire:fuzz']);
        expect(JSON.parse(JSON.parse(localStorage.getItem('montana-solitaire:fuzz')!).game).actions).to.have.length(2);
      });
    }

    for (const value of [IMG, SCRIPT_PLAIN]) {
      it(`accepts the plain text ${label(value)} as a storage key and never renders it as HTML`, async () => {
        const element = await gameUnderWay(html`<montana-solitaire id="fuzz" seed="42" autosave=${GOOD_KEY}></montana-solitaire>`);
        await setAccepted(element, 'autosave', value);
        expect(localStorage.getItem(value)).to.be.a('string');
      });
    }
  });

  for (const { attribute, property } of BOOLEANS) {
    describe(attribute, () => {
      for (const value of BOOLEAN_SUSPICIOUS(attribute)) {
        it(`warns about ${attribute}=${label(value)} and counts it as present`, async () => {
          const element = await gameUnderWay();
          await trySetting(element, attribute, value, () => {
            expect(element[property]).to.equal(true);
            expect(element.getAttribute(attribute)).to.equal(value);
            if (property === 'fourColor') expect(element.shadowRoot!.querySelector('.frame.four')).not.to.equal(null);
            if (property === 'showTimer') expect(element.shadowRoot!.querySelector('[part="status"]')!.textContent).to.include('Time');
            if (property === 'redealAnytime') expect(element.redealsLeft).to.equal(3);
          });
          if (property === 'redealAnytime') {
            // Present means on: a redeal before the player is stuck.
            expect(element.status).to.equal('playing');
            expect(() => element.redeal()).not.to.throw();
          }
        });
      }
    });
  }

  describe('properties set directly', () => {
    for (const [property, value] of PROPERTY_BAD) {
      it(`refuses ${property} = ${label(value)}`, async () => {
        const element = await gameUnderWay(html`<montana-solitaire id="fuzz" seed="42" redeals="3" autosave="fuzz-good-key"></montana-solitaire>`);
        await trySetting(
          element,
          property,
          value,
          () => {
            if (property === 'variant') expect([element.variant, element.getAttribute('variant')]).to.deep.equal(['montana', 'montana']);
            if (property === 'seed') expect([element.seed, element.getAttribute('seed')]).to.deep.equal(['42', '42']);
            if (property === 'redeals') expect([element.redeals, element.getAttribute('redeals'), element.redealsLeft]).to.deep.equal([3, '3', 3]);
            if (property in BOOLEAN_ATTRIBUTES) {
              expect([element[property], element.hasAttribute(BOOLEAN_ATTRIBUTES[property])]).to.deep.equal([false, false]);
              // A new game, which reads the redeal rule, is dealt without an error; then the game under way comes back.
              const save = element.save();
              expect(() => element.newGame()).not.to.throw();
              element.load(save);
            }
          },
          () => ((element as unknown as Record<string, unknown>)[property] = value),
        );
      });
    }
  });

});

// Mocha runs a suite's own tests before its nested suites: the count comes in a suite of its own, after.
describe('<montana-solitaire> attribute fuzzing, the count', () => {
  it(`tried every value (${EXPECTED_TOTAL} in all, at least 30 per attribute)`, async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__xss).to.equal(undefined);
    for (const [attribute, list] of Object.entries(LISTS)) {
      expect(new Set(list).size, `distinct values for ${attribute}`).to.equal(list.length);
      expect(list.length, attribute).to.be.at.least(30);
    }
    expect(tried).to.equal(EXPECTED_TOTAL);
  });
});

// ---- bugs found by fuzzing, now fixed: each test shows one, and would fail again if it came back ----------

describe('<montana-solitaire> attribute warnings, found by fuzzing', () => {
  it('warns for a second, different suspicious value of a boolean attribute that is already present', async () => {
    const element = await gameUnderWay();
    const watched = watch();
    try {
      element.setAttribute('four-color', 'false');
      await element.updateComplete;
      element.setAttribute('four-color', 'off');
      await element.updateComplete;
    } finally {
      watched.restore();
    }
    expect(watched.warnings.map((warning) => warning.match(/four-color="[^"]*"/)?.[0])).to.deep.equal(['four-color="false"', 'four-color="off"']);
  });

  it('warns for a suspicious value given to a boolean attribute that was present without one', async () => {
    const element = await gameUnderWay(html`<montana-solitaire seed="42" redeals="3" show-timer></montana-solitaire>`);
    const watched = watch();
    try {
      element.setAttribute('show-timer', 'false');
      await element.updateComplete;
    } finally {
      watched.restore();
    }
    expect(watched.warnings).to.have.length(1);
    expect(watched.warnings[0]).to.include('show-timer="false"');
  });

  it('names the value given to the redeals property, not the attribute it still has', async () => {
    const element = await gameUnderWay();
    const watched = watch();
    try {
      element.redeals = -5;
      await element.updateComplete;
      element.redeals = 7.5;
      await element.updateComplete;
    } finally {
      watched.restore();
    }
    expect(watched.warnings).to.have.length(2);
    expect(watched.warnings[0]).to.include('redeals="-5"');
    expect(watched.warnings[1]).to.include('redeals="7.5"');
  });

  it('warns once for each bad value, even when two long values start alike', async () => {
    const element = await gameUnderWay();
    const watched = watch();
    try {
      element.setAttribute('seed', 'x'.repeat(201));
      await element.updateComplete;
      element.setAttribute('seed', 'x'.repeat(300));
      await element.updateComplete;
    } finally {
      watched.restore();
    }
    expect(watched.warnings).to.have.length(2);
  });

  it('reads redeals only as decimal digits: 0x10, 0b11 and 0o7 are not whole numbers written in the attribute', async () => {
    const element = await gameUnderWay();
    const seen: [string, number, number][] = [];
    const watched = watch();
    try {
      for (const value of ['0x10', '0b11', '0o7']) {
        element.setAttribute('redeals', value);
        await element.updateComplete;
        seen.push([value, element.redealsLeft, element.moveCount]);
      }
    } finally {
      watched.restore();
    }
    expect(seen).to.deep.equal([
      ['0x10', 3, 1],
      ['0b11', 3, 1],
      ['0o7', 3, 1],
    ]);
    expect(watched.warnings).to.have.length(3);
  });

  it('does not call the removal of variant a bad value "null" (removing seed or redeals deals their default)', async () => {
    const element = await gameUnderWay(html`<montana-solitaire seed="42" redeals="3" variant="descending"></montana-solitaire>`);
    const watched = watch();
    try {
      element.removeAttribute('variant');
      await element.updateComplete;
    } finally {
      watched.restore();
    }
    expect(watched.errors).to.deep.equal([]);
    expect(watched.warnings).to.deep.equal([]);
    // As with seed and redeals, the removed attribute asks for the default: montana.
    expect(element.getAttribute('variant')).to.equal('montana');
    expect(element.moves()).to.deep.equal(new Game({ seed: '42', redeals: 3 }).moves());
  });
});
