// A small router over node:http: JSON in and out, clear 4xx errors, a 1 MB body limit, CORS for
// the configured host origins, the XSRF cookie, and the fault injection tests ask for. Text
// replies are compressed by Accept-Encoding (compress.js).
import { MIN_COMPRESS_BYTES, addVary, encodeSync, isCompressible, pickEncoding } from './compress.js';

export const BODY_LIMIT = 1024 * 1024;

/** An error with a status the client sees as `{success: false, message, code?}`. */
export class ApiError extends Error {
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export const badRequest = (message, extra) => new ApiError(400, message, extra);
export const notFound = (what = 'Not found') => new ApiError(404, what);

/** A route table: `add('GET', '/api/v1/x/:id', handler)`; `:name*` matches the rest of the path. */
export function createRouter() {
  const routes = [];
  const add = (method, pattern, handler) => {
    const names = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (part.startsWith(':')) {
          const rest = part.endsWith('*');
          names.push(part.slice(1).replace('*', ''));
          return rest ? '(.+)' : '([^/]+)';
        }
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    routes.push({ method, pattern, regex: new RegExp(`^${source}$`), names, handler });
  };
  const match = (method, path) => {
    let allowed = false;
    for (const route of routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) {
        allowed = true;
        continue;
      }
      let params;
      try {
        params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      } catch {
        throw badRequest('The address holds a malformed escape');
      }
      return { handler: route.handler, params };
    }
    return allowed ? 'method' : undefined;
  };
  /** Every route as `{method, pattern}` (the contract tests check each is declared). */
  const list = () => routes.map(({ method, pattern }) => ({ method, pattern }));
  return { add, match, list };
}

/** Reads a JSON, urlencoded or multipart-free body; refuses more than BODY_LIMIT bytes. */
export async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new ApiError(413, 'Request body is larger than 1 MB');
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw.trim()) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const body = JSON.parse(raw);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw badRequest('The request body is not a JSON object');
  }
}

export function parseCookies(header = '') {
  return Object.fromEntries(
    header
      .split(';')
      .map((p) => p.trim().split('='))
      .filter(([k]) => k)
      .map(([k, ...v]) => {
        const raw = v.join('=');
        try {
          return [k, decodeURIComponent(raw)];
        } catch {
          return [k, raw]; // another local app's cookie may be encoded its own way
        }
      }),
  );
}

/**
 * Sends a text reply (JSON, HTML, SVG…): brotli- or gzip-encoded when the request's
 * Accept-Encoding allows it and the body is over MIN_COMPRESS_BYTES, with `Vary: Accept-Encoding`
 * either way. Other types (and HEAD, whose body node drops) go out as they are.
 */
export function sendBody(res, status, body, headers = {}) {
  let bytes = Buffer.isBuffer(body) ? body : Buffer.from(String(body), 'utf8');
  const { vary, ...rest } = headers;
  if (vary) addVary(res, vary);
  const type = rest['content-type'] ?? res.getHeader('content-type');
  if (isCompressible(type) && status !== 204 && status !== 304) {
    addVary(res, 'Accept-Encoding');
    const encoding = pickEncoding(res.req?.headers['accept-encoding']);
    if (encoding && bytes.length >= MIN_COMPRESS_BYTES && !res.hasHeader('content-encoding')) {
      bytes = encodeSync(bytes, encoding);
      rest['content-encoding'] = encoding;
    }
  }
  res.writeHead(status, { ...rest, 'content-length': bytes.length });
  res.end(bytes);
}

export function sendJson(res, status, body, headers = {}) {
  sendBody(res, status, JSON.stringify(body), {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
}

export function sendHtml(res, status, html) {
  sendBody(res, status, html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
}

export function redirect(res, location) {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

export const escapeHtml = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * CORS: any origin in `corsOrigins` (exact origins, or `*.example.com` patterns) may call with
 * credentials; localhost and 127.0.0.1 on any port are allowed unless the list says otherwise.
 */
export function corsHeaders(origin, corsOrigins) {
  if (!origin) return {};
  const allowed = corsOrigins.some((o) => {
    if (o === '*') return true;
    if (o === 'localhost') return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
    if (o.startsWith('*.')) return origin.endsWith(o.slice(1)) && /^https?:\/\//.test(origin);
    return o === origin;
  });
  if (!allowed) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'authorization, content-type, x-xsrf-token, x-requested-with',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-expose-headers': 'content-length',
    vary: 'Origin',
  };
}

/** How long a browser may cache a preflight reply (Firefox honours a day, Chromium caps it at 2 h). */
export const PREFLIGHT_MAX_AGE_S = 86_400;

/** Query values as a plain object (last one wins). */
export const queryOf = (url) => Object.fromEntries(url.searchParams);

/** Reads a positive integer, or the fallback; a present but bad value is a 400. */
export function intParam(value, name, fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export function stringParam(value, name, { required = true, max = 10_000 } = {}) {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`${name} is required`, { field: name });
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${name} must be text`, { field: name });
  const s = String(value).trim();
  if (s.length > max) throw badRequest(`${name} is longer than ${max} characters`, { field: name });
  return s;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailParam(value, name = 'email') {
  const s = stringParam(value, name, { max: 254 }).toLowerCase();
  if (!EMAIL.test(s)) throw badRequest(`${name} is not a valid e-mail address`, { field: name });
  return s;
}
