import site from '../../locales/en/site';
import { defineWidget } from '../../ui/definition';
import type { NotFoundProps } from './NotFound';

/** The 404 screen: 'Page not found' with a way home. */
export const notFoundScreen = defineWidget<NotFoundProps>({
  tag: 'venue-not-found',
  load: () => import('./NotFound').then((m) => m.NotFound),
  props: {},
  messages: { site },
});
