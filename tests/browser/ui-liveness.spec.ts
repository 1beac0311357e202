import { expect, test, type Page } from '@playwright/test';
import { bundle, onNode } from './harness';

/**
 * A tree rendered on a server comes alive without rendering again what does not change: hydrating,
 * every part renders what the server wrote (a visitor's, as the server knows no member); once every
 * part is live, only what reads something new renders again (useHydrated's reader always, useUser's
 * for a member alone), and never the tree around it.
 */
async function hydrate(page: Page, member: boolean) {
  const { renderScene } = await onNode<{ renderScene(name: string, props: object): Promise<string> }>('scene-server.tsx');
  const html = await renderScene('liveness', {});
  expect(html).toContain('Hello visitor');
  expect(html).toContain('>server<');
  const served = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>liveness</title></head><body>
<liveness-test><template shadowrootmode="open">${html}</template></liveness-test></body></html>`;
  await page.route('https://liveness.test/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: served }));
  if (member)
    await page.addInitScript(() => {
      localStorage.setItem('venue-elements/session', JSON.stringify({ access_token: 'a', refresh_token: 'r', auth_fingerprint: 'f' }));
      localStorage.setItem('venue-elements/user', JSON.stringify({ id: 7, first_name: 'Ada', email: 'ada@venue.example' }));
    });
  const messages: string[] = [];
  page.on('console', (message) => ['warning', 'error'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`));
  await page.goto('https://liveness.test/', { waitUntil: 'load' });
  await page.addScriptTag({ content: await bundle('liveness-entry.tsx', false) });
  const element = page.locator('liveness-test');
  await expect(element).toHaveAttribute('data-venue-hydrated', '');
  await expect(element.locator('.live')).toHaveText('live');
  // Time for any render still to come.
  await page.waitForTimeout(300);
  return { renders: await page.evaluate(() => (window as unknown as { renders: Record<string, number> }).renders), messages };
}

test("a visitor's tree: only what reads liveness renders again once live", async ({ page }) => {
  const { renders, messages } = await hydrate(page, false);
  await expect(page.locator('liveness-test .greeting')).toHaveText('Hello visitor');
  expect(renders).toEqual({ scene: 1, greeting: 1, live: 2 });
  expect(messages).toEqual([]);
});

test("a member's tree: the member shows once live, and the tree around does not render again", async ({ page }) => {
  const { renders, messages } = await hydrate(page, true);
  await expect(page.locator('liveness-test .greeting')).toHaveText('Hello Ada');
  expect(renders).toEqual({ scene: 1, greeting: 2, live: 2 });
  expect(messages).toEqual([]);
});
