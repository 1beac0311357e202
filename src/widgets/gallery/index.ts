import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import type { GalleryProps } from './Gallery';
import { galleryQueryOf } from './queries';
import { flag, galleryTypeOf, number, text } from './settings';

/** A gallery: `<venue-gallery>` and the CMS `gallery` widget (001 §2 Gallery, Slider, Lightbox). */
export const galleryWidget = defineWidget<GalleryProps>({
  tag: 'venue-gallery',
  kinds: ['gallery'],
  load: () => import('./Gallery').then((m) => m.Gallery),
  props: {
    gallery: 'string',
    type: 'string',
    heading: 'string',
    subheading: 'string',
    showHeading: 'boolean',
    gridWidth: 'number',
    useLightbox: 'boolean',
    limitSlides: 'number',
    aspect: 'string',
    width: 'number',
    lightboxAspect: 'string',
    lightboxError: 'string',
    lightboxTimeout: 'number',
  },
  queries: (props) => (props.gallery ? [galleryQueryOf(props)] : []),
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    gallery: text(v.gallery ?? v.gallery_id ?? v.id),
    type: galleryTypeOf(v.type),
    heading: text(v.heading),
    subheading: text(v.subheading ?? v.sub_heading),
    showHeading: flag(v.show_heading),
    gridWidth: number(v.grid_width),
    useLightbox: flag(v.use_lightbox),
    limitSlides: number(v.limit_slides),
    aspect: text(v.aspect) || undefined,
    width: number(v.width),
    lightboxAspect: text(v.lightbox_aspect) || undefined,
    lightboxError: text(v.lightbox_error ?? v.error_message) || undefined,
    lightboxTimeout: number(v.lightbox_timeout ?? v.timeout),
  }),
});
