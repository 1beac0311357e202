import { str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { HtmlProps } from './Html';

/** core/html: rich text from the page builder. */
export const htmlWidget = defineWidget<HtmlProps>({
  tag: 'venue-html',
  kinds: ['core/html', 'html'],
  load: () => import('./Html').then((m) => m.Html),
  props: { html: 'string' },
  fromWidget: (w) => ({ html: str(w.templatevar.html) }),
});
