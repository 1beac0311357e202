import { linksQuery } from '../../api/pages';
import site from '../../locales/en/site';
import { str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { LinkChildrenProps } from './LinkChildren';

/** link_children: a parent's links, each in a new tab. */
export const linkChildrenWidget = defineWidget<LinkChildrenProps>({
  tag: 'venue-link-children',
  kinds: ['link_children'],
  load: () => import('./LinkChildren').then((m) => m.LinkChildren),
  props: { parent: 'string' },
  queries: ({ parent }) => (parent ? [linksQuery(parent)] : []),
  messages: { site },
  fromWidget: (w) => ({ parent: str(w.templatevar.parent) }),
});
