import { defineWidget } from '../../ui/definition';
import type { KeepAwakeProps } from './KeepAwake';

/** Keeps the screen on, showing nothing: `<venue-keep-awake>` and the CMS `keep_awake` widget. */
export const keepAwakeWidget = defineWidget<KeepAwakeProps>({
  tag: 'venue-keep-awake',
  kinds: ['keep_awake'],
  load: () => import('./KeepAwake').then((m) => m.KeepAwake),
  props: {},
  fromWidget: () => ({}),
});
