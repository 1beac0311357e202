import { defineElement } from '../src/element/defineElement';
import { backgroundVideoWidget } from '../src/widgets/background-video';
import type { BackgroundVideoProps } from '../src/widgets/background-video/BackgroundVideo';

/**
 * @summary A muted looping background video that plays only on screen and never under reduced motion.
 * @attr video - The video's id or slug.
 * @attr heading - A heading over the video.
 * @attr lang - Interface language of this element (default: the page's).
 * @event venue-error - A render error; detail `{ message, element }`.
 * @csspart background-video - The 16x9 box.
 * @csspart video - The video.
 * @reserve 360px
 * @demo video="lakeside-lap" heading="A lap of Lakeside"
 */
export const VenueVideo = defineElement(backgroundVideoWidget);

declare global {
  interface HTMLElementTagNameMap {
    'venue-video': HTMLElement & BackgroundVideoProps;
  }
}
