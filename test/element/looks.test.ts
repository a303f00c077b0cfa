import { expect, html } from '@open-wc/testing';
import { button, cellElement, ENGINE, inModalDialog, montana, onDemandRendered } from './helpers.js';

describe('<montana-solitaire> looks and theming', () => {
  it('takes its colours and corners from custom properties on the host', async () => {
    const element = await montana(html`<montana-solitaire
      seed="42"
      style="--montana-felt: rgb(1, 2, 3); --montana-card-face: rgb(4, 5, 6); --montana-red: rgb(200, 0, 1); --montana-black: rgb(7, 8, 9); --montana-radius: 3px"
    ></montana-solitaire>`);
    const frame = element.shadowRoot!.querySelector('.frame')!;
    expect(getComputedStyle(frame).backgroundColor).to.equal('rgb(1, 2, 3)');
    const queenOfDiamonds = getComputedStyle(cellElement(element, 0, 0));
    expect(queenOfDiamonds.backgroundColor).to.equal('rgb(4, 5, 6)');
    expect(queenOfDiamonds.color).to.equal('rgb(200, 0, 1)');
    expect(queenOfDiamonds.borderTopLeftRadius).to.equal('3px');
    expect(getComputedStyle(cellElement(element, 0, 1)).color).to.equal('rgb(7, 8, 9)');
  });

  it('exposes board, card, gap, toolbar and status as parts a page can style', async () => {
    const element = await montana(html`<div>
      <style>
        .themed::part(board) { outline: 3px solid rgb(10, 20, 30); }
        .themed::part(card) { outline: 2px solid rgb(40, 50, 60); }
        .themed::part(gap) { outline: 4px dotted rgb(70, 80, 90); }
        .themed::part(toolbar) { outline: 5px solid rgb(11, 12, 13); }
        .themed::part(status) { outline: 6px solid rgb(14, 15, 16); }
      </style>
      <montana-solitaire class="themed" seed="42"></montana-solitaire>
    </div>`);
    const outline = (selector: string) => getComputedStyle(element.shadowRoot!.querySelector(selector)!).outlineColor;
    expect(outline('[part="board"]')).to.equal('rgb(10, 20, 30)');
    expect(outline('[part="card"]')).to.equal('rgb(40, 50, 60)');
    expect(outline('[part="gap"]')).to.equal('rgb(70, 80, 90)');
    expect(outline('[part="toolbar"]')).to.equal('rgb(11, 12, 13)');
    expect(outline('[part="status"]')).to.equal('rgb(14, 15, 16)');
  });

  it("lays out its status line the same under a page's display for ::part(status) (the room kept for its widest words is not the part)", async () => {
    const element = await montana(html`<div style="width: 360px">
      <style>
        .flex::part(status) { display: flex; }
      </style>
      <montana-solitaire class="flex" seed="42" show-timer></montana-solitaire>
      <montana-solitaire seed="42" show-timer></montana-solitaire>
    </div>`);
    const [styled, plain] = document.querySelectorAll('montana-solitaire');
    const place = (element: Element) => {
      const { top, height } = element.shadowRoot!.querySelector('.board')!.getBoundingClientRect();
      // To a tenth of a pixel: Firefox lays out two equal boards a hundred-thousandth apart.
      return [top - element.getBoundingClientRect().top, height, element.shadowRoot!.querySelector('[part="status"]')!.getBoundingClientRect().width].map((px) => px.toFixed(1));
    };
    expect(getComputedStyle(element.shadowRoot!.querySelector('[part="status"]')!).display, 'the page styles the part').to.equal('flex');
    expect(place(styled)).to.deep.equal(place(plain));
  });

  it("sizes its text by the font it is given, not the page's root (a page of html { font-size: 62.5% })", async () => {
    const root = document.documentElement.style;
    root.fontSize = '62.5%';
    try {
      const element = await montana(html`<div style="font-size: 16px"><montana-solitaire seed="42"></montana-solitaire></div>`);
      expect(getComputedStyle(document.documentElement).fontSize, 'the root is 10 px').to.equal('10px');
      const size = (selector: string) => getComputedStyle(element.shadowRoot!.querySelector(selector)!).fontSize;
      expect([size('.bar button'), size('.status')], 'the toolbar at 7/8 of the page text').to.deep.equal(['14px', '14px']);
      button(element, 'Statistics').click();
      await element.updateComplete;
      await onDemandRendered(element);
      expect([size('table'), size('.stats button')], 'the statistics and their button').to.deep.equal(['14px', '14px']);
    } finally {
      root.fontSize = '';
    }
  });

  it("draws its cards' corners the same under a page's inherited text styles (indent, letter spacing, lower case, italics)", async () => {
    const element = await montana(html`<div style="text-indent: 40px; letter-spacing: 4px; text-transform: lowercase; font-style: italic"><montana-solitaire seed="42"></montana-solitaire></div>`);
    const card = element.shadowRoot!.querySelector('[part="card"]')!;
    for (const pseudo of ['::before', '::after']) {
      const { textIndent, letterSpacing, textTransform, fontStyle } = getComputedStyle(card, pseudo);
      expect({ textIndent, letterSpacing, textTransform, fontStyle }, pseudo).to.deep.equal({ textIndent: '0px', letterSpacing: 'normal', textTransform: 'none', fontStyle: 'normal' });
    }
  });

  it("lines up the panels' tables: each row's name at the start of its cell, set off from its value (rules that load with the panels)", async () => {
    const element = await montana();
    for (const name of ['Help', 'Statistics', 'Help']) {
      button(element, name).click();
      await element.updateComplete;
      await onDemandRendered(element);
      const panel = element.shadowRoot!.querySelector('.panel')!;
      const rowName = getComputedStyle(panel.querySelector('th')!);
      const value = getComputedStyle(panel.querySelector('td')!);
      expect([rowName.textAlign, rowName.paddingLeft], name).to.deep.equal(['start', '0px']);
      for (const cell of [rowName, value]) expect(parseFloat(cell.paddingRight) / parseFloat(cell.fontSize), `${name}: the space after a cell, in em`).to.be.closeTo(0.8, 0.001);
      button(element, name).click();
      await element.updateComplete;
    }
    expect(element.shadowRoot!.adoptedStyleSheets, 'added once').to.have.length(2);
  });

  it("keeps the panels inside a narrow felt (a 200 px sidebar), each row's name above its value there, beside it elsewhere", async () => {
    for (const width of [200, 600]) {
      const element = await montana(html`<div lang="de" style="width: ${width}px"><montana-solitaire seed="42"></montana-solitaire></div>`);
      const frame = element.shadowRoot!.querySelector<HTMLElement>('.frame')!;
      for (const name of ['Hilfe', 'Statistik']) {
        button(element, name).click();
        await element.updateComplete;
        await onDemandRendered(element);
        expect(frame.scrollWidth, `${name} in ${width} px: nothing past the felt`).to.be.at.most(frame.clientWidth);
        // The longest key, "Y, Strg+Umschalt+Z", and the longest names, side by side, were wider than a 200 px felt.
        for (const row of element.shadowRoot!.querySelectorAll('.panel tr')) {
          const [rowName, value] = [row.querySelector('th')!.getBoundingClientRect(), row.querySelector('td')!.getBoundingClientRect()];
          if (width < 256) expect(value.top, `${name} in ${width} px: "${row.textContent}" stacked`).to.be.at.least(rowName.bottom - 0.5);
          else expect(value.left, `${name} in ${width} px: "${row.textContent}" side by side`).to.be.at.least(rowName.right - 0.5);
        }
        button(element, name).click();
        await element.updateComplete;
      }
    }
  });

  it('takes the room left in a flex row beside a sidebar, rather than shrinking to nothing', async () => {
    const element = await montana(html`<div style="display: flex; width: 780px">
      <montana-solitaire seed="42"></montana-solitaire><aside style="width: 180px">Sidebar</aside>
    </div>`);
    expect(element.getBoundingClientRect().width, 'the element').to.equal(600);
    expect(cellElement(element, 0, 0).getBoundingClientRect().width, 'a card').to.be.above(40);
  });

  it('where its container takes the width of what it holds, takes 60rem, or the room there is where less (it shrank to a sliver)', async () => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const holders = {
      'inline-block': 'display: inline-block',
      'absolutely placed': 'position: absolute',
      'floated': 'float: left',
      'centred in a column': 'display: flex; flex-direction: column; align-items: center',
      'centred in a grid': 'display: grid; place-items: center',
      'a table cell': 'display: table-cell',
    };
    for (const [name, style] of Object.entries(holders)) {
      for (const room of [1200, 300]) {
        const element = await montana(html`<div style="width: ${room}px; position: relative; display: flow-root">
          <div style=${style}><montana-solitaire seed="42"></montana-solitaire></div>
        </div>`);
        expect(element.getBoundingClientRect().width, `${name}, in ${room} px`).to.be.closeTo(Math.min(60 * rem, room), 1);
        expect(cellElement(element, 0, 0).getBoundingClientRect().width, `${name}, in ${room} px: a card`).to.be.above(room > 600 ? 60 : 18);
      }
    }
    // A modal dialog: as wide as the screen lets it be, up to 60rem.
    await inModalDialog(async (element, dialog) => {
      const width = element.getBoundingClientRect().width;
      expect(width, 'in a dialog').to.be.closeTo(Math.min(60 * rem, dialog.clientWidth - 2 * parseFloat(getComputedStyle(dialog).paddingLeft)), 1);
      expect(width, 'in a dialog').to.be.above(300);
    });
  });

  it('brings a panel opened below the screen (as on a phone held sideways) into view', async () => {
    // The toolbar in view near the screen's foot: the panels open under the board, below it.
    const spacer = document.createElement('div');
    spacer.style.height = `${innerHeight - 120}px`;
    document.body.prepend(spacer);
    try {
      const element = await montana();
      for (const [label, selector] of [['Help', '.panel'], ['Statistics', '.stats']]) {
        scrollTo(0, 0);
        expect(button(element, label).getBoundingClientRect().bottom, `${label} in view`).to.be.below(innerHeight);
        button(element, label).click();
        await onDemandRendered(element);
        await element.updateComplete;
        const { top, bottom } = element.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
        expect(scrollY, `${label}: scrolled`).to.be.above(0);
        expect(top >= -1 && (bottom <= innerHeight + 1 || top <= 1), `${label} shown whole, or from its top: ${top} to ${bottom} on a screen of ${innerHeight}`).to.equal(true);
        button(element, label).click();
        await element.updateComplete;
      }
    } finally {
      spacer.remove();
      scrollTo(0, 0);
    }
  });

  it('is a block, and hidden with the hidden attribute', async () => {
    const element = await montana();
    expect(getComputedStyle(element).display).to.equal('block');
    element.hidden = true;
    expect(getComputedStyle(element).display).to.equal('none');
  });

  it('marks the suit of every card with its symbol, never by colour alone', async () => {
    const element = await montana();
    const symbols: Record<string, string> = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };
    element.board.forEach((row, r) =>
      row.forEach((card, c) => {
        if (!card) return;
        const cell = cellElement(element, r, c);
        expect(cell.dataset.suit!.startsWith(symbols[card[1]]), `${card}`).to.equal(true);
        // Firefox gives the computed `content` as written, attr() and all, where Chromium and
        // WebKit put in the attribute's value: there the mark must be the data-suit just checked.
        const content = getComputedStyle(cell, '::before').content;
        if (ENGINE === 'firefox') expect(content).to.match(/\battr\(data-suit\)/);
        else expect(content).to.include(symbols[card[1]]);
      }),
    );
  });
});
