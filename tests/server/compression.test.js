// The back end compresses like a production API: text replies over 1 KB in brotli or gzip by the
// request's Accept-Encoding, with Vary: Accept-Encoding; pictures, video and range replies as
// they are; and preflight replies a browser may cache (Access-Control-Max-Age).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, isCompressible, pickEncoding } from '../../demo/server/compress.js';
import { FINGERPRINT, decoded, post, rawRequest, startServer } from './helpers.js';

const VIDEO = fileURLToPath(new URL('../../demo/server/assets/lakeside-lap.mp4', import.meta.url));
const BIG = '/api/v1/cognito/domain/initialData';
const SMALL = '/api/v1/lakeside/eventCategory';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});

const varyOf = (headers) =>
  String(headers.vary ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase());

describe('choosing a coding', () => {
  it('prefers brotli, honours q-values and *, and falls back to none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=0, *;q=0')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compresses text types only', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html',
      'text/css',
      'text/javascript',
      'image/svg+xml',
      'application/problem+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/webp', 'image/jpeg', 'video/mp4', 'application/octet-stream', undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

describe('compressed replies', () => {
  it('a JSON reply over 1 KB is gzip-encoded for a client that asks for gzip, and is the same JSON', async () => {
    const plain = await rawRequest(api.url + BIG);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    expect(varyOf(plain.headers)).toContain('accept-encoding');

    const gz = await rawRequest(api.url + BIG, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(varyOf(gz.headers)).toContain('accept-encoding');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decoded(gz).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('brotli when the client accepts it (as browsers do), gzip when it refuses brotli', async () => {
    const br = await rawRequest(api.url + BIG, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await rawRequest(api.url + BIG);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const noBr = await rawRequest(api.url + BIG, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await rawRequest(api.url + BIG, { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
  });

  it('a reply under 1 KB goes out as it is, still with Vary', async () => {
    const small = await rawRequest(api.url + SMALL, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varyOf(small.headers)).toContain('accept-encoding');
    expect(JSON.parse(small.body.toString('utf8')).data.length).toBeGreaterThan(0);
  });

  it('errors and HTML pages are compressed too; CORS keeps Vary: Origin beside Accept-Encoding', async () => {
    const origin = 'http://localhost:5173';
    const reply = await rawRequest(api.url + BIG, { headers: { 'accept-encoding': 'gzip', origin } });
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(varyOf(reply.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));

    // an error is JSON like any other: a 404 that names a long path is over 1 KB
    const missing = await rawRequest(`${api.url}/api/v1/${'x'.repeat(800)}`, { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(missing).toString('utf8'))).toMatchObject({ success: false });

    // an HTML page: the outbox once it holds a mail
    await post(api, '/api/v1/cognito/user/sendLoginLink', { email: 'demo@venue.example', fingerprint: FINGERPRINT });
    const plainPage = await rawRequest(`${api.url}/dev/outbox`);
    expect(plainPage.body.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    const outbox = await rawRequest(`${api.url}/dev/outbox`, { headers: { 'accept-encoding': 'gzip' } });
    expect(outbox.status).toBe(200);
    expect(outbox.headers['content-type']).toContain('text/html');
    expect(outbox.headers['content-encoding']).toBe('gzip');
    expect(decoded(outbox).toString('utf8')).toBe(plainPage.body.toString('utf8'));
  });

  it('HEAD gives the headers of the compressed reply and no body', async () => {
    const head = await rawRequest(api.url + BIG, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });
});

describe('media is never re-encoded', () => {
  it('video range replies stay byte ranges of the file', async () => {
    const file = readFileSync(VIDEO);
    const headers = { 'accept-encoding': 'gzip, deflate, br', range: 'bytes=100-1123' };
    const part = await rawRequest(`${api.url}/v/lakeside-lap.mp4`, { headers });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${file.length}`);
    expect(Number(part.headers['content-length'])).toBe(1024);
    expect(part.body.equals(file.subarray(100, 1124))).toBe(true);

    const whole = await rawRequest(`${api.url}/v/lakeside-lap.mp4`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.equals(file)).toBe(true);
  });

  it('pictures go out as rendered', async () => {
    const [{ hash }] = await api.db.query('SELECT hash FROM images WHERE svg IS NOT NULL ORDER BY hash LIMIT 1');
    const pic = await rawRequest(`${api.url}/assets/i/${hash}/4x3/400.webp`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(pic.status).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect(pic.headers['content-encoding']).toBeUndefined();
    expect(pic.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('CORS preflight', () => {
  const preflight = (origin) =>
    rawRequest(`${api.url}/api/v1/sell/cart/getCart`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });

  it('an allowed origin may cache the preflight for a day', async () => {
    const res = await preflight('http://localhost:5173');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-max-age']).toBe('86400');
  });

  it('a foreign origin gets neither CORS headers nor a max age', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-max-age']).toBeUndefined();
  });
});
