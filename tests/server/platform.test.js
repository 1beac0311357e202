// The platform under the API: rendered pictures, the sample video with ranges, body limits and
// malformed bodies, unknown routes, CORS, the XSRF cookie, fault injection, and a restart over
// the same data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, KEEP_ALIVE_MS } from '../../demo/server/app.js';
import { call, get, login, post, startServer } from './helpers.js';

const VIDEO = fileURLToPath(new URL('../../demo/server/assets/lakeside-lap.mp4', import.meta.url));
const MAIN = fileURLToPath(new URL('../../demo/server/main.js', import.meta.url));

/** A raw GET (fetch would normalise the path): `${status} ${body}`, or why there was no reply. */
const rawGet = (base, path, headers = {}) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(base);
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    req.on('error', (e) => resolve(`no reply: ${e.code ?? e.message}`));
    req.setTimeout(3000, () => {
      req.destroy();
      resolve('no reply within 3 s');
    });
    req.end();
  });

let api;
let hash;
beforeAll(async () => {
  api = await startServer();
  [{ hash }] = await api.db.query('SELECT hash FROM images WHERE svg IS NOT NULL ORDER BY hash LIMIT 1');
});
afterAll(async () => {
  await api?.stop();
});

async function picture(path) {
  const res = await fetch(api.url + path);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: res.status === 200 ? await sharp(body).metadata() : undefined };
}

describe('pictures', () => {
  it('renders webp at the width rounded up to 25 px', async () => {
    const { res, meta } = await picture(`/assets/i/${hash}/16x9/610.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(625);
    expect(meta.height).toBe(Math.round((625 * 9) / 16));
  });

  it('renders avif and jpg too, at other aspects', async () => {
    const avif = await picture(`/assets/i/${hash}/1x1/200.avif`);
    expect(avif.res.status).toBe(200);
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.meta.format).toBe('heif');
    expect([avif.meta.width, avif.meta.height]).toEqual([200, 200]);
    const jpg = await picture(`/assets/i/${hash}/4x3/400.jpg`);
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.meta.format).toBe('jpeg');
    expect([jpg.meta.width, jpg.meta.height]).toEqual([400, 300]);
    // a second request comes from the cache and is the same picture
    const again = await picture(`/assets/i/${hash}/4x3/400.jpg`);
    expect(again.body.equals(jpg.body)).toBe(true);
  });

  it('the scaled form {w}x{h}:{width} gives those dimensions', async () => {
    const { res, meta } = await picture(`/assets/i/${hash}/16x9/320x180:1200.jpg`);
    expect(res.status).toBe(200);
    expect([meta.width, meta.height]).toEqual([320, 180]);
    const square = await picture(`/assets/i/${hash}/Square/150x150:600.webp`);
    expect([square.meta.width, square.meta.height]).toEqual([150, 150]);
  });

  it('an unknown hash, aspect or format is 404', async () => {
    expect((await fetch(`${api.url}/assets/i/nosuchhash00/16x9/610.webp`)).status).toBe(404);
    expect((await fetch(`${api.url}/assets/i/${hash}/7x7/610.webp`)).status).toBe(404);
    expect((await fetch(`${api.url}/assets/i/${hash}/16x9/610.gif`)).status).toBe(404);
  });

  it('getByHash describes a picture', async () => {
    const res = await get(api, `/api/v1/cognito/image/getByHash?hash=${hash}&image_aspect=4x3&image_width=300`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hash, aspect: '4x3', width: 300, height: 225 });
    expect(res.body.url).toBe(`${api.url}/assets/i/${hash}/4x3/300.jpg`);
    expect((await get(api, '/api/v1/cognito/image/getByHash?hash=nope')).status).toBe(404);
  });
});

describe('video', () => {
  it('serves the sample video with ranges', async () => {
    expect(existsSync(VIDEO), `the sample video is missing: ${VIDEO}`).toBe(true);
    const size = statSync(VIDEO).size;
    const res = await fetch(`${api.url}/v/lakeside-lap.mp4`, { headers: { range: 'bytes=0-1023' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 0-1023/${size}`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(1024);
    expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const tail = await fetch(`${api.url}/v/lakeside-lap.mp4`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect((await tail.arrayBuffer()).byteLength).toBe(100);
    const whole = await fetch(`${api.url}/v/lakeside-lap.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const beyond = await fetch(`${api.url}/v/lakeside-lap.mp4`, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect((await fetch(`${api.url}/v/no-such-video.mp4`)).status).toBe(404);
  });
});

describe('requests', () => {
  it('a body over 1 MB is 413', async () => {
    const big = JSON.stringify({ details: { name: 'x', message: 'y'.repeat(1024 * 1024 + 10) } });
    let status;
    try {
      const res = await fetch(`${api.url}/api/v1/cognito/formSubmit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      status = res.status;
      const body = await res.json();
      expect(body.success).toBe(false);
    } catch (error) {
      status = `connection error: ${error.cause?.code ?? error.message}`;
    }
    expect(status).toBe(413);
    // and the server still answers
    expect((await get(api, '/api/v1/cognito/domain/currentDomain')).status).toBe(200);
  });

  it('a body just under 1 MB is read', async () => {
    const res = await post(api, '/api/v1/cognito/formSubmit', {
      details: { name: 'x', email: 'a@b.example', subject: 's', message: 'y'.repeat(4000) },
      pad: 'z'.repeat(900_000),
    });
    expect(res.status).toBe(200);
  });

  it('a body that is not a JSON object is 400', async () => {
    const text = await call(api, 'POST', '/api/v1/cognito/formSubmit', {}, { raw: 'this is not json' });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ success: false });
    expect(text.body.message).toMatch(/JSON/);
    const list = await call(api, 'POST', '/api/v1/cognito/formSubmit', {}, { raw: '[1, 2]' });
    expect(list.status).toBe(400);
  });

  it('an unknown route is a 404 in JSON; a wrong method 405', async () => {
    const res = await get(api, '/api/v1/nothing/here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain('/api/v1/nothing/here');
    expect((await call(api, 'DELETE', '/api/v1/cognito/domain/currentDomain')).status).toBe(405);
  });

  it('keeps an idle connection open for 65 s, and says so, not 5 s', async () => {
    const keepAlive = await new Promise((resolve, reject) => {
      const { hostname, port } = new URL(api.url);
      const req = request(
        { host: hostname, port, path: '/api/v1/cognito/domain/currentDomain', headers: { connection: 'keep-alive' } },
        (res) => {
          res.resume();
          resolve(res.headers['keep-alive']);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('malformed requests', () => {
  it('a malformed cookie is not a 500', async () => {
    const res = await rawGet(api.url, '/api/v1/cognito/domain/currentDomain', { cookie: 'theme=%E0%A4%A; other=1' });
    expect(res.slice(0, 3)).toBe('200');
  });

  it('a malformed escape in a path parameter is a 4xx, not a 500', async () => {
    const res = await rawGet(api.url, '/api/v1/cognito/user/%E0%A4%A');
    expect(res).toMatch(/^4\d\d /);
  });

  it('a request for // does not bring the server down (npm run server)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'venue-main-'));
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const base = await new Promise((resolve, reject) => {
        const onData = (chunk) => {
          output += chunk;
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
          if (m) resolve(m[0]);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', (chunk) => (output += chunk));
        exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${output}`)));
      });
      const slashes = await rawGet(base, '//');
      const after = await rawGet(base, '/api/v1/cognito/domain/currentDomain');
      expect(after.slice(0, 3), `after GET // the server gave "${after}"; its output:\n${output.slice(-600)}`).toBe('200');
      expect(slashes).toMatch(/^[45]\d\d /);
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('CORS and XSRF', () => {
  const preflight = (origin) =>
    fetch(`${api.url}/api/v1/sell/cart/getCart`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });

  it('a preflight from a local page is allowed with credentials', async () => {
    const res = await preflight('http://localhost:5173');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('http://127.0.0.1:8080');
    expect(other.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  });

  it('a foreign origin gets no CORS headers', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const lookalike = await preflight('http://localhost.evil.example');
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
    const get_ = await fetch(`${api.url}/api/v1/cognito/domain/currentDomain`, { headers: { origin: 'https://evil.example' } });
    expect(get_.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets the XSRF-TOKEN cookie, and a POST echoing a different one is refused', async () => {
    const res = await fetch(`${api.url}/api/v1/cognito/domain/currentDomain`);
    const cookie = res.headers.get('set-cookie');
    expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\//);
    const token = /XSRF-TOKEN=([0-9a-f]+)/.exec(cookie)[1];
    const withCookie = await fetch(`${api.url}/api/v1/cognito/domain/currentDomain`, { headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
    const headers = { cookie: `XSRF-TOKEN=${token}`, 'content-type': 'application/json' };
    const good = await fetch(`${api.url}/api/v1/sell/cart/getCart`, {
      method: 'POST',
      headers: { ...headers, 'x-xsrf-token': token },
      body: '{}',
    });
    expect(good.status).toBe(200);
    const bad = await fetch(`${api.url}/api/v1/sell/cart/getCart`, {
      method: 'POST',
      headers: { ...headers, 'x-xsrf-token': 'f'.repeat(32) },
      body: '{}',
    });
    expect(bad.status).toBe(419);
  });
});

describe('fault injection', () => {
  it('an error rate on one path fails that path only; DELETE clears', async () => {
    try {
      const set = await post(api, '/dev/faults', { error_rate: 1, error_status: 503, path: '/api/v1/cognito/faq' });
      expect(set.body.faults).toEqual({ error_rate: 1, error_status: 503, path: '/api/v1/cognito/faq' });
      expect((await get(api, '/dev/faults')).body).toEqual(set.body.faults);
      const faq = await get(api, '/api/v1/cognito/faq?group=faqs');
      expect(faq.status).toBe(503);
      expect(faq.body.code).toBe('INJECTED_FAULT');
      expect((await get(api, '/api/v1/cognito/page?url=/about')).status).toBe(200);
      expect((await get(api, '/dev/outbox.json')).status).toBe(200);
    } finally {
      expect((await call(api, 'DELETE', '/dev/faults')).status).toBe(200);
    }
    expect((await get(api, '/dev/faults')).body).toEqual({});
    expect((await get(api, '/api/v1/cognito/faq?group=faqs')).status).toBe(200);
  });

  it('latency slows the API but not the dev pages', async () => {
    try {
      await post(api, '/dev/faults', { latency_ms: 300 });
      let t = Date.now();
      expect((await get(api, '/api/v1/cognito/domain/currentDomain')).status).toBe(200);
      expect(Date.now() - t).toBeGreaterThanOrEqual(290);
      t = Date.now();
      await get(api, '/dev/faults');
      expect(Date.now() - t).toBeLessThan(290);
    } finally {
      await call(api, 'DELETE', '/dev/faults');
    }
    const t = Date.now();
    await get(api, '/api/v1/cognito/domain/currentDomain');
    expect(Date.now() - t).toBeLessThan(290);
  });

  it('refuses bad fault values', async () => {
    expect((await post(api, '/dev/faults', { error_rate: 2 })).status).toBe(400);
    expect((await post(api, '/dev/faults', { error_status: 200 })).status).toBe(400);
    expect((await get(api, '/dev/faults')).body).toEqual({});
  });
});

describe('restart', () => {
  it('a restart over the same data folder keeps a registered member and does not seed again', async () => {
    const first = await startServer();
    let second;
    try {
      const email = `restart-${Date.now()}@venue.example`;
      const reg = await post(first, '/api/v1/cognito/user/registerLink', {
        email,
        first_name: 'Re',
        last_name: 'Start',
        date_of_birth: '1999-09-09',
        fingerprint: 'restart-fp',
      });
      expect(reg.status).toBe(200);
      const token = (await login(first)).access_token;
      const admin = (await login(first, 'admin@venue.example', 'admin1234')).access_token;
      const [faq] = (await get(first, '/api/v1/cognito/faq?group=faqs')).body.data;
      expect((await post(first, '/api/v1/cognito/faq/delete', { id: faq.id }, { token: admin })).status).toBe(200);
      const count = async (db, table) => (await db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
      const before = {
        users: await count(first.db, 'users'),
        events: await count(first.db, 'events'),
        faqs: await count(first.db, 'faqs'),
      };
      const [seeded] = await first.db.query(`SELECT value FROM settings WHERE key = 'seeded'`);
      await first.close();

      second = await createApp({ port: 0, dataDir: first.dataDir, quiet: true });
      const [again] = await second.db.query(`SELECT value FROM settings WHERE key = 'seeded'`);
      expect(again.value).toEqual(seeded.value);
      expect({
        users: await count(second.db, 'users'),
        events: await count(second.db, 'events'),
        faqs: await count(second.db, 'faqs'),
      }).toEqual(before);
      expect((await get(second, `/api/v1/cognito/faq?id=${faq.id}`)).status).toBe(404);
      const mail = await get(second, `/dev/outbox.json?to=${encodeURIComponent(email)}`);
      expect(mail.body).toHaveLength(1);
      const code = await get(
        second,
        `/api/v1/cognito/user/loginRecoveryCode?email=${encodeURIComponent(email)}&code=${mail.body[0].code}&fingerprint=restart-fp`,
      );
      expect(code.status).toBe(200);
      // the signing secret is kept: a token from before the restart still works
      expect((await get(second, '/api/v1/cognito/user/authUser', { token })).body.email).toBe('demo@venue.example');
    } finally {
      if (second) await second.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('a new data folder starts seeded, with the sample content of today and a signing secret of its own', async () => {
    const [one, two] = await Promise.all([startServer(), startServer()]);
    try {
      const secrets = [];
      for (const api of [one, two]) {
        expect(await api.db.one(`SELECT value FROM settings WHERE key = 'seeded'`)).toBeTruthy();
        secrets.push((await api.db.one(`SELECT value FROM settings WHERE key = 'jwt_secret'`)).value);
        // The seed's events run from last month to two months ahead of today: some in the week
        // before today, some in the week after.
        const week = async (from, to) =>
          (
            await api.db.one(
              `SELECT count(*)::int AS n FROM events WHERE start_time >= current_date + $1::int AND start_time < current_date + $2::int`,
              [from, to],
            )
          ).n;
        expect(await week(-7, 0)).toBeGreaterThan(0);
        expect(await week(1, 8)).toBeGreaterThan(0);
      }
      expect(secrets[0]).not.toBe(secrets[1]);
      // A token one back end signed is refused by the other.
      const token = (await login(one)).access_token;
      expect((await get(two, '/api/v1/cognito/user/authUser', { token })).status).toBe(401);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
