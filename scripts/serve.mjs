// A small static file server for the demo pages, the built SDK and test fixtures. It serves like
// a CDN would: text files (JavaScript, CSS, HTML, JSON, SVG) brotli- or gzip-encoded by
// Accept-Encoding, content-hashed chunks cached for a year as immutable (their compressed forms
// kept in memory), and everything else revalidated with an ETag (If-None-Match → 304).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_COMPRESS_BYTES, encode, isCompressible, pickEncoding } from '../demo/server/compress.js';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};
/** Only these folders are served… */
const SERVED = ['dist', 'demo', 'custom-elements.json', 'tests/browser/fixtures', 'node_modules/axe-core', 'node_modules/fullcalendar'];
/** …and never these: the back end's code and its data folder (which holds the token secret). */
const HIDDEN = ['demo/server'];

/**
 * A content-hashed chunk of the build (`chunks/{name}-{hash}.js` for an entry, `chunks/{hash}.js`
 * for the rest, a hash of 7 characters, as rollup.config.mjs names them): never changes.
 */
const HASHED = /\/chunks\/(?:[^/]+-)?[\w-]{7}\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files a host page names by a fixed URL: the loader and its stylesheet. */
const ENTRY = /^\/dist\/venue-elements\.(js|css)$/;

/** Compressed bodies kept in memory, by file, version and coding; the oldest go past this size. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The venue's site (demo/site) lives at /site/ in path routing: its files by name, and every other
 * path under it (/site/about, /site/events/happy-laps) answered with its one page.
 */
export function siteRoute(path) {
  if (path !== '/site' && !path.startsWith('/site/')) return path;
  return /\.[a-z0-9]+$/i.test(path) ? `/demo${path}` : '/demo/site/index.html';
}

const requestHeaders = (req) =>
  Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]));

/**
 * A handler's Response written to Node's response, its HTML compressed as the files are. A HEAD is
 * answered from the GET's Response (see handle), so that its length and coding are the GET's.
 */
async function sendResponse(req, res, response) {
  const headers = Object.fromEntries(response.headers);
  const body = Buffer.from(await response.arrayBuffer());
  const encoding =
    body.length >= MIN_COMPRESS_BYTES && isCompressible(headers['content-type'] ?? '')
      ? pickEncoding(req.headers['accept-encoding'])
      : undefined;
  const head = req.method === 'HEAD';
  if (!encoding) return void res.writeHead(response.status, { ...headers, 'content-length': body.length }).end(head ? undefined : body);
  const encoded = await encode(body, encoding);
  res
    .writeHead(response.status, { ...headers, vary: 'Accept-Encoding', 'content-encoding': encoding, 'content-length': encoded.length })
    .end(head ? undefined : encoded);
}

const inside = (file, dir) => file === dir || file.startsWith(dir + sep);

/** True when the If-None-Match header names `etag` (weak comparison, as for GET). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (t) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * `vars` replaces `%NAME%` in HTML files (the tests' back end runs on a free port, so pages
 * name it as `%API%`). `root` is the folder the served paths are in (the repository by default).
 * `entryMaxAge` (seconds) lets browsers reuse the loader and its stylesheet that long without
 * asking, and a day longer while they revalidate in the background, as the SDK's CDN serves
 * them; by default (0) they are revalidated every time, so that a rebuild shows at once.
 * `site`, a request handler on the standard Request and Response (`venue-elements/server`'s
 * createHandler), answers the site's addresses first: its pages rendered on the server, robots.txt,
 * sitemap.xml; what it leaves (null: the site's own files) is served as files.
 */
export function startStatic({ port = 0, host = '127.0.0.1', rewrite = (p) => p, vars = {}, root = repoRoot, entryMaxAge = 0, site } = {}) {
  const base = resolve(root);
  const entryCache = `public, max-age=${entryMaxAge}, stale-while-revalidate=86400`;
  const served = SERVED.map((d) => join(base, d));
  const hidden = HIDDEN.map((d) => join(base, d));
  const cache = new Map();
  const pending = new Map();
  let cachedBytes = 0;

  const remember = (key, buffer) => {
    if (cache.has(key)) cachedBytes -= cache.get(key).length;
    cache.set(key, buffer);
    cachedBytes += buffer.length;
    for (const [k, b] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(k);
      cachedBytes -= b.length;
    }
  };

  /**
   * The compressed body, from memory when this version was compressed before: fast for the first
   * request, then once more at the best level for the rest, as a CDN keeps a file it serves often.
   */
  const compressed = async (key, bytes, encoding) => {
    const hit = cache.get(key);
    if (hit) return hit;
    if (!pending.has(key)) {
      pending.set(
        key,
        encode(bytes, encoding)
          .then((fast) => {
            remember(key, fast);
            encode(bytes, encoding, { best: true })
              .then((best) => cache.has(key) && best.length < fast.length && remember(key, best))
              .catch(() => {});
            return fast;
          })
          .finally(() => pending.delete(key)),
      );
    }
    return pending.get(key);
  };

  const notFound = (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');

  async function handle(req, res) {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Malformed address');
      return;
    }
    if (site && (path === '/site' || path.startsWith('/site/') || path === '/robots.txt')) {
      // A HEAD asks for the GET: its body is only measured (and compressed) here, never sent. The
      // handler's own HEAD answer has no body, which sendResponse would measure as 0 bytes.
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const response = await site(new Request(new URL(req.url, 'http://localhost'), { method, headers: requestHeaders(req) }));
      if (response) return sendResponse(req, res, response);
    }
    path = rewrite(siteRoute(path));
    if (path === '/') path = '/demo/index.html';
    const file = normalize(join(base, path));
    const dotted = relative(base, file)
      .split(sep)
      .some((part) => part.startsWith('.'));
    if (dotted || !served.some((d) => inside(file, d)) || hidden.some((d) => inside(file, d))) return notFound(res);
    let info;
    let target = file;
    try {
      info = await stat(target);
      if (info.isDirectory()) {
        target = join(file, 'index.html');
        info = await stat(target);
      }
      if (!info.isFile()) throw new Error('not a file');
    } catch {
      return notFound(res);
    }

    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const immutable = HASHED.test(target.split(sep).join('/'));
    const html = extname(target) === '.html';
    // An HTML page is the file with the variables put in, so its tag is its content's hash.
    const page = html ? Buffer.from((await readFile(target, 'utf8')).replace(/%([A-Z_]+)%/g, (m, name) => vars[name] ?? m)) : undefined;
    const etag = page
      ? `W/"${createHash('sha1').update(page).digest('base64url').slice(0, 27)}"`
      : `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const compressible = isCompressible(type);
    const headers = {
      'content-type': type,
      'cache-control': immutable ? IMMUTABLE : entryMaxAge && ENTRY.test(path) ? entryCache : 'no-cache',
      etag,
      'access-control-allow-origin': '*',
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };

    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const size = page ? page.length : info.size;
    const encoding = compressible && size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      const key = `${target}\n${etag}\n${encoding}`;
      const body = cache.get(key) ?? (await compressed(key, page ?? (await readFile(target)), encoding));
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length }).end(body);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    if (page) res.end(page);
    else if (req.method === 'HEAD' || size === 0) res.end();
    // Never more than the length announced, should the file grow while it is being sent.
    else createReadStream(target, { start: 0, end: size - 1 }).pipe(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Server error');
      else res.destroy();
    });
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolveServer({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`,
        port: actual,
        server,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeIdleConnections?.();
          }),
      });
    });
  });
}
