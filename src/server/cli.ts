/**
 * `venue-elements prerender --api URL --out DIR [--site-url URL] [--base /site] [--assets URL]
 * [--only URL…] [--concurrency N]`: the site's sitemap written as static files for any static
 * host or CDN: each page as {out}{path}/index.html, 404.html, robots.txt and sitemap.xml, raw_code's
 * frame document as {out}/_raw/frame-1.html (server/rawFrame), and
 * the SDK's own files in {out}/venue-elements/ unless --assets names where they are served.
 */
import { realpathSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { escapeHtml } from './document';
import { normaliseBase, renderPage, type RenderOptions } from './page';
import { RAW_FRAME_PATH, rawFrameHtml } from './rawFrame';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const USAGE = `Usage: venue-elements prerender --api URL --out DIR [options]

  --api URL          the venue's API
  --out DIR          where the files go
  --site-url URL     the site's public address (default http://localhost/ + base)
  --base PATH        where the site lives on its host (default: the root)
  --assets URL       where the SDK's files are served (default: copied to {out}/venue-elements/)
  --only URL         render only this page (repeat it, or list the pages after it): the pages
                     whose lastmod changed; robots.txt, sitemap.xml and 404.html are left alone
  --concurrency N    pages rendered at once (default 12; the API calls stay 500 ms apart)
  --lang LANG        the site's language (default en; de, fr, ar, pt-BR, ...)
`;

/** Where a site path's page goes: `/` → index.html, `/about` → about/index.html. */
export function fileOf(out: string, path: string): string {
  const parts = path
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  if (parts.some((part) => part === '..' || part === '.' || /[\\/]/.test(part))) throw new Error(`${path} is not a page address`);
  return join(out, ...parts, 'index.html');
}

/** A page that moved, as a static file: a browser or crawler is sent on (no script needed). */
const movedHtml = (location: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${escapeHtml(location)}"><link rel="canonical" href="${escapeHtml(location)}"><title>Moved</title></head><body><a href="${escapeHtml(location)}">${escapeHtml(location)}</a></body></html>\n`;

export interface PrerenderOptions extends RenderOptions {
  out: string;
  only?: string[];
  concurrency?: number;
  /** Told about each page as it is written. */
  onPage?(page: { path: string; status: number; ms: number; file: string }): void;
}

/**
 * The API's GET replies kept for one run: every page asks for initialData and the same lists,
 * and a run is one moment of the site's content.
 */
export function onceEach(fetcher: typeof fetch = fetch): typeof fetch {
  const replies = new Map<string, Promise<{ status: number; headers: Headers; body: ArrayBuffer }>>();
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if ((init?.method ?? 'GET') !== 'GET' || input instanceof Request) return fetcher(input, init);
    let reply = replies.get(url);
    if (!reply) {
      reply = fetcher(url, init).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.arrayBuffer() }));
      replies.set(url, reply);
      reply.catch(() => replies.delete(url));
    }
    return reply.then(({ status, headers, body }) => new Response(body.slice(0), { status, headers }));
  };
}

export async function prerender(options: PrerenderOptions): Promise<{ pages: number; ms: number; perPage: number[]; failed: string[] }> {
  const started = performance.now();
  const base = normaliseBase(options.base);
  options = { ...options, fetch: onceEach(options.fetch) };
  const entries = options.only?.length ? [] : await sitemapEntries(options.api, options.fetch);
  const paths = options.only?.length ? options.only : entries.map((e) => e.url);
  const perPage: number[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const at = performance.now();
      const page = await renderPage(base + path, options);
      const file = fileOf(options.out, path);
      // The API down or failing: the file there is kept, and the command says so at its end.
      if (page.status >= 500) {
        failed.push(path);
        options.onPage?.({ path, status: page.status, ms: performance.now() - at, file });
        continue;
      }
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page.location ? movedHtml(page.location) : page.html);
      const ms = performance.now() - at;
      perPage.push(ms);
      options.onPage?.({ path, status: page.status, ms, file });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 12) }, worker));
  // The pages name raw_code's frame document at its default address: it is served beside them.
  if (options.rawFrame === undefined) {
    const frame = join(options.out, ...RAW_FRAME_PATH.split('/'));
    await mkdir(dirname(frame), { recursive: true });
    await writeFile(frame, rawFrameHtml());
  }
  if (!options.only?.length) {
    const notFound = await renderPage(`${base}/404.html`, options);
    await writeFile(join(options.out, '404.html'), notFound.html);
    await writeFile(join(options.out, 'robots.txt'), robotsTxt(options.siteUrl));
    await writeFile(join(options.out, 'sitemap.xml'), sitemapXml(entries, options.siteUrl));
  }
  return { pages: paths.length, ms: performance.now() - started, perPage, failed };
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      api: { type: 'string' },
      out: { type: 'string' },
      'site-url': { type: 'string' },
      base: { type: 'string' },
      assets: { type: 'string' },
      only: { type: 'string', multiple: true },
      concurrency: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command !== 'prerender' || !values.api || !values.out) {
    // Asked for, the usage is the answer (stdout); after a wrong call, it is the error (stderr).
    (values.help ? process.stdout : process.stderr).write(USAGE);
    return values.help ? 0 : 2;
  }
  const base = normaliseBase(values.base);
  const out = resolve(values.out);
  const siteUrl = values['site-url'] ?? `http://localhost${base}/`;
  let assets = values.assets;
  if (!assets) {
    const dist = fileURLToPath(new URL('..', import.meta.url));
    const target = join(out, 'venue-elements');
    await mkdir(target, { recursive: true });
    for (const name of ['venue-elements.js', 'venue-elements.css', 'chunks', 'styles'])
      await cp(join(dist, name), join(target, name), { recursive: true });
    assets = `${base}/venue-elements/`;
  }
  const only = values.only?.length ? [...values.only, ...rest] : undefined;
  const result = await prerender({
    api: values.api,
    siteUrl,
    base,
    assets: assets.endsWith('/') ? assets : `${assets}/`,
    out,
    only,
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
    lang: values.lang,
    onPage: ({ path, status, ms }) =>
      process.stdout.write(`${String(status).padEnd(4)}${Math.round(ms).toString().padStart(6)} ms  ${path}\n`),
  });
  const mean = result.perPage.reduce((a, b) => a + b, 0) / Math.max(1, result.perPage.length);
  process.stdout.write(
    `${result.pages} pages in ${(result.ms / 1000).toFixed(2)} s (${Math.round(result.ms / Math.max(1, result.pages))} ms a page; each page's own render ${Math.round(mean)} ms on average)\n`,
  );
  if (result.failed.length) {
    process.stderr.write(
      `${result.failed.length} pages could not be rendered (the API failed); their files were left as they were: ${result.failed.join(' ')}\n`,
    );
    return 1;
  }
  return 0;
}

// Run as the command (npm's bin link included), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`venue-elements: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
