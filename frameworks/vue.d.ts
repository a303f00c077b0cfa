/**
 * <montana-solitaire> in Vue templates, for vue-tsc: `import type {} from
 * 'montana-solitaire/vue'` once in the app. Vue's own advice for an element not built
 * with Vue: declare it a global component whose `$props` are the settings and whose
 * `$emit` gives each event's type, so `:redeals="3"` and `@win="(e) => …"` type-check.
 * At run time it stays a custom element (`compilerOptions.isCustomElement`): Vue sets
 * what the element has as a property and makes `@win` a listener for `win`.
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { MontanaSolitaire, MontanaSolitaireEvents, MontanaSolitaireSettings } from '../dist/types/index.js';

declare module 'vue' {
  interface GlobalComponents {
    'montana-solitaire': new () => MontanaSolitaire & {
      /** @deprecated Only for type-checking templates: the element has no `$props`. */
      $props: HTMLAttributes & Partial<MontanaSolitaireSettings> & PublicProps;
      /** @deprecated Only for type-checking templates: the element has no `$emit`. */
      $emit: EmitFn<{ [Name in keyof MontanaSolitaireEvents]: (event: MontanaSolitaireEvents[Name]) => void }>;
    };
  }
}
