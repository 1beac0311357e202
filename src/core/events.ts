/**
 * Host events: one name per event, `venue-` prefixed, dispatched with `bubbles` and
 * `composed` so a host page hears them from outside the shadow root.
 */
import { inBrowser } from './platform';

export interface VenueEventMap {
  'venue-login': { user_id: number | null };
  'venue-logout': { reason: 'user' | 'token-invalid' | 'refresh-failed' };
  'venue-cart-change': { cartitemCount: number; cartSubtotal: number };
  'venue-order-submitted': { payment: string };
  'venue-form-submitted': { form_id: number | string; success: boolean };
  'venue-navigate': { path: string };
  'venue-error': { message: string; element?: string; status?: number };
}

export type VenueEventName = keyof VenueEventMap;

export function emit<K extends VenueEventName>(target: EventTarget, name: K, detail: VenueEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** Core-level events (a logout forced by the server) have no element: they go to the document. */
export function emitGlobal<K extends VenueEventName>(name: K, detail: VenueEventMap[K]): void {
  if (inBrowser) emit(document, name, detail);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'venue-login': CustomEvent<VenueEventMap['venue-login']>;
    'venue-logout': CustomEvent<VenueEventMap['venue-logout']>;
    'venue-cart-change': CustomEvent<VenueEventMap['venue-cart-change']>;
    'venue-order-submitted': CustomEvent<VenueEventMap['venue-order-submitted']>;
    'venue-form-submitted': CustomEvent<VenueEventMap['venue-form-submitted']>;
    'venue-navigate': CustomEvent<VenueEventMap['venue-navigate']>;
    'venue-error': CustomEvent<VenueEventMap['venue-error']>;
  }
}
