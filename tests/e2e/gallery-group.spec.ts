import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** <venue-gallery-group> on demo/media.html against the reference back end (001 §2 Gallery group). */
const demo = () => `${process.env.PAGES_URL}/demo/media.html`;
const api = () => process.env.API_URL!;

/** The group's list call answers its first gallery only. */
function oneGalleryInTheGroup(page: Page) {
  return page.route(`${api()}/graphql`, async (route) => {
    const body = route.request().postDataJSON() as { query: string };
    if (!body.query.includes('cognitoGallerys')) return route.continue();
    const response = await route.fetch();
    const reply = await response.json();
    reply.data.cognitoGallerys = reply.data.cognitoGallerys.slice(0, 1);
    return route.fulfill({ response, json: reply });
  });
}

test.describe('gallery group on the media demo page', () => {
  // the page has a strict policy (media.spec.ts tests it); axe is injected as an inline script
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    // the page's map frame never reaches Google in tests
    await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }));
  });

  test('gallery group with several galleries: choosing a cover scrolls to it and opens its pictures in the lightbox', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(demo());
    const group = page.locator('#group');
    const covers = group.locator('[part=cover]');
    await expect(covers).toHaveCount(3);
    // The page laid out for good first (its pictures in): a picture arriving above the cover after
    // it was placed would move it up into view, where choosing it needs no scroll.
    await page.waitForLoadState('load');
    await expect
      // Lazy pictures far below load only when near, in the box their attributes reserve.
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((images) =>
            images.every((img) => (img as HTMLImageElement).complete || (img as HTMLImageElement).loading === 'lazy'),
          ),
      )
      .toBe(true);
    // the second cover just showing at the bottom of the window, chosen by keyboard
    await covers.nth(1).evaluate((el) => {
      window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 60));
      (el as HTMLElement).focus({ preventScroll: true });
    });
    await expect(covers.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    // Content above grows a moment into the scroll (a gallery above arriving late): the scroll
    // still ends at the cover.
    await page.evaluate(() =>
      setTimeout(() => (document.querySelector('main h2') as HTMLElement).style.setProperty('margin-top', '300px'), 100),
    );
    const dialog = group.locator('dialog.lightbox');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // the gallery's first picture, not a grid in the page
    await expect(dialog.locator('.lightbox-caption')).toHaveText('Burnout');
    await expect(dialog.locator('.lightbox-count')).toHaveText('1 of 5');
    await expect(group.locator('.group-gallery, [part=open]')).toHaveCount(0);
    // 2000 wide in a group (001 §9): the lightbox image's own width
    await expect(dialog.locator('img[part=image]')).toHaveAttribute('width', '2000');
    // scrolled smoothly to the cover (about SCROLL_OFFSET, 120 px, below the top; it was at 640)
    const coverTop = () => covers.nth(1).evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(coverTop).toBeLessThan(150);
    expect(await coverTop()).toBeGreaterThan(90);
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog.locator('.lightbox-caption')).toHaveText('Christmas Tree');
    expect(await axeViolations(page, '#group'), 'group lightbox').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // focus is back on the cover
    expect(await page.locator('#group').evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('part'))).toBe('cover');
    await covers.nth(2).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox-caption')).toHaveText('Karts');
    await expect(dialog.locator('.lightbox-count')).toHaveText('1 of 6');
  });

  test('gallery group: a gallery that fails to load shows the error with a retry, and opens on retry', async ({ page }) => {
    let fail = true;
    // The chosen gallery comes by REST gallery find one (its slides' headings are the captions).
    await page.route(`${api()}/api/v1/cognito/gallery?*`, async (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, message: 'down' } }) : route.continue(),
    );
    await page.goto(demo());
    const group = page.locator('#group');
    await group.locator('[part=cover]').first().click();
    await expect(group.getByRole('alert')).toContainText('The gallery could not be loaded.');
    fail = false;
    await group.getByRole('button', { name: 'Try again' }).click();
    await expect(group.locator('dialog.lightbox')).toBeVisible();
    await expect(group.locator('dialog.lightbox .lightbox-caption')).toHaveText('Grid');
  });

  test('gallery group with one gallery opens it at once, as its pictures in the page', async ({ page }) => {
    await oneGalleryInTheGroup(page);
    await page.goto(demo());
    const group = page.locator('#group');
    await expect(group.locator('.group-gallery .gallery-heading')).toHaveText('On track');
    await expect(group.locator('[part=cover]')).toHaveCount(0);
    await expect(group.locator('.group-gallery [part=open]')).toHaveCount(5);
    // no modal by itself: the lightbox opens from a picture
    await expect(group.locator('dialog.lightbox')).toHaveCount(0);
    await group.locator('.group-gallery [part=open]').nth(2).click();
    await expect(group.locator('dialog.lightbox .lightbox-caption')).toHaveText('Back Straight');
  });

  test('gallery group with one gallery and no pictures says so, under no heading', async ({ page }) => {
    await oneGalleryInTheGroup(page);
    await page.route(`${api()}/api/v1/cognito/gallery?*`, async (route) => {
      const response = await route.fetch();
      const gallery = await response.json();
      // no picture, or a picture with no address to load
      const slides = gallery.slides.map((slide: { image: object }, i: number) => ({
        ...slide,
        image: i % 2 ? null : { ...slide.image, url: null },
      }));
      return route.fulfill({ response, json: { ...gallery, heading: null, slides } });
    });
    await page.goto(demo());
    const group = page.locator('#group');
    await expect(group.locator('.group-gallery .gallery-empty')).toHaveText('There are no pictures here yet.');
    await expect(group.locator('.group-gallery [part=open]')).toHaveCount(0);
    // no empty heading for a screen reader to land on
    await expect(group.locator('.group-gallery h2')).toHaveCount(0);
  });
});
