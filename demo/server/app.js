// The reference back end: createApp() opens (and on first start seeds) the database, mounts every
// route and listens. Used by `npm run server` (main.js), `npm start` and the tests.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { verifyJwt } from './auth.js';
import { loadContract } from './contract.js';
import { openDb } from './db.js';
import { ApiError, PREFLIGHT_MAX_AGE_S, corsHeaders, createRouter, parseCookies, queryOf, readBody, sendJson } from './http.js';
import { accountRoutes } from './routes/accounts.js';
import { oauthRoutes } from './routes/oauth.js';
import { contentRoutes } from './routes/content.js';
import { devRoutes } from './routes/dev.js';
import { eventRoutes } from './routes/events.js';
import { formRoutes } from './routes/forms.js';
import { genericRoutes } from './routes/generic.js';
import { graphqlRoutes } from './routes/graphql.js';
import { mediaRoutes } from './routes/media.js';
import { shopRoutes } from './routes/shop.js';
import { seed } from './seed/seed.js';

/** How long an idle connection is kept open, in ms (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;
/** Paths that fault injection may touch: the API, never the dev pages. */
const FAULTABLE = /^\/(api\/|graphql|authtoken)/;
/** Test and development tooling, not the venue's API: outside the contract, in strict mode too. */
const TOOLING = /^\/(dev\/|$)/;

/** Any operation's error reply: the contract's Error. */
const ERROR_REPLY = { op: { responses: { default: { $ref: '#/components/responses/Error' } } } };

let sharedContract;
/** contract/openapi.json, read and compiled once per process. */
const theContract = () => (sharedContract ??= loadContract());

/**
 * `strict`: replies carry only the contract's fields, its extension calls answer 404 and GraphQL
 * is exactly contract/schema.graphql (demo/server/README.md). Both modes refuse what the contract
 * does not allow: an unknown path (404), another method (405), a missing or mistyped field (400).
 * @param {{ port?: number, host?: string, dataDir?: string, databaseUrl?: string, quiet?: boolean,
 *   publicUrl?: string, siteUrl?: string, corsOrigins?: string[], strict?: boolean, imageCache?: string }} options
 * `imageCache`: a folder for rendered pictures that back ends may share (by default, the data folder's).
 */
export async function createApp(options = {}) {
  const { port = 8787, host = '127.0.0.1', dataDir, databaseUrl, quiet = false } = options;
  const corsOrigins = options.corsOrigins ?? ['localhost'];
  const strict = Boolean(options.strict);
  const contract = theContract();
  const db = await openDb({ dataDir, databaseUrl });
  await seed(db, { dataDir });
  const secret = await loadSecret(db);

  const app = {
    db,
    secret,
    dataDir,
    imageCache: options.imageCache,
    url: '',
    siteUrl: options.siteUrl ?? 'http://localhost:8080/demo/site.html',
    faults: undefined,
    corsOrigins,
    strict,
    /** Access-token lifetime in seconds (faults shorten it). */
    tokenTtl: () => app.faults?.token_ttl_s,
  };

  const router = createRouter();
  for (const mount of [
    devRoutes,
    accountRoutes,
    oauthRoutes,
    shopRoutes,
    contentRoutes,
    eventRoutes,
    formRoutes,
    mediaRoutes,
    graphqlRoutes,
    genericRoutes,
  ]) {
    mount(router, app);
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    handle(req, res)
      .catch((error) => {
        console.error(error);
        if (!res.headersSent) sendJson(res, 500, { success: false, message: 'The server could not complete the request' });
        else res.end();
      })
      .finally(() => {
        if (!quiet) console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });

  async function handle(req, res) {
    /** The operation whose reply schema an error reply follows in strict mode. */
    let replyAs;
    const cors = corsHeaders(req.headers.origin, corsOrigins);
    for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
    let url;
    try {
      url = new URL(req.url ?? '/', app.url || 'http://localhost');
      if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) throw new Error('not a path');
    } catch {
      sendJson(res, 400, { success: false, message: 'The address is not a valid path', error: 'The address is not a valid path' });
      return;
    }
    try {
      if (req.method === 'OPTIONS') {
        // A preflight: an allowed origin may cache the answer instead of asking before every call.
        if (cors['access-control-allow-origin']) res.setHeader('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
        res.writeHead(204).end();
        return;
      }
      const cookies = parseCookies(req.headers.cookie);
      if (!cookies['XSRF-TOKEN']) res.setHeader('set-cookie', `XSRF-TOKEN=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax`);
      const operation = TOOLING.test(url.pathname) ? undefined : contract.match(req.method, url.pathname, { strict });
      replyAs = typeof operation === 'object' ? operation : undefined;
      if (operation === 'method') throw new ApiError(405, `${req.method} is not allowed on ${url.pathname}`);
      if (strict && !TOOLING.test(url.pathname) && !operation) throw new ApiError(404, `No route for ${req.method} ${url.pathname}`);
      const found = router.match(req.method, url.pathname);
      if (!found) throw new ApiError(404, `No route for ${req.method} ${url.pathname}`);
      if (found === 'method') throw new ApiError(405, `${req.method} is not allowed on ${url.pathname}`);
      if (app.faults && FAULTABLE.test(url.pathname)) await applyFaults(app.faults, url.pathname);
      const ctx = makeContext(req, res, url, found.params, cookies);
      // Unsafe same-site calls that carry the XSRF cookie must echo it (cross-origin calls
      // authenticate with the bearer token instead and cannot read the cookie).
      if (
        req.method === 'POST' &&
        cookies['XSRF-TOKEN'] &&
        req.headers['x-xsrf-token'] &&
        req.headers['x-xsrf-token'] !== cookies['XSRF-TOKEN']
      ) {
        throw new ApiError(419, 'The XSRF token does not match');
      }
      if (operation) {
        const json = operation.op.requestBody?.content?.['application/json'];
        contract.validateRequest(operation, ctx.query, json && req.method === 'POST' ? await ctx.body() : undefined);
      }
      const result = await found.handler(ctx);
      if (!res.headersSent && result !== undefined)
        sendJson(res, 200, strict && operation ? contract.prune(operation, 200, result) : result);
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof ApiError) {
        const body = { success: false, message: error.message, error: error.message, ...error.extra };
        sendJson(res, error.status, strict ? contract.prune(replyAs ?? ERROR_REPLY, error.status, body) : body);
      } else {
        console.error(error);
        sendJson(res, 500, {
          success: false,
          message: 'The server could not complete the request',
          error: 'The server could not complete the request',
        });
      }
    }
  }

  function makeContext(req, res, url, params, cookies) {
    let bodyPromise;
    let auth;
    const ctx = {
      req,
      res,
      url,
      params,
      cookies,
      query: queryOf(url),
      body: () => (bodyPromise ??= readBody(req)),
      /** The bearer token's user id, or undefined; a bad or expired token is a 401. */
      userId: () => {
        if (auth !== undefined) return auth.sub;
        const header = String(req.headers.authorization ?? '');
        const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
        auth = token ? verifyJwt(token, app.secret) : {};
        return auth.sub;
      },
      requireUser: () => {
        const id = ctx.userId();
        if (!id) throw new ApiError(401, 'Please log in first', { code: 'LOGIN_REQUIRED' });
        return id;
      },
      /** The address clients reach this server at (for links in replies and mails). */
      base: () => app.url || `http://${req.headers.host}`,
    };
    return ctx;
  }

  // An idle connection is kept longer than Node's 5 s: a client that keeps its connections with no
  // idle limit of its own (Playwright's request context, Node's http.Agent) could otherwise send a
  // request on one in the moment the server closes it, and read ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  app.url = options.publicUrl ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;

  return {
    url: app.url,
    port: actual,
    strict,
    /** The mounted routes as `{method, pattern}`. */
    routes: router.list,
    db,
    app,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

async function loadSecret(db) {
  const row = await db.one(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  if (row) return row.value;
  const secret = randomBytes(32).toString('hex');
  await db.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [JSON.stringify(secret)]);
  return (await db.one(`SELECT value FROM settings WHERE key = 'jwt_secret'`)).value;
}

async function applyFaults(faults, path) {
  if (faults.path && !path.startsWith(faults.path)) return;
  if (faults.latency_ms) await new Promise((r) => setTimeout(r, faults.latency_ms));
  if (faults.error_rate && Math.random() < faults.error_rate) {
    throw new ApiError(faults.error_status ?? 500, 'Injected fault', { code: 'INJECTED_FAULT' });
  }
}
