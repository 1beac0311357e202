import { defineElement } from '../src/element/defineElement';
import { galleryGroupWidget } from '../src/widgets/gallery-group';
import type { GalleryGroupProps } from '../src/widgets/gallery-group/GalleryGroup';

/**
 * @summary A group of galleries as covers; choosing one opens its pictures in a lightbox (a group of one gallery shows its pictures at once).
 * @attr group - The gallery group (url, id or name). Absent: every gallery.
 * @attr lightbox-error - The lightbox's message when a picture fails to load.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart gallery-group - The covers, or the pictures of a group of one gallery.
 * @csspart cover - A gallery's cover button.
 * @csspart gallery - The open gallery (a group of one gallery).
 * @csspart open - The button that opens a picture in the lightbox (a group of one gallery).
 * @csspart dialog - The lightbox.
 * @cssproperty --venue-color-brand - Outline of a hovered or focused cover.
 * @reserve 320px
 * @demo group="gallerygroup"
 */
export const VenueGalleryGroup = defineElement(galleryGroupWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-gallery-group': HTMLElement & GalleryGroupProps;
  }
}
