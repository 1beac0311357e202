import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { measure } from './measure.mjs';

const FULLCALENDAR = new URL('../../node_modules/fullcalendar/', import.meta.url);

/**
 * A host page with one <venue-calendar>, and the same page and events with FullCalendar's
 * standard all-in-one bundle (served minified, as from its CDN): script start → the month's
 * events visible.
 */
export default async function bench({ pagesUrl, browser }) {
  const ours = await measure(browser, `${pagesUrl}/tests/browser/fixtures/bench-calendar.html`, () => {
    const shown = document.querySelector('venue-calendar')?.shadowRoot?.querySelector('[part~=event]');
    if (shown && !window.__visibleAt) window.__visibleAt = performance.now();
    return Boolean(shown);
  });

  const minified = {};
  for (const file of ['all/global.js', 'themes/classic/global.js']) {
    const source = readFileSync(new URL(file, FULLCALENDAR), 'utf8');
    minified[file] = (await transform(source, { minify: true, loader: 'js' })).code;
  }
  const theirs = await measure(
    browser,
    `${pagesUrl}/tests/browser/fixtures/bench-fullcalendar.html`,
    () => {
      const shown = document.querySelector('.fc-list-event, .fc-list-day, [class*="fc-"] a[data-navlink], [role="row"] [class*="event"]');
      const anyEvent = [...document.querySelectorAll('#calendar *')].some(
        (el) => el.children.length === 0 && /\d{1,2}(:\d{2})?\s?(am|pm)/i.test(el.textContent ?? ''),
      );
      if ((shown || anyEvent) && !window.__visibleAt) window.__visibleAt = performance.now();
      return Boolean(shown || anyEvent);
    },
    {
      scriptPattern: /fullcalendar\/all\/global\.js/,
      setup: (context) =>
        context.route('**/node_modules/fullcalendar/**/global.js', (route) => {
          const file = Object.keys(minified).find((f) => route.request().url().endsWith(f));
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: minified[file] });
        }),
    },
  );
  return [
    { name: 'one <venue-calendar>', ...ours },
    { name: 'FullCalendar 7 (all, minified)', ...theirs },
  ];
}
