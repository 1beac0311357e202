// Starts the reference back end for one test file over a fresh data folder, and a small client
// that speaks to it the way the SDK does. Every reply a test receives from a back end started here
// (by call, get, post, rawRequest or a plain fetch) is checked against contract/openapi.json with
// Ajv (contract.js): a reply that breaks the contract, or a reply to a path it does not declare
// other than a 404 / 405 Error, fails the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../../demo/server/app.js';
import { checkGraphqlQuery, checkReply, unwatch, watch } from './contract.js';

export { checkGraphqlQuery };

/** `startServer({strict: true})` starts the strict back end. */
export async function startServer(options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-server-'));
  const api = await createApp({ port: 0, dataDir, quiet: true, ...options });
  watch(api);
  return {
    ...api,
    dataDir,
    stop: async () => {
      unwatch(api);
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call: `call(api, 'POST', '/path', body, {token, headers})` → {status, body, headers}. */
export async function call(api, method, path, body, { token, headers = {}, raw } = {}) {
  watch(api);
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers['content-type'] ??= 'application/json';
    init.body = raw ?? JSON.stringify(body);
  }
  const res = await fetch(api.url + path, init);
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON (HTML pages, redirects) */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const get = (api, path, opts) => call(api, 'GET', path, undefined, opts);

/**
 * A GraphQL call. To the strict back end the query must validate against contract/schema.graphql
 * (graphql-js), unless the test means to send one outside it (`outside: true`), which must not.
 */
export function gql(api, query, variables, { outside = false, ...opts } = {}) {
  if (api.strict) checkGraphqlQuery(query, { outside });
  return call(api, 'POST', '/graphql', { query, variables }, opts);
}
export const post = (api, path, body = {}, opts) => call(api, 'POST', path, body, opts);

export const FINGERPRINT = 'test-fingerprint-000001';

/** The newest mail to `to` in the development outbox. */
export async function lastMail(api, to) {
  const { body } = await get(api, `/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return body[0];
}

/** Logs in with the seeded member's password; returns the token pair. */
export async function login(api, username = 'demo@venue.example', password = 'demo1234', fingerprint = FINGERPRINT) {
  const { status, body } = await post(api, '/api/v1/cognito/user/login', { username, password, fingerprint });
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A request with node:http, which (unlike fetch) neither asks for nor undoes a content coding:
 * `{status, headers, body}` with the body's bytes as they came over the wire.
 */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  }).then((reply) => {
    checkReply(method, url, reply.status, reply.headers['content-type'], () => decoded(reply).toString('utf8'));
    return reply;
  });
}

/** The bytes of a reply, its content coding undone. */
export function decoded({ headers, body }) {
  const coding = headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (coding) throw new Error(`unexpected content-encoding ${coding}`);
  return body;
}
