import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

const pages = () => process.env.PAGES_URL!;
const fixture = (name: string) => `${pages()}/tests/browser/fixtures/${name}`;

function countRequests(page: Page, call: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(call)) seen.push(request.postData() ?? '');
  });
  return seen;
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The fixture has no favicon; that 404 is the static server's, not ours.
    if (message.type() === 'error' && !/favicon|Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const card = (page: Page, name: string) => page.locator('#grid li.product-card').filter({ has: page.getByRole('heading', { name }) });

test.describe('<venue-product-grid>, <venue-product> and <venue-cart-button>', () => {
  test('a visitor adds two products: one request per click, the count on both buttons and in a second tab', async ({ page, context }) => {
    const errors = collectErrors(page);
    const adds = countRequests(page, '/sell/cart/cartAdd');
    await page.goto(fixture('shop.html'));
    await expect(card(page, 'Lakeside Cap')).toBeVisible();
    const link = page.locator('#cart-link [part=count]');
    const dialogButton = page.locator('#cart-dialog [part=count]');
    await expect(link).toHaveText('0');

    // The grid: a cap, Black option, quantity 2, added with a double click.
    const cap = card(page, 'Lakeside Cap');
    await cap.getByLabel('Option').selectOption({ label: 'Black – $30.00' });
    await cap.getByLabel('Quantity').fill('2');
    await cap.getByRole('button', { name: /Add to cart/ }).dblclick();
    await expect(cap.getByRole('status').or(cap.locator('.alert'))).toContainText('Lakeside Cap was added to your cart.');
    await expect(link).toHaveText('2');
    expect(adds).toHaveLength(1);
    expect(JSON.parse(adds[0])).toMatchObject({ sku: expect.anything(), qty: 2, addons: [] });

    // The product element: a medium tee with gift wrap, Enter held down in the quantity field.
    const tee = page.locator('#product');
    await tee.getByLabel('Option').selectOption({ label: 'Medium – $35.00' });
    await tee.getByLabel('Gift wrap (+$5.00)').check();
    await tee.getByLabel('Quantity').focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(link).toHaveText('3');
    await expect(dialogButton).toHaveText('3');
    expect(adds).toHaveLength(2);
    // Subtotal is the server's: 2 × 30 + (35 + 5).
    await expect(page.locator('#cart-link [part=subtotal]')).toHaveText('$100.00');
    await expect(page.locator('#cart-link [part=button]')).toHaveAccessibleName('Cart 3 items, $100.00');

    // A second tab of the same browser shows the same cart at once, and follows this tab's changes.
    const second = await context.newPage();
    await second.goto(fixture('shop-cart.html'));
    await expect(second.locator('#cart-link [part=count]')).toHaveText('3');
    await expect(second.locator('#cart li.cart-line')).toHaveCount(2);
    await page.reload();
    const sticker = card(page, 'Sticker Pack');
    await sticker.getByRole('button', { name: /Add to cart/ }).click();
    await expect(second.locator('#cart-link [part=count]')).toHaveText('4');
    await expect(page.locator('#cart-dialog [part=count]')).toHaveText('4');
    expect(errors).toEqual([]);
  });

  test('out of stock options and products cannot be added', async ({ page }) => {
    await page.goto(fixture('shop.html'));
    const poster = card(page, 'Drag Strip Poster');
    await expect(poster.getByText('Out of stock', { exact: true }).first()).toBeVisible();
    await expect(poster.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
    const tee = page.locator('#product');
    await tee.getByLabel('Option').selectOption({ label: 'Large – $35.00 (out of stock)' });
    await expect(tee.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
    await tee.getByLabel('Option').selectOption({ label: 'Small – $35.00' });
    await expect(tee.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  test('the product puts schema.org Product data with its offers in the head (001 §9)', async ({ page }) => {
    await page.goto(fixture('shop.html'));
    const script = page.locator('head > script[type="application/ld+json"][data-venue-structured-data="venue-product"]');
    await expect(script).toHaveCount(1);
    const [data] = JSON.parse((await script.textContent()) ?? '[]');
    const product = await (
      await page.request.get(`${process.env.API_URL}/api/v1/sell/product`, { params: { url: 'team-t-shirt' } })
    ).json();
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.sku).toMatch(/^[0-9a-f]{10}$/);
    expect(data.offers).toHaveLength(product.skus.length);
    const year = new Date().getFullYear();
    for (const offer of data.offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', priceValidUntil: `${year + 1}-12-31` });
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(data.offers.map((o: { availability: string }) => o.availability)).toContain('https://schema.org/OutOfStock');
  });

  test('a failing cartAdd shows the error and keeps the choices', async ({ page }) => {
    await page.goto(fixture('shop.html'));
    await page.route('**/sell/cart/cartAdd', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'This product is not available' } }),
    );
    const tee = page.locator('#product');
    await tee.getByLabel('Option').selectOption({ label: 'Small – $35.00' });
    await tee.getByLabel('Quantity').fill('3');
    await tee.getByRole('button', { name: /Add to cart/ }).click();
    await expect(tee.getByRole('alert')).toHaveText('This product is not available');
    await expect(tee.getByLabel('Quantity')).toHaveValue('3');
    await expect(page.locator('#cart-link [part=count]')).toHaveText('0');
  });

  test('the cart button with `dialog` opens the cart in a dialog; Esc closes it', async ({ page }) => {
    await page.goto(fixture('shop.html'));
    await card(page, 'Sticker Pack')
      .getByRole('button', { name: /Add to cart/ })
      .click();
    await expect(page.locator('#cart-dialog [part=count]')).toHaveText('1');
    await page.locator('#cart-dialog [part=button]').click();
    const dialog = page.getByRole('dialog', { name: 'Your cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li.cart-line')).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', 'shop-checkout.html');
    expect(await axeViolations(page, '#cart-dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // the cart button itself: the cart's own buttons leave the page a moment after the native close
    await expect(page.locator('#cart-dialog button.cart-button')).toBeFocused();
  });

  test('has no axe-core violations; screenshots at 375 px and 1280 px', async ({ page }, testInfo) => {
    await page.goto(fixture('shop.html'));
    await expect(card(page, 'Lakeside Cap')).toBeVisible();
    await expect(page.locator('#product').getByRole('button', { name: /Add to cart/ })).toBeVisible();
    for (const selector of ['#grid', '#product', '#cart-link', '#cart-dialog']) expect(await axeViolations(page, selector)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('shop-wide.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('shop-narrow.png'), fullPage: true });
  });
});
