import { hashOf } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { text } from '../gallery/settings';
import type { ImageWithContentProps } from './ImageWithContent';

/** The CMS `image_with_content` widget (001 §2); rendered by the site, no element of its own. */
export const imageWithContentWidget = defineWidget<ImageWithContentProps>({
  tag: 'venue-image-with-content',
  kinds: ['image_with_content'],
  load: () => import('./ImageWithContent').then((m) => m.ImageWithContent),
  props: { image: 'string', imageAlign: 'string', heading: 'string', html: 'string', buttonText: 'string', buttonLink: 'string' },
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    image: hashOf(v.image) || undefined,
    imageAlign: text(v.image_align) || undefined,
    heading: text(v.heading) || undefined,
    html: text(v.html ?? v.content) || undefined,
    buttonText: text(v.button_text) || undefined,
    buttonLink: text(v.button_link ?? v.button_url) || undefined,
  }),
});
