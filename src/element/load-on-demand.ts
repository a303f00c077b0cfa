/**
 * Loads what the element loads on demand (on-demand.ts), once for the page, when a player
 * first needs it.
 */
import type { ReactiveElement } from 'lit';
import type * as OnDemand from './on-demand.js';

/** What loads on demand, once it has loaded. */
export let onDemand: typeof OnDemand | undefined;
let loading: Promise<typeof OnDemand> | undefined;

/** What loads on demand; rejects, naming the file to serve, when it cannot load. */
export function loadOnDemand(): Promise<typeof OnDemand> {
  return (loading ??= import('./on-demand.js').then(
    (module) => {
      module.addOnDemandTexts();
      return (onDemand = module);
    },
    (error: Error) => {
      // A later call tries again: the file may be served by then.
      loading = undefined;
      throw new Error(`montana-solitaire-on-demand.js, beside the script-tag file, could not be loaded (${error.message})`);
    },
  ));
}

/**
 * Loads what loads on demand before a player asks for it, and renders `host` again once
 * it has (what follows a game then shows). A failure is warned of when a player asks for
 * something that needs the file; a later render tries again.
 */
export function preloadOnDemand(host: ReactiveElement): void {
  if (!onDemand) loadOnDemand().then(() => host.requestUpdate(), () => {});
}
