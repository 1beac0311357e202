import common from '../../locales/en/common';
import media from '../../locales/en/media';
import { defineWidget } from '../../ui/definition';
import { flag, number, text } from '../gallery/settings';
import type { MapProps } from './Map';

/** An embedded map: `<venue-map>` and the CMS `google_map` widget (001 §2 Map, §3 map settings). */
export const mapWidget = defineWidget<MapProps>({
  tag: 'venue-map',
  kinds: ['google_map'],
  load: () => import('./Map').then((m) => m.Map),
  props: { location: 'string', zoom: 'number', width: 'string', height: 'string', showSign: 'boolean', embed: 'string' },
  messages: { media, common },
  fromWidget: ({ templatevar: v }) => ({
    location: text(v.location) || undefined,
    zoom: number(v.zoom),
    width: text(v.width) || undefined,
    height: text(v.height) || undefined,
    showSign: flag(v.show_sign),
  }),
});
