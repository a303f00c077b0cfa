import { expect, fixture, html } from '@open-wc/testing';
import type { MontanaSolitaire } from '../../src/index.js';
import { SOLVED_MONTANA, montana, recordEvents, swapped } from './helpers.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the page look hidden or visible to the element, as switching tabs does. */
function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const statusText = (element: MontanaSolitaire) => element.shadowRoot!.querySelector('[part="status"]')!.textContent!.replace(/\s+/g, ' ').trim();

describe('<montana-solitaire> playing time', () => {
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('reports the time played in win, from the first action, without the time the page was hidden', async () => {
    const element = await montana();
    element.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]], [[0, 6], [1, 12]]));
    await wait(150); // before the first action: not counted
    element.play('7C');
    await wait(200);
    setPageHidden(true);
    await wait(300); // hidden: not counted
    setPageHidden(false);
    await wait(100);
    const recorder = recordEvents(['win']);
    element.play('8C');
    recorder.stop();
    const { durationMs } = recorder.events[0].detail;
    expect(durationMs).to.be.within(280, 560);
  });

  it('reports the time in lose, and stops counting when the game is over', async () => {
    const element = await montana(html`<montana-solitaire seed="1" redeals="0"></montana-solitaire>`);
    // Rows 0 and 1 are broken for good; row 2 ends JH, gap, QH, KH: two moves, then nothing.
    element.load(swapped(SOLVED_MONTANA, [[0, 3], [1, 3]], [[2, 10], [2, 12]], [[2, 11], [2, 12]]));
    const recorder = recordEvents(['lose']);
    element.play('QH');
    await wait(120);
    element.play('KH');
    recorder.stop();
    expect(element.status).to.equal('lost');
    expect(recorder.events[0].detail.durationMs).to.be.within(100, 600);
  });

  it('shows the time with show-timer, ticking while the game is under way', async () => {
    const element = await montana(html`<montana-solitaire seed="42" show-timer></montana-solitaire>`);
    expect(statusText(element)).to.include('Time 0:00');
    element.play('9S');
    await wait(1150);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:01');
    element.showTimer = false;
    await element.updateComplete;
    expect(statusText(element)).not.to.include('Time');
  });

  it('starts ticking when show-timer is switched on during a game', async () => {
    const element = await montana();
    element.play('9S');
    element.showTimer = true;
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:00');
    await wait(1150);
    await element.updateComplete;
    expect(statusText(element)).to.include('Time 0:01');
  });

  it('keeps the time played in an autosaved game', async () => {
    localStorage.clear();
    const first = await montana(html`<montana-solitaire seed="42" autosave="timed"></montana-solitaire>`);
    first.load(swapped(SOLVED_MONTANA, [[0, 5], [0, 12]], [[0, 6], [1, 12]]));
    first.play('7C');
    await wait(250);
    first.remove(); // saves at once
    expect(JSON.parse(localStorage.getItem('timed')!).elapsedMs).to.be.within(240, 600);
    const second = await montana(html`<montana-solitaire autosave="timed"></montana-solitaire>`);
    const recorder = recordEvents(['win']);
    second.play('8C');
    recorder.stop();
    localStorage.clear();
    expect(recorder.events[0].detail.durationMs).to.be.within(240, 700);
  });

  it('is in German in a German page', async () => {
    const wrapper = await fixture(html`<div lang="de"><montana-solitaire seed="42" show-timer></montana-solitaire></div>`);
    const element = wrapper.querySelector('montana-solitaire')!;
    await element.updateComplete;
    expect(statusText(element)).to.include('Zeit 0:00');
    const statsButton = [...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent!.trim() === 'Statistik')!;
    statsButton.click();
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('.stats')!.textContent).to.include('Gespielt').and.include('Längste Serie');
    await expect(element).to.be.accessible();
  });
});
