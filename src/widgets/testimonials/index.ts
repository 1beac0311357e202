import { testimonialsQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import ui from '../../locales/en/ui';
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
  messages: { media, common, ui },
  fromWidget: (w) => ({
    group: text(w.templatevar.group) || undefined,
    heading: text(w.templatevar.heading) || undefined,
    limit: w.limit,
    offset: w.offset,
    itemsPerPage: w.itemsPerPage,
    labels: w.labels,
  }),
});
