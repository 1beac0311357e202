import { testimonialsQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { text } from '../gallery/settings';
import type { TestimonialsProps } from './Testimonials';

/** The testimonial grid: `<venue-testimonials>` and the CMS `testimonial_grid` widget (001 §2). */
export const testimonialsWidget = defineWidget<TestimonialsProps>({
  tag: 'venue-testimonials',
  kinds: ['testimonial_grid'],
  load: () => import('./Testimonials').then((m) => m.Testimonials),
  props: { group: 'string', heading: 'string' },
  queries: ({ group }) => [testimonialsQuery(1, group)],
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({ group: text(v.group) || undefined, heading: text(v.heading) || undefined }),
});
