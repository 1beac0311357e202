import { expect, test } from '@playwright/test';
import { api, FINGERPRINT, newMember } from './shop-helpers';
import { hashSite, main } from './site-helpers';

/**
 * Hash routing keeps the route after `#`, so the payment page's return address carries
 * payum_token in the query before it (`hash.html?payum_token=…#/invoice`): the invoice screen
 * must still find the payment it came back from.
 */
test('hash routing: checkout → pay → back on #/invoice with the paid invoice', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await newMember(page.request, { earlierSku: 'PASS-1' });
  const user = await (
    await page.request.get(`${api()}/api/v1/cognito/user/authUser`, { headers: { Authorization: `Bearer ${member.token}` } })
  ).json();
  // The member's session stored as the SDK stores it (the login itself is the accounts suite's).
  await page.addInitScript(
    ({ token, user, fingerprint }) => {
      if (window !== window.top || sessionStorage.getItem('e2e-logged-in')) return;
      sessionStorage.setItem('e2e-logged-in', '1');
      localStorage.setItem(
        'venue-elements/session',
        JSON.stringify({ access_token: token, refresh_token: '', auth_fingerprint: fingerprint, link_active: true }),
      );
      localStorage.setItem('venue-elements/user', JSON.stringify(user));
    },
    { token: member.token, user: user.data ?? user.user ?? user, fingerprint: FINGERPRINT },
  );
  await page.goto(hashSite('/checkout'));
  const checkout = main(page);
  await expect(checkout.getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
  await checkout.getByRole('radio', { name: 'Standard Post $9.95' }).check();
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/dev\/pay\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/site\/hash\.html\?payum_token=[^#]+#\/invoice$/);
  await expect(main(page).locator('[part=payment-status]')).toHaveText('Thank you! Your payment was received.');
  await expect(main(page).locator('[part=status]')).toHaveText('Paid');
});
