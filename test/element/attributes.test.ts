import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Game } from '../../src/engine.js';
import { button, montana, tabIntoBoard, watchConsole } from './helpers.js';

describe('<montana-solitaire> attributes', () => {
  it('deals the engine\'s deal for the variant and seed', async () => {
    const element = await montana(html`<montana-solitaire seed="42"></montana-solitaire>`);
    expect(element.board).to.deep.equal(new Game({ seed: '42' }).board);
    const descending = await montana(html`<montana-solitaire variant="descending" seed="7"></montana-solitaire>`);
    expect(descending.moves()).to.deep.equal(new Game({ variant: 'descending', seed: '7' }).moves());
  });

  it('picks a random seed when none is given, and reflects it so the deal can be shared', async () => {
    const first = await montana(html`<montana-solitaire></montana-solitaire>`);
    const second = await montana(html`<montana-solitaire></montana-solitaire>`);
    const seed = first.getAttribute('seed');
    expect(seed).to.match(/^\d+$/);
    expect(seed).not.to.equal(second.getAttribute('seed'));
    expect(first.board).to.deep.equal(new Game({ seed: seed! }).board);
    expect(first.getAttribute('variant')).to.equal('montana');
  });

  it('gives the variant\'s redeals by default and the number asked for otherwise', async () => {
    expect((await montana()).redealsLeft).to.equal(2);
    const easy = await montana(html`<montana-solitaire seed="1" redeals="4"></montana-solitaire>`);
    expect(easy.redealsLeft).to.equal(4);
    expect(easy.redeals).to.equal(4);
  });

  it('deals a new game when variant, seed or redeals change', async () => {
    const element = await montana();
    element.play('9S');
    const dealt: string[] = [];
    element.addEventListener('newgame', (event) => dealt.push(`${event.detail.variant}/${event.detail.seed}/${event.detail.redeals}`));
    element.setAttribute('seed', '43');
    await element.updateComplete;
    expect(element.board).to.deep.equal(new Game({ seed: '43' }).board);
    expect(element.moveCount).to.equal(0);
    element.setAttribute('variant', 'descending');
    await element.updateComplete;
    element.setAttribute('redeals', '3');
    await element.updateComplete;
    expect(dealt).to.deep.equal(['montana/43/2', 'descending/43/2', 'descending/43/3']);
    expect(element.redealsLeft).to.equal(3);
  });

  it('deals once when several attributes change together', async () => {
    const element = await montana();
    let deals = 0;
    element.addEventListener('newgame', () => deals++);
    element.setAttribute('seed', '5');
    element.setAttribute('variant', 'descending');
    element.setAttribute('redeals', '1');
    await element.updateComplete;
    expect(deals).to.equal(1);
    expect(element.board).to.deep.equal(new Game({ seed: '5', variant: 'descending' }).board);
  });

  const badValues: [string, string][] = [
    ['variant', 'foo'],
    ['variant', ''],
    ['variant', 'MONTANA'],
    ['variant', '<img src=x onerror=alert(1)>'],
    ['redeals', '-1'],
    ['redeals', 'lots'],
    ['redeals', ''],
    ['redeals', '2.5'],
    ['redeals', '1e9'],
    ['redeals', 'NaN'],
  ];
  for (const [attribute, value] of badValues) {
    it(`keeps the game and the last good value for ${attribute}="${value}", warning once`, async () => {
      const element = await montana(html`<montana-solitaire seed="42" redeals="3"></montana-solitaire>`);
      element.play('9S');
      const board = element.board;
      const watch = watchConsole();
      try {
        element.setAttribute(attribute, value);
        await element.updateComplete;
        element.setAttribute(attribute, value);
        await element.updateComplete;
      } finally {
        watch.restore();
      }
      expect(element.board).to.deep.equal(board);
      expect(element.moveCount).to.equal(1);
      expect(element.getAttribute('variant')).to.equal('montana');
      expect(element.getAttribute('redeals')).to.equal('3');
      expect(element.redealsLeft).to.equal(3);
      expect(watch.warnings).to.have.length(1);
      expect(watch.warnings[0]).to.include(attribute).and.include(JSON.stringify(value));
      expect(watch.warnings[0]).to.include(attribute === 'variant' ? 'montana, descending' : 'a whole number from 0 to 1000');
      expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    });
  }

  it('starts with the default for a bad value given in the markup', async () => {
    const watch = watchConsole();
    let element;
    try {
      element = await montana(html`<montana-solitaire variant="klondike" redeals="many" seed="9"></montana-solitaire>`);
    } finally {
      watch.restore();
    }
    expect(element.getAttribute('variant')).to.equal('montana');
    expect(element.redealsLeft).to.equal(2);
    expect(element.hasAttribute('redeals')).to.equal(false);
    expect(element.board).to.deep.equal(new Game({ seed: '9' }).board);
    expect(watch.warnings).to.have.length(2);
  });

  it('allows a redeal before the player is stuck with redeal-anytime', async () => {
    const element = await montana();
    expect(button(element, /Redeal/).disabled).to.equal(true);
    element.toggleAttribute('redeal-anytime', true);
    await element.updateComplete;
    expect(element.moveCount).to.equal(0);
    expect(button(element, /Redeal/).disabled).to.equal(false);
    button(element, /Redeal/).click();
    await element.updateComplete;
    expect(element.redealsLeft).to.equal(1);
  });

  it('keeps the game in progress when redeal-anytime is switched on', async () => {
    const element = await montana();
    element.play('9S');
    element.redealAnytime = true;
    await element.updateComplete;
    expect(element.moveCount).to.equal(1);
    expect(element.redeal().redeal).to.equal(1);
  });

  it('load() of a save keeps its own redeal-anytime rule, reflected, as its variant and seed; save() gives it back', async () => {
    const played = new Game({ seed: '42', redealAnytime: true });
    played.redeal();
    const element = await montana(html`<montana-solitaire seed="7"></montana-solitaire>`);
    element.load(played.save());
    await element.updateComplete;
    expect([element.redealAnytime, element.hasAttribute('redeal-anytime'), element.redealsLeft]).to.deep.equal([true, true, 1]);
    expect(JSON.parse(element.save())).to.include({ seed: '42', redealAnytime: true });
    expect(element.redeal().redeal, 'an early redeal, as the save allows').to.equal(2);
    // And back: a save without the rule, into an element with it.
    element.load(new Game({ seed: '5' }).save());
    await element.updateComplete;
    expect([element.redealAnytime, element.hasAttribute('redeal-anytime')]).to.deep.equal([false, false]);
    expect(() => element.redeal()).to.throw(Error, /^Cannot redeal: /);
  });

  it('a rule switched off while an early redeal stands applies from restart(), which has no redeal yet', async () => {
    const element = await montana(html`<montana-solitaire seed="42" redeal-anytime></montana-solitaire>`);
    element.redeal();
    element.redealAnytime = false;
    await element.updateComplete;
    expect(element.redealsLeft, 'the game keeps its redeal').to.equal(1);
    element.restart();
    await element.updateComplete;
    expect([element.redealAnytime, element.hasAttribute('redeal-anytime'), element.redealsLeft]).to.deep.equal([false, false, 2]);
    expect(JSON.parse(element.save()).redealAnytime).to.equal(false);
  });

  it('colours clubs and diamonds differently with four-color', async () => {
    const element = await montana();
    const colour = (selector: string) => getComputedStyle(element.shadowRoot!.querySelector(selector)!).color;
    const clubs = colour('.card.C');
    const diamonds = colour('.card.D');
    expect(clubs).to.equal(colour('.card.S'));
    expect(diamonds).to.equal(colour('.card.H'));
    element.fourColor = true;
    await element.updateComplete;
    expect(element.hasAttribute('four-color')).to.equal(true);
    expect(colour('.card.C')).not.to.equal(clubs);
    expect(colour('.card.D')).not.to.equal(diamonds);
    expect(colour('.card.C')).not.to.equal(colour('.card.S'));
  });

  it('refuses a value that is not true or false given to a boolean property from script, like its attribute: the last good value stays, one warning, and nothing throws later', async () => {
    const element = await montana();
    element.play('9S');
    const watch = watchConsole();
    try {
      for (const [property, value] of [['redealAnytime', 'yes'], ['fourColor', 'on'], ['showTimer', 1], ['winnable', 'false']] as const) {
        for (let time = 0; time < 2; time++) (element as unknown as Record<string, unknown>)[property] = value;
        expect(element[property], property).to.equal(false);
      }
      // The commands that read redeal-anytime: newGame() at once, the New game button, the N key, a changed variant.
      expect(() => element.newGame('5')).not.to.throw();
      await element.updateComplete;
      button(element, 'New game').click();
      await element.updateComplete;
      await tabIntoBoard(element);
      await sendKeys({ press: 'n' });
      await element.updateComplete;
      element.setAttribute('variant', 'descending');
      await element.updateComplete;
    } finally {
      watch.restore();
    }
    expect(watch.errors).to.deep.equal([]);
    expect(watch.warnings).to.deep.equal([
      '<montana-solitaire>: redealAnytime="yes" is not accepted (accepted: true or false); keeping redealAnytime="false", and the game goes on.',
      '<montana-solitaire>: fourColor="on" is not accepted (accepted: true or false); keeping fourColor="false", and the game goes on.',
      '<montana-solitaire>: showTimer="1" is not accepted (accepted: true or false); keeping showTimer="false", and the game goes on.',
      '<montana-solitaire>: winnable="false" is not accepted (accepted: true or false); keeping winnable="false", and the game goes on.',
    ]);
    expect(['redeal-anytime', 'four-color', 'show-timer', 'winnable'].filter((name) => element.hasAttribute(name))).to.deep.equal([]);
    expect(element.getAttribute('variant')).to.equal('descending');
    expect(element.moves()).to.deep.equal(new Game({ variant: 'descending', seed: element.seed! }).moves());
    // A good value is taken as ever.
    element.redealAnytime = true;
    await element.updateComplete;
    expect(element.hasAttribute('redeal-anytime')).to.equal(true);
    expect(() => element.redeal()).not.to.throw();
  });
});
