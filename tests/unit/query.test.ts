import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';
import { createQueryCache, hashKey, shareEqual } from '../../src/core/query';

/** These queries' functions call nothing through it. */
const http = {} as HttpClient;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the query cache', () => {
  it('keeps the identity of data a refetch did not change, and of the parts a change left alone', async () => {
    const cache = createQueryCache({ http });
    let reply: unknown = { page: { rows: [{ id: 1 }, { id: 2 }] }, menu: ['a', 'b'] };
    const query = { key: ['page', 'home'], fn: () => Promise.resolve(structuredClone(reply)) };
    const first = (await cache.fetch(query)) as { page: { rows: unknown[] }; menu: string[] };
    expect(await cache.refetch(query)).toBe(first);
    expect(cache.get(query.key).data).toBe(first);
    reply = { page: { rows: [{ id: 1 }, { id: 3 }] }, menu: ['a', 'b'] };
    const second = (await cache.refetch(query)) as typeof first;
    expect(second).not.toBe(first);
    expect(second.menu).toBe(first.menu);
    expect(second.page.rows[0]).toBe(first.page.rows[0]);
    expect(second.page.rows[1]).toEqual({ id: 3 });
  });

  it('shares only plain objects and arrays, and tells a key taken away or added', () => {
    const date = new Date(0);
    expect(shareEqual(date, new Date(0))).not.toBe(date);
    const before = { a: 1, b: undefined };
    expect(shareEqual(before, { a: 1 })).toEqual({ a: 1 });
    expect(shareEqual(before, { a: 1 })).not.toBe(before);
    expect(shareEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(shareEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareEqual([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(Array.isArray(shareEqual([{ x: 1 }], [{ x: 2 }]))).toBe(true);
  });

  it('shares one request between every reader of a key, in flight and while fresh', async () => {
    let clock = 0;
    const cache = createQueryCache({ now: () => clock, http });
    const fn = vi.fn(async () => ['a']);
    const options = { key: ['faq', 'group'], fn, staleTime: 1000 };
    const [a, b] = await Promise.all([cache.fetch(options), cache.fetch({ ...options })]);
    expect(a).toBe(b);
    cache.prefetch(options);
    await cache.fetch(options);
    expect(fn).toHaveBeenCalledTimes(1);

    clock = 1500;
    await cache.fetch(options);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keys by value: undefined and null parts are the same key', () => {
    expect(hashKey(['faq', undefined])).toBe(hashKey(['faq', null]));
    expect(hashKey(['faq', 'a'])).not.toBe(hashKey(['faq', 'b']));
  });

  it('tells subscribers about pending, success and a failure, and keeps old data through a failed refetch', async () => {
    const cache = createQueryCache({ now: () => 0, http });
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const options = { key: ['x'], fn: () => calls.shift()!.promise, staleTime: 0 };
    const seen: string[] = [];
    cache.subscribe(['x'], () => seen.push(cache.get(['x']).status));
    cache.ensure(options);
    first.resolve('one');
    await vi.waitFor(() => expect(cache.get<string>(['x']).data).toBe('one'));
    const again = cache.refetch(options);
    second.reject(new Error('down'));
    await expect(again).rejects.toThrow('down');
    expect(cache.get<string>(['x'])).toMatchObject({ status: 'success', data: 'one' });
    expect(cache.get(['x']).error).toBeInstanceOf(Error);
    expect(seen[0]).toBe('pending');
    expect(seen).toContain('success');
  });

  it('a failure with no data is an error; the next reader asks again', async () => {
    const cache = createQueryCache({ now: () => 0, http });
    const fn = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('ok');
    const options = { key: ['y'], fn };
    await expect(cache.fetch(options)).rejects.toThrow('503');
    expect(cache.get(['y']).status).toBe('error');
    await expect(cache.fetch(options)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('forgets what belongs to a user, refetches it for those still reading, and drops replies to older requests', async () => {
    const cache = createQueryCache({ now: () => 0, http });
    let member = 'ann';
    const late = deferred<string>();
    const privateOptions = { key: ['addresses'], fn: vi.fn(async () => `${member}'s addresses`), private: true };
    const publicOptions = { key: ['faq'], fn: vi.fn(async () => 'faq') };
    await cache.fetch(privateOptions);
    await cache.fetch(publicOptions);

    // A request of Ann's still on its way when she logs out must not land for the next member.
    const slow = { key: ['invoice', 1], fn: () => late.promise, private: true };
    cache.prefetch(slow);
    member = 'bob';
    cache.clearPrivate();
    late.resolve("ann's invoice");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get(['invoice', 1]).data).toBeUndefined();
    expect(cache.get(['addresses']).data).toBeUndefined();
    expect(cache.get(['faq']).data).toBe('faq');

    const unsubscribe = cache.subscribe(['addresses'], () => undefined);
    await cache.fetch(privateOptions);
    cache.clearPrivate();
    await vi.waitFor(() => expect(cache.get(['addresses']).data).toBe("bob's addresses"));
    unsubscribe();
    expect(publicOptions.fn).toHaveBeenCalledTimes(1);
  });

  it('invalidate marks a prefix stale and refetches what is read', async () => {
    const cache = createQueryCache({ now: () => 0, http });
    let n = 0;
    const options = { key: ['calendar', '2026-10-01', '2027-01-01'], fn: async () => ++n };
    cache.subscribe(options.key, () => undefined);
    await cache.fetch(options);
    cache.invalidate(['calendar']);
    await vi.waitFor(() => expect(cache.get(options.key).data).toBe(2));
  });
});

describe("a server render's query cache", () => {
  it("gives each query its page's client, keeps what it has fresh, asks a failed query once, and tells what it asked and started", async () => {
    let clock = 0;
    const asked: unknown[] = [];
    const started: Promise<unknown>[] = [];
    const pageClient = { request: vi.fn(async () => 'reply') } as unknown as HttpClient;
    const cache = createQueryCache({
      now: () => clock,
      http: pageClient,
      render: { asked: (key) => asked.push(key), started: (request) => started.push(request) },
    });
    const content = {
      key: ['page', 'about'],
      fn: ({ http: client }: { http: HttpClient }) => client.request<string>('/page'),
      staleTime: 1,
    };
    expect(await cache.fetch(content)).toBe('reply');
    clock = 10_000;
    cache.ensure(content);
    expect(await cache.fetch(content)).toBe('reply');
    expect(pageClient.request).toHaveBeenCalledTimes(1);

    const failing = { key: ['gallery', 4], fn: vi.fn(async () => Promise.reject(new Error('down'))) };
    await expect(cache.fetch(failing)).rejects.toThrow('down');
    await expect(cache.fetch(failing)).rejects.toThrow('down');
    cache.ensure(failing);
    expect(failing.fn).toHaveBeenCalledTimes(1);

    expect(asked).toContainEqual(['page', 'about']);
    expect(asked).toContainEqual(['gallery', 4]);
    expect(started).toHaveLength(2);
    await Promise.all(started);
  });
});
