// Content-coding for text replies, as a production API or CDN does it: brotli or gzip by the
// request's Accept-Encoding, for bodies worth compressing. Used by the back end (http.js) and by
// the static demo server (scripts/serve.mjs). node:zlib only.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Bodies smaller than this go out as they are: the coding would cost more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

const TEXT =
  /^\s*(text\/|application\/(json|javascript|ecmascript|xml|manifest\+json|graphql-response\+json)\b|image\/svg\+xml\b|[^;]*\+json\b)/i;

/** True for text types (JSON, HTML, CSS, JavaScript, SVG, …); pictures and video are compressed already. */
export const isCompressible = (contentType) => TEXT.test(String(contentType ?? ''));

/**
 * The coding to answer with for an Accept-Encoding header: 'br', 'gzip' or undefined (identity).
 * Honours q-values (`br;q=0` refuses brotli) and `*`; brotli wins a tie.
 */
export function pickEncoding(header) {
  if (!header) return undefined;
  const weights = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) q = Number(m[1]);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weightOf = (...names) => {
    for (const n of names) if (weights.has(n)) return weights.get(n);
    return weights.get('*') ?? 0;
  };
  const br = weightOf('br');
  const gz = weightOf('gzip', 'x-gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Options for one coding: `best` for files compressed once and cached (hashed chunks), the fast
 * default for replies made per request (brotli 5 is about gzip's speed and smaller).
 */
function options(encoding, size, best) {
  if (encoding === 'br') {
    return {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    };
  }
  return { level: best ? 9 : 6 };
}

/** Compresses `body` (a Buffer) with 'br' or 'gzip', synchronously (small API replies). */
export function encodeSync(body, encoding, { best = false } = {}) {
  const opts = options(encoding, body.length, best);
  return encoding === 'br' ? brotliCompressSync(body, opts) : gzipSync(body, opts);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses `body` off the main thread (static files, possibly large). */
export function encode(body, encoding, { best = false } = {}) {
  const opts = options(encoding, body.length, best);
  return encoding === 'br' ? brotliAsync(body, opts) : gzipAsync(body, opts);
}

/** Adds `value` to the reply's Vary header, keeping what is there (Origin, say). */
export function addVary(res, value) {
  const current = res.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === value.toLowerCase())) return;
  list.push(value);
  res.setHeader('vary', list.join(', '));
}
