import { expect, strictPages, test } from './strict-helpers';

test("strict: the profile's new address goes to the contract's address/create with every field and the member's e-mail", async ({
  page,
}) => {
  await page.goto(`${strictPages()}/tests/browser/fixtures/accounts.html`);
  const login = page.locator('#login');
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail address').fill('demo@venue.example');
  await login.locator('input[name=password]').fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  const account = page.locator('#account');
  await account.getByRole('button', { name: 'Add an address' }).click();
  await account.getByLabel('Name of this address').fill('Strict garage');
  await account.getByLabel('Company name').fill('Strict Racing');
  await account.locator('input[name=street_address]').fill('5 Contract Way');
  await account.getByLabel('City or suburb').fill('Petrie');
  await account.getByLabel('Postcode').fill('4502');
  const sent = page.waitForRequest((r) => r.url().includes('/sell/address/create'));
  const answered = page.waitForResponse((r) => r.url().includes('/sell/address/create'));
  await account.getByRole('button', { name: 'Save address' }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(
    [
      'display_name',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'street_address',
      'street_address_1',
      'postcode',
      'city',
      'state',
      'country',
    ].sort(),
  );
  expect(body.email).toBe('demo@venue.example');
  expect(body.first_name).not.toBe('');
  expect((await answered).status()).toBe(200);
  await expect(account.locator('li', { hasText: 'Strict garage: 5 Contract Way' })).toBeVisible();
});
