// The rendered pages' Content-Security-Policy knows the site's other origins, each only when
// configured and in the directives that need it: the API bases a token login may name (000 §2),
// the error-report address (000 §7) and the captcha service of forms with use_captcha (001 §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, siteOptions } from './helpers.js';

let api;
let module;

beforeAll(async () => {
  module = await server();
  api = await startServer();
});
afterAll(() => api?.stop());

/** The policy's directives by name. */
const directives = (policy) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe("the policy knows the site's other origins", () => {
  it('names none of them when none is configured', () => {
    const policy = module.contentSecurityPolicy({ api: 'https://api.venue.example', assets: '/dist/' });
    expect(policy).not.toMatch(/recaptcha|gstatic|cloudflare|hcaptcha|reports|cms\.venue/);
  });

  it('lets the API bases a token login may name be called and shown as the API is, and nowhere else', () => {
    const d = directives(
      module.contentSecurityPolicy({
        api: 'https://api.venue.example',
        assets: '/dist/',
        apiOrigins: ['https://cms.venue.example/', 'https://staging.venue.example/api'],
      }),
    );
    for (const name of ['connect-src', 'img-src', 'media-src'])
      expect(d[name], name).toEqual(expect.arrayContaining(['https://cms.venue.example', 'https://staging.venue.example']));
    for (const name of ['script-src', 'style-src', 'frame-src']) expect(d[name].join(' '), name).not.toContain('venue.example');
  });

  it('lets error reports be posted to their address, in connect-src only', () => {
    const d = directives(
      module.contentSecurityPolicy({
        api: 'https://api.venue.example',
        assets: '/dist/',
        errorReportUrl: 'https://reports.example/ingest?k=1',
      }),
    );
    expect(d['connect-src']).toContain('https://reports.example');
    for (const name of ['script-src', 'img-src', 'frame-src', 'media-src']) expect(d[name], name).not.toContain('https://reports.example');
    // On the page's own host, 'self' already allows it.
    const same = module.contentSecurityPolicy({ api: 'https://api.venue.example', assets: '/dist/', errorReportUrl: '/errors' });
    expect(directives(same)['connect-src']).toEqual(["'self'", 'https://api.venue.example']);
  });

  it("allows exactly the captcha service's origins, for the service configured", () => {
    const policy = (captcha) => directives(module.contentSecurityPolicy({ api: 'https://api.venue.example', assets: '/dist/', captcha }));
    const recaptcha = policy('recaptcha');
    expect(recaptcha['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(recaptcha['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    );
    expect(recaptcha['connect-src']).toEqual(["'self'", 'https://api.venue.example']);
    const turnstile = policy('turnstile');
    expect(turnstile['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(turnstile['frame-src']).toContain('https://challenges.cloudflare.com');
    expect(turnstile['frame-src'].join(' ')).not.toContain('recaptcha');
    const hcaptcha = policy('hcaptcha');
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src'])
      expect(hcaptcha[name], name).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
  });

  it("a handler's pages carry them in their policy and on their script tag, the captcha only with a site key", async () => {
    const handler = module.createHandler({
      ...siteOptions(api),
      captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAA-test' },
      errorReportUrl: 'https://reports.example/ingest',
      apiOrigins: ['https://cms.venue.example'],
    });
    const response = await handler(new Request('https://venue.example/site/about'));
    const d = directives(response.headers.get('content-security-policy'));
    expect(d['script-src']).toContain('https://challenges.cloudflare.com');
    expect(d['connect-src']).toEqual(expect.arrayContaining(['https://reports.example', 'https://cms.venue.example']));
    const html = await response.text();
    const tag = /<script src="\/dist\/venue-elements.js"[^>]*>/.exec(html)[0];
    expect(tag).toContain('data-captcha="turnstile"');
    expect(tag).toContain('data-captcha-site-key="0x4AAAAAAA-test"');
    expect(tag).toContain('data-error-report-url="https://reports.example/ingest"');
    expect(tag).toContain('data-api-origins="https://cms.venue.example"');
    // A service without a key is no captcha: nothing of it in the policy.
    const keyless = module.createHandler({ ...siteOptions(api), captcha: { provider: 'turnstile', siteKey: '' } });
    const plain = await keyless(new Request('https://venue.example/site/about'));
    expect(plain.headers.get('content-security-policy')).not.toContain('cloudflare');
    expect(await plain.text()).not.toContain('data-captcha');
  });
});
