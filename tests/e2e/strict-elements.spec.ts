import type { Page } from '@playwright/test';
import { expect, extensionCalls, strictPages, test } from './strict-helpers';
import { HIDDEN_ELEMENTS } from './hidden-elements';

/** Every live element of the catalogue has rendered its first content (the loader's data-venue-ready). */
async function allReady(page: Page) {
  await expect.poll(() => page.locator('section.element').count()).toBeGreaterThan(20);
  await expect
    .poll(
      () =>
        page
          .locator('.live > *')
          .evaluateAll((all) =>
            all.filter((el) => el.localName.startsWith('venue-') && !el.hasAttribute('data-venue-ready')).map((el) => el.localName),
          ),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

test('strict: every element of the catalogue renders once, its content and no error', async ({ page, strictCalls }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${strictPages()}/demo/index.html`);
  await allReady(page);
  // Let each element's first calls settle (a spinner turns into content or an error).
  await expect
    .poll(
      () =>
        page
          .locator('.live > *')
          .evaluateAll((all) => all.filter((el) => el.shadowRoot?.querySelector('.spinner')).map((el) => el.localName)),
      {
        timeout: 20_000,
      },
    )
    .toEqual([]);
  const states = await page.locator('.live > *').evaluateAll((all) =>
    all
      .filter((el) => el.localName.startsWith('venue-'))
      .map((el) => {
        const root = el.shadowRoot?.querySelector<HTMLElement>('.venue-root');
        return {
          tag: el.localName,
          text: root?.innerText.trim().length ?? 0,
          errors: [...(root?.querySelectorAll('[part=alert][data-tone=danger]') ?? [])].map((a) => a.textContent?.trim()),
        };
      }),
  );
  expect(states.length).toBeGreaterThan(20);
  for (const state of states) {
    expect(state.errors, `<${state.tag}> shows no error`).toEqual([]);
    if (!HIDDEN_ELEMENTS.has(state.tag)) expect(state.text, `<${state.tag}> shows content`).toBeGreaterThan(0);
  }
  test.info().annotations.push({ type: 'extension calls', description: extensionCalls(strictCalls.calls).join(', ') || 'none' });
});
