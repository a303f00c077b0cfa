/**
 * Loads what the element loads on demand (on-demand.ts), once for the page, when a player
 * first needs it.
 */
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
