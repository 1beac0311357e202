import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api, collectErrors, fixture, recordCalls } from './shop-helpers';

const card = (page: Page, name: string) => page.locator('#grid li.product-card').filter({ has: page.getByRole('heading', { name }) });
const line = (page: Page, name: string) => page.locator('#cart li.cart-line').filter({ has: page.getByRole('heading', { name }) });

async function addToCart(page: Page, name: string) {
  const product = card(page, name);
  await product.getByRole('button', { name: /Add to cart/ }).click();
  await expect(product.locator('.alert')).toContainText(`${name} was added to your cart.`);
}

test.describe('<venue-cart>', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(fixture('shop.html'));
    await addToCart(page, 'Lakeside Cap');
    await addToCart(page, 'Sticker Pack');
    await page.goto(fixture('shop-cart.html'));
    await expect(page.locator('#cart li.cart-line')).toHaveCount(2);
  });

  test('update and remove lines; every amount is the server’s, with 2 decimals', async ({ page }) => {
    const errors = collectErrors(page);
    const cap = line(page, 'Lakeside Cap');
    await expect(cap.getByText('Option: Red')).toBeVisible();
    await expect(cap.getByText('Code: CAP-RED')).toBeVisible();
    await cap.getByLabel('Quantity').fill('3');
    await cap.getByRole('button', { name: /Update/ }).click();
    await expect(cap.locator('[part=line-subtotal]')).toContainText('$90.00');
    await expect(page.locator('#cart-link [part=count]')).toHaveText('4');
    await expect(page.locator('#cart [part=total]')).toHaveText('$98.00');
    await expect(page.locator('#cart').getByText('Includes GST of $8.91')).toBeVisible();

    // Out of range: the field says so and nothing is sent.
    await cap.getByLabel('Quantity').fill('0');
    await expect(cap.getByRole('button', { name: /Update/ })).toBeDisabled();

    await line(page, 'Sticker Pack')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.locator('#cart li.cart-line')).toHaveCount(1);
    await expect(page.locator('#cart-link [part=count]')).toHaveText('3');
    await expect(page.locator('#cart [part=total]')).toHaveText('$90.00');
    expect(errors).toEqual([]);
  });

  test('a promotion code gives its discount; an unknown one gets the server’s message', async ({ page }) => {
    const cart = page.locator('#cart');
    await cart.getByLabel('Promotion code').fill('NOPE');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.locator('[part=promotion-message]')).toContainText('This promotion code is not valid');
    await cart.getByLabel('Promotion code').fill('speed10');
    await cart.getByLabel('Promotion code').press('Enter');
    await expect(cart.locator('[part=promotion-message]')).toContainText('Promotion SPEED10 applied');
    await expect(cart.getByText('Discount (SPEED10)')).toBeVisible();
    await expect(cart.getByText('−$3.80')).toBeVisible();
    await expect(cart.locator('[part=total]')).toHaveText('$34.20');
    await cart.getByRole('button', { name: 'Remove code' }).click();
    await expect(cart.locator('[part=total]')).toHaveText('$38.00');
  });

  test('a shipping quote shows "name $0.00" options with pick-up; the chosen one is in the total', async ({ page }) => {
    const cart = page.locator('#cart');
    await cart.getByLabel(/^Postcode/).fill('x');
    await cart.getByRole('button', { name: 'Get a quote' }).click();
    await expect(cart.locator('[part=shipping] [role=alert]')).toHaveText('postcode is not valid');
    await cart.getByLabel('Suburb').fill('Petrie');
    await cart.getByLabel(/^Postcode/).fill('4502');
    await cart.getByRole('button', { name: 'Get a quote' }).click();
    const options = cart.getByRole('radio');
    await expect(options).toHaveCount(3);
    await expect(cart.locator('.shipping-options label')).toHaveText([
      'Standard Post $9.95',
      'Express Post $14.95',
      'Pick up from the venue $0.00Pick-up',
    ]);
    await cart.getByRole('radio', { name: 'Express Post $14.95' }).check();
    await expect(cart.locator('[part=total]')).toHaveText('$52.95');
    // Overseas: only pick-up.
    await cart.getByLabel('Country').selectOption('NZ');
    await cart.getByRole('button', { name: 'Get a quote' }).click();
    await expect(cart.getByRole('radio')).toHaveCount(1);
    expect(await axeViolations(page, '#cart')).toEqual([]);
  });

  test('more than the stock: the notice, the line bounded by can_purchase_qty, no checkout until changed', async ({ page }) => {
    const cart = page.locator('#cart');
    const product = await (await page.request.get(`${api()}/api/v1/sell/product`, { params: { url: 'lakeside-cap' } })).json();
    const stock = product.skus.find((s: { code: string }) => s.code === 'CAP-BLK').stock as number;
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/cart')!).sessionKey);
    const add = await page.request.post(`${api()}/api/v1/sell/cart/cartAdd`, {
      data: { sku: 'CAP-BLK', qty: stock + 2, addons: [], session },
    });
    expect(add.ok()).toBe(true);
    await page.reload();
    const black = page.locator('#cart li.cart-line[data-out-of-stock]');
    await expect(black).toHaveCount(1);
    await expect(cart.locator('[part=stock-notice]')).toHaveText(
      'Some items are no longer in stock: please change the quantities before you check out.',
    );
    await expect(cart.getByRole('link', { name: 'Check out' })).toHaveCount(0);
    await expect(black.getByText(`Only ${stock} available.`)).toBeVisible();
    await expect(black.getByLabel('Quantity')).toHaveAttribute('max', String(stock));
    await black.getByRole('button', { name: `Change to ${stock}` }).click();
    await expect(cart.locator('[part=stock-notice]')).toHaveCount(0);
    await expect(cart.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', 'shop-checkout.html');
  });

  test('money follows the element’s language', async ({ page }) => {
    await page.locator('#cart').evaluate((el) => el.setAttribute('lang', 'de'));
    await expect(page.locator('#cart [part=total]')).toHaveText(/^38,00\s?AU\$$/);
  });
});

test('under a slow API the cart button and the cart share one getCart', async ({ page }) => {
  // Each getCart takes 1.5 s: a second one queued behind the first doubled the wait.
  await page.route('**/sell/cart/getCart', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const loads = recordCalls(page, '/sell/cart/getCart');
  await page.goto(fixture('shop-cart.html'));
  await expect(page.locator('#cart [part=empty]')).toContainText('Your cart is empty');
  await expect(page.locator('#cart-link')).toBeVisible();
  await page.waitForTimeout(500);
  expect(loads).toHaveLength(1);
});

test('a visitor who adds while the page’s first getCart is still on its way keeps every item', async ({ page }) => {
  // The first getCart, asked with no session yet, answers after the first cartAdd has made the
  // cart; the session key in its reply is another, empty one.
  let first = true;
  await page.route('**/sell/cart/getCart', async (route) => {
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.goto(fixture('shop.html'));
  await addToCart(page, 'Lakeside Cap');
  await addToCart(page, 'Sticker Pack');
  await page.goto(fixture('shop-cart.html'));
  await expect(page.locator('#cart li.cart-line')).toHaveCount(2);
});
