// The venue's own site as the benches load it: rendered by the server handler (dist/server's
// createHandler) at /site/…, the SDK's files from the bench's static server as a CDN would serve
// them; its pages, and the demo member's session stored the way the SDK stores it (as
// tests/e2e/site-helpers.ts logInAsMember does) for the pages a member sees.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

/** [name, path, member?]: the pages the Lighthouse, long-task and interaction benches load. */
export const SITE_PAGES = [
  ['home', '/'],
  ['calendar', '/calendar'],
  ['event type', '/events/happy-laps'],
  ['gallery', '/gallery'],
  ['CMS form', '/forms'],
  ['shop', '/shop'],
  ['checkout (member)', '/checkout', true],
];

/**
 * The site's pages rendered by the server handler at /site/…; every other address (the SDK's
 * files, the site's stylesheet) from the bench's static server, as a CDN would serve them.
 */
export async function siteServer(staticUrl, apiUrl) {
  const { createHandler } = await import(new URL('../../dist/server/index.js', import.meta.url).href);
  let handler;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, `http://${req.headers.host}`);
      const answer =
        (url.pathname === '/site' || url.pathname.startsWith('/site/')) && !/\.[a-z0-9]+$/i.test(url.pathname)
          ? await handler(new Request(url, { method: req.method }))
          : await fetch(`${staticUrl}${url.pathname}${url.search}`, { headers: { 'accept-encoding': 'identity' } });
      if (!answer) return void res.writeHead(404).end();
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)),
      );
      let body = Buffer.from(await answer.arrayBuffer());
      if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|css|xml/.test(headers['content-type'] ?? '')) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(answer.status, { ...headers, 'content-length': body.length }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  handler = createHandler({
    api: apiUrl,
    siteUrl: `${origin}/site/`,
    base: '/site',
    assets: '/dist/',
  });
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

const FINGERPRINT = 'benchSiteFingerprint0001';

/**
 * The demo member's session, logged in against the back end: the localStorage entries the SDK
 * reads ({ key: value }), to store on the site's origin before a member's page loads.
 */
export async function memberStorage(apiUrl) {
  const reply = await fetch(`${apiUrl}/api/v1/cognito/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@venue.example', password: 'demo1234', fingerprint: FINGERPRINT }),
  });
  if (!reply.ok) throw new Error(`the demo member's login answered ${reply.status}`);
  const tokens = await reply.json();
  const user = await (
    await fetch(`${apiUrl}/api/v1/cognito/user/authUser`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  return {
    'venue-elements/session': JSON.stringify({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      auth_fingerprint: FINGERPRINT,
      link_active: true,
    }),
    'venue-elements/user': JSON.stringify(user.data ?? user.user ?? user),
  };
}

/** An init script (Playwright's addInitScript) that stores `entries` in the top frame's localStorage. */
export const storeScript = (entries) =>
  `if (window === window.top) for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v);`;
