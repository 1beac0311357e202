import { expect, test, type Page } from '@playwright/test';
import { main, site } from './site-helpers';

/** Lighthouse's link-text audit: link texts that say nothing of where they lead. */
const VAGUE = new Set(['read more', 'more', 'learn more', 'click here', 'here', 'continue', 'go', 'start', 'right here', 'more info']);

/** The trimmed text of every link in the site's shadow root, as a search engine reads it. */
const linkTexts = (page: Page) =>
  page
    .locator('venue-site')
    .evaluate((el) => [...el.shadowRoot!.querySelectorAll('a[href]')].map((a) => (a.textContent ?? '').trim().toLowerCase()));

test.describe('<venue-site> layout and text', () => {
  test('at 375 px, no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/', '/about', '/booking-enquiry']) {
      await page.goto(site(path));
      await expect(main(page).locator(`[part=page]`)).toBeVisible();
      await expect(main(page).locator('img[part=image]').first()).toBeVisible();
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });

  test("home's testimonial quotes are as wide as their cards, a few words a line no longer", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site('/'));
    const card = main(page).locator('.hero-quote').first();
    await expect(card.locator('blockquote')).toBeVisible();
    const [outer, quote] = [await card.boundingBox(), await card.locator('blockquote').boundingBox()];
    // The card's own padding aside, the quote takes its width.
    expect(quote!.width).toBeGreaterThan(outer!.width * 0.75);
  });

  test("a screen shows once the site's content is in: the header filling in does not move it", async ({ page }) => {
    // The site's content late, as on a slow connection.
    await page.route('**/domain/initialData**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(site('/login'));
    const link = main(page).getByRole('link', { name: 'Sign up', exact: true });
    await expect(link).toBeVisible();
    const shown = await link.boundingBox();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await link.boundingBox()).toEqual(shown);
  });

  test("home's title has the site's name once, and its first heading is an h1", async ({ page }) => {
    await page.goto(site('/'));
    await expect(main(page).locator('[part=page][data-page=home]')).toBeVisible();
    await expect(page).toHaveTitle('Lakeside Park');
    const headings = main(page).locator('h1, h2, h3, h4, h5, h6');
    await expect(headings.first()).toHaveJSProperty('localName', 'h1');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lakeside Park');
    // A page whose heading widget is its h1 gets no second one.
    await page.goto(site('/about'));
    await expect(page).toHaveTitle('About | Lakeside Park');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(['About Lakeside Park']);
  });

  test("a 'Read more' link says in its text where it leads", async ({ page }) => {
    await page.goto(site('/'));
    const more = main(page).getByRole('link', { name: /^Read more/ });
    await expect(more).toHaveText('Read more: What people say');
    expect((await linkTexts(page)).filter((text) => VAGUE.has(text))).toEqual([]);
    await page.goto(site('/news'));
    const first = main(page).locator('.article-card').first();
    const title = (await first.locator('.article-card-title').textContent())!;
    await expect(first.getByRole('link')).toHaveText(`Read More: ${title}`);
    expect((await linkTexts(page)).filter((text) => VAGUE.has(text))).toEqual([]);
  });
});

test.describe('rows and widgets (001 §3)', () => {
  // A page call still in flight when a test ends must not fail the next test with a disposed reply.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));
  /** The news page as the CMS would send it with its rows' and list widget's settings. */
  /** The page `slug` as the CMS gives it, with `row` on its rows and `widget` on its widgets of kind `outer`. */
  async function serveWith(page: Page, slug: string, outer: string, row: Record<string, unknown>, widget: Record<string, unknown>) {
    const edit = (p: { slug?: string; url?: string; rows?: unknown }) => {
      if (p?.slug !== slug && p?.url !== slug) return p;
      const rows = typeof p.rows === 'string' ? JSON.parse(p.rows) : p.rows;
      for (const r of rows) {
        Object.assign(r, row);
        for (const b of r.blocks) for (const w of b.widgets) if (w.outer === outer) Object.assign(w, widget);
      }
      return { ...p, rows: JSON.stringify(rows) };
    };
    await page.route('**/api/v1/cognito/domain/initialData**', async (route) => {
      const body = await (await route.fetch()).json();
      const holder = body.data ?? body;
      if (Array.isArray(holder.pages)) holder.pages = holder.pages.map(edit);
      await route.fulfill({ json: body });
    });
    await page.route('**/api/v1/cognito/page?**', async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: body.data && !Array.isArray(body.data) ? { ...body, data: edit(body.data) } : edit(body) });
    });
  }

  const serveNewsWith = (page: Page, row: Record<string, unknown>, widget: Record<string, unknown>) =>
    serveWith(page, 'news', 'Blog/article_list', row, widget);

  test('a row applies container_id and container_class', async ({ page }) => {
    await serveNewsWith(page, { container_id: 'latest', container_class: 'container news-rows' }, {});
    await page.goto(site('/news'));
    const container = main(page).locator('.row-container#latest');
    await expect(container).toHaveClass(/news-rows/);
    await expect(container.locator('.article-card').first()).toBeVisible();
  });

  test('a list widget applies its offset, limit, items per page and pagination labels, by keyboard', async ({ page }) => {
    const all = await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/article?page=1&page_size=20`)).json();
    const names = (all.data as { name: string }[]).map((a) => a.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    await serveNewsWith(page, {}, { offset: 1, limit: 3, items_per_page: 2, first_label: 'First', last_label: 'Last' });
    await page.goto(site('/news'));
    const titles = main(page).locator('.article-card-title');
    await expect(titles).toHaveText(names.slice(1, 3));
    const pages = main(page).getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button')).toHaveText(['First', '‹', '›', 'Last']);
    await pages.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(titles).toHaveText(names.slice(3, 4));
    await expect(pages).toContainText('Page 2 of 2');
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'First page' }).focus();
    await page.keyboard.press('Space');
    await expect(titles).toHaveText(names.slice(1, 3));
  });

  test('the person list applies its offset, limit and items per page, paged by keyboard', async ({ page }) => {
    const all = await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/person?page_size=64`)).json();
    const names = (all.data as { first_name: string; last_name: string }[]).map((p) => `${p.first_name} ${p.last_name}`);
    expect(names.length).toBeGreaterThanOrEqual(5);
    await serveWith(page, 'about', 'person_list', {}, { offset: 1, limit: 3, items_per_page: 2, next_label: 'Next' });
    await page.goto(site('/about'));
    const people = main(page).locator('[part=people]');
    const shown = people.locator('.person-name');
    await expect(shown).toHaveText(names.slice(1, 3));
    const pages = people.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button')).toHaveText(['«', '‹', 'Next', '»']);
    await pages.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown).toHaveText(names.slice(3, 4));
    await expect(pages).toContainText('Page 2 of 2');
    await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous page' }).focus();
    await page.keyboard.press('Space');
    await expect(shown).toHaveText(names.slice(1, 3));
  });
});
