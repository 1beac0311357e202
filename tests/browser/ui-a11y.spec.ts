import { expect, test } from '@playwright/test';
import { axeViolations } from '../e2e/axe';
import { mount } from './harness';

// axe-core (WCAG 2.1 A/AA and best practice) over each primitive, inside its shadow root.
for (const scene of ['button', 'field', 'select', 'checkbox']) {
  test(`${scene}: no axe violations`, async ({ page }) => {
    await mount(page, `<main><ui-test scene="${scene}"></ui-test></main>`);
    await expect(page.locator('ui-test .venue-root')).toBeVisible();
    expect(await axeViolations(page, 'ui-test')).toEqual([]);
  });
}

test('open dialog: no axe violations', async ({ page }) => {
  await mount(page, '<main><ui-test scene="dialog"></ui-test></main>');
  await page.locator('ui-test #opener').click();
  await expect(page.locator('ui-test dialog')).toBeVisible();
  expect(await axeViolations(page, 'ui-test')).toEqual([]);
});
