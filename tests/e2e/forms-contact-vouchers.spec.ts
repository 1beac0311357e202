import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { api, collectErrors, demo, hostEvents, logIn, recordPosts, screenshots } from './forms-helpers';

test.afterEach(async ({ request }) => {
  await request.delete(`${api()}/dev/faults`);
});

/** A paid voucher bought straight from the back end; returns its code. */
async function paidVoucher(request: APIRequestContext, amount = 50): Promise<string> {
  const buy = await request.post(`${api()}/api/v1/cognito/giftVoucher/payNow`, {
    data: { theme_id: 1, amount, url: Buffer.from(demo()).toString('base64') },
  });
  const { payment } = (await buy.json()) as { payment: string };
  const token = payment.split('/dev/pay/')[1];
  await request.post(payment, { data: { action: 'pay' }, headers: { Accept: 'application/json' } });
  const check = await (await request.get(`${api()}/api/v1/cognito/payment/checkPaid`, { params: { payum_token: token } })).json();
  return check.payment.voucher_code as string;
}

test('contact: all four required, sent once, thank-you without the button; the server words on refusal', async ({ page }) => {
  const errors = collectErrors(page);
  const events = await hostEvents(page, 'venue-form-submitted');
  const posts = recordPosts(page, '/cognito/formSubmit');
  await page.goto(demo());
  const contact = page.locator('#contact');
  const send = contact.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(contact.locator('[part=error]')).toHaveText(Array(4).fill('This field is required.'));
  await expect(contact.getByLabel('Name')).toBeFocused();
  expect(posts).toHaveLength(0);

  await contact.getByLabel('Name').fill('Jo Visitor');
  await contact.getByLabel('E-mail').fill('jo@venue.example');
  await contact.getByLabel('Subject').fill('Track hire');
  await contact.getByLabel('Message').fill('Can we hire the track on a Sunday?');

  // A refusal shows the server's text as-is and keeps the fields.
  await page.route('**/cognito/formSubmit', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Please wait a minute' }),
    }),
  );
  await send.click();
  await expect(contact.getByRole('alert')).toHaveText('Please wait a minute');
  await expect(contact.getByLabel('Message')).toHaveValue('Can we hire the track on a Sunday?');
  await page.unroute('**/cognito/formSubmit');

  await send.dblclick();
  await expect(contact.getByText('Thank you for your message.', { exact: true })).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send' })).toHaveCount(0);
  expect(posts).toHaveLength(2);
  expect(posts[1]).toEqual({
    details: { name: 'Jo Visitor', email: 'jo@venue.example', subject: 'Track hire', message: 'Can we hire the track on a Sunday?' },
  });
  expect(events).toEqual([
    { form_id: 'contact', success: false },
    { form_id: 'contact', success: true },
  ]);
  expect(await axeViolations(page, '#contact')).toEqual([]);
  expect(errors).toEqual([]);
});

test('contact: name and e-mail prefilled for a member', async ({ page }) => {
  await logIn(page, demo());
  const contact = page.locator('#contact');
  await expect(contact.getByLabel('Name')).toHaveValue('Casey Driver');
  await expect(contact.getByLabel('E-mail')).toHaveValue('demo@venue.example');
  await expect(contact.getByLabel('Subject')).toHaveValue('');
  await screenshots(page, '#contact', 'contact', (n) => test.info().outputPath(n));
});

test('contact by keyboard alone', async ({ page }) => {
  await page.goto(demo());
  const contact = page.locator('#contact');
  await contact.getByLabel('Name').focus();
  for (const text of ['Key Board', 'key@venue.example', 'Hello', 'Typed without a mouse']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  await expect(contact.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(contact.getByText('Thank you for your message.', { exact: true })).toBeVisible();
});

test('booking enquiry: required fields, event types, a fault shows the sorry text with the input kept, then thanks', async ({
  page,
  request,
}) => {
  const posts = recordPosts(page, '/lakeside/event/enquiry');
  await page.goto(demo());
  const enquiry = page.locator('#enquiry');
  await expect(enquiry.getByRole('checkbox', { name: 'Main track' })).toBeVisible();
  await expect(enquiry.getByRole('checkbox', { name: 'Driver training centre' })).toBeVisible();
  await expect(enquiry.getByRole('checkbox', { name: 'Function room' })).toBeVisible();
  const type = enquiry.getByRole('combobox', { name: /Event type/ });
  await expect(type.locator('option')).toHaveText([
    '-- Select --',
    'Car',
    'Club Day',
    'Drag Racing',
    'Driver Training',
    'Family',
    'Motorcycle',
  ]);
  const send = enquiry.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect(enquiry.locator('[part=error]')).toHaveCount(6);
  expect(posts).toHaveLength(0);

  await enquiry.getByRole('checkbox', { name: 'Main track' }).check();
  await enquiry.getByLabel('Business name').fill('Fast Co');
  await enquiry.getByLabel('Contact name').fill('Pat Fast');
  await enquiry.getByLabel('E-mail').fill('pat@fast.example');
  await enquiry.getByLabel('Phone').fill('0400 123 456');
  await type.selectOption('Club Day');
  await enquiry.getByLabel('Description').fill('A club day for 40 cars');
  await enquiry.getByRole('checkbox', { name: 'Saturday' }).check();

  await request.post(`${api()}/dev/faults`, { data: { path: '/api/v1/lakeside/event/enquiry', error_rate: 1, error_status: 503 } });
  await send.click();
  await expect(enquiry.getByRole('alert')).toHaveText('Sorry, something went wrong');
  await expect(enquiry.getByLabel('Description')).toHaveValue('A club day for 40 cars');
  await expect(enquiry.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  expect(await axeViolations(page, '#enquiry')).toEqual([]);
  await screenshots(page, '#enquiry', 'enquiry', (n) => test.info().outputPath(n));

  await request.delete(`${api()}/dev/faults`);
  await send.click();
  await expect(enquiry.getByText('Thank you for your enquiry')).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(posts[1]).toMatchObject({
    venue_main_track: true,
    venue_dtc: false,
    business_name: 'Fast Co',
    event_type: 'Club Day',
    phone: '0400 123 456',
    prefer_sat: true,
    prefer_mon: false,
  });
});

test('voucher: theme with its image, listed amounts, pay → card page → Payment Successful', async ({ page }) => {
  const errors = collectErrors(page);
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/i/')) images.push(r.url());
  });
  await page.goto(demo());
  const voucher = page.locator('#voucher');
  const theme = voucher.getByRole('combobox', { name: /Theme/ });
  await expect(theme.locator('option')).toHaveText(['Birthday', 'Christmas', 'Thank You', 'Racing']);
  const amount = voucher.getByRole('combobox', { name: /Amount/ });
  await expect(amount.locator('option')).toHaveText(['-- Select --', '$50.00', '$100.00', '$150.00', '$200.00', 'Custom Amount']);
  await expect(voucher.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await theme.selectOption({ label: 'Racing' });
  await expect(voucher.getByRole('img', { name: 'Racing gift voucher' })).toBeVisible();
  // A picture loads as it nears the viewport (the browser's own lazy loading): the visitor scrolls to it.
  await voucher.getByRole('img', { name: 'Racing gift voucher' }).scrollIntoViewIfNeeded();
  await expect.poll(() => images.join(' ')).toMatch(/\/16x9\/[^/ ]+\.(webp|jpg)( |$)/);
  expect(images.filter((u) => u.endsWith('.avif'))).toEqual([]);

  await amount.selectOption('100');
  const pay = voucher.getByRole('button', { name: 'Pay $100 Now', exact: true });
  await expect(pay).toBeVisible();
  expect(await axeViolations(page, '#voucher')).toEqual([]);
  await screenshots(page, '#voucher', 'voucher-buy', (n) => test.info().outputPath(n));
  const posts = recordPosts(page, '/giftVoucher/payNow');
  await pay.dblclick();
  await page.waitForURL(/\/dev\/pay\//);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ theme_id: 4, amount: 100 });
  expect(atob(posts[0].url as string)).toBe(demo());
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/forms\.html\?payum_token=/);
  await expect(voucher.getByText('Payment Successful Please check your email for your receipt')).toBeVisible();
  await screenshots(page, '#voucher', 'voucher-paid', (n) => test.info().outputPath(n));
  // The CMS forms on the page are not the payment's.
  await expect(page.locator('#paid').getByLabel('Driver name')).toBeVisible();
  await voucher.getByRole('button', { name: 'Buy another gift voucher' }).click();
  await expect(voucher.getByRole('combobox', { name: /Theme/ })).toBeVisible();
  expect(page.url()).toBe(demo());
  expect(errors).toEqual([]);
});

test('voucher: bought on a page a paid form returned to, the return is still the voucher’s', async ({ page }) => {
  // Left in the address by the track day form's own payment earlier.
  await page.goto(`${demo()}?venue_form=track-day-entry`);
  const voucher = page.locator('#voucher');
  await voucher.getByRole('combobox', { name: /Theme/ }).selectOption({ label: 'Racing' });
  await voucher.getByRole('combobox', { name: /Amount/ }).selectOption('50');
  const posts = recordPosts(page, '/giftVoucher/payNow');
  await voucher.getByRole('button', { name: 'Pay $50 Now', exact: true }).click();
  await page.waitForURL(/\/dev\/pay\//);
  expect(atob(posts[0].url as string)).toBe(demo());
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/forms\.html\?payum_token=/);
  await expect(voucher.getByText('Payment Successful Please check your email for your receipt')).toBeVisible();
});

test('voucher: a custom amount as a float, a refusal in red, a declined card shows Payment Failed', async ({ page }) => {
  await page.goto(demo());
  const voucher = page.locator('#voucher');
  await voucher.getByRole('combobox', { name: /Amount/ }).selectOption({ label: 'Custom Amount' });
  const custom = voucher.getByLabel('Your amount in dollars');
  await expect(custom).toBeVisible();
  await expect(voucher.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await custom.fill('2500');
  await voucher.getByRole('button', { name: 'Pay $2500 Now', exact: true }).click();
  await expect(voucher.getByRole('alert')).toHaveText('A gift voucher can be worth at most $2000');
  await expect(custom).toHaveValue('2500');

  const posts = recordPosts(page, '/giftVoucher/payNow');
  // the spec's template `Pay ${amount} Now`: the amount as the number it is
  await custom.fill('12.5');
  await expect(voucher.getByRole('button', { name: /^Pay / })).toHaveText('Pay $12.5 Now');
  await custom.fill('75.5');
  await voucher.getByRole('button', { name: 'Pay $75.5 Now', exact: true }).click();
  await page.waitForURL(/\/dev\/pay\//);
  expect(posts[0]).toMatchObject({ theme_id: 1, amount: 75.5 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/payum_token=/);
  await expect(voucher.getByRole('alert')).toHaveText('Payment Failed');
});

test('voucher: a visitor sees Code and Redeem Now; the submit asks to log in and the code waits for the return', async ({ page }) => {
  const posts = recordPosts(page, '/giftVoucher/redeem');
  await page.goto(demo());
  const voucher = page.locator('#voucher');
  await voucher.getByRole('button', { name: 'Redeem a gift voucher' }).click();
  await expect(voucher.getByText('You will be asked to log in before your voucher is redeemed.')).toBeVisible();
  await voucher.getByLabel('Code').fill('GIFT-1234');
  expect(await axeViolations(page, '#voucher')).toEqual([]);
  await screenshots(page, '#voucher', 'voucher-redeem-visitor', (n) => test.info().outputPath(n));
  await voucher.getByRole('button', { name: 'Redeem Now' }).click();
  // the element's login-url, with this page remembered as redirect_after_login
  await page.waitForURL((url) => url.pathname === '/demo/index.html' && url.hash === '#venue-login');
  // The login page's catalogue shows this visitor a checkout and an invoice that need a login:
  // once they have, the way back is still the voucher's page, not the login page itself.
  await expect(page.locator('venue-checkout [part=login-link]')).toBeVisible();
  await expect(page.locator('venue-invoice').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') ?? '{}').redirect_after_login)).toBe(
    '/demo/forms.html',
  );
  expect(posts).toHaveLength(0);
  // logged in, back on the voucher page by a full load: redeem mode, the code in its field
  await logIn(page, demo());
  await expect(voucher.getByRole('button', { name: 'Buy a gift voucher' })).toBeVisible();
  await expect(voucher.getByLabel('Code')).toHaveValue('GIFT-1234');
  await expect(voucher.getByText('You will be asked to log in before your voucher is redeemed.')).toHaveCount(0);
  // kept once: a later visit starts afresh
  await page.reload();
  await expect(voucher.getByRole('button', { name: 'Redeem a gift voucher' })).toBeVisible();
});

test('voucher: a member redeems; a bad code in red; a good one goes to /profile', async ({ page, request }) => {
  const code = await paidVoucher(request);
  await logIn(page, demo());
  const voucher = page.locator('#voucher');
  await voucher.getByRole('button', { name: 'Redeem a gift voucher' }).click();
  await expect(voucher.getByRole('button', { name: 'Buy a gift voucher' })).toBeVisible();
  await voucher.getByRole('button', { name: 'Redeem Now' }).click();
  await expect(voucher.getByText('This field is required.')).toBeVisible();
  await voucher.getByLabel('Code').fill('NOPE-NOPE');
  await voucher.getByRole('button', { name: 'Redeem Now' }).click();
  await expect(voucher.getByRole('alert')).toHaveText('This voucher code is not valid');
  await expect(voucher.getByLabel('Code')).toHaveValue('NOPE-NOPE');
  expect(await axeViolations(page, '#voucher')).toEqual([]);
  await screenshots(page, '#voucher', 'voucher-redeem', (n) => test.info().outputPath(n));

  // The element's default profile address.
  await page.evaluate(() => document.querySelector('#voucher')!.removeAttribute('profile-url'));
  await voucher.getByLabel('Code').fill(code);
  await voucher.getByRole('button', { name: 'Redeem Now' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
});
