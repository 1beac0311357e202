import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { withScript, withStylesheet } from './measure.mjs';

const FULLCALENDAR = new URL('../../node_modules/fullcalendar/', import.meta.url);
const pad = (n) => String(n).padStart(2, '0');
const day = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Ours: the first event title in the calendar's shadow root has a box. */
const oursReady = (bench, titles) => bench.textHasBox(document.querySelector('venue-calendar')?.shadowRoot, titles);
/** FullCalendar: the same check on its container. */
const theirsReady = (bench, titles) => bench.textHasBox(document.getElementById('calendar'), titles);

/**
 * One <venue-calendar> (script with defer, and the plain and async script tags for their layout
 * shift) against FullCalendar 7.1's all-in-one bundle with the classic theme in listMonth, fed
 * the same events by the same call. Both are ready when the first event title of this month has
 * a box: the titles are read from the reference back end here, so neither check knows the other's
 * markup. FullCalendar's scripts and stylesheets are served minified (as jsDelivr's .min.js):
 * its docs paste the unminified global.js, so this only flatters FullCalendar.
 */
export default async function calendar({ apiUrl }) {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const next = day(new Date(now.getFullYear(), now.getMonth() + 1, 1));
  const window = `start=${day(new Date(now.getFullYear(), now.getMonth() - 1, 1))}&end=${day(new Date(now.getFullYear(), now.getMonth() + 3, 1))}`;
  const reply = await (await fetch(`${apiUrl}/api/v1/lakeside/event/calendar?${window}`)).json();
  const items = Array.isArray(reply) ? reply : reply.data;
  const titles = [
    ...new Set(
      items.filter((e) => e.start.slice(0, 10) < next && (e.end ?? e.start).slice(0, 10) >= day(first)).map((e) => e.title.trim()),
    ),
  ];
  if (!titles.length) throw new Error('The reference back end has no events this month: nothing to wait for.');

  const files = {};
  for (const [file, loader] of [
    ['all/global.js', 'js'],
    ['themes/classic/global.js', 'js'],
    ['skeleton.css', 'css'],
    ['themes/classic/theme.css', 'css'],
    ['themes/classic/palette.css', 'css'],
  ]) {
    const source = readFileSync(new URL(file, FULLCALENDAR), 'utf8');
    files[`node_modules/fullcalendar/${file}`] = (await transform(source, { minify: true, loader })).code;
  }

  // The same page with the script tag plain or async, and with the stylesheet linked.
  const variants = {
    plain: withScript('bench-calendar.html', 'plain'),
    async: withScript('bench-calendar.html', 'async'),
    css: withStylesheet('bench-calendar.html'),
  };
  for (const [file, html] of Object.values(variants)) files[file] = html;
  const fixtureOf = (variant) => variants[variant][0].replace(/^.*\//, '');

  return {
    files,
    pages: [
      {
        id: 'calendar',
        name: '<venue-calendar> (defer)',
        fixture: 'bench-calendar.html',
        ready: oursReady,
        arg: titles,
        runs: 15,
        vs: 'fullcalendar',
      },
      {
        id: 'fullcalendar',
        name: 'FullCalendar 7.1 listMonth',
        fixture: 'bench-fullcalendar.html',
        ready: theirsReady,
        arg: titles,
        runs: 15,
      },
      {
        id: 'calendar-plain',
        name: '<venue-calendar> (plain)',
        fixture: fixtureOf('plain'),
        ready: oursReady,
        arg: titles,
        runs: 7,
        vs: 'fullcalendar',
      },
      {
        id: 'calendar-css',
        name: '<venue-calendar> (defer + css)',
        fixture: fixtureOf('css'),
        ready: oursReady,
        arg: titles,
        runs: 7,
        vs: 'fullcalendar',
      },
      {
        id: 'calendar-async',
        name: '<venue-calendar> (async)',
        fixture: fixtureOf('async'),
        ready: oursReady,
        arg: titles,
        runs: 7,
        vs: 'fullcalendar',
      },
    ],
  };
}
