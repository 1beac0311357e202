import { defineElement } from '../src/element/defineElement';
import { keepAwakeWidget } from '../src/widgets/keep-awake';
import type { KeepAwakeProps } from '../src/widgets/keep-awake/KeepAwake';

/**
 * @summary Keeps the screen on while the page is shown (a timing board, a kiosk), with the Screen Wake Lock API; shows nothing.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart keep-awake - The hidden marker; `data-held` while the screen is kept on.
 * @reserve 0px
 * @demo
 */
export const VenueKeepAwake = defineElement(keepAwakeWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-keep-awake': HTMLElement & KeepAwakeProps;
  }
}
