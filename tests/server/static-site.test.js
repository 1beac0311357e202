// The static demo server (scripts/serve.mjs) in front of a site handler (`venue-elements/server`'s
// createHandler, stood in for here by one that answers as it does): a HEAD of a site page has the
// GET's headers, its length and coding among them, and no body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStatic } from '../../scripts/serve.mjs';
import { rawRequest } from './helpers.js';

const page = `<!doctype html><html lang="en"><head><title>About</title></head><body>${'<p>Lakeside, since 1962.</p>'.repeat(80)}</body></html>`;
const length = String(new TextEncoder().encode(page).length);

/** As createHandler answers: a HEAD has the GET's headers, its length among them, and no body. */
async function site(request) {
  if (new URL(request.url).pathname !== '/site/about') return null;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': length, 'cache-control': 'no-cache' };
  return new Response(request.method === 'HEAD' ? null : page, { headers });
}

let pages;
beforeAll(async () => {
  pages = await startStatic({ site });
});
afterAll(() => pages?.close());

describe('a site page through the static server', () => {
  for (const encoding of ['identity', 'gzip', 'br']) {
    it(`HEAD answers the GET's length and coding, with no body (accept-encoding: ${encoding})`, async () => {
      const headers = { 'accept-encoding': encoding };
      const get = await rawRequest(`${pages.url}/site/about`, { headers });
      const head = await rawRequest(`${pages.url}/site/about`, { method: 'HEAD', headers });
      expect(get.status).toBe(200);
      expect(Number(get.headers['content-length'])).toBe(get.body.length);
      expect(get.body.length).toBeGreaterThan(0);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body.length).toBe(0);
    });
  }
});
