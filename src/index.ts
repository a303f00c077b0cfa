/**
 * Registers <montana-solitaire> and exports the element, its events and the engine's
 * types. Importing this module has the side effect of defining the custom element.
 */
export { MontanaSolitaire } from './element/montana-solitaire.js';
export * from './element/events.js';
export * from './engine.js';
