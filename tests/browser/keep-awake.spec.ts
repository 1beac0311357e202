import { expect, test } from '@playwright/test';
import { openSite, script } from './site';

/** A Screen Wake Lock that records its requests, and a page visibility the test sets. */
const fakeWakeLock = () => {
  const w = window as unknown as { locks: { released: boolean }[]; visibility: string };
  w.locks = [];
  w.visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { get: () => w.visibility });
  Object.defineProperty(navigator, 'wakeLock', {
    value: {
      request: async (type: string) => {
        if (type !== 'screen') throw new Error(type);
        const lock = {
          released: false,
          release: async () => {
            lock.released = true;
          },
        };
        w.locks.push(lock);
        return lock;
      },
    },
  });
};

test.describe('<venue-keep-awake> (001 §2: exists but is hidden)', () => {
  test('keeps the screen on while the page is shown, asks again when it is shown again, and shows nothing', async ({ page }) => {
    await page.addInitScript(fakeWakeLock);
    await openSite(
      page,
      `<!doctype html><html><head>${script()}</head><body><p>Before</p><venue-keep-awake></venue-keep-awake><p>After</p></body></html>`,
    );
    const element = page.locator('venue-keep-awake');
    await expect(element).toHaveAttribute('data-venue-ready', '');
    await expect(element.locator('[part=keep-awake]')).toHaveAttribute('data-held', '');
    expect(await page.evaluate(() => (window as unknown as { locks: unknown[] }).locks.length)).toBe(1);
    // Nothing shows: no box of its own on the host page.
    expect((await element.boundingBox())?.height ?? 0).toBe(0);
    await expect(element.locator('[part=keep-awake]')).toBeHidden();

    // The browser drops the lock when the page is hidden; shown again, the element asks anew.
    await page.evaluate(() => {
      const w = window as unknown as { locks: { released: boolean }[]; visibility: string };
      w.locks[0].released = true;
      w.visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(element.locator('[part=keep-awake]')).not.toHaveAttribute('data-held', '');
    await page.evaluate(() => {
      (window as unknown as { visibility: string }).visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { locks: unknown[] }).locks.length)).toBe(2);
    await expect(element.locator('[part=keep-awake]')).toHaveAttribute('data-held', '');

    // Removed from the page, it lets the screen go.
    await page.evaluate(() => document.querySelector('venue-keep-awake')!.remove());
    await expect.poll(() => page.evaluate(() => (window as unknown as { locks: { released: boolean }[] }).locks[1].released)).toBe(true);
  });
});
