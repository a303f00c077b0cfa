/**
 * <montana-solitaire> in Svelte 5 markup, for svelte-check: `import type {} from
 * 'montana-solitaire/svelte'` once in the app. Svelte 5 sets each attribute the element
 * has as a property (`redeals={3}`) and makes `on<event>` a listener for `<event>`, the
 * name kept as written: `onwin` hears `win`.
 */
import type { EventHandler, HTMLAttributes } from 'svelte/elements';
import type { MontanaSolitaire, MontanaSolitaireEvents, MontanaSolitaireSettings } from '../dist/types/index.js';

type Listeners = { [Name in keyof MontanaSolitaireEvents as `on${Name}`]?: EventHandler<MontanaSolitaireEvents[Name], MontanaSolitaire> | null };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'montana-solitaire': HTMLAttributes<MontanaSolitaire> & Partial<MontanaSolitaireSettings> & Listeners;
  }
}
