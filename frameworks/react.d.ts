/**
 * <montana-solitaire> in React 19's JSX: `import type {} from 'montana-solitaire/react'`
 * once in the app. React 19 sets each prop the element has as a property (`seed`,
 * `redeals`, `fourColor`, …) and makes `on<event>` a listener for `<event>`, the name
 * kept as written: `onwin` hears `win`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { MontanaSolitaire, MontanaSolitaireEvents, MontanaSolitaireSettings } from '../dist/types/index.js';

type Listeners = { [Name in keyof MontanaSolitaireEvents as `on${Name}`]?: (event: MontanaSolitaireEvents[Name]) => void };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'montana-solitaire': DetailedHTMLProps<HTMLAttributes<MontanaSolitaire>, MontanaSolitaire> & Partial<MontanaSolitaireSettings> & Listeners;
    }
  }
}
