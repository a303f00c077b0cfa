// Finding a card by keyboard: a rank as the card's corner shows it, then a suit letter
// (C D H S), moves the real focus to that card; in two-deck games to the next copy.
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Cell, MontanaSolitaire } from '../../src/index.js';
import { announcement, arrowTo, cellElement, focused, montana, onDemandRendered, tabIntoBoard } from './helpers.js';

/** Presses each key in turn, waiting for the element after each. */
async function press(element: MontanaSolitaire, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await sendKeys({ press: key });
    await element.updateComplete;
  }
}

/** The card on the cell the element's focus is on: the board's code, and the name the cell gives it. */
function focusedCard(element: MontanaSolitaire): { card: string | null; label: string | null } {
  const active = element.shadowRoot!.activeElement;
  const cell = focused(element);
  return { card: cell && element.board[cell.row][cell.col], label: active?.getAttribute('aria-label') ?? null };
}

/** Every cell holding `card`, in reading order. */
function cellsOf(element: MontanaSolitaire, card: string): Cell[] {
  const cells: Cell[] = [];
  element.board.forEach((row, r) => row.forEach((code, c) => code === card && cells.push({ row: r, col: c })));
  return cells;
}

/** The element in a block of language `lang`, its board focused with Tab. */
async function speaking(lang: string, variant = 'montana'): Promise<MontanaSolitaire> {
  const element = await montana(html`<div lang=${lang}><montana-solitaire seed="42" variant=${variant}></montana-solitaire></div>`);
  await tabIntoBoard(element);
  return element;
}

describe('<montana-solitaire> finds a card by keyboard', () => {
  it('goes to the 7 of hearts on 7 then H, and to the 10 of spades on T then S', async () => {
    const element = await speaking('en');
    expect(focused(element)).to.deep.equal({ row: 0, col: 0 });
    await press(element, '7', 'h');
    expect(focusedCard(element).card).to.equal('7H');
    expect(focusedCard(element).label).to.match(/^7 of hearts\b/);
    expect(cellElement(element, focused(element)!.row, focused(element)!.col).getAttribute('tabindex'), 'the roving tabindex follows').to.equal('0');
    // H after a rank names the suit: no hint was asked.
    expect(announcement(element)).not.to.match(/hint|Thinking/i);
    await press(element, 't', 's');
    expect(focusedCard(element)).to.deep.include({ card: 'TS' });
    expect(focusedCard(element).label).to.match(/^10 of spades\b/);
    // As the card shows it: 1 0.
    await press(element, '1', '0', 'd');
    expect(focusedCard(element).card).to.equal('TD');
    // Capitals typed with Shift, pressed again for each: Shift+Q, then Shift+C.
    for (const key of ['KeyQ', 'KeyC']) {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: key });
      await sendKeys({ up: 'Shift' });
    }
    await element.updateComplete;
    expect(focusedCard(element).card).to.equal('QC');
    expect(element.moveCount, 'finding plays nothing').to.equal(0);
  });

  it('takes the German corner marks B, D, K, and the suit letters C D H S (C Kreuz, D Karo, H Herz, S Pik)', async () => {
    const element = await speaking('de');
    await press(element, 'b', 'c');
    expect(focusedCard(element).card).to.equal('JC');
    expect(focusedCard(element).label).to.match(/^Kreuz Bube\b/);
    await press(element, 'd', 'd');
    expect(focusedCard(element).card).to.equal('QD');
    expect(focusedCard(element).label).to.match(/^Karo Dame\b/);
    await press(element, 'k', 's');
    expect(focusedCard(element).card).to.equal('KS');
    expect(focusedCard(element).label).to.match(/^Pik König\b/);
    await press(element, 't', 'h');
    expect(focusedCard(element).label).to.match(/^Herz 10\b/);
  });

  it('goes to the next copy in a two-deck game, in reading order, and wraps', async () => {
    const element = await speaking('en', 'double-montana');
    expect(element.board.flat()).to.have.length(104);
    const [first, second] = cellsOf(element, '9C');
    expect(cellsOf(element, '9C')).to.have.length(2);
    await press(element, '9', 'c');
    // The focus starts at (0,0): the first copy after it (or the one there, after a full turn).
    const afterStart = first.row === 0 && first.col === 0 ? second : first;
    expect(focused(element)).to.deep.equal(afterStart);
    await press(element, '9', 'c');
    expect(focused(element)).to.deep.equal(afterStart === first ? second : first);
    await press(element, '9', 'c');
    expect(focused(element), 'wrapped round to the copy found first').to.deep.equal(afterStart);
    expect(focusedCard(element).label).to.match(/^9 of clubs\b/);
  });

  it('says when the card is not on the board, and leaves the focus where it was', async () => {
    const element = await speaking('en');
    expect(cellsOf(element, 'AH')).to.deep.equal([]);
    await press(element, 'ArrowRight', 'a', 'h');
    expect(announcement(element)).to.equal('No ace of hearts on the board');
    expect(focused(element)).to.deep.equal({ row: 0, col: 1 });
    const german = await speaking('de');
    await press(german, 'a', 's');
    expect(announcement(german)).to.equal('Pik Ass liegt nicht auf dem Spielfeld');
  });

  it('says it again when asked again: the live region changes each time, or a screen reader would stay silent', async () => {
    const element = await speaking('en');
    await press(element, 'ArrowRight', 'a', 'h');
    const region = element.shadowRoot!.querySelector('[aria-live="polite"]')!;
    let changed = 0;
    const changes = new MutationObserver((records) => (changed += records.length));
    changes.observe(region, { childList: true, characterData: true, subtree: true });
    for (let time = 0; time < 3; time++) {
      changed = 0;
      await press(element, 'a', 'h');
      expect(changed, `asked ${time + 2} times`).to.be.above(0);
      expect(announcement(element)).to.equal('No ace of hearts on the board');
    }
    changes.disconnect();
  });

  it('drops the rank when no suit follows: the key does what it always does', async () => {
    const element = await speaking('en');
    await arrowTo(element, { row: 0, col: 9 }); // plays the 9 of spades
    expect(element.moveCount).to.equal(1);
    await press(element, '7', 'u');
    expect(element.moveCount, '7 then U undoes').to.equal(0);
    expect(focused(element), 'and finds nothing').to.deep.equal({ row: 0, col: 9 });
    // After 7 and an arrow, S is no suit: the focus stays where the arrow put it.
    await press(element, '7', 'ArrowLeft', 's');
    expect(focused(element)).to.deep.equal({ row: 0, col: 8 });
    // A rank, then another rank: the second one waits for the suit.
    await press(element, '7', 'k', 'h');
    expect(focusedCard(element).card).to.equal('KH');
  });

  it('lists the finder in the help, in English and in German', async () => {
    const element = await speaking('en');
    await press(element, '?');
    await onDemandRendered(element);
    const rows = (target: MontanaSolitaire) =>
      [...target.shadowRoot!.querySelectorAll('[role="region"] tr')].map((row) => `${row.querySelector('th')!.textContent} | ${row.querySelector('td')!.textContent}`);
    expect(rows(element)).to.have.length(10);
    expect(rows(element)[1]).to.equal('Rank, suit | go to that card, e.g. 7 H or 10 S');
    const german = await speaking('de');
    await press(german, '?');
    await onDemandRendered(german);
    expect(rows(german)).to.have.length(10);
    expect(rows(german)[1]).to.equal('Wert, Farbe | zu dieser Karte springen, z. B. 7 H oder B C (C Kreuz, D Karo, H Herz, S Pik)');
  });
});
