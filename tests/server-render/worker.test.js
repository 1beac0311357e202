// The Worker of docs/deploying.md, built as wrangler builds it (esbuild, one ES module, the
// workerd conditions) from docs/worker/ and run in workerd through miniflare: its pages render
// there as in Node, against the reference back end.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { shadow, state, textOf, title } from './helpers.js';

const folder = new URL('../../docs/worker/', import.meta.url);
const packageServer = fileURLToPath(new URL('../../dist/server/index.js', import.meta.url));

/** wrangler.toml's top-level keys and its [vars], as the few lines of it a Worker like this one has. */
function wranglerToml(text) {
  const config = { vars: {} };
  let section = config;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    if (line === '[vars]') section = config.vars;
    else {
      const [, key, value] = /^([\w-]+)\s*=\s*"([^"]*)"$/.exec(line) ?? [];
      if (key) section[key] = value;
    }
  }
  return config;
}

let api;
let worker;

beforeAll(async () => {
  api = await startServer();
  const config = wranglerToml(readFileSync(new URL('wrangler.toml', folder), 'utf8'));
  // As wrangler bundles: one ES module for the web platform, the workerd export conditions, no Node built-ins.
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL(config.main, folder))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
    // `venue-elements/server` as the package gives it (the repository is the package).
    plugins: [{ name: 'package', setup: (b) => b.onResolve({ filter: /^venue-elements\/server$/ }, () => ({ path: packageServer })) }],
  });
  worker = new Miniflare({
    modules: [{ type: 'ESModule', path: 'worker.js', contents: bundle.outputFiles[0].text }],
    compatibilityDate: config.compatibility_date,
    bindings: { ...config.vars, VENUE_API: api.url, SITE_URL: 'https://venue.example/', ASSETS_URL: '/dist/' },
  });
}, 120_000);
afterAll(async () => {
  await worker?.dispose();
  await api?.stop();
});

const get = (path) => worker.dispatchFetch(`https://venue.example${path}`);

describe('the Worker of docs/deploying.md, in workerd', () => {
  it('is the one docs/deploying.md gives, file for file', () => {
    const doc = readFileSync(new URL('../deploying.md', folder), 'utf8');
    for (const file of ['wrangler.toml', 'worker.js']) expect(doc, file).toContain(readFileSync(new URL(file, folder), 'utf8').trim());
  });

  it('renders the home page, a CMS page and the calendar', async () => {
    for (const [path, heading] of [
      ['/', 'Lakeside Park'],
      ['/about', 'About Lakeside Park'],
      ['/calendar', 'Calendar'],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'/);
      const html = await response.text();
      expect(title(html), path).toContain('Lakeside Park');
      expect(state(html).url, path).toBe(path);
      expect(textOf(shadow(html)), path).toContain(heading);
    }
  });

  it("answers an unknown page 404 with the 'Page not found' page", async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(textOf(shadow(await response.text()))).toContain('Page not found');
  });

  it("answers raw_code's frame document with its sandbox policy, as in Node", async () => {
    const response = await get('/_raw/frame-1.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      'sandbox allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox',
    );
    expect(await response.text()).toContain('venue-raw-code-height');
    const page = await (await get('/hire-gear-details')).text();
    expect(shadow(page)).toMatch(/<iframe [^>]*src="\/_raw\/frame-1\.html#[\w-]+"/);
  });

  it('renders each request with a core of its own: two pages at once', async () => {
    const [about, faq] = await Promise.all([get('/about'), get('/faq')]);
    expect(state(await about.text()).url).toBe('/about');
    expect(state(await faq.text()).url).toBe('/faq');
  });
});
