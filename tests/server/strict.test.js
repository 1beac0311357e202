// The strict back end (createApp({strict: true})): every operation of the contract answers, and
// its replies carry no field outside the contract (the helpers check each reply against
// openapi.json without its extensions, every object closed); extension calls are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer } from './helpers.js';
import { strictContract } from './contract.js';
import { samples } from './samples.js';

let strict;
let normal;
beforeAll(async () => {
  [strict, normal] = await Promise.all([startServer({ strict: true }), startServer()]);
});
afterAll(() => Promise.all([strict?.stop(), normal?.stop()]));

describe('strict mode', () => {
  it('answers a sample of every operation of the contract, each reply within the contract', async () => {
    const list = samples(strict, strict.db);
    const sampled = new Set(list.map(([key]) => key));
    const operations = Object.entries(strictContract.doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((op) => !sampled.has(op))).toEqual([]);
    expect([...sampled].filter((op) => !operations.includes(op))).toEqual([]);
    for (const [key, call, status] of list) {
      const reply = await call();
      expect(reply.status, `${key}: ${JSON.stringify(reply.body)?.slice(0, 300)}`).toBe(status);
    }
  });

  it('answers the same samples in normal mode, each reply within the contract with its extensions', async () => {
    for (const [key, call, status] of samples(normal, normal.db)) {
      const reply = await call();
      expect(reply.status, `${key}: ${JSON.stringify(reply.body)?.slice(0, 300)}`).toBe(status);
    }
  });

  it('drops the fields the spec does not have, where the normal mode sends them', async () => {
    const path = '/api/v1/cognito/user/authUser';
    const [s, n] = [
      await get(strict, path, { token: (await login(strict)).access_token }),
      await get(normal, path, { token: (await login(normal)).access_token }),
    ];
    expect(n.body).toHaveProperty('url');
    expect(n.body).toHaveProperty('club_additional_member');
    expect(s.body).not.toHaveProperty('url');
    expect(s.body).not.toHaveProperty('club_additional_member');
    expect(s.body.image).not.toHaveProperty('hash');
    expect(s.body).toMatchObject({ email: n.body.email, first_name: n.body.first_name, abn: n.body.abn });

    const tokens = await login(strict);
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token']);
    expect(Object.keys(await login(normal))).toEqual(expect.arrayContaining(['expires_in', 'token_type']));

    const now = new Date();
    const ymd = (d) => d.toISOString().slice(0, 10);
    const calendar = `/api/v1/lakeside/event/calendar?start=${ymd(new Date(now.getFullYear(), now.getMonth() - 1, 2))}&end=${ymd(new Date(now.getFullYear(), now.getMonth() + 3, 1))}`;
    const [item] = (await get(strict, calendar)).body;
    expect(Object.keys(item).sort()).toEqual(['backgroundColor', 'end', 'id', 'start', 'textColor', 'title']);
    expect((await get(normal, calendar)).body[0]).toHaveProperty('racers_event_id');
  });

  it('an error names the field in its message; the extension field is left out', async () => {
    const reply = await post(strict, '/api/v1/cognito/user/login', { username: 'demo@venue.example', password: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: 'fingerprint is required', error: 'fingerprint is required' });
    const normalReply = await post(normal, '/api/v1/cognito/user/login', { username: 'demo@venue.example', password: 'x' });
    expect(normalReply.body).toMatchObject({ message: 'fingerprint is required', field: 'fingerprint' });
  });

  it('extension calls are 404 in strict mode (405 where the path has a contract method) and answer in normal mode', async () => {
    for (const [path, status] of [
      ['/api/v1/sell/product', 404],
      ['/api/v1/cognito/domain/sitemap', 404],
      ['/api/v1/lakeside/venue', 404],
      ['/api/v1/cognito/giftVoucher/themes', 404],
      ['/api/v1/cognito/image/getByHash?hash=x', 405],
      ['/api/v1/cognito/slide', 405],
    ]) {
      expect((await get(strict, path)).status, path).toBe(status);
      expect((await get(normal, path)).status, path).not.toBe(status);
    }
    expect((await post(strict, '/api/v1/cognito/faq/create', { name: 'x' })).status).toBe(404);
  });

  it('test tooling (/dev/…) still answers in strict mode', async () => {
    expect((await get(strict, '/dev/faults')).status).toBe(200);
    expect((await get(strict, '/dev/outbox.json')).status).toBe(200);
  });
});
