import { videoQuery } from '../../api/media';
import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { hashOrId } from '../hero/settings';
import { text } from '../gallery/settings';
import type { BackgroundVideoProps } from './BackgroundVideo';

/** A muted looping video: `<venue-video>` and the CMS `background_video` widget. */
export const backgroundVideoWidget = defineWidget<BackgroundVideoProps>({
  tag: 'venue-video',
  kinds: ['background_video'],
  load: () => import('./BackgroundVideo').then((m) => m.BackgroundVideo),
  props: { video: 'string', heading: 'string' },
  queries: ({ video }) => (video ? [videoQuery(video)] : []),
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    video: hashOrId(v.video ?? v.video_id ?? v.background_video) || undefined,
    heading: text(v.heading) || undefined,
  }),
});
