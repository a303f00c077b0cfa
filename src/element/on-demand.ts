/**
 * What the element loads only when a player first asks for it, with a dynamic import: in
 * the script-tag build, the file montana-solitaire-on-demand.js beside the script-tag file
 * (found as the worker is, beside the module that asks for it); in an app, a chunk its
 * bundler makes. The first page a player sees waits for none of it.
 */
export { addOnDemandTexts } from './on-demand-texts.js';
export { body, gameOnShow } from './after-game.js';
export { shareText } from './share-text.js';
export { SolverWork } from './solver-work.js';
