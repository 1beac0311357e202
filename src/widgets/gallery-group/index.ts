import { galleryCoversQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { text } from '../gallery/settings';
import type { GalleryGroupProps } from './GalleryGroup';

/** A group of galleries: `<venue-gallery-group>` and the CMS `gallery_group` widget (001 §2). */
export const galleryGroupWidget = defineWidget<GalleryGroupProps>({
  tag: 'venue-gallery-group',
  kinds: ['gallery_group'],
  load: () => import('./GalleryGroup').then((m) => m.GalleryGroup),
  props: { group: 'string', lightboxError: 'string' },
  queries: ({ group }) => [galleryCoversQuery(group)],
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    group: text(v.group ?? v.gallery_group ?? v.byGroup) || undefined,
    lightboxError: text(v.lightbox_error ?? v.error_message) || undefined,
  }),
});
