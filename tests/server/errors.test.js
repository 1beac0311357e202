// Error reports (POST /dev/errors): the fields the SDK posts are kept in memory (the last 500) and
// listed newest first as JSON and as a page; unknown fields are dropped, a missing message is a
// 400, and nothing that looks like a token is ever stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_LIMIT } from '../../demo/server/routes/dev.js';
import { call, get, login, post, startServer } from './helpers.js';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});
beforeEach(() => {
  api.app.errorReports.length = 0; // each test starts with no reports
});

const report = (fields) => ({
  kind: 'error',
  message: 'Could not load the calendar',
  element: 'venue-calendar',
  url: 'https://www.lakeside.example/events?month=2025-05',
  status: 503,
  call: 'GET /api/v1/lakeside/event/calendar',
  at: '2025-05-01T10:20:30.000Z',
  version: '0.1.0',
  ...fields,
});

describe('POST /dev/errors', () => {
  it('keeps the known fields, drops the rest, and lists them newest first', async () => {
    const first = await post(api, '/dev/errors', report({ extra: 'dropped', nested: { deep: 1 } }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, id: expect.any(Number) });
    const second = await post(api, '/dev/errors', { kind: 'trace', message: 'calendar rendered in 12 ms' });
    const id = first.body.id;
    expect(second.body.id).toBe(id + 1);

    const { status, body } = await get(api, '/dev/errors.json');
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({ id: id + 1, kind: 'trace', message: 'calendar rendered in 12 ms' });
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'kind', 'message', 'received_at']);
    const { received_at: receivedAt, ...kept } = body[1];
    expect(kept).toEqual({ id, ...report({}) });
    expect(receivedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const traces = await get(api, '/dev/errors.json?kind=trace');
    expect(traces.body.map((r) => r.id)).toEqual([id + 1]);
  });

  it('kind defaults to error; a missing or empty message, a wrong kind or wrong types are 400s', async () => {
    expect((await post(api, '/dev/errors', { message: 'no kind' })).status).toBe(200);
    expect((await get(api, '/dev/errors.json')).body[0].kind).toBe('error');

    for (const bad of [
      {},
      { kind: 'error' },
      { kind: 'error', message: '   ' },
      { kind: 'error', message: 42 },
      { kind: 'warning', message: 'x' },
      { kind: 'error', message: 'x', status: 'five hundred' },
      { kind: 'error', message: 'x', status: 5000 },
      { kind: 'error', message: 'x', element: { tag: 'venue-faq' } },
    ]) {
      const res = await post(api, '/dev/errors', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const notJson = await call(api, 'POST', '/dev/errors', {}, { raw: 'not json' });
    expect(notJson.status).toBe(400);
    expect((await get(api, '/dev/errors.json')).body).toHaveLength(1);
  });

  it('refuses a report that carries a token, and stores nothing of it', async () => {
    const { access_token: access, refresh_token: refresh } = await login(api);
    for (const bad of [
      report({ access_token: access }),
      report({ refresh_token: refresh }),
      report({ authorization: `Bearer ${access}` }),
      report({ Authorization: 'Bearer abc' }),
      report({ context: { headers: { authorization: 'x' } } }),
      report({ context: [{ refreshToken: 'x' }] }),
      report({ message: `401 for token ${access}` }),
      report({ call: `GET /api/v1/cognito/user/authUser with Bearer ${refresh}` }),
      report({ url: `https://www.lakeside.example/?a=${encodeURIComponent(access)}&r=${refresh}&b=x` }),
      report({ url: `https://www.lakeside.example/callback#access_token=${refresh}` }),
    ]) {
      const res = await post(api, '/dev/errors', bad);
      expect(res.status, JSON.stringify(bad).slice(0, 200)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'TOKEN_IN_REPORT' });
    }
    expect((await get(api, '/dev/errors.json')).body).toEqual([]);
    // words and short parameters that only look alike are fine
    const fine = report({ message: 'Bearer authentication failed', url: 'https://www.lakeside.example/?a=1&r=faq' });
    expect((await post(api, '/dev/errors', fine)).status).toBe(200);
  });

  it('needs no login, answers CORS like the API, and the body limit applies', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${api.url}/dev/errors`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const res = await post(api, '/dev/errors', report({}), { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');

    // navigator.sendBeacon posts text/plain: the JSON inside is read all the same
    const beacon = await call(
      api,
      'POST',
      '/dev/errors',
      {},
      { raw: JSON.stringify(report({})), headers: { 'content-type': 'text/plain' } },
    );
    expect(beacon.status).toBe(200);

    const huge = await post(api, '/dev/errors', report({ message: 'x'.repeat(1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
    expect((await get(api, '/dev/errors.json')).body).toHaveLength(2);
  });

  it('long texts are cut, and only the last 500 reports are kept', async () => {
    await post(api, '/dev/errors', report({ message: 'm'.repeat(10_000), url: `https://x.example/${'p'.repeat(5000)}` }));
    const [long] = (await get(api, '/dev/errors.json')).body;
    expect(long.message.length).toBe(4000);
    expect(long.message.endsWith('…')).toBe(true);
    expect(long.url.length).toBe(2000);

    for (let i = 0; i < REPORT_LIMIT + 20; i += 1) await post(api, '/dev/errors', { message: `n${i}` });
    const list = (await get(api, '/dev/errors.json')).body;
    expect(REPORT_LIMIT).toBe(500);
    expect(list).toHaveLength(500);
    expect(list[0].message).toBe(`n${REPORT_LIMIT + 19}`);
    expect(list.at(-1).message).toBe('n20');
    expect(api.app.errorReports).toHaveLength(500);
  });
});

describe('GET /dev/errors', () => {
  it('is a readable page, newest first, with every text escaped', async () => {
    const empty = await get(api, '/dev/errors');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toContain('text/html');
    expect(empty.body).toContain('No reports yet');

    await post(api, '/dev/errors', report({ message: 'first <script>alert(1)</script>' }));
    await post(api, '/dev/errors', { kind: 'trace', message: 'second', element: 'venue-faq' });
    const { body } = await get(api, '/dev/errors');
    expect(body).toContain('<h1>Error reports</h1>');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('first &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body.indexOf('second')).toBeLessThan(body.indexOf('first &lt;script'));
    expect(body).toContain('venue-calendar');
    expect(body).toContain('status 503');
    expect(body).toContain('https://www.lakeside.example/events?month=2025-05');
    expect((await get(api, '/')).body).toContain('href="/dev/errors"');
  });
});
