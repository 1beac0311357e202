import { defineElement } from '../src/element/defineElement';
import { galleryGroupWidget } from '../src/widgets/gallery-group';
import type { GalleryGroupProps } from '../src/widgets/gallery-group/GalleryGroup';

/**
 * @summary A group of galleries as covers; choosing one shows its pictures, which open in a lightbox.
 * @attr group - The gallery group (url, id or name). Absent: every gallery.
 * @attr lightbox-error - The lightbox's message when a picture fails to load.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart gallery-group - The covers and the open gallery.
 * @csspart cover - A gallery's cover button.
 * @csspart gallery - The open gallery.
 * @csspart open - The button that opens a picture in the lightbox.
 * @csspart dialog - The lightbox.
 * @cssproperty --venue-color-brand - Outline of the chosen cover.
 * @reserve 320px
 * @demo group="gallerygroup"
 */
export const VenueGalleryGroup = defineElement(galleryGroupWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-gallery-group': HTMLElement & GalleryGroupProps;
  }
}
