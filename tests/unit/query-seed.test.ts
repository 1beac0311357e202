import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/core/http/client';
import { createQueryCache } from '../../src/core/query';
import { readRenderedState } from '../../src/core/renderedState';

/** These queries' functions call nothing through it. */
const http = {} as HttpClient;

describe("a rendered page's replies in the query cache", () => {
  it('are fresh from the seeding: no request until their stale time has passed', async () => {
    let clock = 10_000;
    const cache = createQueryCache({ now: () => clock, http });
    cache.seed([[['page-contents', 'about'], [{ id: 1 }]]]);
    const fn = vi.fn(async () => [{ id: 2 }]);
    const options = { key: ['page-contents', 'about'], fn, staleTime: 1_000 };
    expect(await cache.fetch(options)).toEqual([{ id: 1 }]);
    cache.ensure(options);
    expect(fn).not.toHaveBeenCalled();
    clock += 1_000;
    expect(await cache.fetch(options)).toEqual([{ id: 2 }]);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('leave a key that was already asked or answered as it is', async () => {
    const cache = createQueryCache({ now: () => 0, http });
    let answer!: (value: string) => void;
    cache.prefetch({ key: ['asked'], fn: () => new Promise<string>((resolve) => (answer = resolve)) });
    cache.set(['answered'], 'newer');
    cache.seed([
      [['asked'], 'rendered'],
      [['answered'], 'rendered'],
    ]);
    expect(cache.get(['asked']).status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve));
    answer('asked');
    await new Promise((resolve) => setTimeout(resolve));
    expect(cache.get(['asked']).data).toBe('asked');
    expect(cache.get(['answered']).data).toBe('newer');
  });
});

describe('the state block', () => {
  /** A document whose state block holds `text` (none: undefined), as querySelector finds it. */
  const page = (text?: string) =>
    ({
      querySelector: (selector: string) =>
        text !== undefined && selector === 'script[type="application/json"][data-venue-state]' ? { textContent: text } : null,
    }) as unknown as Document;

  it('is read when it is version 1, with its kinds, their chunks and replies', () => {
    const doc = page(
      '{"v":1,"url":"/about","kinds":["heading",3],"chunks":["chunks/Heading-a1.js","https://evil.test/x.js","../x.js",4],"queries":[[["initial-data"],{"a":1}],"x"]}',
    );
    expect(readRenderedState(doc)).toEqual({
      v: 1,
      url: '/about',
      kinds: ['heading'],
      chunks: ['chunks/Heading-a1.js'],
      queries: [[['initial-data'], { a: 1 }]],
    });
  });

  it('is passed over when missing, malformed or of another version', () => {
    expect(readRenderedState(page())).toBeUndefined();
    expect(readRenderedState(page('{"v":1,'))).toBeUndefined();
    expect(readRenderedState(page('{"v":2,"url":"/"}'))).toBeUndefined();
  });
});
