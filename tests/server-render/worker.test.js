// The Worker of docs/deploying.md, built as wrangler builds it (esbuild, one ES module, the
// workerd conditions) from docs/worker/ and run in workerd through miniflare: its pages render
// there as in Node, against the reference back end. Two Workers of it (two isolates) share the
// data centre's cache, caches.default, as a Worker's isolates do.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
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

/** The reference back end behind a proxy that counts the calls made to it. */
async function countedApi(target) {
  const counter = { calls: 0 };
  const http = createServer(async (req, res) => {
    counter.calls += 1;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host'));
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const reply = await fetch(`${target}${req.url}`, { method: req.method, headers, body, redirect: 'manual' });
    // fetch has decoded the body: its length and encoding are no longer the reply's.
    const kept = [...reply.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
    res.writeHead(reply.status, Object.fromEntries(kept)).end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { counter, url: `http://127.0.0.1:${http.address().port}`, stop: () => new Promise((resolve) => http.close(resolve)) };
}

let api;
let proxy;
let worker;

beforeAll(async () => {
  api = await startServer();
  proxy = await countedApi(api.url);
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
  const script = {
    modules: [{ type: 'ESModule', path: 'worker.js', contents: bundle.outputFiles[0].text }],
    compatibilityDate: config.compatibility_date,
    bindings: { ...config.vars, VENUE_API: proxy.url, SITE_URL: 'https://venue.example/', ASSETS_URL: '/dist/' },
  };
  worker = new Miniflare({
    workers: [
      { name: 'first', ...script },
      { name: 'second', ...script },
    ],
  });
}, 120_000);
afterAll(async () => {
  await worker?.dispose();
  await proxy?.stop();
  await api?.stop();
});

const get = (path) => worker.dispatchFetch(`https://venue.example${path}`);
/** The same Worker in another isolate. */
const getFromSecond = async (path) => (await worker.getWorker('second')).fetch(`https://venue.example${path}`);

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

  it('answers, in another isolate, a page the first rendered: no render and no call to the API, whatever the campaign', async () => {
    const rendered = await get('/events/happy-laps?utm_source=newsletter&utm_campaign=raceday');
    expect(rendered.status).toBe(200);
    const html = await rendered.text();
    expect(proxy.counter.calls).toBeGreaterThan(0);
    const before = proxy.counter.calls;
    const answered = await getFromSecond('/events/happy-laps?fbclid=IwAR0');
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe(html);
    expect(proxy.counter.calls).toBe(before);
    expect(answered.headers.get('cache-control')).toBe(rendered.headers.get('cache-control'));
    expect(answered.headers.get('venue-rendered-at')).toBeNull();
  });

  it("puts a page in the data centre's cache under its address without the campaign, and never a member's page", async () => {
    expect((await get('/profile?utm_source=x')).headers.get('cache-control')).toBe('private, no-store');
    await (await get('/faq?gclid=1')).text();
    const { default: cache } = await worker.getCaches();
    expect(await cache.match('https://venue.example/profile')).toBeUndefined();
    const stored = await cache.match('https://venue.example/faq');
    expect(stored?.status).toBe(200);
    await stored.arrayBuffer();
    expect(Number(stored.headers.get('venue-rendered-at'))).toBeGreaterThan(0);
    expect(await cache.match('https://venue.example/faq?gclid=1')).toBeUndefined();
  });
});
