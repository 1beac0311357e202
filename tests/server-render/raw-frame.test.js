// raw_code's frame document (server/rawFrame): createHandler answers it with a policy of its own,
// and the pages it renders name it, while their own policy stays strict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server/helpers.js';
import { server, shadow, siteOptions } from './helpers.js';

let api;
let handler;

beforeAll(async () => {
  api = await startServer();
  handler = (await server()).createHandler(siteOptions(api));
});
afterAll(() => api?.stop());

const decode = (text) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** The raw_code frames' attributes on a rendered page (hire-gear-details has one raw_code block). */
const framesOf = (html) => [...shadow(html).matchAll(/<iframe [^>]*class="raw-code"[^>]*>/g)].map(([tag]) => tag);

describe("raw_code's frame document", () => {
  it('is answered under the base with a sandbox policy and nothing else restricting it, cacheable for a year', async () => {
    const response = await handler(new Request('https://venue.example/site/_raw/frame-1.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      'sandbox allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox',
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const html = await response.text();
    // It writes what the fragment carries only in a sandboxed frame, then measures.
    expect(html).toContain("self.origin!=='null'||parent===self");
    expect(html).toContain('venue-raw-code-height');
    expect(Number(response.headers.get('content-length'))).toBe(new TextEncoder().encode(html).length);
    const head = await handler(new Request('https://venue.example/site/_raw/frame-1.html', { method: 'HEAD' }));
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-length')).toBe(response.headers.get('content-length'));
    // Only at its own address: not outside the base, not another name.
    expect(await handler(new Request('https://venue.example/_raw/frame-1.html'))).toBeNull();
    expect(await handler(new Request('https://venue.example/site/_raw/frame-0.html'))).toBeNull();
  });

  it("a page names it on the script tag and in its raw_code frame, the block's markup in the fragment", async () => {
    const response = await handler(new Request('https://venue.example/site/hire-gear-details'));
    const html = await response.text();
    expect(html).toMatch(/<script src="\/dist\/venue-elements.js"[^>]* data-raw-frame="\/site\/_raw\/frame-1.html"/);
    const [frame] = framesOf(html);
    expect(frame).toContain('sandbox="allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox"');
    expect(frame).not.toMatch(/srcdoc/i);
    const src = decode(/src="([^"]*)"/.exec(frame)[1]);
    expect(src.startsWith('/site/_raw/frame-1.html#')).toBe(true);
    const markup = Buffer.from(src.split('#')[1], 'base64url').toString('utf8');
    expect(markup).toContain('<td>Helmet</td><td>$25</td>');
    // The page may frame its own origin's documents; its scripts stay as strict as before.
    const policy = response.headers.get('content-security-policy');
    expect(policy).toMatch(/frame-src 'self' https:\/\/maps\.google\.com/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toMatch(/script-src 'self';/);
  });

  it('rawFrame: false renders srcdoc frames, and the page frames nothing of its own', async () => {
    const own = (await server()).createHandler({ ...siteOptions(api), rawFrame: false });
    const response = await own(new Request('https://venue.example/site/hire-gear-details'));
    const html = await response.text();
    expect(html).not.toContain('data-raw-frame');
    expect(framesOf(html)[0]).toMatch(/srcdoc=/i);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-src https:\/\/maps\.google\.com/);
  });

  it('a frame document on another host is framed from its origin', async () => {
    const { contentSecurityPolicy } = await server();
    const policy = contentSecurityPolicy({ api: api.url, assets: '/dist/', rawFrame: 'https://frames.venue.example/_raw/frame-1.html' });
    expect(policy).toMatch(/frame-src https:\/\/frames\.venue\.example https:\/\/maps\.google\.com/);
  });
});
