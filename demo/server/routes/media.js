// Pictures and video (001 §7): /assets/i/{hash}/{aspect}/{width}.{ext} in avif, webp and jpeg,
// the scaled form {width}x{height}:{width}.{ext}, rendered once with sharp and cached on disk
// (under the source's content and the render settings, so back ends can share one cache);
// /v/{id}.mp4 with range requests; image upload and lookups; file downloads.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomToken } from '../auth.js';
import { ApiError, badRequest, sendBody } from '../http.js';
import { ASPECTS, heightFor, imageOf, imageParams, roundWidth } from '../present.js';

const ASSETS = fileURLToPath(new URL('../assets/', import.meta.url));
const TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };
const MAX_WIDTH = 4000;
const FILE = /^(?:(\d{1,4})x(\d{1,4}):)?(\d{1,4})\.(jpg|jpeg|webp|avif)$/;

export function mediaRoutes(router, app) {
  const { db } = app;
  const cacheDir = app.imageCache ?? join(app.dataDir ?? join(tmpdir(), 'venue-image-cache'), 'cache', 'images');
  const inFlight = new Map();
  /** Each picture's cache key: its content and how it is rendered (a picture never changes under its hash). */
  const keys = new Map();
  const keyOf = (source) => {
    let key = keys.get(source.hash);
    if (!key) {
      key = createHash('sha1')
        .update(render.toString())
        .update(source.data ?? source.svg ?? '')
        .digest('hex')
        .slice(0, 20);
      keys.set(source.hash, key);
    }
    return key;
  };
  let sharpModule;
  const sharp = async () => (sharpModule ??= (await import('sharp')).default);

  async function render(source, aspect, width, height, ext) {
    const s = await sharp();
    const input = source.data ? Buffer.from(source.data) : Buffer.from(source.svg ?? '');
    // Vector sources are rasterised at a density that gives at least the asked width.
    const density = source.svg ? Math.min(600, Math.max(72, Math.ceil((72 * width) / source.width) + 1)) : undefined;
    let pipeline = s(input, density ? { density } : {}).resize(width, height, { fit: 'cover', position: 'centre' });
    if (ext === 'webp') pipeline = pipeline.webp({ quality: 78 });
    else if (ext === 'avif') pipeline = pipeline.avif({ quality: 55, effort: 2 });
    else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    return pipeline.toBuffer();
  }

  router.add('GET', '/assets/i/:hash/:aspect/:file', async (ctx) => {
    const { hash, aspect, file } = ctx.params;
    const m = FILE.exec(file);
    if (!m || !ASPECTS.includes(aspect) || !/^[\w-]{1,40}$/.test(hash)) throw new ApiError(404, 'No such picture');
    const width = roundWidth(Math.min(Number(m[3]), MAX_WIDTH));
    const ext = m[4] === 'jpeg' ? 'jpg' : m[4];
    const source = await db.one('SELECT hash, width, height, svg, data FROM images WHERE hash = $1', [hash]);
    if (!source) throw new ApiError(404, 'No such picture');
    const baseHeight = heightFor(aspect, width, source);
    // The scaled form: the asked box, its height following the original's ratio when it is 0.
    const outW = m[1] ? Math.min(Math.max(Number(m[1]), 1), MAX_WIDTH) : width;
    const outH = m[1] ? Math.min(Math.max(Number(m[2]) || Math.round((outW * baseHeight) / width), 1), MAX_WIDTH) : baseHeight;
    const path = join(cacheDir, keyOf(source), aspect, `${outW}x${outH}.${ext}`);
    if (!existsSync(path)) {
      const key = path;
      if (!inFlight.has(key)) {
        inFlight.set(
          key,
          render(source, aspect, outW, outH, ext)
            .then((buf) => {
              mkdirSync(dirname(path), { recursive: true });
              // Written whole, then named: another back end reading the shared cache never sees half a file.
              const part = `${path}.${process.pid}.${randomToken(6).replace(/[^\w]/g, '')}.part`;
              writeFileSync(part, buf);
              renameSync(part, path);
            })
            .finally(() => inFlight.delete(key)),
        );
      }
      await inFlight.get(key);
    }
    const stat = statSync(path);
    ctx.res.writeHead(200, {
      'content-type': TYPES[ext],
      'content-length': stat.size,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    if (ctx.req.method === 'HEAD') return ctx.res.end();
    createReadStream(path).pipe(ctx.res);
  });

  router.add('GET', '/v/:file', async (ctx) => {
    const m = /^([\w-]+)\.mp4$/.exec(ctx.params.file);
    if (!m) throw new ApiError(404, 'No such video');
    const video = await db.one('SELECT file FROM videos WHERE (id::text = $1 OR slug = $1 OR file = $1) AND enabled', [m[1]]);
    const path = video?.file && join(ASSETS, `${video.file}.mp4`);
    if (!path || !existsSync(path)) throw new ApiError(404, 'No such video');
    const size = statSync(path).size;
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(ctx.req.headers.range ?? ''));
    const headers = {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    };
    if (range) {
      const start = range[1] ? Number(range[1]) : Math.max(size - Number(range[2]), 0);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        ctx.res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      ctx.res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      createReadStream(path, { start, end }).pipe(ctx.res);
      return;
    }
    ctx.res.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(path).pipe(ctx.res);
  });

  const imageReply = async (ctx, hash, params) => {
    const row = await db.one('SELECT hash, name, width, height FROM images WHERE hash = $1', [String(hash ?? '')]);
    if (!row) throw new ApiError(404, 'No picture has this hash');
    const { aspect, width, extra } = imageParams(params, 'raw', 1920);
    return { ...imageOf(ctx.base(), row.hash, { aspect, width, extra, source: row }), name: row.name };
  };

  /**
   * POST image: {image: data URL, name} uploads a picture (login required) and replies with its
   * hash; {url: hash, image_aspect, image_width} finds one (001 §7 find_one).
   */
  router.add('POST', '/api/v1/cognito/image', async (ctx) => {
    const body = await ctx.body();
    if (!body.image) return imageReply(ctx, body.url ?? body.id, body);
    ctx.requireUser();
    const m = /^data:image\/(png|jpe?g|webp|gif|svg\+xml);base64,([A-Za-z0-9+/=\s]+)$/.exec(String(body.image));
    if (!m) throw badRequest('image must be a data: URL of a picture', { field: 'image' });
    const bytes = Buffer.from(m[2], 'base64');
    let meta;
    try {
      meta = await (await sharp())(bytes).metadata();
    } catch {
      throw badRequest('image is not a readable picture', { field: 'image' });
    }
    const hash = randomToken(9)
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 12);
    await db.query('INSERT INTO images (hash, name, width, height, data) VALUES ($1, $2, $3, $4, $5)', [
      hash,
      String(body.name ?? 'upload').slice(0, 200),
      meta.width,
      meta.height,
      bytes,
    ]);
    return { success: true, uuid: hash, ...(await imageReply(ctx, hash, body)) };
  });
  router.add('POST', '/api/v1/cognito/image/getByHash', async (ctx) => {
    const body = { ...ctx.query, ...(await ctx.body()) };
    if (!body.hash) throw badRequest('hash is required', { field: 'hash' });
    return imageReply(ctx, body.hash, body);
  });
  router.add('GET', '/api/v1/cognito/image/getByHash', (ctx) => {
    if (!ctx.query.hash) throw badRequest('hash is required', { field: 'hash' });
    return imageReply(ctx, ctx.query.hash, ctx.query);
  });

  /** A stored file (a picture's original) as a download. */
  router.add('GET', '/api/v1/cognito/default/file/:id', async (ctx) => {
    const row = await db.one('SELECT name, svg, data FROM images WHERE hash = $1', [ctx.params.id]);
    if (!row) throw new ApiError(404, 'No such file');
    const body = row.data ? Buffer.from(row.data) : Buffer.from(row.svg ?? '');
    const type = row.data ? 'application/octet-stream' : 'image/svg+xml';
    const name = `${row.name.replace(/[^\w.-]+/g, '-')}${row.data ? '' : '.svg'}`;
    // An SVG original is text and goes out compressed when the client accepts it.
    sendBody(ctx.res, 200, body, { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` });
  });
}
