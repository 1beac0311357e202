// `venue-elements prerender`: the whole sitemap as static files, and --only for the pages that changed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { canonical, inlineSheets, server, shadow, state, textOf, title, SITE_URL } from './helpers.js';

const cli = fileURLToPath(new URL('../../dist/server/cli.js', import.meta.url));
let api;
let out;

/** Runs the command; resolves with its exit code and output. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  await server();
  // The strict back end: the renderer asks only for what the contract gives (contract/README.md).
  api = await startServer({ strict: true });
  out = mkdtempSync(join(tmpdir(), 'venue-prerender-'));
});
afterAll(async () => {
  await api?.stop();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('venue-elements prerender', () => {
  it("runs as the package's command, without node before it", async () => {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(cli, ['--help']);
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}`))));
    });
    expect(output).toMatch(/^Usage: venue-elements prerender/);
  });

  it('writes every sitemap page, 404.html, robots.txt, sitemap.xml and the SDK', async () => {
    const { code, output } = await run(['prerender', '--api', api.url, '--out', out, '--base', '/site', '--site-url', SITE_URL]);
    expect(code, output).toBe(0);
    // The time per page, as the command reports it (read, not asserted: the machine is shared).
    console.info(output.split('\n').slice(-2).join('\n'));
    const { sitemap } = await (await fetch(`${api.url}/api/v1/cognito/domain/initialData`)).json();
    expect(sitemap.length).toBeGreaterThan(30);
    for (const { url } of sitemap) {
      const file = join(out, ...url.split('/').filter(Boolean), 'index.html');
      const html = readFileSync(file, 'utf8');
      expect(canonical(html), url).toBe(new URL(url.slice(1), SITE_URL).href);
      expect(title(html), url).toMatch(url === '/' ? /^Lakeside Park$/ : /\| Lakeside Park$/);
      expect(state(html).url).toBe(url);
      // The same data block as a served page's: the chunks of its kinds named for the loader.
      if (state(html).kinds.length) expect(state(html).chunks.length, url).toBeGreaterThan(0);
      expect(textOf(shadow(html)).length, url).toBeGreaterThan(200);
    }
    const about = readFileSync(join(out, 'about', 'index.html'), 'utf8');
    expect(about).toContain('<script src="/site/venue-elements/venue-elements.js"');
    // The page's own sheets are in it; their files are copied too (a page reached in the browser adopts them from the code).
    const [{ name }] = inlineSheets(about);
    expect(readdirSync(join(out, 'venue-elements', 'styles')).some((file) => file.endsWith(`-${name}.css`))).toBe(true);
    expect(existsSync(join(out, 'venue-elements', 'venue-elements.js'))).toBe(true);
    expect(title(readFileSync(join(out, '404.html'), 'utf8'))).toBe('Page not found | Lakeside Park');
    // raw_code's frame document, where the pages name it.
    expect(readFileSync(join(out, 'hire-gear-details', 'index.html'), 'utf8')).toContain('data-raw-frame="/site/_raw/frame-1.html"');
    expect(readFileSync(join(out, '_raw', 'frame-1.html'), 'utf8')).toContain('venue-raw-code-height');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);
    const xml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(xml.match(/<url>/g)).toHaveLength(sitemap.length);
  });

  it('re-renders only the pages given with --only', async () => {
    const about = join(out, 'about', 'index.html');
    const faq = join(out, 'faq', 'index.html');
    writeFileSync(about, 'stale');
    const faqWritten = statSync(faq).mtimeMs;
    const sitemapXml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    const { code, output } = await run([
      'prerender',
      '--api',
      api.url,
      '--out',
      out,
      '--base',
      '/site',
      '--site-url',
      SITE_URL,
      '--assets',
      '/dist/',
      '--only',
      '/about',
      '/article/sorry',
    ]);
    expect(code, output).toBe(0);
    expect(title(readFileSync(about, 'utf8'))).toBe('About | Lakeside Park');
    expect(title(readFileSync(join(out, 'article', 'sorry', 'index.html'), 'utf8'))).toBe('Sorry: the 14th is cancelled | Lakeside Park');
    expect(statSync(faq).mtimeMs).toBe(faqWritten);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toBe(sitemapXml);
    expect(output).toMatch(/^2 pages in /m);
  });

  it('says how to call it when an option is missing', async () => {
    const { code, output } = await run(['prerender', '--out', out]);
    expect(code).toBe(2);
    expect(output).toContain('Usage: venue-elements prerender --api URL --out DIR');
  });
});

describe('venue-elements prerender while the API is down', () => {
  it('keeps the files there are, says which pages failed, and exits non-zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-prerender-down-'));
    try {
      const file = join(dir, 'about', 'index.html');
      mkdirSync(join(dir, 'about'), { recursive: true });
      writeFileSync(file, 'the page as it was');
      const { code, output } = await run([
        'prerender',
        '--api',
        'http://127.0.0.1:9',
        '--out',
        dir,
        '--assets',
        '/dist/',
        '--only',
        '/about',
      ]);
      expect(code, output).toBe(1);
      expect(output).toContain('could not be rendered');
      expect(readFileSync(file, 'utf8')).toBe('the page as it was');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
