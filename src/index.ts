/**
 * Registers <montana-solitaire> and exports the element, its events, the engine's Game
 * and variants, the engine's types, and `Strings` (a language's table, for
 * `MontanaSolitaire.addLanguage`). Importing this module defines the custom element.
 * The engine's lower-level pieces (the tableau, the deal) are in `montana-solitaire/engine`.
 */
export { MontanaSolitaire } from './element/montana-solitaire.js';
export * from './element/events.js';
export { Game, VARIANTS, VARIANT_NAMES, dailySeed } from './engine.js';
export type * from './engine.js';
export type { Stats, VariantStats } from './element/stats.js';
export type { AfterGameStrings, RuleFacts, Strings } from './element/i18n.js';
