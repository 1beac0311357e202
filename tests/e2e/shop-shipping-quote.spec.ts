import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { fixture, logInThroughOutbox, newMember, recordCalls } from './shop-helpers';

/** Checkout for an address with no shipping option (000 §7 requestShippingQuote). */
async function addToCart(page: Page, name: string) {
  const product = page.locator('#grid li.product-card').filter({ has: page.getByRole('heading', { name }) });
  await product.getByRole('button', { name: /Add to cart/ }).click();
  await expect(product.locator('.alert')).toContainText(`${name} was added to your cart.`);
}

test('an address with no shipping option asks the venue for a quote, once, and says what happens next', async ({ page }, testInfo) => {
  const member = await newMember(page.request);
  await logInThroughOutbox(page, member, fixture('shop.html'));
  await addToCart(page, 'Sticker Pack');
  // nothing ships to this member's address yet
  await page.route('**/sell/cart/shippingQuote', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  const asked = recordCalls(page, '/sell/cart/requestShippingQuote');
  await page.goto(fixture('shop-checkout.html'));
  const checkout = page.locator('#checkout');
  await expect(checkout.getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
  await expect(checkout.getByText('We have no shipping option for this address yet: the venue can quote one for you.')).toBeVisible();
  expect(await axeViolations(page, '#checkout')).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkout.locator('[part=shipping]').screenshot({ path: testInfo.outputPath(`checkout-no-shipping-${width}.png`) });
  }
  expect(asked).toHaveLength(0);
  const ask = checkout.getByRole('button', { name: 'Ask for a shipping quote' });
  await ask.dblclick();
  await expect(
    checkout.getByText(`We have asked the venue for a shipping quote to this address. It will be e-mailed to ${member.email}.`),
  ).toBeVisible();
  await expect(ask).toHaveCount(0);
  expect(asked).toHaveLength(1);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/cart') ?? '{}').sessionKey);
  expect(asked[0]).toMatchObject({ session, address: { street_address: '7 Paddock Road' } });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkout.locator('[part=shipping]').screenshot({ path: testInfo.outputPath(`checkout-quote-asked-${width}.png`) });
  }
  // the order still waits for a shipping option
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(checkout.locator('[part=order-error]')).toHaveText('Please choose a shipping option.');
});

test('asking for a quote for a new address wants the address first; a refusal can be retried', async ({ page }) => {
  const member = await newMember(page.request);
  await logInThroughOutbox(page, member, fixture('shop.html'));
  await addToCart(page, 'Sticker Pack');
  await page.route('**/sell/cart/shippingQuote', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  const asked = recordCalls(page, '/sell/cart/requestShippingQuote');
  await page.goto(fixture('shop-checkout.html'));
  const checkout = page.locator('#checkout');
  await checkout.getByRole('radio', { name: 'A new address' }).check();
  await checkout.locator('[name=postcode]').fill('6000');
  const ask = checkout.getByRole('button', { name: 'Ask for a shipping quote' });
  await ask.click();
  await expect(checkout.locator('[part=order-error]')).toHaveText('Please fill in Street address. Please fill in Suburb or city.');
  expect(asked).toHaveLength(0);
  await checkout.locator('[name=street_address]').fill('1 Hay Street');
  await checkout.locator('[name=city]').fill('Perth');
  await page.route(
    '**/sell/cart/requestShippingQuote',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    {
      times: 1,
    },
  );
  await ask.click();
  await expect(checkout.getByText('The shipping quote could not be requested.')).toBeVisible();
  await ask.click();
  await expect(checkout.getByText(/We have asked the venue for a shipping quote/)).toBeVisible();
  await expect(checkout.locator('[part=order-error]')).toHaveCount(0);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toMatchObject({
    address: { street_address: '1 Hay Street', city: 'Perth', postcode: '6000', country: 'AU', email: member.email },
  });
});
