import { expect, test, type Page } from '@playwright/test';
import { isChunk } from '../chunks';
import { axeViolations } from './axe';

/** The media widgets on demo/media.html against the reference back end. */
const demo = () => `${process.env.PAGES_URL}/demo/media.html`;
const api = () => process.env.API_URL!;
const json = async (page: Page, path: string) => (await (await page.request.get(`${api()}${path}`)).json()) as Record<string, unknown>;

/** The Google embed never reaches the network in tests; the frame gets a stand-in page. */
async function stubMaps(page: Page) {
  const asked: string[] = [];
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' });
  });
  return asked;
}

test.describe('media widgets on the demo page', () => {
  // the page has a strict policy (tested below); axe is injected as an inline script
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await stubMaps(page);
  });

  test('each gallery type renders its slides', async ({ page }) => {
    const slider = (await json(page, '/api/v1/cognito/gallery?id=home-slider')).slides as unknown[];
    const track = (await json(page, '/api/v1/cognito/gallery?id=track-day')).slides as unknown[];
    const family = (await json(page, '/api/v1/cognito/gallery?id=family-day')).slides as unknown[];
    await page.goto(demo());
    await expect(page.locator('#slider .slider-slide')).toHaveCount(slider.length);
    await expect(page.locator('#slider .slider-slide:not([inert])')).toHaveCount(1);
    await expect(page.locator('#shadowgrid .gallery[data-type=shadowgrid] [part=slide]')).toHaveCount(track.length);
    await expect(page.locator('#shadowgrid .gallery-heading')).toHaveText('Track Day');
    // limit-slides="4"
    await expect(page.locator('#centeredgrid .gallery[data-type=centeredgrid] [part=slide]')).toHaveCount(4);
    await expect(page.locator('#grid .gallery[data-type=grid] [part=slide]')).toHaveCount(family.length);
    // no lightbox on #grid: its pictures are not buttons
    await expect(page.locator('#grid [part=open]')).toHaveCount(0);
    // boxes are reserved from the pictures' width and height (4x3 at 600)
    const img = page.locator('#shadowgrid img[part=image]').first();
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '450');
    // a slide's internal link is a route of the site; an http link opens in a new tab
    await expect(page.locator('#shadowgrid a[part=button]').first()).toHaveAttribute('href', '/calendar');
    const external = page.locator('#shadowgrid a[part=button]').nth(1);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test("a centred grid's cells keep their column width when a picture cannot be loaded", async ({ page }) => {
    await page.route(/\/assets\/i\//, (route) => route.abort());
    // Columns narrower than a picture that failed is wide on its own.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(demo());
    const cells = page.locator('#centeredgrid .gallery-cell');
    await expect(cells).toHaveCount(4);
    await expect(page.locator('#centeredgrid .picture[data-stage=failed]')).toHaveCount(4);
    const { widths, column } = await page.locator('#centeredgrid .gallery-grid').evaluate((grid) => {
      const style = getComputedStyle(grid);
      const columns = Number(style.getPropertyValue('--_cols'));
      const gap = parseFloat(style.columnGap);
      return {
        widths: [...grid.children].map((cell) => cell.getBoundingClientRect().width),
        column: (grid.getBoundingClientRect().width - (columns - 1) * gap) / columns,
      };
    });
    // Three to a row (grid-width="3"), the fourth centred below: each as wide as a column, not as its picture's attributes.
    for (const width of widths) expect(width).toBeCloseTo(column, 0);
  });

  test('prefers-reduced-motion pauses the slider and the background video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(demo());
    const count = page.locator('#slider .slider-count');
    await expect(page.locator('#slider .slider-slide')).toHaveCount(3);
    await expect(page.locator('#slider [part=slider-pause]')).toHaveCount(0);
    await page.waitForTimeout(5000);
    await expect(count).toHaveText('1 of 3');
    await expect(page.locator('#slider .slider-track')).toHaveAttribute('aria-live', 'polite');
    // the buttons still move it, at once rather than smoothly
    const moved = await page.locator('#slider .slider-track').evaluate((track) => {
      (track.closest('[part=slider]')!.querySelector('[part=slider-next]') as HTMLButtonElement).click();
      return track.scrollLeft / track.clientWidth;
    });
    expect(moved).toBe(1);
    await expect(count).toHaveText('2 of 3');
    const video = page.locator('#video video');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('lightbox by mouse: open, next, close by the button and the backdrop, focus back', async ({ page }) => {
    await page.goto(demo());
    const opener = page.locator('#shadowgrid [part=open]').first();
    await opener.click();
    const dialog = page.locator('#shadowgrid dialog.lightbox');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox-count')).toHaveText('1 of 5');
    const picture = dialog.locator('img[part=image]');
    await expect(dialog.locator('.picture')).toHaveAttribute('data-stage', 'loaded');
    // Laid out across the dialog and asked for at that width (in avif), not at its placeholder's size.
    expect((await picture.boundingBox())!.width).toBeGreaterThan(800);
    const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\.avif$/);
    expect(Number(/\/(\d+)x\d+:[^/]*$/.exec(chosen)?.[1])).toBeGreaterThanOrEqual(800);
    await dialog.locator('[part=lightbox-next]').click();
    await expect(dialog.locator('.lightbox-count')).toHaveText('2 of 5');
    await dialog.locator('[part=dialog-close]').click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // the backdrop
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('lightbox by keyboard: Enter opens, arrows move, Esc closes, focus back; swipes move', async ({ page }) => {
    await page.goto(demo());
    const opener = page.locator('#centeredgrid [part=open]').nth(1);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#centeredgrid dialog.lightbox');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox-count')).toHaveText('2 of 4');
    await expect(dialog.locator('[part=dialog-close]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.lightbox-count')).toHaveText('3 of 4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.lightbox-count')).toHaveText('1 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.lightbox-count')).toHaveText('4 of 4');
    // a swipe to the left is the next picture
    const box = (await dialog.locator('.lightbox-figure').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(dialog.locator('.lightbox-count')).toHaveText('1 of 4');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the lightbox loads on first open, and shows its configured message when a picture fails', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => isChunk('Lightbox')(r.url()) && chunks.push(r.url()));
    // the lightbox asks for the 16x9 variant (lightbox-aspect); the grid's 4x3 pictures still load
    await page.route(/\/assets\/i\/[^/]+\/16x9\//, (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto(demo());
    await expect(page.locator('#shadowgrid [part=open]').first()).toBeVisible();
    expect(chunks).toEqual([]);
    await page.locator('#shadowgrid [part=open]').first().click();
    const dialog = page.locator('#shadowgrid dialog.lightbox');
    await expect(dialog.locator('[part=alert]')).toHaveText('Sorry, this photo is not available.');
    expect(chunks).toHaveLength(1);
  });

  test('hero with a picture and hero with a video', async ({ page }) => {
    await page.goto(demo());
    const image = page.locator('#hero-image');
    await expect(image.locator('.hero-heading')).toHaveText('Lakeside Park');
    await expect(image.locator('[part=hero]')).toHaveAttribute('data-overlay', 'black');
    await expect(image.locator('[part=hero]')).toHaveAttribute('data-opacity', '70');
    await expect(image.locator('.hero-media img[part=image]')).toHaveAttribute('src', /\/assets\/i\/b58f440b255f\/16x9\//);
    await expect(image.locator('.hero-overlay img[part=image]')).toHaveAttribute('width', '300');
    await expect(image.locator('a[part=button]')).toHaveAttribute('href', '/calendar');
    expect((await image.boundingBox())!.height).toBe(500);

    // 001 §7: a video plays from {base}/v/{id}.mp4, by its id.
    const { id } = await json(page, '/api/v1/cognito/video?id=lakeside-lap');
    const video = page.locator('#hero-video video');
    await expect(video).toHaveAttribute('src', `${api()}/v/${id}.mp4`);
    // The slate is an image of the sizes the layout needs, under the video, never the full-size poster.
    expect(await video.getAttribute('poster')).toBeNull();
    const slate = page.locator('#hero-video .video-embed-slate img[part=image]');
    await slate.scrollIntoViewIfNeeded();
    await expect
      .poll(() => slate.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/assets\/i\/6c3789d1b693\/16x9\/\d+x\d+:1925\.avif$/);
    const flags = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline }));
    expect(flags).toEqual({ muted: true, loop: true, inline: true });
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // off screen it pauses
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.locator('#hero-video a[part=button]')).toHaveAttribute('target', '_blank');
  });

  test("a YouTube video (platform's default) plays in the privacy-enhanced embed, framed once on screen", async ({ page, request }) => {
    // Staff log in by an e-mailed code: another test of this worker's back end may have changed
    // the staff password (accounts.spec.ts, password recovery).
    const email = 'admin@venue.example';
    const fingerprint = 'e2eYouTubeFingerprint';
    await request.post(`${api()}/api/v1/cognito/user/sendLoginLink`, { data: { email, fingerprint, code_only: true } });
    const [mail] = (await (await request.get(`${api()}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { code: string }[];
    const login = await request.get(`${api()}/api/v1/cognito/user/loginRecoveryCode`, { params: { email, code: mail.code, fingerprint } });
    expect(login.ok(), await login.text()).toBe(true);
    const { access_token } = (await login.json()) as { access_token: string };
    const slug = `yt-${Date.now()}`;
    const created = await request.post(`${api()}/api/v1/cognito/video/create`, {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { name: 'On board', slug, file: 'dQw4w9WgXcQ' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const framed: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      framed.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    // A page of its own, the video below the fold and nothing above it that moves. On the demo
    // page the ten elements above it grow as their content arrives, and the video could be
    // scrolled to only once they all had (Playwright waits for a box to be stable): under load
    // that took most of the test's time.
    await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/video.html`);
    const video = page.locator('#video');
    await video.evaluate((el, name) => el.setAttribute('video', name), slug);
    const frame = video.locator('iframe');
    // Rendered (the region is named after the video) but off screen: not framed.
    await expect(video.getByRole('region', { name: 'On board' })).toBeAttached();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(frame).toHaveCount(0);
    expect(framed).toEqual([]);
    await video.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*mute=1/);
    await expect(frame).toHaveAttribute('title', 'On board');
    await expect(page.locator('#video video')).toHaveCount(0);
    // The frame's request leaves a moment after its address is set: once, and no second one after it.
    await expect.poll(() => framed.length).toBe(1);
    await page.waitForTimeout(300);
    expect(framed.length).toBe(1);
  });

  test('testimonials with ratings, three a page', async ({ page }) => {
    await page.goto(demo());
    const grid = page.locator('#testimonials');
    await expect(grid.locator('[part=testimonial]')).toHaveCount(3);
    await expect(grid.locator('[part=stars]').first()).toHaveAttribute('aria-label', 'Rated 5 out of 5');
    await expect(grid.locator('[part=stars]').nth(2)).toHaveAttribute('aria-label', 'Rated 4 out of 5');
    const [a, b] = await grid.locator('[part=testimonial]').evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(a).toBe(b); // two columns
    await grid.getByRole('button', { name: 'Next page' }).click();
    await expect(grid.locator('.pagination-status')).toHaveText('Page 2 of 2');
    await expect(grid.locator('[part=testimonial]').first()).toContainText('Alex Morgan');
  });

  test('people alternate left and right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(demo());
    const people = page.locator('#people [part=person]');
    await expect(people).toHaveCount(5);
    for (let i = 0; i < 3; i++) {
      const person = people.nth(i);
      await expect(person).toHaveAttribute('data-side', i % 2 ? 'right' : 'left');
      const photo = (await person.locator('.person-photo').boundingBox())!;
      const text = (await person.locator('.person-text').boundingBox())!;
      expect(photo.x < text.x).toBe(i % 2 === 0);
    }
    await expect(people.first().locator('.person-name')).toHaveText('Dana Whitfield');
    await expect(people.first().locator('img[part=image]')).toHaveAttribute('alt', 'Dana Whitfield');
  });

  test('the map loads no frame until near the viewport, and always offers a plain link', async ({ page }) => {
    const asked = await stubMaps(page);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(demo());
    const map = page.locator('#map');
    await expect(map.locator('[part=link]')).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=1%20Lakeside%20Drive/);
    await expect(map.locator('[part=sign]')).toContainText('1 Lakeside Drive');
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(asked).toEqual([]);
    // Scrolled to, again while the widgets above it still grow (on a busy machine they can push the
    // map back out of view before its observer has seen it).
    await expect(async () => {
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('iframe')).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(map.locator('iframe')).toHaveAttribute('src', /maps\.google\.com\/maps\?q=1%20Lakeside%20Drive.*&z=14&output=embed/);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('no axe-core violations; screenshots at 375 and 1280 px', async ({ page }, testInfo) => {
    test.setTimeout(90_000); // eleven widgets checked one by one, and two full-page screenshots
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(demo());
    await expect(page.locator('#people [part=person]')).toHaveCount(5);
    await expect(page.locator('#group [part=cover]')).toHaveCount(3);
    await page.locator('#map').scrollIntoViewIfNeeded();
    await expect(page.locator('#map iframe')).toHaveCount(1);
    for (const id of [
      'slider',
      'shadowgrid',
      'centeredgrid',
      'grid',
      'group',
      'hero-image',
      'hero-video',
      'testimonials',
      'people',
      'map',
      'video',
    ])
      expect(await axeViolations(page, `#${id}`), id).toEqual([]);
    await page.locator('#shadowgrid [part=open]').first().click();
    await expect(page.locator('#shadowgrid dialog.lightbox')).toBeVisible();
    expect(await axeViolations(page, '#shadowgrid'), 'lightbox').toEqual([]);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: testInfo.outputPath('media-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('media-375.png'), fullPage: true });
  });
});

test.describe("media widgets under the demo page's strict Content-Security-Policy", () => {
  test('under a strict Content-Security-Policy the slider and every sheet work with no violation', async ({ page }) => {
    await stubMaps(page);
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
    });
    await page.goto(demo());
    await expect(page.locator('#slider .slider-slide')).toHaveCount(3);
    // the slider's adopted sheet applies: the slides lie in a row in a track that scrolls and snaps
    const track = page.locator('#slider .slider-track');
    expect(await track.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).scrollSnapType])).toEqual([
      'flex',
      'x mandatory',
    ]);
    await page.locator('#slider [part=slider-next]').click();
    await expect(page.locator('#slider .slider-count')).toHaveText('2 of 3');
    await expect(page.locator('#people [part=person]')).toHaveCount(5);
    // the lightbox, the map's frame and the video load under the policy too
    await page.locator('#shadowgrid [part=open]').first().click();
    await expect(page.locator('#shadowgrid dialog.lightbox .picture')).toHaveAttribute('data-stage', 'loaded');
    await page.keyboard.press('Escape');
    await page.locator('#map').scrollIntoViewIfNeeded();
    await expect(page.locator('#map iframe')).toHaveCount(1);
    await page.locator('#video').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#video video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
