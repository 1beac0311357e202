import { expect, test } from '@playwright/test';
import { mount } from './harness';

const host = (page: import('@playwright/test').Page) => page.locator('ui-test');
const dialog = (page: import('@playwright/test').Page) => host(page).locator('dialog');

/** The element focused inside the test element's shadow root. */
const focusedId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.querySelector('ui-test')?.shadowRoot?.activeElement;
    return active ? active.id || active.className || active.tagName : null;
  });

test.describe('Dialog', () => {
  test('opens as a modal with focus inside, named by its title', async ({ page }) => {
    const { console } = await mount(page, '<ui-test scene="dialog"></ui-test>');
    await host(page).locator('#opener').click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(dialog(page)).toHaveAttribute('part', 'dialog');
    await expect(page.getByRole('dialog', { name: 'Track day' })).toBeVisible();
    expect(await focusedId(page)).toBe('dialog-close');
    await expect(host(page).getByRole('button', { name: 'Close' })).toBeVisible();
    expect(console).toEqual([]);
  });

  test('Esc closes it and focus returns to the opener', async ({ page }) => {
    await mount(page, '<ui-test scene="dialog"></ui-test>');
    await host(page).locator('#opener').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(host(page).locator('#closes')).toHaveText('1');
    expect(await focusedId(page)).toBe('opener');
  });

  test('a backdrop click closes it; a click inside does not', async ({ page }) => {
    await mount(page, '<ui-test scene="dialog"></ui-test>');
    await host(page).locator('#opener').click();
    await host(page).locator('.dialog-body p').first().click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
    await expect(host(page).locator('#closes')).toHaveText('1');
    expect(await focusedId(page)).toBe('opener');
  });

  test('the close button closes it', async ({ page }) => {
    await mount(page, '<ui-test scene="dialog"></ui-test>');
    await host(page).locator('#opener').click();
    await host(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await focusedId(page)).toBe('opener');
  });

  test('keyboard: Enter opens, Tab moves through it, the body scrolls, at most 500 px high', async ({ page }) => {
    await mount(page, '<ui-test scene="dialog"></ui-test>');
    await host(page).locator('#opener').focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((d) => (d as HTMLElement).offsetHeight)).toBe(500);
    const body = host(page).locator('.dialog-body');
    expect(await body.evaluate((b) => b.scrollHeight > b.clientHeight && getComputedStyle(b).overflowY === 'auto')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('last-link');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('ui-test')!.shadowRoot!.activeElement?.textContent)).toBe('Enter Event');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await focusedId(page)).toBe('opener');
  });

  test('fullHeight lifts the 500 px limit', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await mount(page, '<ui-test scene="dialog" full-height></ui-test>');
    await host(page).locator('#opener').click();
    expect(await dialog(page).evaluate((d) => (d as HTMLElement).offsetHeight)).toBeGreaterThan(500);
  });

  test('closes by itself after timeoutMs', async ({ page }) => {
    await mount(page, '<ui-test scene="dialog" timeout-ms="1000"></ui-test>');
    await host(page).locator('#opener').click();
    expect(await dialog(page).evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await expect(dialog(page)).toBeHidden({ timeout: 5000 });
    await expect(host(page).locator('#closes')).toHaveText('1');
  });
});
