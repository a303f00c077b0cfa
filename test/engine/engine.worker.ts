// Runs inside a module Web Worker: the engine must work with no DOM at all.
import { Game } from '../../src/engine.js';

self.onmessage = (event: MessageEvent<{ seed: string }>) => {
  const game = new Game({ seed: event.data.seed });
  const move = game.play(game.moves()[0].card, game.moves()[0].to);
  self.postMessage({ hasDocument: typeof document !== 'undefined', position: game.position, move, save: game.save() });
};
