import { expect, test } from '@playwright/test';

/** 000 §7: failed calls are posted to the configured error-reporting address; never a token. */
test('a failed call is reported to errorReportUrl without its query or any token', async ({ page, request }) => {
  const api = process.env.API_URL!;
  const marker = `t${Date.now()}`;
  await page.addInitScript(
    ([url]) => {
      (window as unknown as { VenueElements: object }).VenueElements = { queue: [{ errorReportUrl: url, traceSampleRate: 0 }] };
    },
    [`${api}/dev/errors`],
  );
  await page.route(`${api}/api/v1/cognito/faq**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{"message":"down"}',
    }),
  );
  await page.goto(`${process.env.PAGES_URL}/tests/browser/fixtures/faq.html?a=${marker}&r=${marker}`);
  await expect(page.locator('venue-faq').first().locator('[role=alert]')).toBeVisible();

  await expect
    .poll(async () => {
      const reports = (await (await request.get(`${api}/dev/errors.json`)).json()) as { call?: string; status?: number; url?: string }[];
      return reports.find((r) => r.call?.endsWith('/api/v1/cognito/faq') && r.status === 500);
    })
    .toMatchObject({ kind: 'error', url: expect.stringMatching(/\/faq\.html$/) });
  const all = JSON.stringify(await (await request.get(`${api}/dev/errors.json`)).json());
  expect(all).not.toContain(marker);
});
