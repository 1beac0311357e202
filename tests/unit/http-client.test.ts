import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, REQUEST_TIMEOUT_MS, type HttpClientDeps } from '../../src/core/http/client';
import { networkError } from '../../src/core/http/errors';
import type { TransportRequest, TransportResponse } from '../../src/core/http/transport';
import { createReadiness } from '../../src/core/session/readiness';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Harness {
  deps: HttpClientDeps;
  calls: (TransportRequest & { at: number })[];
  reply: (handler: (req: TransportRequest, n: number) => TransportResponse | Promise<TransportResponse>) => void;
  token: { access: string; refresh: string };
  logouts: string[];
  linkActive: boolean[];
}

function harness(overrides: Partial<HttpClientDeps> = {}): Harness {
  const calls: Harness['calls'] = [];
  let handler: (req: TransportRequest, n: number) => TransportResponse | Promise<TransportResponse> = () => ({
    status: 200,
    data: { ok: true },
  });
  const h: Harness = {
    calls,
    token: { access: 'A1', refresh: 'R1' },
    logouts: [],
    linkActive: [],
    reply: (fn) => (handler = fn),
    deps: undefined as unknown as HttpClientDeps,
  };
  h.deps = {
    transport: async (req) => {
      calls.push({ ...req, at: Date.now() });
      return handler(req, calls.length);
    },
    baseUrl: () => 'https://api.venue.example',
    accessToken: () => h.token.access || undefined,
    hasRefreshToken: () => Boolean(h.token.refresh),
    refresh: vi.fn(async () => {
      h.token.access = 'A2';
      return true;
    }),
    logout: (reason) => void h.logouts.push(reason),
    setLinkActive: (active) => void h.linkActive.push(active),
    whenReady: async () => undefined,
    pageOrigin: () => 'https://venue.example',
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-123' : undefined),
    now: () => Date.now(),
    sleep,
    ...overrides,
  };
  return h;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('http client', () => {
  it('adds the bearer token, except on calls made without auth (login, refresh, token exchange)', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    await client.request('/api/v1/cognito/user/authUser');
    await vi.advanceTimersByTimeAsync(60);
    await client.request('/api/v1/cognito/user/login', { method: 'POST', body: { username: 'a' }, auth: false });
    expect(h.calls[0].headers.Authorization).toBe('Bearer A1');
    expect(h.calls[1].headers.Authorization).toBeUndefined();
    expect(h.calls[1].headers['Content-Type']).toBe('application/json');
    expect(h.calls[1].body).toBe('{"username":"a"}');
    expect(h.calls[0].timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
  });

  it('merges headers and builds the query string, skipping empty values', async () => {
    const h = harness();
    await createHttpClient(h.deps).request('/api/v1/cognito/faq', {
      query: { group: 'faqs', page: 2, none: undefined },
      headers: { 'X-Extra': '1' },
    });
    expect(h.calls[0].url).toBe('https://api.venue.example/api/v1/cognito/faq?group=faqs&page=2');
    expect(h.calls[0].headers['X-Extra']).toBe('1');
    expect(h.calls[0].headers.Accept).toBe('application/json');
  });

  it('sends the XSRF header from the cookie on same-origin calls only', async () => {
    const h = harness({ baseUrl: () => 'https://venue.example' });
    const client = createHttpClient(h.deps);
    await client.request('/api/v1/cognito/faq');
    await vi.advanceTimersByTimeAsync(60);
    await client.request('https://other.example/api/v1/cognito/faq');
    expect(h.calls[0].headers['X-XSRF-TOKEN']).toBe('xsrf-123');
    expect(h.calls[1].headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('spaces calls at least 50 ms apart', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    const start = Date.now();
    const all = Promise.all([1, 2, 3].map((n) => client.request(`/a/${n}`, { method: 'POST' })));
    await vi.advanceTimersByTimeAsync(200);
    await all;
    expect(h.calls.map((c) => c.at - start)).toEqual([0, 50, 100]);
  });

  it('holds calls back until ready, releasing them after the 2 s fallback at the latest', async () => {
    const readiness = createReadiness(() => Date.now(), sleep);
    const h = harness({ whenReady: readiness.whenReady });
    const client = createHttpClient(h.deps);
    const start = Date.now();
    const gated = client.request('/api/v1/cognito/user/authUser');
    const login = client.request('/api/v1/cognito/user/login', { method: 'POST', auth: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.calls.map((c) => c.url)).toEqual(['https://api.venue.example/api/v1/cognito/user/login']);
    await vi.advanceTimersByTimeAsync(1_100);
    await Promise.all([gated, login]);
    expect(h.calls[1].at - start).toBe(2_000);
  });

  it('releases held calls at the next 100 ms poll once the token check finishes', async () => {
    const readiness = createReadiness(() => Date.now(), sleep);
    const h = harness({ whenReady: readiness.whenReady });
    const start = Date.now();
    const pending = createHttpClient(h.deps).request('/x');
    await vi.advanceTimersByTimeAsync(250);
    readiness.open();
    await vi.advanceTimersByTimeAsync(100);
    await pending;
    expect(h.calls[0].at - start).toBe(300);
  });

  it('refreshes on TOKEN_EXPIRED and retries once with the new token', async () => {
    const h = harness();
    h.reply((req) =>
      req.headers.Authorization === 'Bearer A1' ? { status: 401, data: { code: 'TOKEN_EXPIRED' } } : { status: 200, data: { id: 7 } },
    );
    const pending = createHttpClient(h.deps).request('/api/v1/cognito/user/authUser');
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toEqual({ id: 7 });
    // The refresher is told which token was refused: a newer one in the session is used as it is.
    expect(h.deps.refresh).toHaveBeenCalledExactlyOnceWith('A1');
    expect(h.calls.map((c) => c.headers.Authorization)).toEqual(['Bearer A1', 'Bearer A2']);
  });

  it('treats a 422 TOKEN_EXPIRED the same way, and retries only once', async () => {
    const h = harness();
    h.reply(() => ({ status: 422, data: { code: 'TOKEN_EXPIRED' } }));
    const pending = createHttpClient(h.deps).request('/x');
    const settled = expect(pending).rejects.toMatchObject({ status: 422 });
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(h.calls).toHaveLength(2);
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('logs out when the refresh is refused, without a refresh loop', async () => {
    const h = harness({ refresh: vi.fn(async () => false) });
    h.reply(() => ({ status: 401, data: { code: 'TOKEN_EXPIRED' } }));
    const pending = createHttpClient(h.deps).request('/x');
    const settled = expect(pending).rejects.toThrow('Request failed with status code 401');
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(h.logouts).toEqual(['refresh-failed']);
    expect(h.calls).toHaveLength(1);
  });

  it('does not refresh without a refresh token', async () => {
    const h = harness();
    h.token.refresh = '';
    h.reply(() => ({ status: 401, data: { code: 'TOKEN_EXPIRED' } }));
    await expect(createHttpClient(h.deps).request('/x')).rejects.toMatchObject({ status: 401 });
    expect(h.deps.refresh).not.toHaveBeenCalled();
  });

  it.each([[{ code: 'TOKEN_INVALID' }], [{ message: 'Signature verification failed' }]])('logs out on %o', async (data) => {
    const h = harness();
    h.reply(() => ({ status: 401, data }));
    await expect(createHttpClient(h.deps).request('/x')).rejects.toMatchObject({ status: 401 });
    expect(h.logouts).toEqual(['token-invalid']);
    expect(h.deps.refresh).not.toHaveBeenCalled();
  });

  it('leaves a refused refresh token to the refresher: a call that carried no token does not log out', async () => {
    const h = harness();
    h.reply(() => ({ status: 401, data: { code: 'TOKEN_INVALID' } }));
    const refresh = createHttpClient(h.deps).request('/api/v1/cognito/user/refreshToken', { method: 'POST', auth: false, body: {} });
    await expect(refresh).rejects.toMatchObject({ status: 401 });
    expect(h.logouts).toEqual([]);
  });

  it('tracks link_active: false on a network failure, true after any response', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    h.reply(() => Promise.reject(networkError()));
    await expect(client.request('/x', { method: 'POST' })).rejects.toThrow('Network Error');
    await vi.advanceTimersByTimeAsync(60);
    h.reply(() => ({ status: 500, data: null }));
    await expect(client.request('/x', { method: 'POST' })).rejects.toThrow('Request failed with status code 500');
    expect(h.linkActive).toEqual([false, true]);
  });

  it('refuses protocols other than http(s)', async () => {
    const h = harness();
    await expect(createHttpClient(h.deps).request('ftp://files.example/x')).rejects.toThrow(/^unsupported protocol$/);
    expect(h.calls).toHaveLength(0);
  });

  it('shares identical GETs in flight, and asks again once they have settled (keeping replies is the query cache job)', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    h.reply(async () => {
      await sleep(30);
      return { status: 200, data: { data: [1] } };
    });
    const both = Promise.all([client.request('/faq'), client.request('/faq')]);
    await vi.advanceTimersByTimeAsync(40);
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(h.calls).toHaveLength(1);

    const again = client.request('/faq');
    await vi.advanceTimersByTimeAsync(100);
    await again;
    expect(h.calls).toHaveLength(2);
  });

  it('does not keep failed GETs: the next call asks again', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    h.reply((_req, n) => (n === 1 ? { status: 503, data: null } : { status: 200, data: 'ok' }));
    await expect(client.request('/faq')).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(60);
    await expect(client.request('/faq')).resolves.toBe('ok');
  });

  it('GraphQL: refreshes on any 401/422 and returns the data of other failures', async () => {
    const h = harness();
    const client = createHttpClient(h.deps);
    h.reply((req) => (req.headers.Authorization === 'Bearer A1' ? { status: 401, data: null } : { status: 200, data: { data: { x: 1 } } }));
    const first = client.request('/graphql', { method: 'POST', graphql: true, body: { query: '{x}' } });
    await vi.advanceTimersByTimeAsync(100);
    await expect(first).resolves.toEqual({ data: { x: 1 } });
    h.reply(() => ({ status: 500, data: { errors: [{ message: 'boom' }] } }));
    const second = client.request('/graphql', { method: 'POST', graphql: true, body: { query: '{x}' } });
    await vi.advanceTimersByTimeAsync(100);
    await expect(second).resolves.toEqual({ errors: [{ message: 'boom' }] });
  });

  it('reports progress to the caller and to the global listener', async () => {
    const seen: string[] = [];
    const h = harness({ onProgress: (p) => void seen.push(`global ${p.direction}`) });
    h.reply((req) => {
      req.onProgress?.({ loaded: 5, total: 10, direction: 'upload' });
      return { status: 200, data: null };
    });
    await createHttpClient(h.deps).request('/upload', { method: 'POST', onProgress: (p) => void seen.push(`own ${p.direction}`) });
    expect(seen).toEqual(['own upload', 'global upload']);
  });
});

describe('replies the loader fetched early (loader/early)', () => {
  const earlyReply = (status: number) => vi.fn(() => Promise.resolve({ status, data: { early: true } }));

  it('a visitor’s call takes the early reply once, without a request of its own', async () => {
    const take = earlyReply(200);
    const h = harness({ takeEarly: take });
    h.token.access = '';
    const client = createHttpClient(h.deps);
    await expect(client.request('/api/v1/cognito/faq', { query: { group: 'faqs' } })).resolves.toEqual({ early: true });
    expect(take).toHaveBeenCalledWith('GET', 'https://api.venue.example/api/v1/cognito/faq?group=faqs', undefined);
    expect(h.calls).toHaveLength(0);
    await client.request('/graphql', { method: 'POST', body: { query: '{ a }' }, graphql: true });
    expect(take).toHaveBeenLastCalledWith('POST', 'https://api.venue.example/graphql', '{"query":"{ a }"}');
  });

  it('a failed early reply is asked again, and a member never takes one', async () => {
    const failed = harness({ takeEarly: earlyReply(500) });
    failed.token.access = '';
    const call = createHttpClient(failed.deps).request('/api/v1/cognito/faq');
    await vi.runAllTimersAsync();
    await expect(call).resolves.toEqual({ ok: true });
    expect(failed.calls).toHaveLength(1);

    const take = earlyReply(200);
    const member = harness({ takeEarly: take });
    const asked = createHttpClient(member.deps).request('/api/v1/cognito/faq');
    await vi.runAllTimersAsync();
    await expect(asked).resolves.toEqual({ ok: true });
    expect(take).not.toHaveBeenCalled();
  });

  it('shares its request spacing with the loader', async () => {
    const slot = { next: Date.now() + 200 };
    const h = harness({ slot });
    const call = createHttpClient(h.deps).request('/x');
    await vi.advanceTimersByTimeAsync(150);
    expect(h.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await call;
    expect(h.calls).toHaveLength(1);
    expect(slot.next).toBe(h.calls[0].at + 50);
  });
});
