import { measure } from './measure.mjs';

/** A host page with one <venue-faq>: script start → the questions visible. */
export default async function bench({ pagesUrl, browser }) {
  const result = await measure(browser, `${pagesUrl}/tests/browser/fixtures/bench-faq.html`, () => {
    const el = document.querySelector('venue-faq');
    const shown = el?.shadowRoot?.querySelector('[part=question]');
    if (shown && !window.__visibleAt) window.__visibleAt = performance.now();
    return Boolean(shown);
  });
  return [{ name: 'one <venue-faq>', ...result }];
}
