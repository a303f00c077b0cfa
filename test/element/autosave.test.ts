import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game } from '../../src/engine.js';
import { MontanaSolitaire } from '../../src/index.js';
import { SOLVED_MONTANA, abandonGameIn, at, button, montana, onDemandRendered, otherTabWrites, playedElsewhere, playFirstMove, recordEvents, saved, statRows, swapped, warningsDuring } from './helpers.js';
import { STRINGS } from '../../src/element/i18n.js';
import { loadOnDemand } from '../../src/element/load-on-demand.js';
import { wonOf } from '../../src/element/panels.js';
import { emptyDaily } from '../../src/element/daily.js';

/** The daily deals' statistics of a variant whose daily deals were never played. */
const NO_DAYS = emptyDaily();

/** A record as the element writes it, for a given engine save. */
function record(game: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ format: 'montana-solitaire-autosave', version: 1, game, elapsedMs: 0, counted: false, stats: {}, ...extra });
}

describe('<montana-solitaire autosave>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('load() before the element is in the page keeps the game loaded over the one saved under its key', async () => {
    const first = await montana(html`<montana-solitaire autosave="game-a" seed="42"></montana-solitaire>`);
    first.play('9S');
    await saved();
    first.remove();
    const other = new Game({ seed: '7' });
    other.play(other.moves()[0].card);
    const element = document.createElement('montana-solitaire');
    element.setAttribute('autosave', 'game-a');
    element.load(other.save());
    document.body.append(element);
    try {
      await element.updateComplete;
      expect([element.seed, element.save()]).to.deep.equal(['7', other.save()]);
    } finally {
      element.remove();
    }
  });

  it('resumes the game exactly after a reload: board, undo and redo, redeals left', async () => {
    const first = await montana(html`<montana-solitaire autosave="game-a" seed="42" redeal-anytime></montana-solitaire>`);
    first.play('9S');
    first.play('5D');
    first.redeal();
    playFirstMove(first);
    first.undo();
    await saved();
    const save = first.save();
    first.remove();

    const recorder = recordEvents(['newgame']);
    const second = await montana(html`<montana-solitaire autosave="game-a" redeal-anytime></montana-solitaire>`);
    recorder.stop();
    expect(second.save()).to.equal(save);
    expect(second.board).to.deep.equal(JSON.parse(JSON.stringify(first.board)));
    expect([second.redealsLeft, second.moveCount, second.getAttribute('seed')]).to.deep.equal([1, 2, '42']);
    expect(recorder.events.map((event) => event.detail)).to.deep.equal([{ variant: 'montana', seed: '42', redeals: 2, resumed: true }]);
    const redone = second.redo();
    expect(redone).to.include({ type: 'move' });
    second.undo();
    second.undo();
    expect(second.moveCount).to.equal(2);
  });

  it('saves after every action, once per task however many actions it holds', async () => {
    const element = await montana(html`<montana-solitaire autosave="game-b" seed="42"></montana-solitaire>`);
    await saved();
    const writes: string[] = [];
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(key);
      return original.call(this, key, value);
    };
    try {
      element.play('9S');
      element.play('5D');
      element.undo();
      expect(writes).to.deep.equal([]);
      await saved();
      expect(writes).to.deep.equal(['game-b']);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(JSON.parse(JSON.parse(localStorage.getItem('game-b')!).game).actions).to.have.length(1);
  });

  it('derives the key from the id, or uses a fixed default', async () => {
    const withId = await montana(html`<montana-solitaire id="table-1" autosave seed="1"></montana-solitaire>`);
    const withoutId = await montana(html`<montana-solitaire autosave seed="2"></montana-solitaire>`);
    playFirstMove(withId);
    await saved();
    expect(JSON.parse(localStorage.getItem('montana-solitaire:table-1')!).game).to.equal(withId.save());
    expect(JSON.parse(localStorage.getItem('montana-solitaire')!).game).to.equal(withoutId.save());
  });

  it('starts the game the attributes ask for when they name another seed or variant, saying so once', async () => {
    const first = await montana(html`<montana-solitaire autosave="game-c" seed="42"></montana-solitaire>`);
    first.play('9S');
    await saved();
    first.remove();
    let second!: MontanaSolitaire;
    const warnings = await warningsDuring(async () => {
      second = await montana(html`<montana-solitaire autosave="game-c" seed="43"></montana-solitaire>`);
    });
    expect(second.board).to.deep.equal(new Game({ seed: '43' }).board);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('game-c').and.include('not the one the attributes ask for');
    let third!: MontanaSolitaire;
    localStorage.setItem('game-d', record(new Game({ seed: '7', variant: 'descending' }).save()));
    await warningsDuring(async () => {
      third = await montana(html`<montana-solitaire autosave="game-d" variant="montana"></montana-solitaire>`);
    });
    expect(third.getAttribute('variant')).to.equal('montana');
  });

  it('counts a saved game left under way as abandoned (lost) when the page asks for another, as a new deal would; not one untouched', async () => {
    // Played after New game, then the page reloaded: its markup asks for seed 42 again.
    const { text } = await playedElsewhere('8');
    localStorage.setItem('left-under-way', text);
    try {
      const heard = recordEvents(['stats', 'newgame']);
      // A listener reads the element as the event comes (its statistics and its game are there already).
      const seen: unknown[] = [];
      const listener = (event: Event) => {
        const target = event.target as MontanaSolitaire;
        seen.push([target.stats.montana.played, target.seed]);
      };
      document.addEventListener('stats', listener);
      let element!: MontanaSolitaire;
      const warnings = await warningsDuring(async () => {
        element = await montana(html`<montana-solitaire autosave="left-under-way" seed="42"></montana-solitaire>`);
      }).finally(() => document.removeEventListener('stats', listener));
      heard.stop();
      expect(seen).to.deep.equal([[2, '42']]);
      expect(warnings[0]).to.include('(montana, seed "8") is not the one the attributes ask for');
      expect(heard.events.map((event) => [event.type, event.detail.played, event.detail.lost, event.detail.seed])).to.deep.equal([
        ['stats', 2, 2, undefined],
        ['newgame', undefined, undefined, '42'],
      ]);
      expect(element.stats.montana).to.include({ played: 2, lost: 2 });
      await saved();
      const kept = JSON.parse(localStorage.getItem('left-under-way')!);
      expect([kept.game, kept.counted, kept.stats.montana.played]).to.deep.equal([element.save(), false, 2]);
      element.remove();
      // A game dealt and never played is not counted.
      localStorage.setItem('left-under-way', record(new Game({ seed: '8' }).save()));
      const untouched = recordEvents(['stats']);
      await warningsDuring(async () => {
        element = await montana(html`<montana-solitaire autosave="left-under-way" seed="42"></montana-solitaire>`);
      });
      untouched.stop();
      expect([untouched.events.length, element.stats.montana ?? null]).to.deep.equal([0, null]);
    } finally {
      localStorage.removeItem('left-under-way');
    }
  });

  it('counts a game once that a tab plays on after another tab, asking for another game, counted it as abandoned', async () => {
    // Tab A plays seed 8; tab B (a page of another variant under the key) opens, counts A's game as abandoned, and saves.
    const a = await montana(html`<montana-solitaire autosave="two-tabs" seed="8" variant="montana"></montana-solitaire>`);
    playFirstMove(a);
    await saved();
    localStorage.setItem('two-tabs-b', localStorage.getItem('two-tabs')!);
    let b!: MontanaSolitaire;
    await warningsDuring(async () => {
      b = await montana(html`<montana-solitaire autosave="two-tabs-b" variant="blue-moon"></montana-solitaire>`);
    });
    await saved();
    const written = localStorage.getItem('two-tabs-b')!;
    b.remove();
    expect(JSON.parse(written).stats.montana).to.include({ played: 1, lost: 1 });
    try {
      // A hears B's save, refuses its game (another variant) and plays on, taking the statistics: its game is counted there already.
      await warningsDuring(() => otherTabWrites('two-tabs', written));
      await a.updateComplete;
      expect([a.seed, a.moveCount, a.stats.montana.played]).to.deep.equal(['8', 1, 1]);
      const heard = recordEvents(['stats']);
      a.newGame();
      heard.stop();
      expect([heard.events.length, a.stats.montana.played]).to.deep.equal([0, 1]);
    } finally {
      localStorage.removeItem('two-tabs');
      localStorage.removeItem('two-tabs-b');
    }
  });

  const damaged: [string, () => string | null][] = [
    ['truncated JSON', () => record(new Game({ seed: '1' }).save()).slice(0, 50)],
    ['JSON that is not a record', () => '{"hello":"world"}'],
    ['a record of a later version', () => record(new Game({ seed: '1' }).save(), { version: 2 })],
    ['a record whose game is damaged', () => record('{"format":"montana-solitaire"')],
    ['a save with duplicate cards', () => {
      const save = JSON.parse(new Game({ seed: '1' }).save());
      save.position = SOLVED_MONTANA.replace('3C', '2C');
      return record(JSON.stringify(save));
    }],
    ['an impossible history', () => {
      const save = JSON.parse(new Game({ seed: '1' }).save());
      save.actions = [{ type: 'move', card: 'KS', from: at(0, 1), to: at(0, 0) }];
      return record(JSON.stringify(save));
    }],
    ['damaged statistics', () => record(new Game({ seed: '1' }).save(), { stats: { montana: { played: -1 } } })],
    ['a negative playing time', () => record(new Game({ seed: '1' }).save(), { elapsedMs: -5 })],
  ];
  for (const [what, data] of damaged) {
    it(`warns once, starts a fresh game and plays on, given ${what}`, async () => {
      localStorage.setItem('damaged', data()!);
      let element!: MontanaSolitaire;
      const warnings = await warningsDuring(async () => {
        element = await montana(html`<montana-solitaire autosave="damaged" seed="5"></montana-solitaire>`);
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('autosave "damaged"').and.include('a new game starts');
      expect(element.board).to.deep.equal(new Game({ seed: '5' }).board);
      playFirstMove(element);
      await saved();
      // The fresh game replaces the damaged data.
      expect(JSON.parse(localStorage.getItem('damaged')!).game).to.equal(element.save());
    });
  }

  /** The warnings of an element under `blocked` playing two moves while storage throws `onRead` and `onWrite`, and its move count after. */
  async function playRefused(onRead: DOMException, onWrite: DOMException): Promise<[string[], number]> {
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = () => {
      throw onRead;
    };
    Storage.prototype.setItem = () => {
      throw onWrite;
    };
    let element!: MontanaSolitaire;
    try {
      const warnings = await warningsDuring(async () => {
        element = await montana(html`<montana-solitaire autosave="blocked" seed="42"></montana-solitaire>`);
        element.play('9S');
        await saved();
        element.play('5D');
        await saved();
      });
      return [warnings, element.moveCount];
    } finally {
      Object.assign(Storage.prototype, { getItem, setItem });
    }
  }

  it('plays on with a warning for each way storage fails (read refused, then the quota full)', async () => {
    const refused = await playRefused(new DOMException('The operation is insecure.', 'SecurityError'), new DOMException('Quota exceeded', 'QuotaExceededError'));
    expect(refused).to.deep.equal([
      [
        '<montana-solitaire>: autosave "blocked": storage cannot be used (The operation is insecure.); a new game starts.',
        '<montana-solitaire>: autosave "blocked": storage cannot be used (Quota exceeded); play goes on unsaved.',
      ],
      2,
    ]);
  });

  it('plays on with one warning where storage refuses reading and saving alike (a sandboxed frame)', async () => {
    const insecure = new DOMException('The operation is insecure.', 'SecurityError');
    expect(await playRefused(insecure, insecure)).to.deep.equal([['<montana-solitaire>: autosave "blocked": storage cannot be used (The operation is insecure.); a new game starts.'], 2]);
  });

  it('keeps two elements with different keys apart', async () => {
    const wrapper = await fixture(html`<div>
      <montana-solitaire autosave="left" seed="42"></montana-solitaire>
      <montana-solitaire autosave="right" seed="42"></montana-solitaire>
    </div>`);
    const [left, right] = wrapper.querySelectorAll('montana-solitaire');
    await Promise.all([left.updateComplete, right.updateComplete]);
    left.play('9S');
    right.play('5D');
    right.play('6S');
    await saved();
    expect(JSON.parse(JSON.parse(localStorage.getItem('left')!).game).actions.map((a: { card: string }) => a.card)).to.deep.equal(['9S']);
    expect(JSON.parse(JSON.parse(localStorage.getItem('right')!).game).actions.map((a: { card: string }) => a.card)).to.deep.equal(['5D', '6S']);
  });

  it('does nothing with storage without the attribute', async () => {
    const element = await montana();
    element.play('9S');
    await saved();
    expect(localStorage.length).to.equal(0);
  });
});

describe('<montana-solitaire autosave> open in two tabs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  /** This tab: the game of seed 42 saved under `shared`, with a move played (9S) and saved. */
  async function playingHere(): Promise<MontanaSolitaire> {
    const element = await montana(html`<montana-solitaire autosave="shared" seed="42"></montana-solitaire>`);
    element.play('9S');
    await saved();
    return element;
  }

  it("takes the game, its time and the statistics another tab saves under its key, and does not write them back", async () => {
    const { text, game } = await playedElsewhere();
    const element = await playingHere(); // under way here too: taking the other tab's game does not count this one as abandoned
    const recorder = recordEvents(['newgame', 'stats']);
    const warnings = await warningsDuring(() => otherTabWrites('shared', text));
    recorder.stop();
    await element.updateComplete;
    expect(element.save()).to.equal(game);
    expect([element.moveCount, element.stats.montana.played, element.stats.montana.lost]).to.deep.equal([2, 1, 1]);
    expect(recorder.events.map((event) => [event.type, event.detail])).to.deep.equal([['newgame', { variant: 'montana', seed: '42', redeals: 2, resumed: true }]]);
    expect(warnings).to.deep.equal([]);
    await saved();
    expect(localStorage.getItem('shared')).to.equal(text);
    // Left later, as an older tab is, it keeps the newer game and statistics in storage.
    window.dispatchEvent(new Event('pagehide'));
    element.remove();
    const kept = JSON.parse(localStorage.getItem('shared')!);
    expect([kept.game, kept.stats.montana.played]).to.deep.equal([game, 1]);
  });

  it('takes the new deal another tab has started, of another seed', async () => {
    const { text, game } = await playedElsewhere('43');
    const element = await playingHere();
    await otherTabWrites('shared', text);
    await element.updateComplete;
    expect([element.save(), element.getAttribute('seed'), element.stats.montana.played]).to.deep.equal([game, '43', 1]);
  });

  it('keeps its game when another tab saves one of another variant, saying so once, and keeps the statistics saved there', async () => {
    const { text } = await playedElsewhere('42', 'spaces');
    const element = await montana(html`<montana-solitaire autosave="shared" seed="42"></montana-solitaire>`);
    playFirstMove(element);
    await saved();
    const mine = element.save();
    const recorder = recordEvents(['newgame']);
    const warnings = await warningsDuring(() => otherTabWrites('shared', text));
    recorder.stop();
    expect([element.save(), recorder.events.length]).to.deep.equal([mine, 0]);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('autosave "shared"').and.include('(spaces, seed "42")').and.include('not the one the attributes ask for');
    expect([element.stats.spaces.played, element.stats.montana]).to.deep.equal([1, undefined]);
    element.undo(); // this tab's next save keeps the statistics saved there
    await saved();
    const written = JSON.parse(localStorage.getItem('shared')!);
    expect([written.game, written.stats.spaces.played]).to.deep.equal([element.save(), 1]);
  });

  it('takes what another tab saved meanwhile when the page comes back from the back/forward cache, which hears no storage events', async () => {
    const { text, game } = await playedElsewhere();
    const element = await playingHere();
    const mine = element.save();
    localStorage.setItem('shared', text); // written by this document: no storage event here, as in a page held in the cache
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })); // a page's first showing is not a return
    await element.updateComplete;
    expect(element.save()).to.equal(mine);
    const recorder = recordEvents(['newgame']);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    recorder.stop();
    await element.updateComplete;
    expect([element.save(), element.moveCount, element.stats.montana.played]).to.deep.equal([game, 2, 1]);
    expect(recorder.events.map((event) => event.detail.resumed)).to.deep.equal([true]);
  });

  it('plays on when another tab saves the game played here (only leaving it), taking the statistics and help saved with it', async () => {
    const { text: spacesPlayed } = await playedElsewhere('42', 'spaces');
    const element = await playingHere();
    const mine = JSON.parse(localStorage.getItem('shared')!);
    // The other tab has the same game, a minute more on its clock, a hint asked and a game of spaces counted.
    const theirs = JSON.stringify({ ...mine, elapsedMs: mine.elapsedMs + 60_000, help: { hints: 1, undos: 0, shown: 0 }, stats: JSON.parse(spacesPlayed).stats });
    const hint = element.hint(); // asked here meanwhile: its answer still comes
    const recorder = recordEvents(['newgame', 'stats']);
    const warnings = await warningsDuring(async () => {
      await otherTabWrites('shared', theirs);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    recorder.stop();
    expect([element.save(), recorder.events.length, warnings]).to.deep.equal([mine.game, 0, []]);
    expect((await hint).action).to.not.equal(null);
    expect(element.stats.spaces.played).to.equal(1);
    playFirstMove(element);
    await saved();
    const written = JSON.parse(localStorage.getItem('shared')!);
    expect([written.help, written.stats.spaces.played, written.elapsedMs < 60_000]).to.deep.equal([{ hints: 1, undos: 0, shown: 0 }, 1, true]);
  });

  it('keeps its game when another tab writes what is no record, and says what is wrong with it, once', async () => {
    const element = await playingHere();
    const mine = element.save();
    const warnings = await warningsDuring(async () => {
      await otherTabWrites('shared', '{"score": 12}');
      await otherTabWrites('shared', '{"score": 13}');
    });
    expect([element.save(), warnings]).to.deep.equal([mine, ['<montana-solitaire>: autosave "shared": the saved data is not a montana-solitaire-autosave record.']]);
  });

  it("leaves its game alone when another tab writes another key or clears the storage", async () => {
    const { text } = await playedElsewhere();
    const element = await playingHere();
    const mine = element.save();
    const recorder = recordEvents(['newgame']);
    await otherTabWrites('another-key', text);
    await otherTabWrites('shared', null);
    recorder.stop();
    expect([element.save(), recorder.events.length]).to.deep.equal([mine, 0]);
  });

  it('hears only localStorage: a frame of the page writing its key in sessionStorage is not another tab saving', async () => {
    const { text } = await playedElsewhere();
    const element = await playingHere();
    const mine = element.save();
    localStorage.setItem('shared', text); // another game's record, written with no storage event: it would be taken on the next one
    const recorder = recordEvents(['newgame']);
    try {
      await otherTabWrites('shared', 'a note of its own', 'sessionStorage');
    } finally {
      sessionStorage.clear();
      recorder.stop();
    }
    expect([element.save(), recorder.events.length]).to.deep.equal([mine, 0]);
  });
});

describe('<montana-solitaire autosave> on a page with other boards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  const SHARED = (key: string) => `<montana-solitaire>: autosave "${key}": another element of the page saves under it; this one saves once that one has left (give each an id or a key of its own).`;

  it('warns once, naming the key, when two elements of the page save under one key, and not for keys of their own', async () => {
    const warnings = await warningsDuring(async () => {
      await montana(html`<montana-solitaire autosave seed="1"></montana-solitaire>`);
      await montana(html`<montana-solitaire autosave id="second" seed="2"></montana-solitaire>`);
      await montana(html`<montana-solitaire autosave="mine" seed="3"></montana-solitaire>`);
      await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
      await montana(html`<montana-solitaire seed="5"></montana-solitaire>`);
      await montana(html`<montana-solitaire autosave seed="6"></montana-solitaire>`);
    });
    expect(warnings).to.deep.equal([SHARED('montana-solitaire')]);
  });

  it("keeps the first element's game and statistics while a second one is under its key, and saves the second's once the first has left", async () => {
    const first = await montana(html`<montana-solitaire autosave seed="1"></montana-solitaire>`);
    playFirstMove(first);
    await saved();
    const mine = first.save();
    const second = await montana(html`<montana-solitaire autosave seed="2"></montana-solitaire>`);
    playFirstMove(second);
    second.newGame();
    await saved();
    const stored = JSON.parse(localStorage.getItem('montana-solitaire')!);
    expect([stored.game, stored.stats]).to.deep.equal([mine, {}]);
    expect(second.stats.montana?.played).to.equal(1);
    expect(localStorage.length).to.equal(1);
    first.remove();
    playFirstMove(second);
    await saved();
    const now = JSON.parse(localStorage.getItem('montana-solitaire')!);
    expect([now.game, now.stats.montana.played]).to.deep.equal([second.save(), 1]);
  });

  it('a board brought in while the one it replaces leaves (a page transition) resumes the saved game, and saves it as soon as the old one has left', async () => {
    const leaving = await montana(html`<montana-solitaire autosave></montana-solitaire>`);
    playFirstMove(leaving);
    await saved();
    const coming = await montana(html`<montana-solitaire autosave></montana-solitaire>`);
    expect(coming.save()).to.equal(leaving.save());
    playFirstMove(coming);
    await saved();
    const stored = () => JSON.parse(localStorage.getItem('montana-solitaire')!).game;
    expect(stored()).to.equal(leaving.save());
    leaving.remove();
    await saved();
    expect([stored(), coming.moveCount]).to.deep.equal([coming.save(), 2]);
  });

  it('says nothing when the element that had the key has left the page, or when one element is moved', async () => {
    const warnings = await warningsDuring(async () => {
      const first = await montana(html`<montana-solitaire autosave="board" seed="1"></montana-solitaire>`);
      first.remove();
      const second = await montana(html`<montana-solitaire autosave="board" seed="1"></montana-solitaire>`); // takes up the game the first left
      const parent = second.parentElement!;
      second.remove();
      parent.append(second);
      await second.updateComplete;
      second.setAttribute('autosave', 'other');
      await second.updateComplete;
      second.setAttribute('autosave', 'board');
      await second.updateComplete;
    });
    expect(warnings).to.deep.equal([]);
  });

  it('given a key later (after a consent banner, or a login), resumes the game saved under it and keeps its statistics, not writing over them', async () => {
    const { text, game } = await playedElsewhere();
    localStorage.setItem('later', text);
    const element = await montana(html`<montana-solitaire></montana-solitaire>`);
    const recorder = recordEvents(['newgame', 'stats']);
    element.setAttribute('autosave', 'later');
    await element.updateComplete;
    recorder.stop();
    expect(element.save()).to.equal(game);
    expect(recorder.events.map((event) => [event.type, event.detail.resumed])).to.deep.equal([['newgame', true]]);
    expect(element.stats.montana).to.include({ played: 1, lost: 1 });
    await saved();
    const kept = JSON.parse(localStorage.getItem('later')!);
    expect([kept.game, kept.stats.montana.played]).to.deep.equal([game, 1]);
    // A key with nothing saved under it saves the game being played.
    element.setAttribute('autosave', 'fresh');
    await element.updateComplete;
    await saved();
    expect([element.save(), JSON.parse(localStorage.getItem('fresh')!).game]).to.deep.equal([game, game]);
  });

  it('warns when an element changes to the key another element of the page saves under, and saves under its own again when given one', async () => {
    const first = await montana(html`<montana-solitaire autosave="board" seed="1"></montana-solitaire>`);
    const second = await montana(html`<montana-solitaire autosave="other" seed="2"></montana-solitaire>`);
    await saved();
    const warnings = await warningsDuring(async () => {
      second.setAttribute('autosave', 'board');
      await second.updateComplete;
    });
    expect(warnings).to.deep.equal([SHARED('board')]);
    playFirstMove(second);
    await saved();
    expect(JSON.parse(localStorage.getItem('board')!).game).to.equal(first.save());
    second.setAttribute('autosave', 'third');
    await second.updateComplete;
    await saved();
    expect(JSON.parse(localStorage.getItem('third')!).game).to.equal(second.save());
  });
});

describe('<montana-solitaire> statistics', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  /** Row 0 lacks only its 7C (in column 12): one move wins. */
  const ONE_MOVE_FROM_WIN = swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]);
  /** 5C and 5D traded, the KH left of its place: one move, then no move and (with redeals="0") lost. */
  const ONE_MOVE_FROM_LOSS = swapped(SOLVED_MONTANA, [[0, 3], [1, 3]], [[2, 11], [2, 12]]);

  /** Plays three games on `element` (with redeals="0"): won, won, lost. */
  function wonWonLost(element: MontanaSolitaire): void {
    element.load(ONE_MOVE_FROM_WIN);
    element.play('7C');
    element.load(ONE_MOVE_FROM_WIN);
    element.play('7C');
    element.load(ONE_MOVE_FROM_LOSS);
    element.play('KH');
  }

  it('counts wins, losses, streaks, the best score and the fewest moves, and tells the page', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeals="0"></montana-solitaire>`);
    const recorder = recordEvents(['stats']);
    wonWonLost(element);
    recorder.stop();
    const expected = { played: 3, won: 2, lost: 1, bestScore: 48, currentStreak: 0, longestStreak: 2, fewestMoves: 1, cleanWins: 2, fewestCleanMoves: 1, daily: NO_DAYS };
    expect(element.stats).to.deep.equal({ montana: expected });
    expect(recorder.events.map((event) => event.detail)).to.deep.equal([
      { variant: 'montana', played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 1, cleanWins: 1, fewestCleanMoves: 1, daily: NO_DAYS },
      { variant: 'montana', played: 2, won: 2, lost: 0, bestScore: 48, currentStreak: 2, longestStreak: 2, fewestMoves: 1, cleanWins: 2, fewestCleanMoves: 1, daily: NO_DAYS },
      { variant: 'montana', ...expected },
    ]);
  });

  it('counts an abandoned game as lost, an untouched one not at all, and a finished game once', async () => {
    const element = await montana();
    element.newGame('1');
    playFirstMove(element);
    element.newGame('2'); // abandoned after a move: lost
    element.newGame('3'); // untouched: not counted
    element.load(ONE_MOVE_FROM_WIN);
    element.play('7C');
    element.undo();
    element.play('7C'); // the same game won again: still one win
    element.newGame('4'); // a finished game is not abandoned
    expect(element.stats.montana).to.include({ played: 2, won: 1, lost: 1, currentStreak: 1 });
  });

  it('counts a game whose every action was undone as lost when abandoned, and asks before New game abandons it', async () => {
    const element = await montana();
    playFirstMove(element);
    playFirstMove(element);
    element.undo();
    element.undo();
    expect([element.moveCount, element.stats]).to.deep.equal([0, {}]);
    // The keyboard's New game asks first, as for any game acted on.
    element.shadowRoot!.querySelector<HTMLElement>('[data-cell="0,0"]')!.focus();
    await sendKeys({ press: 'n' });
    await onDemandRendered(element);
    expect(element.shadowRoot!.querySelector('.confirm')?.textContent).to.match(/abandon/i);
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    const recorder = recordEvents(['stats']);
    element.newGame();
    recorder.stop();
    expect(recorder.events.map((event) => [event.detail.played, event.detail.lost])).to.deep.equal([[1, 1]]);
    expect(element.stats.montana).to.include({ played: 1, lost: 1, currentStreak: 0 });
  });

  it('shows beside the games won their share of games played, written in the language of the words around it', async () => {
    /** The panel's Won row (`statNames[1]`) after games won, won and lost, then after a reset. */
    const wonRows = async (markup: ReturnType<typeof html>, statistics: string) => {
      const element = await montana(markup);
      wonWonLost(element);
      button(element, statistics).click();
      await onDemandRendered(element);
      const rows = [statRows(element)[1]];
      element.resetStats();
      await element.updateComplete;
      return [...rows, statRows(element)[1]];
    };
    expect(await wonRows(html`<montana-solitaire seed="42" redeals="0"></montana-solitaire>`, 'Statistics')).to.deep.equal(['Won 2 (67%)', 'Won 0']);
    // German writes a space (a no-break one) before the sign.
    expect(await wonRows(html`<montana-solitaire seed="42" redeals="0" lang="de"></montana-solitaire>`, 'Statistik')).to.deep.equal(['Gewonnen 2 (67\u00a0%)', 'Gewonnen 0']);
    // A page's own table, in its locale.
    await loadOnDemand(); // the German table whole, with the panel's texts
    MontanaSolitaire.addLanguage('x-swiss', { ...STRINGS.get('de')!, locale: 'de-CH' });
    expect(await wonRows(html`<montana-solitaire seed="42" redeals="0" lang="x-swiss"></montana-solitaire>`, 'Statistik')).to.deep.equal(['Gewonnen 2 (67%)', 'Gewonnen 0']);
  });

  it('says 100% of games won only when every one was won', () => {
    expect([wonOf(199, 200, 'en-GB'), wonOf(200, 200, 'en-GB'), wonOf(1, 200, 'en-GB'), wonOf(0, 3, 'en-GB'), wonOf(0, 0, 'en-GB')]).to.deep.equal([
      '199 (99%)',
      '200 (100%)',
      '1 (1%)',
      '0 (0%)',
      0,
    ]);
  });

  it('keeps statistics per variant, shows them in a panel, and forgets them on resetStats()', async () => {
    const element = await montana(html`<montana-solitaire seed="42" variant="descending" autosave="stats-1"></montana-solitaire>`);
    element.newGame('9');
    playFirstMove(element);
    element.newGame('10');
    expect(Object.keys(element.stats)).to.deep.equal(['descending']);
    button(element, 'Statistics').click();
    await onDemandRendered(element);
    const panel = element.shadowRoot!.querySelector('.stats')!;
    // Titled with the game they are of (below the Help panel's keys, untitled rows read as more keys).
    expect(panel.querySelector('caption')!.textContent).to.equal('Statistics · Descending Montana');
    expect(panel.textContent).to.match(/Played\s*1/).and.match(/Lost\s*1/).and.match(/Fewest moves to win\s*–/);
    await saved();
    expect(JSON.parse(localStorage.getItem('stats-1')!).stats.descending.played).to.equal(1);
    element.resetStats();
    await element.updateComplete;
    expect(element.stats).to.deep.equal({});
    expect(panel.textContent).to.match(/Played\s*0/);
  });

  it("takes a question's answer once: a second click of New game before the question is gone deals once and forgets no statistics", async () => {
    const element = await montana(html`<montana-solitaire seed="42" autosave="stats-3"></montana-solitaire>`);
    playFirstMove(element);
    element.newGame('9');
    playFirstMove(element);
    let deals = 0;
    element.addEventListener('newgame', () => deals++);
    button(element, 'New game').click();
    await onDemandRendered(element);
    const yes = element.shadowRoot!.querySelector<HTMLButtonElement>('[role="alertdialog"] .primary')!;
    yes.click();
    yes.click();
    await element.updateComplete;
    expect(deals).to.equal(1);
    expect(element.stats.montana).to.include({ played: 2, lost: 2 });
  });

  it("asks before the panel's Reset statistics forgets every variant's statistics, and forgets them, saved too, only when told to", async () => {
    const element = await montana(html`<montana-solitaire seed="42" variant="descending" autosave="stats-2"></montana-solitaire>`);
    element.newGame('9');
    await abandonGameIn(element, ['descending', 'montana']);
    expect(Object.keys(element.stats).sort()).to.deep.equal(['descending', 'montana']);
    const statistics = button(element, 'Statistics');
    statistics.click();
    await onDemandRendered(element);
    let panel = element.shadowRoot!.querySelector('.stats')!;
    expect(panel.textContent).to.match(/Played\s*1/);
    let resetButton = panel.querySelector('button')!;
    const focusOn = (what: Element, name: string) => waitUntil(() => element.shadowRoot!.activeElement === what, `the focus on ${name}`);
    const ask = async () => {
      resetButton.click();
      await waitUntil(() => element.shadowRoot!.querySelector('[role="alertdialog"]'), 'no question');
      const dialog = element.shadowRoot!.querySelector('[role="alertdialog"]')!;
      const [yes, no] = dialog.querySelectorAll('button');
      expect(dialog.getAttribute('aria-label')).to.equal('Reset the statistics of every variant?');
      expect(dialog.querySelector('span')!.textContent).to.equal('Reset the statistics of every variant?');
      expect([yes.textContent, no.textContent]).to.deep.equal(['Reset statistics', 'Cancel']);
      await focusOn(yes, 'the question\'s Reset statistics');
      return { yes, no };
    };
    // Escape: nothing is forgotten; it closes the question alone, as a dialog over the panel, and the focus goes back to the panel's button.
    await ask();
    await sendKeys({ press: 'Escape' });
    await focusOn(resetButton, 'the panel\'s Reset statistics after Escape');
    expect(element.shadowRoot!.querySelector('[role="alertdialog"]')).to.equal(null);
    expect(element.shadowRoot!.querySelector('.stats'), 'the Statistics closed with the question').to.equal(panel);
    expect(Object.keys(element.stats).sort()).to.deep.equal(['descending', 'montana']);
    // A second Escape closes the panel.
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('.stats')).to.equal(null);
    statistics.click();
    await onDemandRendered(element);
    panel = element.shadowRoot!.querySelector('.stats')!;
    resetButton = panel.querySelector('button')!;
    // Cancel: nothing is forgotten, and the focus goes back to the panel's button.
    (await ask()).no.click();
    await focusOn(resetButton, 'the panel\'s Reset statistics');
    expect(element.shadowRoot!.querySelector('[role="alertdialog"]')).to.equal(null);
    expect(Object.keys(element.stats).sort()).to.deep.equal(['descending', 'montana']);
    expect(panel.textContent).to.match(/Played\s*1/);
    // Reset statistics: every variant's statistics go, and the saved record's; a page hears it.
    const heard = recordEvents(['stats']);
    (await ask()).yes.click();
    heard.stop();
    expect(heard.events.map((event) => [event.detail.variant, event.detail.played]).sort()).to.deep.equal([['descending', 0], ['montana', 0]]);
    await focusOn(resetButton, 'the panel\'s Reset statistics');
    expect(element.shadowRoot!.querySelector('[role="alertdialog"]')).to.equal(null);
    expect(element.stats).to.deep.equal({});
    expect(panel.textContent).to.match(/Played\s*0/).and.match(/Lost\s*0/);
    await saved();
    expect(JSON.parse(localStorage.getItem('stats-2')!).stats).to.deep.equal({});
  });
});
