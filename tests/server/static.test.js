// The static demo server (scripts/serve.mjs): text files in brotli or gzip by Accept-Encoding,
// content-hashed chunks immutable for a year with their compressed bodies kept in memory, ETags
// and 304s for everything else, and nothing outside the served folders. Each test's server
// serves a folder of its own made here, on a free port.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatic } from '../../scripts/serve.mjs';
import { decoded, rawRequest } from './helpers.js';

// Chunks named as the build names them (rollup.config.mjs, `[hash:N]`), each hash with a dash in it:
// an entry by its name and hash, any other chunk by its hash alone.
const hashLength = Number(
  /entryFileNames: 'chunks\/\[name\]-\[hash:(\d+)\]\.js'/.exec(
    readFileSync(new URL('../../rollup.config.mjs', import.meta.url), 'utf8'),
  )[1],
);
const CHUNK = `/dist/chunks/boot-${'Ab3_x-9Z4q'.slice(0, hashLength)}.js`;
const HASH_ONLY_CHUNK = `/dist/chunks/${'-x9Z4qAb3_'.slice(0, hashLength)}.js`;
const SOURCES = ['demo/app.js', CHUNK.replace('boot-', 'app-').slice(1)];
const chunkText = (n) =>
  `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i} of ${n}" }`).join(', ')}];\n`;
const css = `.venue{${'color:#123456;margin:0 auto;padding:1rem;'.repeat(60)}}\n`;
const html = `<!doctype html><html><head><title>Demo</title></head><body><script>window.API = '%API%';</script>${'<p>Lakeside demo page.</p>'.repeat(60)}</body></html>\n`;

let dir;
let pages;
const write = (path, content) => {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'venue-static-'));
  write(CHUNK, chunkText('first'));
  write(HASH_ONLY_CHUNK, chunkText('second'));
  write('dist/manifest.json', JSON.stringify({ tags: Array.from({ length: 80 }, (_, i) => `venue-tag-${i}`) }));
  write('demo/index.html', html);
  write('demo/demo.css', css);
  write('demo/tiny.css', '.a{color:red}\n');
  // Source text (this server's own), where brotli's best level is clearly smaller than its fast one.
  for (const path of SOURCES) write(path, readFileSync(new URL('../../scripts/serve.mjs', import.meta.url)));
  write('demo/picture.png', Buffer.alloc(4096, 7));
  write('demo/server/app.js', 'export const secret = 1;\n');
  write('demo/.data/secret.json', '{"jwt_secret": "do not serve"}');
  write('secrets/outside.txt', 'not served');
  pages = await startStatic({ root: dir, vars: { API: 'http://127.0.0.1:9999' } });
});
afterAll(async () => {
  await pages?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (path, headers = {}) => rawRequest(pages.url + path, { headers });

describe('compression', () => {
  it('serves JavaScript, CSS, HTML and JSON in brotli or gzip as the client asks, the same bytes decoded', async () => {
    for (const [path, original] of [
      [CHUNK, chunkText('first')],
      ['/demo/demo.css', css],
      ['/dist/manifest.json', null],
    ]) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toBe('Accept-Encoding');
      if (original) expect(plain.body.toString('utf8')).toBe(original);
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=1', 'gzip'],
      ]) {
        const res = await get(path, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(coding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(res.body.length).toBeLessThan(plain.body.length);
        expect(decoded(res).equals(plain.body), `${path} ${accept}`).toBe(true);
      }
    }
  });

  it('an HTML page is compressed after its variables are put in', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    const text = decoded(res).toString('utf8');
    expect(text).toContain("window.API = 'http://127.0.0.1:9999';");
    expect(text).not.toContain('%API%');
  });

  it('leaves small files, pictures and clients that do not ask alone', async () => {
    const tiny = await get('/demo/tiny.css', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('.a{color:red}\n');
    const png = await get('/demo/picture.png', { 'accept-encoding': 'gzip, br' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(Buffer.alloc(4096, 7))).toBe(true);
    const identity = await get('/demo/demo.css', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(css);
  });

  it("keeps a hashed chunk's compressed body in memory: it is not read or compressed again", async () => {
    const file = join(dir, CHUNK);
    const whole = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000); // exact in any clock
    const served = (res) =>
      decoded(res)
        .toString('utf8')
        .match(/of (first|FIRST)/)?.[1];
    utimesSync(file, whole, whole);
    const first = await get(CHUNK, { 'accept-encoding': 'br' });
    expect(served(first)).toBe('first');
    // The same name, size and time with other bytes (a hashed file never changes, so nothing
    // looks): the reply still comes from memory.
    write(CHUNK, chunkText('FIRST'));
    utimesSync(file, whole, whole);
    await new Promise((r) => setTimeout(r, 300)); // room for the best-level pass
    const again = await get(CHUNK, { 'accept-encoding': 'br' });
    expect(served(again)).toBe('first');
    expect(again.body.length).toBeLessThanOrEqual(first.body.length);
    const plain = await get(CHUNK); // uncompressed replies read the file
    expect(served(plain)).toBe('FIRST');
    write(CHUNK, chunkText('first'));
  });

  it('compresses a file fast for its first request, then at the best level for the rest, hashed or not', async () => {
    for (const path of SOURCES.map((p) => `/${p}`)) {
      const first = await get(path, { 'accept-encoding': 'br' });
      await new Promise((r) => setTimeout(r, 500)); // room for the best-level pass
      const again = await get(path, { 'accept-encoding': 'br' });
      expect(decoded(again).equals(decoded(first)), path).toBe(true);
      expect(again.body.length, path).toBeLessThan(first.body.length);
    }
  });
});

describe('caching', () => {
  it('a content-hashed chunk is immutable for a year', async () => {
    for (const path of [CHUNK, HASH_ONLY_CHUNK]) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('everything else is revalidated: If-None-Match with its ETag is a 304 without a body', async () => {
    for (const path of ['/demo/demo.css', '/dist/manifest.json', '/', '/demo/picture.png']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      const etag = res.headers.etag;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const same = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(same.status, path).toBe(304);
      expect(same.body.length).toBe(0);
      expect(same.headers.etag).toBe(etag);
      expect(same.headers['cache-control']).toBe('no-cache');
      // the tag is the same whichever coding the client takes, and a list or * matches too
      expect((await get(path, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
      expect((await get(path, { 'if-none-match': '*' })).status).toBe(304);
      expect((await get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
  });

  it('with entryMaxAge, the loader and its stylesheet are fresh that long and stale-while-revalidate a day; the rest as before', async () => {
    write('dist/venue-elements.js', 'console.log(1);\n');
    write('dist/venue-elements.css', 'venue-faq{display:block}\n');
    const cdn = await startStatic({ root: dir, entryMaxAge: 300 });
    try {
      for (const path of ['/dist/venue-elements.js', '/dist/venue-elements.css']) {
        expect((await rawRequest(cdn.url + path)).headers['cache-control'], path).toBe('public, max-age=300, stale-while-revalidate=86400');
        expect((await get(path)).headers['cache-control'], path).toBe('no-cache'); // the default server
      }
      expect((await rawRequest(`${cdn.url}/dist/manifest.json`)).headers['cache-control']).toBe('no-cache');
      expect((await rawRequest(cdn.url + CHUNK)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await cdn.close();
    }
  });

  it('a changed file gets a new ETag and a 200', async () => {
    const before = await get('/demo/demo.css');
    write('demo/demo.css', `${css}.more{}\n`);
    utimesSync(join(dir, 'demo/demo.css'), new Date(), new Date(Date.now() + 5000));
    const after = await get('/demo/demo.css', { 'if-none-match': before.headers.etag, 'accept-encoding': 'gzip' });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decoded(after).toString('utf8')).toBe(`${css}.more{}\n`);
    write('demo/demo.css', css);
  });

  it("an HTML page's ETag follows what was put in it", async () => {
    const other = await startStatic({ root: dir, vars: { API: 'http://127.0.0.1:1234' } });
    try {
      const a = await get('/demo/index.html');
      const b = await rawRequest(`${other.url}/demo/index.html`);
      expect(b.body.toString('utf8')).toContain('http://127.0.0.1:1234');
      expect(a.headers.etag).not.toBe(b.headers.etag);
      expect((await rawRequest(`${other.url}/demo/index.html`, { headers: { 'if-none-match': a.headers.etag } })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a file that grows while it is sent never gets more bytes than its Content-Length', async () => {
    const size = 8 * 1024 * 1024;
    write('demo/growing.png', Buffer.alloc(size, 1));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchOn = (path, whileSending = () => {}) =>
      new Promise((resolve, reject) => {
        const req = request(pages.url + path, { agent }, (res) => {
          whileSending();
          let length = 0;
          res.on('data', (c) => (length += c.length));
          res.on('end', () => resolve({ status: res.statusCode, declared: Number(res.headers['content-length']), length }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const first = await fetchOn('/demo/growing.png', () => appendFileSync(join(dir, 'demo/growing.png'), Buffer.alloc(4096, 2)));
      expect(first).toEqual({ status: 200, declared: size, length: size });
      // the next reply on the same connection is whole, not the tail of the one before
      const next = await fetchOn('/demo/tiny.css');
      expect(next).toEqual({ status: 200, declared: 14, length: 14 });
    } finally {
      agent.destroy();
      rmSync(join(dir, 'demo/growing.png'), { force: true });
    }
  });

  it('HEAD gives the headers and no body', async () => {
    const head = await rawRequest(pages.url + CHUNK, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });
});

describe('what is served', () => {
  it('nothing outside the served folders, no dot folders, not the back end', async () => {
    for (const path of [
      '/secrets/outside.txt',
      '/demo/.data/secret.json',
      '/demo/server/app.js',
      '/demo/../secrets/outside.txt',
      '/demo/missing.css',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    const traversal = await rawRequest(`${pages.url}/demo/%2e%2e/secrets/outside.txt`);
    expect(traversal.status).toBe(404);
  });

  it('a malformed escape is a 400 and the server stays up', async () => {
    expect((await get('/demo/%E0%A4%A')).status).toBe(400);
    expect((await get('/demo/demo.css')).status).toBe(200);
  });

  it('by default it serves the repository: / is the element catalogue', async () => {
    const repo = await startStatic();
    try {
      const res = await rawRequest(`${repo.url}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res).toString('utf8')).toMatch(/<html/i);
      expect((await rawRequest(`${repo.url}/package.json`)).status).toBe(404);
      expect((await rawRequest(`${repo.url}/demo/server/app.js`)).status).toBe(404);
    } finally {
      await repo.close();
    }
  });
});
