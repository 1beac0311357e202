import site from '../../locales/en/site';
import { str } from '../../ui/cmsSettings';
import { defineWidget } from '../../ui/definition';
import type { RawCodeProps } from './RawCode';

/** raw_code: markup shown inert in a sandboxed frame. */
export const rawCodeWidget = defineWidget<RawCodeProps>({
  tag: 'venue-raw-code',
  kinds: ['raw_code'],
  load: () => import('./RawCode').then((m) => m.RawCode),
  props: { html: 'string' },
  messages: { site },
  fromWidget: (w) => ({ html: str(w.templatevar.raw_html) }),
});
