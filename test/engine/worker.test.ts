import { expect } from '@open-wc/testing';
import { Game } from '../../src/engine.js';

describe('the engine in a Web Worker', () => {
  it('deals, plays and saves there exactly as on the page', async () => {
    const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    try {
      const reply = await new Promise<{ hasDocument: boolean; position: string; save: string }>((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
        worker.postMessage({ seed: '42' });
      });
      expect(reply.hasDocument).to.equal(false);
      const here = new Game({ seed: '42' });
      here.play(here.moves()[0].card, here.moves()[0].to);
      expect(reply.position).to.equal(here.position);
      expect(Game.load(reply.save).position).to.equal(here.position);
    } finally {
      worker.terminate();
    }
  });
});
