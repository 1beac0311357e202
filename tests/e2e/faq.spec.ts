import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { ease } from '../../src/ui/scroll';
import { clickAndSampleScroll } from './scroll-samples';

const pages = () => process.env.PAGES_URL!;

/** In an 800 × 500 window: the FAQ's last table-of-contents link, and where its question's top is. */
async function lastOfToc(page: Page) {
  await page.setViewportSize({ width: 800, height: 500 });
  const faq = page.locator('#main');
  const links = faq.locator('nav[part=toc] a');
  const last = (await links.count()) - 1;
  const question = faq.locator('button[part=question]').nth(last);
  return { link: links.nth(last), questionTop: () => question.evaluate((el) => el.getBoundingClientRect().top) };
}

/** Whether an FAQ element's last question lies within its box: the list shows whole. */
async function showsWhole(faq: Locator) {
  const [box, last] = await Promise.all([
    faq.evaluate((el) => el.getBoundingClientRect().bottom),
    faq
      .locator('button[part=question]')
      .last()
      .evaluate((el) => el.getBoundingClientRect().bottom),
  ]);
  return last <= box;
}

test.describe('<venue-faq> against the reference back end', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${pages()}/tests/browser/fixtures/faq.html`);
    await expect(page.locator('venue-faq').first().locator('button[part=question]').first()).toBeVisible();
  });

  test('accordion by mouse: one item open at a time, clicking the open item closes it', async ({ page }) => {
    const faq = page.locator('#main');
    const questions = faq.locator('button[part=question]');
    const answers = faq.locator('[part=answer]');
    expect(await questions.count()).toBeGreaterThan(2);

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(0)).toBeVisible();

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(0)).toBeHidden();

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(1)).toBeHidden();
  });

  test('accordion by keyboard: Tab, Enter, Space, arrows, Home and End', async ({ page }) => {
    const faq = page.locator('#main');
    const questions = faq.locator('button[part=question]');
    const count = await questions.count();
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    // the table of contents comes first: tab through its links to the first question
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(count - 1)).toBeFocused();
  });

  test('the table of contents opens an item and scrolls to it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 500 });
    const faq = page.locator('#main');
    const links = faq.locator('nav[part=toc] a');
    const last = (await links.count()) - 1;
    await links.nth(last).click();
    const question = faq.locator('button[part=question]').nth(last);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
  });

  test('the table of contents scrolls to its item over 400 ms eased (000 §9), ending 120 px below the top', async ({ page }) => {
    const { link, questionTop } = await lastOfToc(page);
    const { start, samples, handled } = await clickAndSampleScroll(link);
    const end = samples.at(-1)![1];
    expect(end - start, 'a real distance to scroll').toBeGreaterThan(200);
    // Under way at 100 to 300 ms (ease covers 41 % at 100 ms, 96 % at 300 ms), done after 400 ms.
    const midway = samples.filter(([at]) => at >= 100 && at <= 300);
    expect(midway.length, 'frames sampled midway').toBeGreaterThan(0);
    for (const [at, y] of midway) {
      expect(y, `scrollY at ${Math.round(at)} ms`).toBeGreaterThan(start);
      expect(y, `scrollY at ${Math.round(at)} ms`).toBeLessThan(end);
    }
    // Each frame on the CSS ease curve over 400 ms from when the click was handled, up to a frame
    // behind it (a frame's time is when it began).
    for (const [at, y] of samples.filter(([at]) => at > 0 && at < 400)) {
      const progress = (y - start) / (end - start);
      expect(progress, `progress at ${Math.round(at)} ms`).toBeGreaterThanOrEqual(ease((at - handled - 20) / 400) - 0.02);
      expect(progress, `progress at ${Math.round(at)} ms`).toBeLessThanOrEqual(ease(at / 400) + 0.02);
    }
    for (const [at, y] of samples.filter(([at]) => at >= handled + 420)) expect(y, `scrollY at ${Math.round(at)} ms`).toBe(end);
    const top = await questionTop();
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(1);
  });

  test('under reduced motion the table of contents jumps to its item at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { link, questionTop } = await lastOfToc(page);
    const { start, samples } = await clickAndSampleScroll(link, 300);
    const end = samples.at(-1)![1];
    expect(end - start).toBeGreaterThan(200);
    expect(new Set(samples.map(([, y]) => y)), 'one position from the first frame on').toEqual(new Set([end]));
    const top = await questionTop();
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(1);
  });

  test('a wheel during the scroll stops it where it is', async ({ page }) => {
    const { link, questionTop } = await lastOfToc(page);
    const { start, samples } = await link.evaluate(
      (el) =>
        new Promise<{ start: number; samples: number[] }>((resolve) => {
          const start = window.scrollY;
          (el as HTMLElement).click();
          // The wheel once the scroll is under way (on a busy machine its first frame may be
          // late), then where it is a frame later and half a second on.
          const wheelOnceMoving = () => {
            if (window.scrollY === start) return requestAnimationFrame(wheelOnceMoving);
            window.dispatchEvent(new WheelEvent('wheel', { deltaY: 1 }));
            requestAnimationFrame(() => {
              const stopped = window.scrollY;
              setTimeout(() => resolve({ start, samples: [stopped, window.scrollY] }), 500);
            });
          };
          requestAnimationFrame(wheelOnceMoving);
        }),
    );
    const [stopped, later] = samples;
    expect(stopped).toBeGreaterThan(start);
    expect(later).toBe(stopped);
    const top = await questionTop();
    expect(top).toBeGreaterThan(130);
  });

  test('the group attribute filters the questions; without it every public item shows', async ({ page }) => {
    const faqs = (await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/faq?group=faqs`)).json()).data;
    const every = (await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/faq`)).json()).data;
    expect(every.length).toBeGreaterThan(faqs.length);
    await expect(page.locator('#main button[part=question]')).toHaveCount(faqs.length);
    await expect(page.locator('#all button[part=question]')).toHaveCount(every.length);
  });

  test("as an element of its own it is its reserved box; 'Show all questions' shows the rest and focuses the first it hid", async ({
    page,
  }) => {
    const faq = page.locator('#all');
    const questions = faq.locator('button[part=question]');
    const more = faq.getByRole('button', { name: 'Show all questions' });
    await expect(more).toBeVisible();
    const height = () => faq.evaluate((el) => el.getBoundingClientRect().height);
    expect(await height(), 'the reserved height, 240px').toBe(240);
    expect(await showsWhole(faq)).toBe(false);
    // The first question whose box reaches below the strip's top edge is not (wholly) shown.
    const edge = await faq.locator('[part=more]').evaluate((el) => el.getBoundingClientRect().top);
    const bottoms = await questions.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().bottom));
    const hidden = bottoms.findIndex((bottom) => bottom > edge);
    expect(hidden, 'a question below the edge').toBeGreaterThan(0);

    await more.click();
    await expect(more).toHaveCount(0);
    await expect(questions.nth(hidden)).toBeFocused();
    expect(await height()).toBeGreaterThan(240);
    expect(await showsWhole(faq)).toBe(true);
    await questions.nth(hidden).press('Enter');
    await expect(faq.locator('[part=answer]').nth(hidden)).toBeVisible();
  });

  test("a host's --venue-reserve sets the box, and auto turns it off", async ({ page }) => {
    const faq = page.locator('#all');
    const more = faq.getByRole('button', { name: 'Show all questions' });
    await expect(more).toBeVisible();
    await faq.evaluate((el) => (el as HTMLElement).style.setProperty('--venue-reserve', '300px'));
    await expect.poll(() => faq.evaluate((el) => el.getBoundingClientRect().height)).toBe(300);
    await expect(more).toBeVisible();
    await faq.evaluate((el) => (el as HTMLElement).style.setProperty('--venue-reserve', 'auto'));
    await expect(more).toHaveCount(0);
    expect(await showsWhole(faq)).toBe(true);
  });

  test('on paper every question shows, with no strip', async ({ page }) => {
    const faq = page.locator('#all');
    expect(await showsWhole(faq)).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await showsWhole(faq)).toBe(true);
    await expect(faq.getByRole('button', { name: 'Show all questions' })).toBeHidden();
  });

  test('another group is another list: its box again, nothing open', async ({ page }) => {
    const faq = page.locator('#all');
    await faq.getByRole('button', { name: 'Show all questions' }).click();
    await faq.locator('button[part=question]').first().click();
    await expect(faq.locator('button[part=question][aria-expanded=true]')).toHaveCount(1);
    await faq.evaluate((el) => el.setAttribute('group', 'moto-ride-day'));
    await expect(faq.getByRole('button', { name: 'What gear do riders need?' })).toBeVisible();
    await expect(faq.getByRole('button', { name: 'Show all questions' })).toBeVisible();
    expect(await faq.evaluate((el) => el.getBoundingClientRect().height)).toBe(240);
    await expect(faq.locator('button[part=question][aria-expanded=true]')).toHaveCount(0);
  });

  test('focus inside the list, from the keyboard, shows it whole', async ({ page }) => {
    const faq = page.locator('#main');
    await expect(faq.getByRole('button', { name: 'Show all questions' })).toBeVisible();
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    await expect(faq.getByRole('button', { name: 'Show all questions' })).toHaveCount(0);
    expect(await showsWhole(faq)).toBe(true);
  });

  test('has no axe-core violations, closed and open', async ({ page }, testInfo) => {
    expect(await axeViolations(page, '#main')).toEqual([]);
    await page.locator('#main button[part=question]').first().click();
    expect(await axeViolations(page, '#main')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('faq-wide.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: testInfo.outputPath('faq-narrow.png'), fullPage: true });
  });
});

test('inside the site the FAQ keeps its own height, with no bar', async ({ page }) => {
  await page.goto(`${pages()}/site/faq`);
  await expect(page.locator('venue-site')).toHaveAttribute('data-venue-ready', '');
  const body = page.locator('venue-site .faq-body').first();
  await expect(body.locator('button[part=question]').first()).toBeVisible();
  expect(await body.locator('button[part=question]').count()).toBeGreaterThan(4);
  expect(await body.evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
  expect(await body.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(240);
  await expect(page.locator('venue-site [part=more]')).toHaveCount(0);
});

test('a link in an answer leads to that page of the venue’s site (siteUrl), not the host’s', async ({ page }) => {
  // configure() before the script: the core replays the queue (as a host page may do).
  await page.addInitScript(() => {
    (window as unknown as { VenueElements: object }).VenueElements = { queue: [{ siteUrl: 'https://venue.example/' }] };
  });
  await page.goto(`${pages()}/tests/browser/fixtures/faq.html`);
  const faq = page.locator('#all');
  await faq.getByRole('button', { name: 'Can I hire the venue?' }).click();
  await expect(faq.getByRole('link', { name: 'booking enquiry' })).toHaveAttribute('href', 'https://venue.example/booking-enquiry');
});
