import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './axe';
import { api, collectErrors, fixture, logInThroughOutbox, newMember, ordersOf, recordCalls, type Member } from './shop-helpers';

// One back end for every suite: the fault injection below must not overlap another order here.
test.describe.configure({ mode: 'serial' });

const card = (page: Page, name: string) => page.locator('#grid li.product-card').filter({ has: page.getByRole('heading', { name }) });

async function addToCart(page: Page, name: string, option?: string) {
  const product = card(page, name);
  if (option) await product.getByLabel('Option').selectOption({ label: option });
  await product.getByRole('button', { name: /Add to cart/ }).click();
  await expect(product.locator('.alert')).toContainText(`${name} was added to your cart.`);
}

/** A fresh member with one item in the cart, logged in and on the checkout page. */
async function memberAtCheckout(page: Page, product = 'Sticker Pack'): Promise<Member> {
  const member = await newMember(page.request);
  await logInThroughOutbox(page, member, fixture('shop.html'));
  await addToCart(page, product);
  await page.goto(fixture('shop-checkout.html'));
  await expect(page.locator('#checkout').getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
  await page.locator('#checkout').getByRole('radio', { name: 'Standard Post $9.95' }).check();
  return member;
}

test.afterEach(async ({ request }) => {
  await request.delete(`${api()}/dev/faults`);
});

test('visitor → two products → count everywhere → log in → merged cart → checkout → pay → invoice', async ({ page, context }) => {
  // The whole journey of a visitor, two tabs and a payment page: longer than one step's limit.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const member = await newMember(page.request, { earlierSku: 'PASS-1' });

  // A visitor adds two products; both cart buttons and a second tab follow.
  await page.goto(fixture('shop.html'));
  await addToCart(page, 'Lakeside Cap', 'Black – $30.00');
  await page
    .locator('#product')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.locator('#cart-link [part=count]')).toHaveText('2');
  await expect(page.locator('#cart-dialog [part=count]')).toHaveText('2');
  const second = await context.newPage();
  await second.goto(fixture('shop-cart.html'));
  await expect(second.locator('#cart-link [part=count]')).toHaveText('2');

  // Checkout as a visitor asks to log in, and remembers where to come back to.
  await page.goto(fixture('shop-checkout.html'));
  const checkout = page.locator('#checkout');
  await expect(checkout.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', 'shop-login.html');
  // The session store writes to storage after the render that shows the link: poll.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').redirect_after_login))
    .toBe('/tests/browser/fixtures/shop-checkout.html');

  // Logging in merges the visitor's cart with the member's earlier one (a track day pass).
  const merges = recordCalls(page, '/sell/cart/mergeCart');
  await logInThroughOutbox(page, member, fixture('shop-checkout.html'));
  await expect(page.locator('#cart-link [part=count]')).toHaveText('3');
  expect(merges).toHaveLength(1);
  await expect(second.locator('#cart-link [part=count]')).toHaveText('3');
  await expect(checkout.locator('.checkout-lines li')).toHaveCount(3);

  // A saved address, a shipping option: the totals are the server's.
  await expect(checkout.getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
  const standard = checkout.getByRole('radio', { name: 'Standard Post $9.95' });
  await expect(checkout.getByRole('radio', { name: /Pick up from the venue \$0\.00/ })).toBeVisible();
  await standard.check();
  // 30 + 35 + 180 + 9.95 shipping
  await expect(checkout.locator('[part=total]')).toHaveText('$254.95');
  await expect(checkout.getByText('Includes GST of $23.18')).toBeVisible();
  await checkout.getByLabel('Note for the venue').fill('Leave it at the gate');
  expect(await axeViolations(page, '#checkout')).toEqual([]);

  const orders = recordCalls(page, '/sell/cart/submitOrder');
  const submitted: unknown[] = [];
  await page.exposeFunction('orderSubmitted', (detail: unknown) => submitted.push(detail));
  await page.evaluate(() =>
    document.addEventListener('venue-order-submitted', (event) => {
      (window as unknown as { orderSubmitted(d: unknown): void }).orderSubmitted((event as CustomEvent).detail);
    }),
  );
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/dev\/pay\//);
  expect(orders).toHaveLength(1);
  expect(Object.keys(orders[0]).sort()).toEqual(['address', 'note', 'paymentGateway', 'promotion_code', 'shipping_option_id', 'url']);
  expect(orders[0]).toMatchObject({ paymentGateway: 'card', note: 'Leave it at the gate', promotion_code: '' });
  expect(atob(orders[0].url as string)).toBe(fixture('shop-invoice.html'));
  await expect(page.getByText('$254.95')).toBeVisible();
  await expect.poll(() => submitted).toEqual([{ payment: page.url() }]);

  // Pay → back on the shop with payum_token → the invoice, paid, with its tickets.
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/shop-invoice\.html\?payum_token=/);
  const invoice = page.locator('#invoice');
  await expect(invoice.locator('[part=payment-status]')).toHaveText('Thank you! Your payment was received.');
  await expect(invoice.locator('[part=status]')).toHaveText('Paid');
  await expect(invoice.locator('[part=total]')).toHaveText('$254.95');
  await expect(invoice.locator('[part=lines] tbody tr')).toHaveCount(3);
  await expect(invoice.locator('[part=ticket]')).toHaveCount(3);
  await expect(page.locator('#cart-link [part=count]')).toHaveText('0');
  expect(await axeViolations(page, '#invoice')).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`invoice-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await expect(invoice.locator('[part=print-button]')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const [order] = await ordersOf(page.request, member.token);
  expect(order).toMatchObject({ status: 'paid', total_amount: 254.95 });
  expect(errors).toEqual([]);
});

test('the payment step shows what each payment type adds to the total, as the reference back end answers', async ({ page }) => {
  const asked = recordCalls(page, '/payment/paymentSurchargesOf');
  await memberAtCheckout(page);
  const checkout = page.locator('#checkout');
  // 8.00 + 9.95 shipping; the card adds 1.5 %, American Express 2.9 %.
  await expect(checkout.locator('[part=total]')).toHaveText('$17.95');
  await expect(checkout.locator('[part=surcharges] dl > div')).toHaveText([
    'Credit or debit card surcharge+$0.27',
    'American Express surcharge+$0.52',
  ]);
  await expect(checkout.locator('[part=surcharges]')).toContainText('Added by the payment page to the total above');
  expect(asked.at(-1)).toEqual({ amount: 17.95 });
  expect(await axeViolations(page, '#checkout')).toEqual([]);
});

test('surcharges as a number or a list of type and amount are shown; an unknown shape or a failure shows none and the order goes on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let answer: (route: Route) => Promise<void> = (route) => route.fulfill({ json: { success: true, data: 4.2 } });
  await page.route('**/payment/paymentSurchargesOf', (route) => answer(route));
  await memberAtCheckout(page);
  const checkout = page.locator('#checkout');
  const lines = checkout.locator('[part=surcharges] dl > div');
  await expect(lines).toHaveText(['Payment surcharge+$4.20']);

  answer = (route) =>
    route.fulfill({
      json: [
        { type: 'Visa', amount: 1.25 },
        { type: 'Amex', amount: 3 },
      ],
    });
  await page.reload();
  await expect(lines).toHaveText(['Visa surcharge+$1.25', 'Amex surcharge+$3.00']);

  for (const odd of [
    (route: Route) => route.fulfill({ json: { success: true, surcharges: { visa: '1%' } } }),
    (route: Route) => route.fulfill({ status: 500, json: { success: false, message: 'Surcharges are down' } }),
  ]) {
    answer = odd;
    const replied = page.waitForResponse('**/payment/paymentSurchargesOf');
    await page.reload();
    await replied;
    await expect(checkout.locator('[part=total]')).toHaveText('$17.95');
    await expect(checkout.locator('[part=surcharges]')).toHaveCount(0);
    await expect(checkout.locator('[part=alert][data-tone=danger]')).toHaveCount(0);
  }
  // The shipping option kept in the cart is chosen again once this reload's quote is in.
  await expect(checkout.getByRole('radio', { name: 'Standard Post $9.95' })).toBeChecked();
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/dev\/pay\//);
});

test('a declined card shows the failure on the invoice page', async ({ page }) => {
  await memberAtCheckout(page);
  await page.locator('#checkout').getByRole('button', { name: 'Place order and pay' }).click();
  await page.waitForURL(/\/dev\/pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/shop-invoice\.html\?payum_token=/);
  const invoice = page.locator('#invoice');
  await expect(invoice.locator('[part=payment-status]')).toHaveText('The payment did not go through: The card was declined');
  await expect(invoice.getByRole('link', { name: 'Back to checkout' })).toBeVisible();
  await expect(invoice.locator('[part=status]')).toHaveText('Payment failed');
  await expect(invoice.getByText('Tickets are issued once the invoice is paid.')).toBeVisible();
});

test('a slow, then failing submitOrder: one request per attempt, the message shown, the input kept, one order in the end', async ({
  page,
  request,
}) => {
  const member = await memberAtCheckout(page, 'Lakeside Cap');
  const checkout = page.locator('#checkout');
  const submit = checkout.getByRole('button', { name: 'Place order and pay' });
  const calls = recordCalls(page, '/sell/cart/submitOrder');
  await checkout.getByLabel('Note for the venue').fill('Ring the bell');

  // Slow and failing: double click, then Enter held down in the note's neighbour field.
  await request.post(`${api()}/dev/faults`, {
    data: { path: '/api/v1/sell/cart/submitOrder', latency_ms: 1500, error_rate: 1, error_status: 500 },
  });
  await submit.dblclick();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
  await expect(checkout.locator('[part=order-error]')).toHaveText('something went wrong');
  expect(calls).toHaveLength(1);
  await expect(checkout.getByLabel('Note for the venue')).toHaveValue('Ring the bell');
  await expect(checkout.getByRole('radio', { name: 'Standard Post $9.95' })).toBeChecked();
  expect(await ordersOf(request, member.token)).toHaveLength(0);

  // The connection drops: the same message, still nothing ordered.
  await request.delete(`${api()}/dev/faults`);
  await page.route('**/sell/cart/submitOrder', (route) => route.abort('connectionreset'));
  await submit.click();
  await expect(checkout.locator('[part=order-error]')).toHaveText('something went wrong');
  await page.unroute('**/sell/cart/submitOrder');
  expect(await ordersOf(request, member.token)).toHaveLength(0);

  // A reply of success false shows the server's own message: an unknown promotion code.
  await checkout.getByLabel('Promotion code').fill('NOPE');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.locator('[part=promotion-message]')).toContainText('This promotion code is not valid');
  await submit.click();
  await expect(checkout.locator('[part=order-error]')).toHaveText('This promotion code is not valid');

  // A call that fails with a message of its own (000 §8): 'something went wrong', input kept.
  await page.route('**/sell/cart/submitOrder', (route) =>
    route.fulfill({ status: 422, json: { success: false, message: 'The order service refused the call' } }),
  );
  await submit.click();
  await expect(checkout.locator('[part=order-error]')).toHaveText('something went wrong');
  await page.unroute('**/sell/cart/submitOrder');
  await expect(checkout.getByLabel('Note for the venue')).toHaveValue('Ring the bell');
  await checkout.getByRole('button', { name: 'Remove code' }).click();
  await expect(checkout.locator('[part=promotion-message]')).toHaveCount(0);

  // Healthy again: one more click places exactly one order.
  await submit.click();
  await page.waitForURL(/\/dev\/pay\//);
  const orders = await ordersOf(request, member.token);
  expect(orders).toHaveLength(1);
  expect(calls.length).toBe(5);
});

test('a failing getCart shows the error with a retry, not an empty cart', async ({ page }) => {
  await memberAtCheckout(page);
  const checkout = page.locator('#checkout');
  // A member with an item whose browser holds no cart yet, and getCart answers 500. (The quote
  // that choosing a shipping option asked for settles first: its reply would store the cart again.)
  await page.waitForLoadState('networkidle');
  await page.route('**/sell/cart/getCart', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  // Cleared as the reloaded page starts, so nothing the old page still wrote on its way out counts.
  await page.addInitScript(() => localStorage.removeItem('venue-elements/cart'));
  await page.reload();
  await expect(checkout.getByRole('alert')).toContainText('The cart could not be loaded.', { timeout: 20_000 });
  await expect(checkout.getByText('Your cart is empty')).toHaveCount(0);
  await page.unroute('**/sell/cart/getCart');
  await checkout.getByRole('button', { name: 'Try again' }).click();
  await expect(checkout.locator('.checkout-lines li')).toHaveCount(1);
  await expect(checkout.getByRole('button', { name: 'Place order and pay' })).toBeVisible();
});

test('a failing getCart shows the error with a retry even over a cart kept from an earlier visit, not the address form', async ({
  page,
}) => {
  await memberAtCheckout(page);
  const checkout = page.locator('#checkout');
  await page.waitForLoadState('networkidle');
  // the browser still holds the cart (one line) from this visit
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/cart') ?? '{}').items?.length)).toBe(1);
  await page.route('**/sell/cart/getCart', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.reload();
  await expect(checkout.getByRole('alert')).toContainText('The cart could not be loaded.', { timeout: 20_000 });
  await expect(checkout.getByRole('radio')).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'Place order and pay' })).toHaveCount(0);
  await page.unroute('**/sell/cart/getCart');
  await checkout.getByRole('button', { name: 'Try again' }).click();
  await expect(checkout.locator('.checkout-lines li')).toHaveCount(1);
  await expect(checkout.getByRole('radio', { name: /Workshop: 7 Paddock Road/ })).toBeChecked();
});

test('checkout by keyboard alone, with a new address', async ({ page }) => {
  const member = await newMember(page.request);
  await logInThroughOutbox(page, member, fixture('shop.html'));
  await addToCart(page, 'Sticker Pack');
  await page.goto(fixture('shop-checkout.html'));
  const checkout = page.locator('#checkout');
  const saved = checkout.getByRole('radio', { name: /Workshop/ });
  await expect(saved).toBeChecked();
  await saved.focus();
  await page.keyboard.press('ArrowDown');
  await expect(checkout.getByRole('radio', { name: 'A new address' })).toBeChecked();
  const type = async (name: string, text: string) => {
    await page.keyboard.press('Tab');
    await expect(checkout.locator(`[name=${name}]`)).toBeFocused();
    await page.keyboard.type(text);
  };
  await type('first_name', 'Alex');
  await type('last_name', 'Racer');
  await type('phone', '0400 111 222');
  await type('company', '');
  await type('street_address', '1 Grid Walk');
  await type('street_address_1', '');
  await type('city', 'Petrie');
  await type('state', 'QLD');
  await type('postcode', '4502');
  // The options are quoted for the new address once its postcode is in.
  await expect(checkout.getByRole('radio', { name: 'Standard Post $9.95' })).toBeVisible();
  await page.keyboard.press('Tab'); // country (AU)
  await page.keyboard.press('Tab');
  const pickup = checkout.getByRole('radio', { name: /Pick up from the venue/ });
  await expect(checkout.getByRole('radio', { name: 'Standard Post $9.95' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(pickup).toBeChecked();
  await expect(checkout.locator('[part=total]')).toHaveText('$8.00');
  await page.keyboard.press('Tab');
  await expect(checkout.getByLabel('Note for the venue')).toBeFocused();
  const submit = checkout.getByRole('button', { name: 'Place order and pay' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dev\/pay\//);
  const [order] = await ordersOf(page.request, member.token);
  expect(order).toMatchObject({ total_amount: 8 });
});

test('has no axe-core violations; screenshots at 375 px and 1280 px', async ({ page }, testInfo) => {
  await memberAtCheckout(page, 'Team T-Shirt');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`checkout-${width}.png`), fullPage: true });
  }
  expect(await axeViolations(page, '#checkout')).toEqual([]);
  await page.goto(fixture('shop-cart.html'));
  await expect(page.locator('#cart li.cart-line')).toHaveCount(1);
  expect(await axeViolations(page, '#cart')).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`cart-${width}.png`), fullPage: true });
  }
});
