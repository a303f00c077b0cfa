// What follows a game (after-game.ts, loaded on demand): the Review, Replay and Share
// buttons under the board once a game has ended, the text of share(), the replay (which
// leaves the game played and its events alone) and the review on the board.
import { expect, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game, review, type Board, type Move, type ReviewOptions, type ReviewSlip } from '../../src/engine.js';
import { MontanaSolitaire } from '../../src/index.js';
import { REPLAY_STEP_MS } from '../../src/element/after-game.js';
import { loadOnDemand } from '../../src/element/load-on-demand.js';
import { suitSymbol } from '../../src/element/card-face.js';
import { STRINGS, cardName, rankMark, type Strings } from '../../src/element/i18n.js';
import { beforeMove, playByPolicy } from '../engine/helpers.js';
import { SOLVED_MONTANA, announcement, at, button, cellsWith, focused, montana, recordEvents, statusText, swapped, warningsDuring } from './helpers.js';

/** Budgets small enough for a test (as review.test.ts uses). */
const SMALL: ReviewOptions = Object.freeze({ scanPositions: 1 << 14, slipPositions: 1 << 18, scanSearches: 6, slipSearches: 1 });

/** Row 0 lacks only its 7C (in column 12): one move wins. */
const ONE_MOVE_FROM_WIN = swapped(SOLVED_MONTANA, [[0, 5], [0, 12]]);

const EN = STRINGS.get('en')! as Strings;

/** Seed 24 as the simple player plays it: lost, after two redeals; its review finds a slip in round 0. */
const lostGame = () => playByPolicy(new Game({ seed: '24' }));

/** A button of the element by its name. */
const named = (element: MontanaSolitaire, name: string) => element.shadowRoot!.querySelector<HTMLButtonElement>(`button[name=${name}]`);

/** Waits until the line after a game is on show (it loads on demand). */
async function afterGameLine(element: MontanaSolitaire): Promise<void> {
  await waitUntil(() => named(element, 'review'), 'the line after the game never showed', { timeout: 10000 });
}

/** An element playing `game`, ended, with the line after it on show; its review() uses small budgets. */
async function ended(game: Game, markup = html`<montana-solitaire seed=${game.seed}></montana-solitaire>`): Promise<MontanaSolitaire> {
  const element = await montana(markup);
  element.load(game.save());
  const own = element.review.bind(element);
  element.review = () => own(SMALL);
  await element.updateComplete;
  await afterGameLine(element);
  return element;
}

/** An element that has just won a game, by playing the last move itself. */
async function won(): Promise<MontanaSolitaire> {
  const element = await montana();
  element.load(ONE_MOVE_FROM_WIN);
  element.play('7C', at(0, 5));
  expect(element.status).to.equal('won');
  await element.updateComplete;
  await afterGameLine(element);
  return element;
}

/** The cards on show, as the board's cells draw them (corner rank and suit), '' for a gap. */
const shownCards = (element: MontanaSolitaire): string[][] =>
  [...element.shadowRoot!.querySelectorAll('.board [role=row]')].map((row) =>
    [...row.querySelectorAll('[data-cell]')].map((cell) => (cell.getAttribute('data-rank') ?? '') + (cell.getAttribute('data-suit') ?? '')),
  );

/** The same for a board of the engine. */
const cardsOf = (board: Board): string[][] => board.map((row) => row.map((card) => (card ? rankMark(EN, card) + suitSymbol(card) : '')));

/** The text of the line under the board (the first one), its white space collapsed. */
const lineText = (element: MontanaSolitaire): string => element.shadowRoot!.querySelector('.message')!.textContent!.replace(/\s+/g, ' ').trim();

/** The words the line says (without its buttons). */
const lineWords = (element: MontanaSolitaire): string => element.shadowRoot!.querySelector('.message > span')?.textContent?.trim() ?? '';

/** What Share said on the line after the game, or null. */
const shareNote = (element: MontanaSolitaire): string | null => element.shadowRoot!.querySelector('.message span.note')?.textContent?.trim() ?? null;

const focusedButton = (element: MontanaSolitaire) => element.shadowRoot!.activeElement as HTMLElement | null;

const moveWords = (move: Move) => `${cardName(EN, move.card)} to row ${move.to.row + 1}, column ${move.to.col + 1}`;

/** The review's slip of `game` as the engine finds it (the element's first slip). */
function slipOf(game: Game): ReviewSlip {
  const slip = review(game, SMALL).find((entry) => entry.slip)?.slip;
  if (!slip) throw new Error('no slip in the game');
  return slip;
}

/** Stubs navigator's `name` for one test (an own property: deleting it restores the browser's). */
function stub(name: 'share' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('<montana-solitaire> after a game', () => {
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).share;
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  });

  describe('share()', () => {
    it('says the board, variant and seed, then the cards in place, moves and redeals of a lost game, with no help', async () => {
      const game = lostGame();
      expect(game.status).to.equal('lost');
      expect(game.moveCount, 'plural moves').to.be.above(1);
      expect(game.redealsUsed, 'plural redeals').to.equal(2);
      const element = await ended(game);
      expect(await element.share()).to.equal(`Montana solitaire · montana · 24\n${game.score}/48 in place, ${game.moveCount} moves, 2 redeals, no help`);
    });

    it('says Won, in the singular for one move, and with help after an undo, even one redone', async () => {
      const element = await won();
      expect(await element.share()).to.equal('Montana solitaire · montana · 42\nWon, 1 move, 0 redeals, no help');
      element.undo();
      element.redo();
      expect(element.status).to.equal('won');
      expect(await element.share()).to.equal('Montana solitaire · montana · 42\nWon, 1 move, 0 redeals, with help');
    });

    it('says no help of a won game that a hint was asked of afterwards (it has none to give)', async () => {
      const element = await won();
      expect((await element.hint()).action).to.equal(null);
      expect(await element.share()).to.equal('Montana solitaire · montana · 42\nWon, 1 move, 0 redeals, no help');
    });

    it('is in the element’s language: German, as the buttons are', async () => {
      const game = lostGame();
      const element = await ended(game, html`<montana-solitaire lang="de" seed="24"></montana-solitaire>`);
      expect(await element.share()).to.equal(`Montana-Solitär · montana · 24\n${game.score}/48 richtig, ${game.moveCount} Züge, 2-mal neu verteilt, ohne Hilfe`);
      expect(['review', 'replay', 'share'].map((name) => named(element, name)!.textContent!.trim())).to.deep.equal(['Analyse', 'Nachspielen', 'Teilen']);
      const german = await montana(html`<montana-solitaire lang="de" seed="42"></montana-solitaire>`);
      german.load(ONE_MOVE_FROM_WIN);
      german.play('7C', at(0, 5));
      expect(await german.share()).to.equal('Montana-Solitär · montana · 42\nGewonnen, 1 Zug, 0-mal neu verteilt, ohne Hilfe');
    });

    it("names a daily deal's date in place of its seed", async () => {
      const element = await montana();
      element.load(new Game({ seed: 'daily:2026-12-02' }).save());
      await element.updateComplete;
      expect(element.getAttribute('seed')).to.equal('daily:2026-12-02');
      expect((await element.share()).split('\n')[0]).to.equal('Montana solitaire · montana · Daily deal, 2 December 2026');
      element.lang = 'de';
      await element.updateComplete;
      expect((await element.share()).split('\n')[0]).to.equal('Montana-Solitär · montana · Tagesspiel, 2. Dezember 2026');
    });
  });

  it("takes a page's language table with part of afterGame: the rest in English, with one warning naming what it lacks", async () => {
    // The German table is whole once what loads on demand has loaded.
    await loadOnDemand();
    const { afterGame, ...german } = STRINGS.get('de')!;
    const table = { ...german, afterGame: { ...afterGame, review: 'Rückschau', step: 'Zug', noSlip: undefined } } as unknown as Strings;
    MontanaSolitaire.addLanguage('x-after', table);
    const game = lostGame();
    const warnings = await warningsDuring(async () => {
      const element = await ended(game, html`<montana-solitaire lang="x-after" seed="24"></montana-solitaire>`);
      expect(named(element, 'review')!.textContent!.trim()).to.equal('Rückschau');
      expect(named(element, 'replay')!.textContent!.trim()).to.equal('Nachspielen');
      // One warning, however often the texts are used.
      await element.share();
      element.requestUpdate();
      await element.updateComplete;
    });
    expect(warnings).to.deep.equal(['<montana-solitaire>: addLanguage(x-after) lacks afterGame.noSlip, afterGame.step (English used)']);
  });

  describe('the line after the game', () => {
    it('offers Review, Replay and Share once a game has ended, and not while it is under way', async () => {
      const element = await won();
      expect(lineText(element)).to.match(/^You won in 1 move!/);
      const names = [...element.shadowRoot!.querySelectorAll('.message button[name]')].map((found) => [found.getAttribute('name'), found.textContent!.trim()]);
      expect(names).to.deep.equal([['review', 'Review'], ['replay', 'Replay'], ['share', 'Share']]);
      element.undo();
      await element.updateComplete;
      expect(named(element, 'review'), 'no Review while the game is under way').to.equal(null);
      expect(named(element, 'share')).to.equal(null);
    });

    it('is accessible', async () => {
      const element = await ended(lostGame());
      await expect(element).to.be.accessible();
    });
  });

  describe('the Share button', () => {
    it('shares the text of share() with the Web Share API and says so', async () => {
      const shared: ShareData[] = [];
      stub('share', async (data: ShareData) => {
        shared.push(data);
      });
      const element = await ended(lostGame());
      named(element, 'share')!.click();
      await waitUntil(() => shareNote(element), 'nothing said after sharing');
      expect(shared).to.deep.equal([{ text: await element.share() }]);
      expect(shareNote(element)).to.equal('Shared.');
      expect(announcement(element)).to.equal('Shared.');
    });

    it('says what it did once (one live region), in the language of the moment', async () => {
      stub('share', async () => {});
      const element = await ended(lostGame());
      named(element, 'share')!.click();
      await waitUntil(() => shareNote(element), 'nothing said after sharing');
      const saying = [...element.shadowRoot!.querySelectorAll('[aria-live], [role=status], [role=alert]')].filter((region) => region.textContent!.includes('Shared.'));
      expect(saying, 'the live regions that say it').to.have.length(1);
      element.lang = 'de';
      await new Promise((resolve) => setTimeout(resolve));
      await element.updateComplete;
      expect([shareNote(element), named(element, 'share')!.textContent!.trim()]).to.deep.equal(['Geteilt.', 'Teilen']);
    });

    it('copies the text when the Web Share API is missing, and says so', async () => {
      const copied: string[] = [];
      stub('share', undefined);
      stub('clipboard', { writeText: async (text: string) => void copied.push(text) });
      const element = await ended(lostGame());
      named(element, 'share')!.click();
      await waitUntil(() => shareNote(element), 'nothing said after copying');
      expect(copied).to.deep.equal([await element.share()]);
      expect(shareNote(element)).to.equal('Copied: paste it anywhere.');
    });

    it('shows the text to copy when the clipboard refuses it', async () => {
      stub('share', undefined);
      stub('clipboard', {
        writeText: async () => {
          throw new DOMException('Write permission denied.', 'NotAllowedError');
        },
      });
      const element = await ended(lostGame());
      named(element, 'share')!.click();
      await waitUntil(() => shareNote(element), 'nothing said when the copy failed');
      expect(shareNote(element)).to.equal(`Copy this: ${await element.share()}`);
    });

    it('says nothing when the player closes the share sheet, and what it said goes with a new game', async () => {
      let asked = 0;
      stub('share', async () => {
        asked++;
        throw new DOMException('Share canceled', 'AbortError');
      });
      const element = await ended(lostGame());
      named(element, 'share')!.click();
      await waitUntil(() => asked === 1, 'share was never asked');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await element.updateComplete;
      expect(shareNote(element)).to.equal(null);

      stub('share', async () => {});
      named(element, 'share')!.click();
      await waitUntil(() => shareNote(element) === 'Shared.');
      element.load(lostGame().save());
      await element.updateComplete;
      expect(shareNote(element), 'a new game has not been shared').to.equal(null);
    });
  });

  describe('the replay', () => {
    it('plays the game from its start, step by step, and ends by itself with the focus back on Replay', async () => {
      const element = await won();
      const save = element.save();
      const heard = recordEvents(['move', 'undo', 'redeal', 'win', 'lose', 'stats', 'newgame']);
      const wonCards = shownCards(element);
      try {
        const started = Date.now();
        named(element, 'replay')!.click();
        await element.updateComplete;
        expect(shownCards(element), 'the position the game started from').to.deep.equal(cardsOf(new Game({ position: ONE_MOVE_FROM_WIN }).board));
        expect(lineWords(element)).to.equal('Replaying the game…');
        await waitUntil(() => focusedButton(element)?.textContent?.trim() === 'Stop', 'the focus is not on Stop');
        const stop = focusedButton(element)!;
        const stopAt = () => [Math.round(stop.getBoundingClientRect().left - element.getBoundingClientRect().left), Math.round(stop.getBoundingClientRect().top - element.getBoundingClientRect().top)];
        const before = stopAt();
        await waitUntil(() => lineWords(element) !== 'Replaying the game…', 'the replay never stepped', { timeout: 5000 });
        expect(Date.now() - started, 'a step is shown for a while').to.be.at.least(REPLAY_STEP_MS - 50);
        expect(lineWords(element)).to.equal('Move 1 of 1: 7 of clubs to row 1, column 6');
        expect(stopAt(), 'Stop where it was as the words grew').to.deep.equal(before);
        expect(shownCards(element)).to.deep.equal(wonCards);
        expect(element.moveCount).to.equal(1);
        await waitUntil(() => named(element, 'replay'), 'the replay never ended', { timeout: 5000 });
        await waitUntil(() => focusedButton(element) === named(element, 'replay'), 'the focus is not back on Replay');
        expect(lineText(element)).to.match(/^You won in 1 move!/);
        expect(announcement(element), 'the end of the replay, said').to.equal('Move 1 of 1: 7 of clubs to row 1, column 6');
        expect(element.save()).to.equal(save);
      } finally {
        heard.stop();
      }
      expect(heard.events.map((event) => event.type), 'no event during the replay').to.deep.equal([]);
    });

    it('ends by itself without taking the focus from where the player has put it on the page meanwhile', async () => {
      const element = await won();
      const field = document.createElement('input');
      document.body.append(field);
      try {
        named(element, 'replay')!.click();
        await element.updateComplete;
        field.focus();
        await waitUntil(() => named(element, 'replay'), 'the replay never ended', { timeout: 5000 });
        await element.updateComplete;
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(document.activeElement).to.equal(field);
      } finally {
        field.remove();
      }
    });

    it('Stop ends it at once: the game played shows again, unchanged, and no event fired', async () => {
      const game = lostGame();
      const element = await ended(game);
      const save = element.save();
      const endCards = shownCards(element);
      expect(endCards).to.deep.equal(cardsOf(game.board));
      const status = statusText(element);
      const heard = recordEvents(['move', 'undo', 'redeal', 'win', 'lose', 'stats', 'newgame']);
      try {
        named(element, 'replay')!.click();
        await element.updateComplete;
        expect(shownCards(element), 'the deal').to.deep.equal(cardsOf(new Game({ seed: '24' }).board));
        expect(statusText(element), 'the counters are the game played').to.equal(status);
        const steps = [1, 2].map((count) => {
          const copy = game.fromStart();
          for (const action of game.history.slice(0, count)) action.type === 'move' ? copy.play(action.from, action.to) : copy.redeal();
          return cardsOf(copy.board);
        });
        await waitUntil(() => JSON.stringify(shownCards(element)) === JSON.stringify(steps[0]), 'no first step', { timeout: 5000 });
        expect(lineWords(element)).to.equal(`Move 1 of ${game.moveCount}: ${moveWords(game.history[0] as Move)}`);
        expect([element.moveCount, element.save()]).to.deep.equal([game.moveCount, save]);
        await waitUntil(() => JSON.stringify(shownCards(element)) === JSON.stringify(steps[1]), 'no second step', { timeout: 5000 });
        const stop = focusedButton(element)!;
        expect(stop.textContent!.trim()).to.equal('Stop');
        stop.click();
        await element.updateComplete;
        expect(shownCards(element), 'the end of the game played, at once').to.deep.equal(endCards);
        expect(named(element, 'replay')).not.to.equal(null);
        await waitUntil(() => focusedButton(element) === named(element, 'replay'), 'the focus is not back on Replay');
        // No step comes after Stop.
        await new Promise((resolve) => setTimeout(resolve, REPLAY_STEP_MS + 200));
        expect(shownCards(element)).to.deep.equal(endCards);
        expect([element.moveCount, element.save(), element.status]).to.deep.equal([game.moveCount, save, 'lost']);
      } finally {
        heard.stop();
      }
      expect(heard.events.map((event) => event.type)).to.deep.equal([]);
    });

    it('ends when the game played changes (an undo)', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'replay')!.click();
      await element.updateComplete;
      expect(button(element, 'Stop')).to.exist;
      element.undo();
      await element.updateComplete;
      expect(shownCards(element)).to.deep.equal(cardsOf(element.board));
      expect(element.shadowRoot!.querySelector('.message button')?.textContent?.trim()).not.to.equal('Stop');
      await new Promise((resolve) => setTimeout(resolve, REPLAY_STEP_MS + 200));
      expect(shownCards(element), 'no replay step after it ended').to.deep.equal(cardsOf(element.board));
    });
  });

  describe('the review', () => {
    it('shows the position before the slip, lights the move played and the better one, and says it', async () => {
      const game = lostGame();
      const slip = slipOf(game);
      expect(slip).to.deep.include({ move: 4, exact: true });
      const element = await ended(game);
      const save = element.save();
      named(element, 'review')!.click();
      await element.updateComplete;
      expect(lineWords(element)).to.equal('Reviewing the game…');
      expect(announcement(element)).to.equal('Reviewing the game…');
      const words = `Move ${slip.move}, ${moveWords(slip.played)}, threw the win away. ${moveWords(slip.instead)} would have kept it.`;
      expect(words).to.equal('Move 4, 2 of diamonds to row 1, column 1, threw the win away. 2 of clubs to row 1, column 1 would have kept it.');
      await waitUntil(() => lineWords(element) !== 'Reviewing the game…', 'the review never came', { timeout: 20000 });
      expect(lineWords(element)).to.equal(words);
      expect(announcement(element)).to.equal(words);
      expect(shownCards(element), 'the position before the slip').to.deep.equal(cardsOf(beforeMove(game, slip.move).replay.board));
      const cells = (move: Move) => [move.from, move.to].map((cell) => `${cell.row},${cell.col}`).sort();
      expect(cellsWith(element, 'lit').sort(), 'the move played').to.deep.equal(cells(slip.played));
      expect(cellsWith(element, 'hinted').sort(), 'the better move').to.deep.equal(cells(slip.instead));
      await waitUntil(() => focusedButton(element)?.textContent?.trim() === 'Next', 'the focus is not on Next');
      expect([element.moveCount, element.save()], 'the game played').to.deep.equal([game.moveCount, save]);
    });

    it('finds a card on the board on show with the keys, and Enter there says nothing of the game played', async () => {
      const game = lostGame();
      const slip = slipOf(game);
      const element = await ended(game);
      const save = element.save();
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length === 2, 'the review never came', { timeout: 20000 });
      const card = slip.played.card;
      const endCell = game.board.flat().indexOf(card);
      expect(endCell, 'the card stands elsewhere at the end of the game played').to.not.equal(slip.played.from.row * 13 + slip.played.from.col);
      (element.shadowRoot!.querySelector('[data-cell="0,0"]') as HTMLElement).focus();
      await sendKeys({ type: card.toLowerCase() });
      await waitUntil(() => focused(element)?.row === slip.played.from.row && focused(element)?.col === slip.played.from.col, `the focus is not on the ${card} on show`);
      const said = announcement(element);
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect([announcement(element), element.save(), cellsWith(element, 'picked')]).to.deep.equal([said, save, []]);
    });

    it('steps with Next and Back, and Close returns to the ended game with the focus on Review', async () => {
      const game = lostGame();
      const slip = slipOf(game);
      const element = await ended(game);
      const save = element.save();
      const heard = recordEvents(['move', 'undo', 'redeal', 'win', 'lose', 'stats', 'newgame']);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      const slipWords = lineWords(element);
      const before = beforeMove(game, slip.move).replay;

      button(element, 'Next').click();
      await element.updateComplete;
      before.play(slip.played.from, slip.played.to);
      expect(shownCards(element), 'the slip played').to.deep.equal(cardsOf(before.board));
      expect(lineWords(element)).to.equal(`Move ${slip.move} of ${game.moveCount}: ${moveWords(slip.played)}`);
      expect(announcement(element)).to.equal(lineWords(element));
      expect(cellsWith(element, 'lit')).to.deep.equal([]);
      expect(cellsWith(element, 'hinted')).to.deep.equal([]);

      button(element, 'Back').click();
      await element.updateComplete;
      before.undo();
      expect(shownCards(element)).to.deep.equal(cardsOf(before.board));
      expect(lineWords(element)).to.equal(slipWords);
      expect(cellsWith(element, 'lit').length).to.equal(2);

      button(element, 'Back').click();
      await element.updateComplete;
      const previous = before.undo() as Move & { type: 'move' };
      expect(shownCards(element)).to.deep.equal(cardsOf(before.board));
      expect(lineWords(element)).to.equal(`Move ${slip.move - 2} of ${game.moveCount}: ${moveWords(before.history.at(-1) as Move)}`);
      expect(previous.type).to.equal('move');

      button(element, 'Close').click();
      await element.updateComplete;
      expect(shownCards(element), 'the ended game').to.deep.equal(cardsOf(game.board));
      expect(cellsWith(element, 'lit')).to.deep.equal([]);
      await waitUntil(() => focusedButton(element) === named(element, 'review'), 'the focus is not back on Review');
      heard.stop();
      expect(heard.events.map((event) => event.type)).to.deep.equal([]);
      expect([element.moveCount, element.save(), element.status]).to.deep.equal([game.moveCount, save, 'lost']);
    });

    it('keeps the focus on Back or Next as they step, and on the line when one goes off at the deal or the end', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      const pressOn = async (name: string) => {
        named(element, name)!.focus();
        while (!named(element, name)!.disabled) {
          await sendKeys({ press: 'Enter' });
          await element.updateComplete;
          await element.updateComplete;
          if (!named(element, name)!.disabled) expect(focusedButton(element)?.getAttribute('name'), `${name} pressed`).to.equal(name);
        }
        return focusedButton(element)?.getAttribute('name');
      };
      // At the deal Back is off: the focus goes to Next, the line's first control on, not to the board.
      expect(await pressOn('back')).to.equal('next');
      expect(lineWords(element)).to.equal(`Move 0 of ${game.moveCount}`);
      // At the game's end Next is off: the focus goes to Back.
      expect(await pressOn('next')).to.equal('back');
      expect(lineWords(element)).to.match(new RegExp(`^Move ${game.moveCount} of ${game.moveCount}: `));
    });

    it('keeps Back and Next where they are as the review\'s words change length (a finger taps the same place again)', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      const place = (name: string) => {
        const button = named(element, name)!.getBoundingClientRect();
        const frame = element.getBoundingClientRect();
        return [Math.round(button.left - frame.left), Math.round(button.top - frame.top)];
      };
      const [back, next] = [place('back'), place('next')];
      const wordsAtSlip = lineWords(element);
      while (!named(element, 'back')!.disabled) {
        named(element, 'back')!.click();
        await element.updateComplete;
      }
      expect(lineWords(element), 'the short words of the deal').to.equal(`Move 0 of ${game.moveCount}`);
      expect(wordsAtSlip.length, 'the long words of the slip').to.be.above(60);
      expect([place('back'), place('next')]).to.deep.equal([back, next]);
    });

    it('speaks a new language at once, mid-review, as the buttons do', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      expect(lineWords(element)).to.match(/^Move 4, .* threw the win away\./);
      element.lang = 'de';
      // The language follows lang through an observer of the attribute: a task later.
      await new Promise((resolve) => setTimeout(resolve));
      await element.updateComplete;
      expect([lineWords(element), button(element, 'Weiter').textContent!.trim()]).to.deep.equal([
        'Zug 4, Karo 2 nach Reihe 1, Spalte 1, hat den Sieg verspielt. Kreuz 2 nach Reihe 1, Spalte 1 hätte ihn gehalten.',
        'Weiter',
      ]);
      button(element, 'Weiter').click();
      await element.updateComplete;
      expect(lineWords(element)).to.match(new RegExp(`^Zug 4 von ${game.moveCount}: Karo 2 nach Reihe 1, Spalte 1`));
    });

    it('Next slip goes to the slip of a later round, lit and said as the first', async () => {
      const game = lostGame();
      const slips = review(game, SMALL).flatMap((entry) => (entry.slip ? [{ round: entry.round, ...entry.slip }] : []));
      expect(slips.map(({ round, move }) => [round, move]), 'seed 24 slips in rounds 0 and 2').to.deep.equal([[0, 4], [2, 53]]);
      const element = await ended(game);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      expect(named(element, 'slip')!.disabled).to.equal(false);
      named(element, 'slip')!.click();
      await element.updateComplete;
      const [, later] = slips;
      expect(shownCards(element), 'the position before the later slip').to.deep.equal(cardsOf(beforeMove(game, later.move).replay.board));
      const cells = (move: Move) => [move.from, move.to].map((cell) => `${cell.row},${cell.col}`).sort();
      expect(cellsWith(element, 'lit').sort()).to.deep.equal(cells(later.played));
      expect(cellsWith(element, 'hinted').sort()).to.deep.equal(cells(later.instead));
      const words = `Move ${later.move}, ${moveWords(later.played)}, threw the win away. ${moveWords(later.instead)} would have kept it.`;
      expect([lineWords(element), announcement(element)]).to.deep.equal([words, words]);
      // No slip after the last one.
      expect(named(element, 'slip')!.disabled).to.equal(true);
    });

    it('ends when the game played is undone', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      element.undo();
      await element.updateComplete;
      expect(shownCards(element), 'the game played, one move back').to.deep.equal(cardsOf(element.board));
      expect(element.moveCount).to.equal(game.moveCount - 1);
      expect(cellsWith(element, 'lit')).to.deep.equal([]);
      expect(cellsWith(element, 'hinted')).to.deep.equal([]);
      expect([...element.shadowRoot!.querySelectorAll('button')].map((found) => found.textContent!.trim())).not.to.include.members(['Next']);
    });

    it('Close while the review is computed cancels it, and it does not come back', async () => {
      const game = lostGame();
      const element = await ended(game);
      named(element, 'review')!.click();
      await element.updateComplete;
      expect(lineWords(element)).to.equal('Reviewing the game…');
      button(element, 'Close').click();
      await element.updateComplete;
      expect(shownCards(element)).to.deep.equal(cardsOf(game.board));
      await waitUntil(() => focusedButton(element) === named(element, 'review'), 'the focus is not back on Review');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(cellsWith(element, 'lit'), 'no review after Close').to.deep.equal([]);
      expect(named(element, 'review')).not.to.equal(null);
    });

    it('is accessible while on show', async () => {
      const element = await ended(lostGame());
      named(element, 'review')!.click();
      await waitUntil(() => cellsWith(element, 'lit').length, 'the review never came', { timeout: 20000 });
      await expect(element).to.be.accessible();
    });
  });
});
