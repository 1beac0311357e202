import { createContext } from 'react';

export interface ElementContextValue {
  /** The custom element: host events are dispatched from it. */
  host: HTMLElement | null;
  tag: string;
  /** The element's own `lang` attribute, if any. */
  lang?: string;
}

export const ElementContext = createContext<ElementContextValue>({ host: null, tag: '' });
