// The daily deal: `daily` deals the winnable deal of `daily:YYYY-MM-DD` (the UTC day), shows
// its date, offers the next day's deal at midnight without replacing a game under way, and
// counts the days apart in the statistics.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { Game, dailySeed, findWinnableSeed, winnableDealSeed } from '../../src/engine.js';
import type { MontanaSolitaire } from '../../src/index.js';
import { dayOf, emptyDaily, recordDay } from '../../src/element/daily.js';
import { currentRun } from '../../src/element/panels.js';
import { readStats } from '../../src/element/stats.js';
import { button, messageText, montana, onDemandRendered, otherTabWrites, playedElsewhere, recordEvents, statRows, statusText, warningsDuring } from './helpers.js';

/** Runs the page's clock from `start` (UTC) as real time passes; returns what puts the real clock back. */
function clockFrom(start: string): () => void {
  const RealDate = Date;
  const offset = RealDate.parse(start) - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...given: [number]) {
      if (given.length) super(...given);
      else super(RealDate.now() + offset);
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return () => (globalThis.Date = RealDate);
}


/** A daily element on the page, once its deal is found (the board waits for the solver meanwhile). */
async function dailyElement(markup = html`<montana-solitaire daily></montana-solitaire>`): Promise<MontanaSolitaire> {
  const heard = recordEvents(['newgame']);
  try {
    const placed = await fixture<HTMLElement>(markup);
    const element = (placed.matches('montana-solitaire') ? placed : placed.querySelector('montana-solitaire')!) as MontanaSolitaire;
    await waitUntil(() => heard.events.length > 0, 'the daily deal was never dealt', { timeout: 20000 });
    await element.updateComplete;
    return element;
  } finally {
    heard.stop();
  }
}

describe('dailySeed', () => {
  it("gives a date's UTC day as daily:YYYY-MM-DD, and refuses what is not a date", () => {
    expect(dailySeed(new Date('2026-12-01T00:00:00Z'))).to.equal('daily:2026-12-01');
    expect(dailySeed(new Date('2026-12-01T23:59:59.999Z'))).to.equal('daily:2026-12-01');
    expect(dailySeed(new Date('2026-12-02T00:30:00+01:00'))).to.equal('daily:2026-12-01');
    expect(dailySeed()).to.equal(`daily:${new Date().toISOString().slice(0, 10)}`);
    for (const bad of [new Date('not a date'), new Date(Date.UTC(10000, 0, 1)), '2026-12-01' as never]) {
      expect(() => dailySeed(bad)).to.throw(Error, /^Cannot give a daily seed for .+: it is not a date from year 0 to 9999$/);
    }
  });

  it('names the day of a daily seed, its winnable attempts too, and nothing else', () => {
    expect(['daily:2026-12-01', 'daily:2026-12-01:3', 'daily:2026-12-01:29'].map(dayOf)).to.deep.equal(['2026-12-01', '2026-12-01', '2026-12-01']);
    expect(['daily:2026-12-01:30', 'daily:2026-13-01', 'daily:2026-02-30', 'daily:x', 'daily:2026-12-01x', '2026-12-01', '42'].map(dayOf)).to.deep.equal([null, null, null, null, null, null, null]);
  });
});

describe('<montana-solitaire daily>', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it("deals the day's deal as winnable chooses it, reflects its seed, and shows its date in English and German", async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const expected = findWinnableSeed('montana', 'daily:2026-12-02');
    const element = await dailyElement();
    expect(element.getAttribute('seed')).to.equal(expected);
    expect(element.board).to.deep.equal(new Game({ seed: expected }).board);
    expect(statusText(element)).to.match(/^Daily deal, 2 December 2026 · Moves 0 ·/);
    // New game deals the day's deal again.
    element.newGame();
    await waitUntil(() => element.getAttribute('seed') === expected && !element.shadowRoot!.querySelector('.board[inert]'), "the day's deal was never dealt again", { timeout: 20000 });
    expect(element.moveCount).to.equal(0);
    const german = await dailyElement(html`<div lang="de"><montana-solitaire daily></montana-solitaire></div>`);
    expect(statusText(german)).to.match(/^Tagesspiel, 2\. Dezember 2026 · Züge 0 ·/);
  });

  it("deals each variant the day's deal of that variant, however the variants are switched", async () => {
    // On this day montana's deal is the seed's fourth attempt and blue-moon's its tenth: montana again must
    // search from the day's seed, not from blue-moon's attempt (which montana proves winnable too).
    restore = clockFrom('2026-12-07T12:00:00Z');
    const day = 'daily:2026-12-07';
    const element = await dailyElement();
    for (const variant of ['blue-moon', 'montana', 'descending'] as const) {
      const heard = recordEvents(['newgame']);
      element.variant = variant;
      await waitUntil(() => heard.events.length > 0, `no deal of ${variant}`, { timeout: 20000 });
      heard.stop();
      expect([variant, element.seed]).to.deep.equal([variant, findWinnableSeed(variant, day)]);
    }
    expect(findWinnableSeed('montana', day)).to.not.equal(findWinnableSeed('blue-moon', day));
  });

  it('resumes its game, under way, from its autosave on the next visit', async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    localStorage.removeItem('daily-visit');
    try {
      const first = await dailyElement(html`<montana-solitaire daily autosave="daily-visit"></montana-solitaire>`);
      const move = first.moves()[0];
      first.play(move.card, move.to);
      const played = first.save();
      first.remove();
      const heard = recordEvents(['newgame']);
      const next = await fixture<MontanaSolitaire>(html`<montana-solitaire daily autosave="daily-visit"></montana-solitaire>`);
      await next.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 300));
      heard.stop();
      expect([next.save(), next.moveCount]).to.deep.equal([played, 1]);
      expect(heard.events.map((event) => event.detail.resumed)).to.deep.equal([true]);
    } finally {
      localStorage.removeItem('daily-visit');
    }
  });

  it("deals today's deal when daily is turned on over a game of another seed, and keeps the day's game when turned off and on", async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const element = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
    const heard = recordEvents(['newgame']);
    element.daily = true;
    await waitUntil(() => heard.events.length > 0, "today's deal was never dealt", { timeout: 20000 });
    heard.stop();
    expect(element.seed).to.equal(findWinnableSeed('montana', 'daily:2026-12-02'));
    const move = element.moves()[0];
    element.play(move.card, move.to);
    element.daily = false;
    await element.updateComplete;
    element.daily = true;
    await element.updateComplete;
    expect([element.seed, element.moveCount]).to.deep.equal([findWinnableSeed('montana', 'daily:2026-12-02'), 1]);
  });

  it("deals today's deal once when restart() follows daily turned on in the same task", async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const element = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
    const heard = recordEvents(['newgame']);
    element.daily = true;
    element.restart();
    await waitUntil(() => heard.events.length > 0, "today's deal was never dealt", { timeout: 20000 });
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    heard.stop();
    // Not seed 42's deal again first, then the day's: one deal, one newgame.
    const day = findWinnableSeed('montana', 'daily:2026-12-02');
    expect(heard.events.map((event) => event.detail.seed)).to.deep.equal([day]);
    expect(element.seed).to.equal(day);
  });

  it('keeps the game load() gives it in the same task as daily turned on', async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const element = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
    const given = new Game({ seed: '7' });
    given.play(given.moves()[0].card);
    element.daily = true;
    element.load(given.save());
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([element.seed, element.save()]).to.deep.equal(['7', given.save()]);
  });

  it("deals today's deal when daily is turned on in the same task as an autosave key that holds another game, or a load() that throws", async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const day = findWinnableSeed('montana', 'daily:2026-12-02');
    try {
      const { text } = await playedElsewhere('8');
      localStorage.setItem('daily-other-game', text);
      const keyed = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
      const heard = recordEvents(['newgame']);
      keyed.daily = true;
      keyed.autosave = 'daily-other-game';
      await waitUntil(() => heard.events.length > 0, "today's deal was never dealt", { timeout: 20000 });
      heard.stop();
      expect(keyed.seed).to.equal(day);
    } finally {
      localStorage.removeItem('daily-other-game');
    }
    // The bad text changes nothing, and so leaves daily just turned on.
    const loaded = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
    const heard = recordEvents(['newgame']);
    loaded.daily = true;
    expect(() => loaded.load('{"not a save"')).to.throw();
    await waitUntil(() => heard.events.length > 0, "today's deal was never dealt", { timeout: 20000 });
    heard.stop();
    expect(loaded.seed).to.equal(day);
  });

  it('keeps a game load() gives it until a new game is dealt, counting nothing', async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const element = await dailyElement();
    const given = new Game({ seed: '42' });
    given.play(given.moves()[0].card);
    const heard = recordEvents(['newgame', 'stats']);
    element.load(given.save());
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    heard.stop();
    expect([element.seed, element.moveCount, element.save()]).to.deep.equal(['42', 1, given.save()]);
    expect(heard.events.map((event) => [event.type, event.detail.seed])).to.deep.equal([['newgame', '42']]);
    expect(element.stats).to.deep.equal({});
    // New game deals the day's deal again (the loaded game, under way, is abandoned: lost).
    const again = recordEvents(['newgame']);
    element.newGame();
    await waitUntil(() => again.events.length > 0, "the day's deal was never dealt again", { timeout: 20000 });
    again.stop();
    expect(element.seed).to.equal(findWinnableSeed('montana', 'daily:2026-12-02'));
  });

  it("deals the day's seed itself, as winnableDealSeed gives it, on a day none of its 30 seeds is proven", async function () {
    this.timeout(60_000);
    // Blue moon on 25 December 2026: findWinnableSeed throws for it, so a server computing
    // the day's deal with it could not check a result.
    restore = clockFrom('2026-12-25T12:00:00Z');
    const seed = 'daily:2026-12-25';
    expect(() => findWinnableSeed('blue-moon', seed)).to.throw(`No winnable deal proven among the 30 seeds from "${seed}"`);
    let element!: MontanaSolitaire;
    const warnings = await warningsDuring(async () => (element = await dailyElement(html`<montana-solitaire daily variant="blue-moon"></montana-solitaire>`)));
    expect(element.getAttribute('seed')).to.equal(seed);
    expect(winnableDealSeed('blue-moon', seed)).to.equal(seed);
    expect(warnings.filter((warning) => warning.endsWith(`seed "${seed}" is dealt unchecked.`))).to.have.length(1);
  });

  it("offers the next day's deal at midnight (UTC), keeps the game under way, and deals it when asked", async () => {
    restore = clockFrom('2026-12-02T23:59:57Z');
    const element = await dailyElement();
    const move = element.moves()[0];
    element.play(move.card, move.to);
    await waitUntil(() => messageText(element).startsWith('The deal of 3 December 2026 is ready.'), 'no new deal offered after midnight', { timeout: 8000 });
    expect(element.moveCount, 'the game under way stays').to.equal(1);
    expect(statusText(element)).to.match(/^Daily deal, 2 December 2026 ·/);
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part="message"] button')!.click();
    await onDemandRendered(element);
    const heard = recordEvents(['newgame']);
    element.shadowRoot!.querySelector<HTMLButtonElement>('.confirm .primary')!.click();
    await waitUntil(() => heard.events.length > 0, 'the new day was never dealt', { timeout: 20000 });
    heard.stop();
    expect(element.getAttribute('seed')).to.equal(findWinnableSeed('montana', 'daily:2026-12-03'));
    expect(messageText(element)).to.equal('');
  });

  it('counts a day played once, shows the days in the statistics, and a page without daily deals shows none', async () => {
    restore = clockFrom('2026-12-02T12:00:00Z');
    const element = await dailyElement();
    for (let abandoned = 0; abandoned < 2; abandoned++) {
      const move = element.moves()[0];
      element.play(move.card, move.to);
      element.newGame();
      // New game deals the day's deal again: the board waits while the solver finds it.
      await waitUntil(() => !element.shadowRoot!.querySelector('.board[inert]'), 'the daily deal was never dealt again', { timeout: 20000 });
    }
    expect(element.stats.montana.played).to.equal(2);
    expect(element.stats.montana.daily).to.deep.equal({ ...emptyDaily(), played: 1, lastPlayed: '2026-12-02' });
    button(element, 'Statistics').click();
    await onDemandRendered(element);
    expect(statRows(element).slice(-4)).to.deep.equal(['Days played 1', 'Days won 0 (0%)', 'Days won in a row 0', 'Most days won in a row 0']);
    const plain = await montana();
    button(plain, 'Statistics').click();
    await onDemandRendered(plain);
    expect(plain.shadowRoot!.querySelector('.stats')!.textContent).not.to.include('Days');
  });

  it("keeps the day's deal when another tab saves a game of free play under its key, saying so once, and takes its statistics", async () => {
    localStorage.clear();
    try {
      const { text } = await playedElsewhere('8');
      const element = await dailyElement(html`<montana-solitaire daily autosave="daily-shared"></montana-solitaire>`);
      const seed = element.seed!;
      const warnings = await warningsDuring(() => otherTabWrites('daily-shared', text));
      expect([element.seed, dayOf(seed), element.stats.montana.played]).to.deep.equal([seed, dailySeed().slice('daily:'.length), 1]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('seed "8"').and.include('not the one the attributes ask for');
    } finally {
      localStorage.clear();
    }
  });
});

describe('the daily statistics', () => {
  it('count each day once, the days won, and the run of days won in a row', () => {
    let daily = emptyDaily();
    daily = recordDay(daily, '2026-12-01', false);
    daily = recordDay(daily, '2026-12-01', true);
    daily = recordDay(daily, '2026-12-01', true);
    expect(daily).to.deep.equal({ played: 1, won: 1, run: 1, longestRun: 1, lastPlayed: '2026-12-01', lastWon: '2026-12-01' });
    daily = recordDay(daily, '2026-12-02', true);
    daily = recordDay(daily, '2026-12-03', true);
    expect(daily).to.include({ played: 3, won: 3, run: 3, longestRun: 3 });
    // A day without a win ends the run, across a month's end too.
    daily = recordDay(daily, '2026-12-05', true);
    expect(daily).to.include({ played: 4, won: 4, run: 1, longestRun: 3 });
    daily = recordDay(recordDay(daily, '2026-12-31', true), '2027-01-01', true);
    expect(daily).to.include({ run: 2, longestRun: 3 });
    // The run as it stands: still on the day after the last win, over the day after that.
    expect([currentRun(daily, '2027-01-01'), currentRun(daily, '2027-01-02'), currentRun(daily, '2027-01-03')]).to.deep.equal([2, 2, 0]);
  });

  it('read back from storage: none before daily deals were counted, and damaged ones refused', () => {
    const counts = { played: 1, won: 1, lost: 0, bestScore: 48, currentStreak: 1, longestStreak: 1, fewestMoves: 9, cleanWins: 1, fewestCleanMoves: 9 };
    expect(readStats({ montana: counts })).to.deep.equal({ montana: { ...counts, daily: emptyDaily() } });
    const played = { ...emptyDaily(), played: 1, won: 1, run: 1, longestRun: 1, lastPlayed: '2026-12-01', lastWon: '2026-12-01' };
    expect(readStats({ montana: { ...counts, daily: { ...played, extra: 1 } } })).to.deep.equal({ montana: { ...counts, daily: played } });
    for (const damaged of [{ ...played, won: 2 }, { ...played, lastWon: 'yesterday' }, { ...played, run: -1 }, null, 'x']) {
      expect(readStats({ montana: { ...counts, daily: damaged } }), JSON.stringify(damaged)).to.equal(null);
    }
  });
});
