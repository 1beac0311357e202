import { defineElement } from '../src/element/defineElement';
import { galleryWidget } from '../src/widgets/gallery';
import type { GalleryProps } from '../src/widgets/gallery/Gallery';

/**
 * @summary A gallery of pictures: a slider that plays every 4 seconds, or a grid (plain, cards or centred) with a lightbox.
 * @attr gallery - The gallery's id or url.
 * @attr type - slider, shadowgrid, centeredgrid or grid (default).
 * @attr heading - Heading above the gallery (default: the gallery's own).
 * @attr subheading - Line below the heading (default: the gallery's own).
 * @attr show-heading - Boolean. Shows the heading and subheading.
 * @attr grid-width - Columns of a grid, 1 to 6 (default 3; at most 2 on phones).
 * @attr use-lightbox - Boolean. A grid's pictures open in a lightbox.
 * @attr limit-slides - Shows at most this many slides.
 * @attr aspect - Aspect of the pictures: 16x9 (default), 16x5, 4x3, 1x1, 3x4 …
 * @attr width - Width the pictures are asked at (default 1920 for the slider, 400 for grids).
 * @attr lightbox-aspect - Aspect of the lightbox pictures (default: the gallery's).
 * @attr lightbox-error - The lightbox's message when a picture fails to load.
 * @attr lightbox-timeout - Closes the lightbox after this many milliseconds.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart gallery - The gallery with its heading.
 * @csspart slide - One slide: picture and text.
 * @csspart open - The button that opens a picture in the lightbox.
 * @csspart slider - The slider.
 * @csspart dialog - The lightbox.
 * @csspart button - A slide's link button.
 * @cssproperty --venue-color-brand - Colour of links, buttons and the brand overlay.
 * @reserve 320px
 * @demo gallery="track-day" type="shadowgrid" show-heading use-lightbox grid-width="3" aspect="4x3" width="600"
 */
export const VenueGallery = defineElement(galleryWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-gallery': HTMLElement & GalleryProps;
  }
}
