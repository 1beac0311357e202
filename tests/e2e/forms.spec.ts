import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { isChunk } from '../chunks';
import { api, collectErrors, demo, hostEvents, logIn, recordPosts, screenshots, sendTrackDayForm } from './forms-helpers';

test.afterEach(async ({ request }) => {
  await request.delete(`${api()}/dev/faults`);
});

test('every field type of the seeded form renders, validates, masks and sends', async ({ page }) => {
  const errors = collectErrors(page);
  const events = await hostEvents(page, 'venue-form-submitted');
  const posts = recordPosts(page, '/cognito/form/submit/');
  await page.goto(demo());
  const form = page.locator('#every');

  // Both lists: the builder's header, paragraph and fields, then the questions with their content.
  // The header its author made an h3 is the form's first heading: an h2 under the page's h1.
  await expect(form.getByRole('heading', { name: 'About you', level: 2 })).toBeVisible();
  await expect(form.getByText('Tell us a little about yourself and your vehicle.')).toBeVisible();
  await expect(form.getByText('A few more questions.')).toBeVisible();
  const labels = ['Full name', 'About your vehicle', 'Laps per session', 'Preferred date', 'Nickname', 'Notes', 'E-mail', 'Phone'];
  for (const label of [...labels, 'Budget', 'Confidence', 'Age', 'Birthday', 'Start time'])
    await expect(form.getByLabel(label)).toBeVisible();
  await expect(form.getByLabel('Laps per session')).toHaveValue('5');
  await expect(form.getByLabel('Laps per session')).toHaveAttribute('max', '30');
  await expect(form.getByLabel('About your vehicle')).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Start time')).toHaveAttribute('type', 'time');
  await expect(form.getByRole('group', { name: 'Arrival' }).getByLabel('Date')).toBeVisible();
  await expect(form.getByRole('group', { name: 'Arrival' }).getByLabel('Time')).toBeVisible();
  const klass = form.getByRole('combobox', { name: /Class/ });
  await expect(klass.locator('option').first()).toHaveText('-- Select --');
  await expect(klass.locator('option')).toHaveText(['-- Select --', 'Car', 'Motorcycle', 'Kart']);
  const agree = form.getByRole('checkbox', { name: /I agree to the rules/ });
  await expect(agree).not.toBeChecked();
  await expect(form.locator('label', { hasText: 'Full name' }).locator('[title=Required]')).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Send' })).toHaveCount(1);

  // Required fields left empty block sending, each with its message; the first gets the focus.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please check the marked fields.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(form.locator('[part=error]')).toHaveText([
    'This field is required.',
    'This field is required.',
    'This field is required.',
    'This field is required.',
  ]);
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);

  // Bounds and masks: dd/mm/yyyy with D#/M#/Y###, letters refused.
  await form.getByLabel('Laps per session').fill('40');
  await form.getByLabel('Preferred date').pressSequentially('2x5122026');
  await expect(form.getByLabel('Preferred date')).toHaveValue('25/12/2026');
  await form.getByLabel('Birthday').pressSequentially('45');
  await expect(form.getByLabel('Birthday')).toHaveValue('');
  // A month cannot start with 2 or 3: those keys are refused.
  await form.getByLabel('Birthday').pressSequentially('0923');
  await expect(form.getByLabel('Birthday')).toHaveValue('09');
  await form.getByLabel('Birthday').pressSequentially('121990');
  await expect(form.getByLabel('Birthday')).toHaveValue('09/12/1990');

  // Password: revealed on demand, and a suggestion.
  const password = form.getByLabel('Club password');
  await password.fill('secret12');
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Suggest a password' }).click();
  const suggested = await password.inputValue();
  expect(suggested).toMatch(/^[A-Za-z0-9]{8}$/);
  await expect(form.getByText(`Suggested password: ${suggested}`)).toBeVisible();

  await form.getByLabel('Full name').fill('Alex Racer');
  await klass.selectOption('motorcycle');
  await form.getByLabel('E-mail').fill('not-an-address');
  await agree.check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Enter 30 or less.')).toBeVisible();
  await expect(form.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Laps per session')).toBeFocused();
  expect(posts).toHaveLength(0);

  await form.getByLabel('Laps per session').fill('12');
  await form.getByLabel('E-mail').fill('alex@venue.example');
  await form.getByLabel('Confidence').fill('80');
  await form.getByRole('group', { name: 'Arrival' }).getByLabel('Date').pressSequentially('01022027');
  await form.getByRole('group', { name: 'Arrival' }).getByLabel('Time').fill('09:30');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Thank you, your message has been sent')).toBeVisible();
  expect(posts).toHaveLength(1);
  const body = posts[0] as { data: Record<string, unknown>; url: string };
  expect(body.data).toMatchObject({
    full_name: 'Alex Racer',
    laps: '12',
    event_date: '2026-12-25',
    class: 'motorcycle',
    email: 'alex@venue.example',
    confidence: '80',
    birthday: '1990-12-09',
    arrival: '2027-02-01T09:30',
    club_password: suggested,
    agree: 1,
  });
  expect(Object.keys(body.data)).not.toContain('intro');
  expect(atob(body.url)).toBe(`${demo()}?venue_form=every-field`);
  // The form is cleared: back to its starting values.
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Laps per session')).toHaveValue('5');
  await expect(agree).not.toBeChecked();
  expect(events).toEqual([{ form_id: 1, success: true }]);
  expect(await axeViolations(page, '#every')).toEqual([]);
  await screenshots(page, '#every', 'form-every-field', (n) => test.info().outputPath(n));
  expect(errors).toEqual([]);
});

test('the paid form shows its cost with the card surcharge, pays and returns to Payment Successful', async ({ page }) => {
  await page.goto(demo());
  const paid = page.locator('#paid');
  await expect(paid.locator('[part=cost]')).toHaveText('Cost: $45.00 Card payments add $0.68 (1.5%), $45.68 in all.');
  await sendTrackDayForm(page, paid);
  await expect(page.getByText('$45.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/forms\.html\?venue_form=track-day-entry&payum_token=/);
  await expect(paid.getByText('Payment Successful. Please check your email for your invoice.')).toBeVisible();
  // The other form and the voucher on the page are not the payment's.
  await expect(page.locator('#every').getByLabel('Full name')).toBeVisible();
  await expect(page.locator('#voucher').getByRole('combobox', { name: /Theme/ })).toBeVisible();
  expect(await axeViolations(page, '#paid')).toEqual([]);
});

test('a paid form named by its number pays and returns to Payment Successful; checkPaid gets the address in base64', async ({
  page,
  request,
}) => {
  const { id } = (await (await request.get(`${api()}/api/v1/cognito/form`, { params: { id: 'track-day-entry' } })).json()) as {
    id: number;
  };
  // The same form a second time on the page, named by number instead of url.
  await page.addInitScript((formId) => {
    document.addEventListener('DOMContentLoaded', () => {
      if (!location.pathname.endsWith('/forms.html')) return;
      const form = document.createElement('venue-form');
      form.id = 'by-number';
      form.setAttribute('form-id', formId);
      document.querySelector('main')!.append(form);
    });
  }, String(id));
  const checks: string[] = [];
  page.on('request', (r) => void (r.url().includes('/payment/checkPaid') && checks.push(r.url())));
  await page.goto(demo());
  const byNumber = page.locator('#by-number');
  await sendTrackDayForm(page, byNumber);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(new RegExp(`forms\\.html\\?venue_form=${id}&payum_token=`));
  await expect(byNumber.getByText('Payment Successful. Please check your email for your invoice.')).toBeVisible();
  // The same form named by url did not send the visitor, so it stays as it is.
  await expect(page.locator('#paid').getByLabel('Driver name')).toBeVisible();
  expect(checks).toHaveLength(1);
  const sent = new URL(checks[0]).searchParams;
  expect(atob(sent.get('url')!)).toBe(page.url());
  expect(sent.get('payum_token')).toBe(new URL(page.url()).searchParams.get('payum_token'));
});

test('a declined payment shows the form again with the payment info', async ({ page }) => {
  await page.goto(demo());
  const paid = page.locator('#paid');
  await sendTrackDayForm(page, paid, 'Kart');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/payum_token=/);
  await expect(paid.getByRole('alert')).toHaveText('The payment did not go through: The card was declined');
  await expect(paid.getByLabel('Driver name')).toBeVisible();
  await expect(paid.locator('[part=cost]')).toContainText('Cost: $45.00');
});

test('a double click sends once; a slow failure and a dropped connection keep every field', async ({ page, request }) => {
  await page.goto(demo());
  const paid = page.locator('#every');
  const posts = recordPosts(page, '/cognito/form/submit/');
  await paid.getByLabel('Full name').fill('Robin Lap');
  await paid.getByRole('combobox', { name: /Class/ }).selectOption('kart');
  await paid.getByLabel('E-mail').fill('robin@venue.example');
  await paid.getByLabel('Notes').fill('Bring the spare tyres');
  await paid.getByRole('checkbox', { name: /I agree/ }).check();
  const send = paid.getByRole('button', { name: 'Send' });

  await request.post(`${api()}/dev/faults`, {
    data: { path: '/api/v1/cognito/form/submit', latency_ms: 1200, error_rate: 1, error_status: 500 },
  });
  await send.dblclick();
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await send.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(paid.getByRole('alert')).toHaveText('The server could not complete the request (error 500). Please try again.');
  expect(posts).toHaveLength(1);
  await expect(paid.getByLabel('Full name')).toHaveValue('Robin Lap');
  await expect(paid.getByLabel('Notes')).toHaveValue('Bring the spare tyres');
  await expect(paid.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

  await request.delete(`${api()}/dev/faults`);
  await page.route('**/cognito/form/submit/**', (route) => route.abort('connectionreset'));
  await send.click();
  await expect(paid.getByRole('alert')).toHaveText('The connection to the server failed. Check your connection and try again.');
  await expect(paid.getByLabel('Full name')).toHaveValue('Robin Lap');
  await expect(paid.getByRole('combobox', { name: /Class/ })).toHaveValue('kart');
  await page.unroute('**/cognito/form/submit/**');

  // Trying again works, once.
  await send.click();
  await expect(paid.getByText('Thank you, your message has been sent')).toBeVisible();
  expect(posts).toHaveLength(3);
});

test('the server refusing a field shows its words under that field, input kept', async ({ page }) => {
  await page.goto(demo());
  const form = page.locator('#paid');
  await page.route('**/cognito/form/submit/**', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Vehicle: this one is not eligible', field: 'vehicle' }),
    }),
  );
  await form.getByLabel('Driver name').fill('Sam');
  await form.getByLabel('Vehicle').fill('Tractor');
  await form.getByRole('combobox', { name: /Class/ }).selectOption('car');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('Vehicle: this one is not eligible');
  await expect(form.locator('[part=error]')).toHaveText('Vehicle: this one is not eligible');
  await expect(form.getByLabel('Vehicle')).toHaveValue('Tractor');
  await expect(form.getByLabel('Vehicle')).toBeFocused();
});

test('a members-only form asks visitors to log in and remembers the way back', async ({ page }) => {
  await page.goto(demo());
  const members = page.locator('#members');
  await expect(members.getByText('Please log in to fill in this form.')).toBeVisible();
  await expect(members.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/demo/index.html#venue-login');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('venue-elements/session') || '{}').redirect_after_login))
    .toBe('/demo/forms.html');
  await logIn(page, demo());
  await members.getByLabel('Your feedback').fill('Great track day');
  await members.getByRole('button', { name: 'Send' }).click();
  await expect(members.getByText('Thank you for your feedback')).toBeVisible();
  expect(await axeViolations(page, '#members')).toEqual([]);
});

test('on a phone, the prompt\'s "Log in" moves to the next line whole, not split across two', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(demo());
  const link = page.locator('#members').getByRole('link', { name: 'Log in' });
  await expect(link).toBeVisible();
  // One box on one line; an inline link split by the line break has a box on each.
  expect(await link.evaluate((a) => a.getClientRects().length)).toBe(1);
});

test('keyboard only: the paid form', async ({ page }) => {
  await page.goto(demo());
  const form = page.locator('#paid');
  await form.getByLabel('Driver name').focus();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hatchback');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: /Class/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('combobox', { name: /Class/ })).toHaveValue('car');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dev\/pay\//);
});

test('a signature drawn with the mouse is sent as png, jpeg and svg; signature_pad loads only with a signature field', async ({ page }) => {
  const errors = collectErrors(page);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (isChunk('signature_pad')(r.url())) chunks.push(r.url());
  });
  // No seeded form has a signature: one is served for this test only.
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/cognito/form') && url.searchParams.get('id') === 'signatures',
    (route) =>
      route.fulfill({
        json: {
          id: 99,
          name: 'Signatures',
          url: 'signatures',
          data: [{ name: 'sign_png', type: 'signature', label: 'Signature (png)', required: true }],
          questions: [
            { id: 1, name: 'sign_jpeg', field_type: 'signature', label: 'Signature (jpeg)', format: 'jpeg' },
            { id: 2, name: 'sign_svg', field_type: 'signature', label: 'Signature (svg)', format: 'svg' },
          ],
          must_be_logged_on: false,
          cost: 0,
          message: 'Signed, thank you',
        },
      }),
  );
  let sent: { data: Record<string, string> } | undefined;
  await page.route('**/cognito/form/submit/99', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { success: true, error: null, payment: null, message: 'Signed, thank you' } });
  });
  await page.goto(demo());
  await expect(page.locator('#every').getByLabel('Full name')).toBeVisible();
  expect(chunks).toEqual([]);

  await page.evaluate(() => {
    const form = document.createElement('venue-form');
    form.id = 'signatures';
    form.setAttribute('form-id', 'signatures');
    document.querySelector('main')!.prepend(form);
  });
  const form = page.locator('#signatures');
  const pad = (name: string) => form.getByRole('group', { name: new RegExp(`Signature \\(${name}\\)`) });
  await expect(pad('png').getByText('Sign with a mouse, a finger or a pen.')).toBeVisible();
  await expect(pad('png').getByText('Loading the signature pad…')).toHaveCount(0);
  expect(chunks).toHaveLength(1);

  // Unsigned and required: sending is blocked.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please sign here.')).toBeVisible();
  expect(sent).toBeUndefined();

  const draw = async (name: string) => {
    await pad(name).locator('canvas').scrollIntoViewIfNeeded();
    const box = (await pad(name).locator('canvas').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.down();
    for (const [x, y] of [
      [60, 90],
      [110, 30],
      [160, 100],
      [220, 50],
    ])
      await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
    await page.mouse.up();
    await expect(pad(name).getByRole('status')).toHaveText('Signed');
  };
  for (const name of ['png', 'jpeg', 'svg']) await draw(name);

  // Clear empties a pad; drawing again signs it again.
  await pad('jpeg').getByRole('button', { name: 'Clear' }).click();
  await expect(pad('jpeg').getByRole('status')).toHaveText('');
  await draw('jpeg');
  expect(await axeViolations(page, '#signatures')).toEqual([]);
  await screenshots(page, '#signatures', 'form-signatures', (n) => test.info().outputPath(n));

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Signed, thank you')).toBeVisible();
  expect(sent!.data.sign_png).toMatch(/^data:image\/png;base64,/);
  expect(sent!.data.sign_jpeg).toMatch(/^data:image\/jpeg;base64,/);
  expect(sent!.data.sign_svg).toMatch(/^data:image\/svg\+xml;base64,/);
  const svg = Buffer.from(sent!.data.sign_svg.split(',')[1], 'base64').toString('utf8');
  expect(svg).toContain('<svg');
  expect(svg).toMatch(/<(path|circle)/);
  // The cleared form cleared the pads too.
  await expect(pad('png').getByRole('status')).toHaveText('');
  expect(errors).toEqual([]);
});
