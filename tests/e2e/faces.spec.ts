import { expect, test, type Page } from '@playwright/test';
import { facesUsed } from './faces-helpers';

const pages = () => process.env.PAGES_URL!;

/**
 * The loader looks up each element's font faces (its `@faces`, loader/faces) while the element's
 * code and data are on their way, so that the first content's layout finds them ready. Held here
 * against what the elements' first views really set text in, on a page with THEME: every face a
 * first view uses was looked up before the element had its code, and every face looked up is used.
 */
const TAGS = ['venue-faq', 'venue-calendar', 'venue-event-type', 'venue-product-grid'];

/** A theme with a heading family of its own and a font size other than the default. */
const THEME = ':root { --venue-heading-font-family: Georgia, serif; --venue-font-size: 1.0625rem }';

async function expectFacesLookedUp(page: Page, tag: string, fixture: string, late = false) {
  await page.addInitScript(
    ([tag, tags, theme, late]) => {
      // The fixture with this tag's elements alone (each in its variants there).
      new MutationObserver((records) => {
        for (const record of records)
          record.addedNodes.forEach((node) => {
            if (node instanceof Element && node.localName.startsWith('venue-') && node.localName !== tag) node.remove();
          });
      }).observe(document, { childList: true, subtree: true });
      if (late) {
        // The theme in the host's own stylesheet, render-blocking and slow to come.
        new MutationObserver((_records, observer) => {
          if (!document.head) return;
          observer.disconnect();
          document.head.insertAdjacentHTML('afterbegin', '<link rel="stylesheet" blocking="render" href="/venue-test-theme.css">');
        }).observe(document, { childList: true, subtree: true });
      } else {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(theme);
        document.adoptedStyleSheets = [sheet];
      }
      // Every font a canvas is given, as the canvas writes it back, and whether the element had
      // its code then.
      const asked: { font: string; defined: boolean }[] = [];
      (window as unknown as { asked: typeof asked }).asked = asked;
      const font = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font')!;
      Object.defineProperty(CanvasRenderingContext2D.prototype, 'font', {
        ...font,
        set(this: CanvasRenderingContext2D, value: string) {
          font.set!.call(this, value);
          asked.push({ font: font.get!.call(this) as string, defined: tags.some((name) => customElements.get(name)) });
        },
      });
    },
    [tag, TAGS, THEME, late] as const,
  );
  // The code held back a little, as on a visitor's slower network.
  await page.route('**/dist/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.route('**/venue-test-theme.css', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.fulfill({ body: THEME, contentType: 'text/css' });
  });
  await page.goto(`${pages()}/tests/browser/fixtures/${fixture}`);
  const elements = page.locator(TAGS.join(', '));
  await expect(elements.first()).toBeAttached();
  for (const el of await elements.all()) {
    expect(await el.evaluate((e) => e.localName)).toBe(tag);
    await expect(el).toHaveAttribute('data-venue-ready', '');
  }

  // What was looked up, read before facesUsed() sets fonts on a canvas of its own.
  const asked = await page.evaluate(() => [...(window as unknown as { asked: { font: string; defined: boolean }[] }).asked]);
  const used = await facesUsed(page.locator(tag));
  const early = new Set(asked.filter((a) => !a.defined).map((a) => a.font));
  for (const [font, where] of used)
    expect.soft(early.has(font), `${font}, used by ${where}, was not looked up before the code arrived`).toBe(true);
  for (const font of new Set(asked.map((a) => a.font))) expect.soft(used.has(font), `${font} was looked up and not used`).toBe(true);
}

for (const tag of TAGS) {
  test(`<${tag}>: the loader looks up the faces its first view uses before its code arrives, and no others`, async ({ page }) => {
    await expectFacesLookedUp(page, tag, 'bench-ten-elements.html');
  });
}

test('the theme read once the host’s render-blocking stylesheet is in, with the script async', async ({ page }) => {
  await expectFacesLookedUp(page, 'venue-calendar', 'calendar.html', true);
});
