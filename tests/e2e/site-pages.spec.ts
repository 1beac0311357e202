import { expect, test, type Request } from '@playwright/test';
import { main, site } from './site-helpers';

test.describe('<venue-site>: page content blocks (001 §2 Page rendering, §3)', () => {
  test('the about page shows its content blocks from the GraphQL Page, asked once, with the first load', async ({ page }) => {
    const asked: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/graphql') && request.postData()?.includes('pageContents')) asked.push('pageContents');
      if (url.pathname.endsWith('/domain/initialData')) asked.push('initialData');
    };
    page.on('request', record);
    await page.goto(site('/about'));
    const welcome = main(page).locator('.content-block#welcome');
    await expect(welcome.getByRole('heading', { name: 'Welcome to Lakeside Park' })).toBeVisible();
    await expect(welcome).toHaveClass(/bg-brand/);
    await expect(welcome).toHaveClass(/fg-white/);
    await expect(main(page).locator('.content-block#on-track').getByRole('heading', { name: 'On track' })).toBeVisible();
    // The deleted block stays out.
    await expect(main(page).getByText('The office closes at 4pm over winter.')).toHaveCount(0);
    // One request of each for the first load.
    expect(asked.sort()).toEqual(['initialData', 'pageContents']);
  });
});
