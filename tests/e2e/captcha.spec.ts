import { expect, test, type Page } from '@playwright/test';
import { collectErrors, recordPosts } from './forms-helpers';

/**
 * use_captcha (001 §3 Form): a form that needs a captcha shows the configured service's widget and
 * sends its token; a form that does not loads nothing of it; a site with no key says so. The
 * services are stand-ins served here (no network): each defines what its real script defines.
 */
const page_ = () => `${process.env.PAGES_URL}/tests/browser/fixtures/captcha.html`;
const CAPTCHA_HOSTS = /www\.google\.com\/recaptcha|www\.gstatic\.com|challenges\.cloudflare\.com|hcaptcha\.com/;

/** A service's script as a stand-in: render() draws a button that hands over a token, numbered by render. */
const standIn = (global: string, ready: boolean) => `(function () {
  var rendered = 0;
  var api = {
    render: function (el, options) {
      var n = ++rendered;
      if (!options.sitekey) throw new Error('no sitekey');
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'I am human (' + options.sitekey + ')';
      button.onclick = function () { options.callback('stand-in-token-' + n); };
      el.appendChild(button);
      return n;
    },
    reset: function () {},
    getResponse: function () { return ''; }
  };
  ${ready ? 'api.ready = function (callback) { setTimeout(callback, 0); };' : ''}
  window.${global} = api;
})();`;

/** Opens the page with the captcha settings given, serving the stand-ins, and adds `<venue-form form-id>`. */
async function open(page: Page, settings: Record<string, string>, formId: string) {
  const scripts: string[] = [];
  page.on('request', (request) => CAPTCHA_HOSTS.test(request.url()) && scripts.push(request.url()));
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standIn('grecaptcha', true) }),
  );
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standIn('turnstile', false) }),
  );
  await page.addInitScript((values) => {
    (window as unknown as { VenueElements: { queue: unknown[] } }).VenueElements = { queue: [values] };
  }, settings);
  await page.goto(page_());
  await page.evaluate((id) => {
    const form = document.createElement('venue-form');
    form.setAttribute('form-id', id);
    document.getElementById('forms')!.append(form);
  }, formId);
  return scripts;
}

for (const [provider, field, script] of [
  ['recaptcha', 'g-recaptcha-response', 'https://www.google.com/recaptcha/api.js?render=explicit'],
  ['turnstile', 'cf-turnstile-response', 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'],
] as const) {
  test(`a use_captcha form shows ${provider} and sends its token as ${field}; without one it is not sent`, async ({ page }) => {
    const errors = collectErrors(page);
    const posts = recordPosts(page, '/cognito/form/submit/');
    const settings: Record<string, string> = { captchaSiteKey: 'site-key-1' };
    if (provider !== 'recaptcha') settings.captcha = provider;
    const scripts = await open(page, settings, 'call-me-back');
    const form = page.locator('venue-form');
    await form.getByLabel('Your name').fill('Sam');
    await form.getByLabel('Phone').fill('0400 000 000');
    const human = form.getByRole('group', { name: 'Spam check' }).getByRole('button', { name: 'I am human (site-key-1)' });
    await expect(human).toBeVisible();

    // Not solved: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please complete the spam check.')).toBeVisible();
    expect(posts).toHaveLength(0);

    // Solved with the keyboard, as any visitor may: the token goes with the values, beside them.
    await human.focus();
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Thank you, we will call you back')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ [field]: 'stand-in-token-1', data: { name: 'Sam', phone: '0400 000 000' } });
    // A token is good for one send: a new widget is drawn for the next, by the one script loaded.
    await expect(form.getByRole('button', { name: 'I am human (site-key-1)' })).toHaveCount(1);
    await form.getByLabel('Your name').fill('Alex');
    await form.getByLabel('Phone').fill('0400 000 001');
    await form.getByRole('button', { name: 'I am human (site-key-1)' }).click();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toMatchObject({ [field]: 'stand-in-token-2' });
    expect(scripts).toEqual([script]);
    expect(errors).toEqual([]);
  });
}

test('a form without use_captcha loads nothing of the captcha, even with a service configured', async ({ page }) => {
  const scripts = await open(page, { captcha: 'turnstile', captchaSiteKey: 'site-key-1' }, 'every-field');
  const form = page.locator('venue-form');
  await expect(form.getByLabel('Full name')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(form.getByRole('group', { name: 'Spam check' })).toHaveCount(0);
});

test('on a site with no captcha key, a use_captcha form says it cannot be sent and the console names the setting', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const posts = recordPosts(page, '/cognito/form/submit/');
  const scripts = await open(page, {}, 'call-me-back');
  const form = page.locator('venue-form');
  await expect(form.getByRole('alert')).toHaveText('This form cannot be sent from this site yet: its spam check is not set up.');
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect
    .poll(() => warnings.find((w) => w.includes('call-me-back')))
    .toMatch(/captchaSiteKey.*data-captcha-site-key|data-captcha-site-key.*captchaSiteKey/);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(posts).toEqual([]);
});
