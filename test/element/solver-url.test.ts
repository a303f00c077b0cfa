// A page that serves the solver's worker elsewhere than beside the element's module says
// where with MontanaSolitaire.solverUrl. (A file of its own: the worker's address is fixed
// for a page once its first worker starts.)
import { expect, html } from '@open-wc/testing';
import { MontanaSolitaire } from '../../src/index.js';
import { montana } from './helpers.js';

describe('MontanaSolitaire.solverUrl', () => {
  it('starts the worker from the address the page gives, a path from the page, and hints work', async () => {
    const started: string[] = [];
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        started.push(String(url));
        super(url, options);
      }
    };
    try {
      // Served as it is by the test server; the default address beside the module is /src/element/solver-worker.js.
      MontanaSolitaire.solverUrl = '/dist/solver-worker.js';
      expect(String(MontanaSolitaire.solverUrl)).to.equal('/dist/solver-worker.js');
      const element = await montana(html`<montana-solitaire seed="4"></montana-solitaire>`);
      const { action } = await element.hint();
      expect(started).to.deep.equal([new URL('/dist/solver-worker.js', location.href).href]);
      expect(element.moves(), 'the hint is a move of the game').to.deep.include(action);
    } finally {
      window.Worker = RealWorker;
    }
  });
});
