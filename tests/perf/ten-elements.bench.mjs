import { variantOf, withScript, withStylesheet } from './measure.mjs';

/**
 * Ten elements on one page (three FAQs, three calendars, two event types, two product grids;
 * script with defer, alone and with the stylesheet linked, and the script tag plain or async; a first view, and the visitor's next
 * view of the page in the same browser): ready when every one of them has rendered its first
 * content (the element marks it with data-venue-ready) and that content has a box.
 */
export default async function tenElements() {
  const ready = () => {
    const elements = [...document.body.children].filter((el) => el.localName.startsWith('venue-'));
    return (
      elements.length === 10 &&
      elements.every((el) => {
        const content = el.shadowRoot?.querySelector('.venue-root')?.firstElementChild;
        const box = content?.getBoundingClientRect();
        return el.hasAttribute('data-venue-ready') && Boolean(box && box.width > 0 && box.height > 0);
      })
    );
  };
  const [cssFile, cssHtml] = withStylesheet('bench-ten-elements.html');
  const [plainFile, plainHtml] = withScript('bench-ten-elements.html', 'plain');
  const [asyncFile, asyncHtml] = withScript('bench-ten-elements.html', 'async');
  const fixtureOf = (file) => file.replace(/^.*\//, '');
  const cssFixture = fixtureOf(cssFile);
  /**
   * The page (script alone, deferred) with, in a <style> of the host's, the rules
   * `VenueElements.reservationCss()` gave on one visit in a fresh browser context: what a host
   * that sizes its elements' boxes pastes. Its visitors are measured on their first view.
   */
  const sized = async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}bench-ten-elements.html`);
      await page.waitForFunction(() => document.querySelectorAll('[data-venue-ready]').length === 10, null, { timeout: 20_000 });
      // Every configuration's height stored (they are written after the frame): a rule for each.
      const rules = await page.waitForFunction(
        async () => {
          const elements = [...document.body.children].filter((el) => el.localName.startsWith('venue-'));
          const configurations = new Set(elements.map((el) => el.cloneNode().outerHTML.replace(/ data-venue-ready=""/, '')));
          const css = await window.VenueElements.reservationCss();
          return css.split('\n').length === configurations.size + 1 && css;
        },
        null,
        { timeout: 10_000 },
      );
      const css = await rules.jsonValue();
      const [, html] = variantOf('bench-ten-elements.html', 'sized', (text) =>
        text.replace('</head>', `  <style>\n${css}\n    </style>\n  </head>`),
      );
      return html;
    } finally {
      await context.close();
    }
  };
  return {
    files: { [cssFile]: cssHtml, [plainFile]: plainHtml, [asyncFile]: asyncHtml },
    pages: [
      { id: 'ten', name: 'ten elements (defer)', fixture: 'bench-ten-elements.html', runs: 7, ready },
      { id: 'ten-css', name: 'ten elements (defer + css)', fixture: cssFixture, runs: 7, ready },
      { id: 'ten-plain', name: 'ten elements (plain)', fixture: fixtureOf(plainFile), runs: 7, ready },
      { id: 'ten-async', name: 'ten elements (async)', fixture: fixtureOf(asyncFile), runs: 7, ready },
      {
        id: 'ten-sized',
        name: 'ten elements (defer), sized by the host',
        fixture: 'bench-ten-elements-sized.html',
        runs: 7,
        ready,
        prepare: sized,
      },
      // A visitor's next view of the page: the loader reserves each element's remembered height.
      { id: 'ten-again', name: 'ten elements (defer), viewed again', fixture: 'bench-ten-elements.html', runs: 7, ready, repeat: true },
      {
        id: 'ten-css-again',
        name: 'ten elements (defer + css), viewed again',
        fixture: cssFixture,
        runs: 7,
        ready,
        repeat: true,
      },
    ],
  };
}
