import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

const pages = () => process.env.PAGES_URL!;

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

  test('the group attribute filters the questions; without it every public item shows', async ({ page }) => {
    const faqs = (await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/faq?group=faqs`)).json()).data;
    const every = (await (await page.request.get(`${process.env.API_URL}/api/v1/cognito/faq`)).json()).data;
    expect(every.length).toBeGreaterThan(faqs.length);
    await expect(page.locator('#main button[part=question]')).toHaveCount(faqs.length);
    await expect(page.locator('#all button[part=question]')).toHaveCount(every.length);
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
