import { flag, str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { HeadingProps } from './Heading';

/** heading: h1 to h4, optionally centred. */
export const headingWidget = defineWidget<HeadingProps>({
  tag: 'venue-heading',
  kinds: ['heading'],
  load: () => import('./Heading').then((m) => m.Heading),
  props: { text: 'string', level: 'string', centered: 'boolean' },
  fromWidget: (w) => ({ text: str(w.templatevar.heading), level: str(w.templatevar.heading_type), centered: flag(w.templatevar.centered) }),
});
