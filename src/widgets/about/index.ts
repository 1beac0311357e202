import { initialDataQuery } from '../../api/pages';
import site from '../../locales/en/site';
import { defineWidget } from '../../ui/definition';
import type { AboutProps } from './About';

/** aboutpage: the organisation's details from the domain settings (initialData's domain). */
export const aboutWidget = defineWidget<AboutProps>({
  tag: 'venue-about',
  kinds: ['aboutpage'],
  load: () => import('./About').then((m) => m.About),
  props: {},
  queries: () => [initialDataQuery()],
  messages: { site },
  fromWidget: () => ({}),
});
