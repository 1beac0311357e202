import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allowedApiOrigins, configFromDataset, configure, getConfig, resolveConfig, setScriptConfig } from '../../src/core/config';

/** Exactly one warning per [what was wrong, the fix it names], in any order. */
function expectWarnings(warn: Mock, expected: [wrong: string, fix: string][]) {
  const messages = warn.mock.calls.map(([m]) => String(m));
  expect(messages).toHaveLength(expected.length);
  for (const [wrong, fix] of expected)
    expect(
      messages.find((m) => m.includes(wrong)),
      wrong,
    ).toContain(fix);
}

describe('configuration layers (later wins)', () => {
  beforeEach(() => setScriptConfig({}));

  it('uses the build default of the mode', () => {
    expect(resolveConfig({ script: {}, configured: {} }).api).toBe('https://api.venue.example');
    expect(resolveConfig({ script: { mode: 'development' }, configured: {} }).api).toBe('http://localhost:8787');
  });

  it('script data-* beats build defaults, configure() beats data-*', () => {
    const config = resolveConfig({
      script: { api: 'https://script.example/', lang: 'de', routing: 'hash' },
      configured: { lang: 'fr' },
    });
    expect(config).toMatchObject({ api: 'https://script.example', lang: 'fr', routing: 'hash' });
  });

  it('reads the documented data-* attributes only, ignoring invalid values', () => {
    expect(
      configFromDataset({ api: 'https://a.example', mode: 'development', lang: 'de', siteUrl: 'https://venue.example', routing: 'hash' }),
    ).toEqual({ api: 'https://a.example', mode: 'development', lang: 'de', siteUrl: 'https://venue.example', routing: 'hash' });
    expect(configFromDataset({ mode: 'staging', routing: 'memory' }, () => undefined)).toEqual({});
  });

  it('checks every data-* value, warning once per attribute with the fix', async () => {
    vi.resetModules(); // a fresh page: nothing warned yet
    const { configFromDataset } = await import('../../src/core/config');
    const warn = vi.fn();
    const bad = { api: 'javascript:alert(1)', mode: 'live', lang: 'klingon', siteUrl: 'ftp://venue.example', routing: 'memory' };
    expect(configFromDataset(bad, warn)).toEqual({});
    expect(configFromDataset(bad, warn)).toEqual({});
    expectWarnings(warn, [
      ['data-api="javascript:alert(1)"', 'http(s)'],
      ['data-mode="live"', 'Use "production" or "development"'],
      ['data-lang="klingon"', 'pt-BR'],
      ['data-site-url="ftp://venue.example"', 'http(s)'],
      ['data-routing="memory"', 'Use "path" or "hash"'],
    ]);
  });

  it('accepts http(s) addresses and a language by its base tag', () => {
    const warn = vi.fn();
    expect(configFromDataset({ api: 'http://localhost:8787', lang: 'de-AT', siteUrl: 'https://venue.example/' }, warn)).toEqual({
      api: 'http://localhost:8787',
      lang: 'de',
      siteUrl: 'https://venue.example/',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps data-raw-frame as written, a path as a path (the server rendered it so), and refuses another host', () => {
    const warn = vi.fn();
    expect(configFromDataset({ rawFrame: '/site/_raw/frame-1.html' }, warn)).toEqual({ rawFrame: '/site/_raw/frame-1.html' });
    expect(configFromDataset({ rawFrame: 'https://frames.example/f.html' }, warn)).toEqual({ rawFrame: 'https://frames.example/f.html' });
    expect(warn).not.toHaveBeenCalled();
    expect(configFromDataset({ rawFrame: '//evil.example/f.html' }, warn)).toEqual({});
    expect(warn.mock.calls[0][0]).toContain('data-raw-frame="//evil.example/f.html"');
    expect(configure({ rawFrame: 'javascript:alert(1)' }, () => undefined).rawFrame).toBe('');
  });

  it('reads the captcha, the error-report address and the further API origins from data-*, and refuses what is not one', () => {
    const warn = vi.fn();
    expect(
      configFromDataset(
        {
          captcha: 'turnstile',
          captchaSiteKey: '0x4AAAAAAA-key_1',
          errorReportUrl: 'https://reports.example/ingest',
          apiOrigins: 'https://cms.venue.example https://staging.venue.example/api',
        },
        warn,
      ),
    ).toEqual({
      captcha: 'turnstile',
      captchaSiteKey: '0x4AAAAAAA-key_1',
      errorReportUrl: 'https://reports.example/ingest',
      apiOrigins: ['https://cms.venue.example', 'https://staging.venue.example'],
    });
    expect(warn).not.toHaveBeenCalled();
    expect(
      configFromDataset(
        { captcha: 'friendly', captchaSiteKey: 'a"b', errorReportUrl: '/errors', apiOrigins: 'https://ok.example ftp://x' },
        warn,
      ),
    ).toEqual({});
    expect(warn).toHaveBeenCalledTimes(4);
    expect(resolveConfig({ script: {}, configured: {} })).toMatchObject({ captcha: 'recaptcha', captchaSiteKey: '' });
  });

  it("takes data-site-url as a path on the page's own origin, made absolute, and never another host", () => {
    const warn = vi.fn();
    const origin = 'http://localhost:8080';
    expect(configFromDataset({ siteUrl: '/site/' }, warn, origin)).toEqual({ siteUrl: 'http://localhost:8080/site/' });
    expect(configFromDataset({ siteUrl: '/' }, warn, origin)).toEqual({ siteUrl: 'http://localhost:8080/' });
    expect(warn).not.toHaveBeenCalled();
    for (const elsewhere of ['//evil.example/', '/\\evil.example/', 'site/', 'javascript:alert(1)'])
      expect(
        configFromDataset({ siteUrl: elsewhere }, () => undefined, origin),
        elsewhere,
      ).toEqual({});
    // Outside a page (no origin) a path means nothing.
    expect(configFromDataset({ siteUrl: '/site/' }, () => undefined, '')).toEqual({});
  });

  it('takes data-vitals as "analytics" or the address of the beacons, off by default', () => {
    const origin = 'http://localhost:8080';
    expect(resolveConfig({ script: {}, configured: {} }).vitals).toBe('');
    expect(configFromDataset({ vitals: 'analytics' }, () => undefined, origin)).toEqual({ vitals: 'analytics' });
    expect(configFromDataset({ vitals: 'https://rum.venue.example/v' }, () => undefined, origin)).toEqual({
      vitals: 'https://rum.venue.example/v',
    });
    expect(configFromDataset({ vitals: '/vitals' }, () => undefined, origin)).toEqual({ vitals: 'http://localhost:8080/vitals' });
    const warn = vi.fn();
    expect(configFromDataset({ vitals: 'javascript:alert(1)' }, warn, origin)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-vitals="javascript:alert(1)"'));
  });

  it('configure() leaves out what is not valid or not a setting, telling the page once how to fix it', async () => {
    vi.resetModules(); // a fresh page: nothing warned yet
    const { configure, getConfig } = await import('../../src/core/config');
    const warn = vi.fn();
    const bad = {
      mode: 'staging',
      routing: 'foo',
      lang: 'klingon',
      traceSampleRate: 5,
      apii: 'x',
      api: 'api.venue.example',
      entrySites: 'venue.example',
    };
    configure(bad as never, warn);
    configure(bad as never, warn);
    const config = getConfig();
    expect(config).toMatchObject({
      mode: 'production',
      routing: 'path',
      lang: 'en',
      traceSampleRate: 0.1,
      api: 'https://api.venue.example',
      entrySites: [],
    });
    expect(config).not.toHaveProperty('apii');
    expectWarnings(warn, [
      ['configure({ mode: "staging" })', 'Use "production" or "development"'],
      ['configure({ routing: "foo" })', 'Use "path" or "hash"'],
      ['configure({ lang: "klingon" })', 'pt-BR'],
      ['configure({ traceSampleRate: 5 })', 'a number from 0 to 1'],
      ['configure({ apii: "x" })', 'The settings are api, mode, lang, siteUrl, routing'],
      ['configure({ api: "api.venue.example" })', 'an http(s) address'],
      ['configure({ entrySites: "venue.example" })', 'a list of host names'],
    ]);

    // Valid values are taken as the data-* attributes take them; '' clears the site again.
    configure({ lang: 'de-AT', siteUrl: 'https://venue.example', traceSampleRate: 0, entrySites: ['venue.example'] }, warn);
    expect(getConfig()).toMatchObject({ lang: 'de', siteUrl: 'https://venue.example', traceSampleRate: 0, entrySites: ['venue.example'] });
    configure({ siteUrl: '' }, warn);
    expect(getConfig().siteUrl).toBe('');
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('configure() merges with earlier calls and is observable through getConfig()', () => {
    setScriptConfig({ api: 'https://script.example' });
    configure({ siteUrl: 'https://venue.example' });
    configure({ api: 'https://configured.example' });
    expect(getConfig()).toMatchObject({ api: 'https://configured.example', siteUrl: 'https://venue.example' });
  });

  it('allows token-login base URLs only from the configured API origins', () => {
    const origins = allowedApiOrigins(
      resolveConfig({ script: { api: 'https://api.venue.example/v1' }, configured: { apiOrigins: ['https://cms.venue.example'] } }),
    );
    expect(origins).toContain('https://api.venue.example');
    expect(origins).toContain('https://cms.venue.example');
    expect(origins).not.toContain('https://evil.example');
  });
});
