import { faqQuery } from '../../api/cms';
import faq from '../../locales/en/faq';
import { defineWidget } from '../../ui/definition';
import type { FaqProps } from './Faq';

/** The FAQ accordion: `<venue-faq>` and the CMS `faq` widget. */
export const faqWidget = defineWidget<FaqProps>({
  tag: 'venue-faq',
  kinds: ['faq'],
  load: () => import('./Faq').then((m) => m.Faq),
  props: { group: 'string', toc: 'boolean', heading: 'string' },
  queries: ({ group }) => [faqQuery(group)],
  messages: { faq },
  fromWidget: ({ templatevar: s }) => ({
    group: typeof s.group === 'string' ? s.group : undefined,
    toc: s.toc === true || s.toc === 1 || s.toc === '1',
    heading: typeof s.heading === 'string' ? s.heading : undefined,
  }),
});
