import { defineElement } from '../src/element/defineElement';
import { mapWidget } from '../src/widgets/map';
import type { MapProps } from '../src/widgets/map/Map';

/**
 * @summary A map of a place, loaded only when near the viewport, with a plain link for visitors who block embeds.
 * @attr location - The place as text, e.g. an address.
 * @attr zoom - Zoom from 1 to 21 (default 14).
 * @attr width - Width in px or % (default 100%).
 * @attr height - Height in px (default 320).
 * @attr show-sign - Boolean. Shows the place as a sign above the map.
 * @attr embed - auto (default): the map loads near the viewport; click: only when the visitor asks.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart map - The map with its sign and link.
 * @csspart sign - The sign.
 * @csspart link - The plain link to the map.
 * @cssproperty --venue-color-brand - The sign's colour.
 * @reserve 360px
 * @demo location="1 Lakeside Drive, Kurwongbah QLD" zoom="14" height="320" show-sign embed="click"
 */
export const VenueMap = defineElement(mapWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-map': HTMLElement & MapProps;
  }
}
