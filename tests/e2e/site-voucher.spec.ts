import { expect, test } from '@playwright/test';
import { logInWithPassword, main, site } from './site-helpers';

/** The gift voucher page of <venue-site> (001 §2): a visitor's code waits through the site's own login. */
test('a visitor redeeming on the site logs in on /login and comes back to the code in its field', async ({ page }) => {
  await page.goto(site('/gift-vouchers'));
  const voucher = main(page);
  await voucher.getByRole('button', { name: 'Redeem a gift voucher' }).click();
  await voucher.getByLabel('Code').fill('GIFT-SITE-1');
  await voucher.getByRole('button', { name: 'Redeem Now' }).click();
  await expect(page).toHaveURL(site('/login'));
  await logInWithPassword(page);
  // redirect_after_login brings the member back; the code is there, in redeem mode
  await expect(page).toHaveURL(site('/gift-vouchers'));
  await expect(voucher.getByLabel('Code')).toHaveValue('GIFT-SITE-1');
  await expect(voucher.getByRole('button', { name: 'Buy a gift voucher' })).toBeVisible();
  await expect(voucher.getByText('You will be asked to log in before your voucher is redeemed.')).toHaveCount(0);
});
