import { imageSetting, str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { TplHeadingProps } from './TplHeading';

/** tpl/heading: a title on a 16x5 background picture. */
export const tplHeadingWidget = defineWidget<TplHeadingProps>({
  tag: 'venue-tpl-heading',
  kinds: ['tpl/heading'],
  load: () => import('./TplHeading').then((m) => m.TplHeading),
  props: { title: 'string', image: 'json' },
  fromWidget: (w) => ({ title: str(w.templatevar.title ?? w.templatevar.heading), image: imageSetting(w.templatevar.image, '16x5', 1920) }),
});
