/**
 * The types of `montana-solitaire/montana-solitaire.js`, the script-tag file (built from
 * index.ts by `vite build --mode bundle`, with Lit inside): the npm module's exports, and
 * <montana-solitaire> in `HTMLElementTagNameMap`, but a `Game` whose `verify` throws, as
 * it does in that file (`serverCheckApart` in vite.config.ts leaves a server's check out
 * of it). Like the npm module, the file defines the element when it loads; unlike it, it
 * needs a DOM to load at all. No build compiles this module: only its declarations ship.
 */
import { Game as ModuleGame, type IssuedGame } from './index.js';

export * from './index.js';

/** The engine's `Game`, less its server's check: see `verify`. */
export declare class Game extends ModuleGame {
  /**
   * Throws here: the script-tag file leaves a server's check of a submitted game out.
   * Import `Game` from `montana-solitaire/engine` (or `montana-solitaire`) to verify a save.
   * @deprecated Not in the script-tag file: it throws.
   */
  static override verify(text: string, issued: IssuedGame): never;
}
