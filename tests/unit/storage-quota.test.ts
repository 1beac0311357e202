import { describe, expect, it } from 'vitest';
import { createStorage, MAX_OWN_VALUE, RETRY_MS } from '../../src/core/storage';

/** A localStorage with a size limit, as browsers have (about 5 MB of UTF-16). */
class QuotaStorage implements Storage {
  data = new Map<string, string>();
  constructor(public quota: number) {}
  private used(except?: string) {
    let n = 0;
    for (const [k, v] of this.data) if (k !== except) n += k.length + v.length;
    return n;
  }
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.used(key) + key.length + value.length > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

const SESSION = 'venue-elements/session';

describe('storage read by a visitor', () => {
  it('writes nothing until something is stored: the write test waits for the first write', () => {
    const backing = new QuotaStorage(MAX_OWN_VALUE);
    backing.data.set(SESSION, '{"a":1}');
    const writes: string[] = [];
    const setItem = backing.setItem.bind(backing);
    backing.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    const storage = createStorage(backing);
    expect(storage.get(SESSION)).toBe('{"a":1}');
    expect(storage.get('venue-elements/cart')).toBeNull();
    expect(writes).toEqual([]);
    storage.set('venue-elements/cart', '{"n":1}');
    expect(writes).toEqual(['venue-elements/probe', 'venue-elements/cart']);
    expect(backing.data.get('venue-elements/cart')).toBe('{"n":1}');
    expect(backing.data.has('venue-elements/probe')).toBe(false);
  });
});

describe('storage with a full quota', () => {
  it('removes our own oversized junk at start, so a login is kept across a reload', () => {
    const backing = new QuotaStorage(MAX_OWN_VALUE * 4);
    backing.data.set('venue-elements/cart', 'x'.repeat(MAX_OWN_VALUE * 4 - 30));
    const storage = createStorage(backing);
    expect(storage.persistent).toBe(true);
    expect(backing.data.has('venue-elements/cart')).toBe(false);
    storage.set(SESSION, '{"access_token":"t"}');
    // a reload: a new storage over the same backing still has the login
    expect(createStorage(backing).get(SESSION)).toBe('{"access_token":"t"}');
  });

  it('removes our own corrupt values when a write hits the quota, and never touches other scripts', () => {
    const backing = new QuotaStorage(200);
    const storage = createStorage(backing);
    backing.data.set('other-script', 'y'.repeat(40));
    backing.data.set('venue-elements/old', '{not json' + 'z'.repeat(90));
    storage.set(SESSION, '{"access_token":"abc"}');
    expect(backing.data.get(SESSION)).toBe('{"access_token":"abc"}');
    expect(backing.data.has('venue-elements/old')).toBe(false);
    expect(backing.data.get('other-script')).toBe('y'.repeat(40));
  });

  it('reads what was stored before the quota filled up, and retries writing later', () => {
    let clock = 0;
    const backing = new QuotaStorage(120);
    backing.data.set(SESSION, '{"a":1}');
    backing.data.set('other-script', 'y'.repeat(100));
    const storage = createStorage(backing, () => clock);
    expect(storage.persistent).toBe(false);
    expect(storage.get(SESSION)).toBe('{"a":1}');

    storage.set('venue-elements/cart', '{"n":2}');
    expect(storage.get('venue-elements/cart')).toBe('{"n":2}');
    expect(backing.data.has('venue-elements/cart')).toBe(false);

    backing.data.delete('other-script'); // the other script cleans up
    clock = RETRY_MS - 1;
    storage.set('venue-elements/user', '{"id":3}');
    expect(storage.persistent).toBe(false);
    clock = RETRY_MS + 1;
    storage.set('venue-elements/user', '{"id":4}');
    expect(storage.persistent).toBe(true);
    expect(backing.data.get('venue-elements/cart')).toBe('{"n":2}');
    expect(backing.data.get('venue-elements/user')).toBe('{"id":4}');
  });

  it('a write test that fails at the first write is tried again RETRY_MS after it, not at once', () => {
    let clock = 0;
    const backing = new QuotaStorage(60);
    backing.data.set('other-script', 'z'.repeat(60));
    const probes: number[] = [];
    const setItem = backing.setItem.bind(backing);
    backing.setItem = (key, value) => {
      if (key.endsWith('probe')) probes.push(clock);
      setItem(key, value);
    };
    const storage = createStorage(backing, () => clock);
    clock = 40_000;
    storage.set('venue-elements/cart', '{"n":1}');
    expect(probes).toEqual([40_000]);
    clock = 40_000 + RETRY_MS - 1;
    storage.set('venue-elements/cart', '{"n":2}');
    expect(probes).toEqual([40_000]);
    clock = 40_000 + RETRY_MS + 1;
    storage.set('venue-elements/cart', '{"n":3}');
    expect(probes).toEqual([40_000, clock]);
    expect(storage.get('venue-elements/cart')).toBe('{"n":3}');
  });

  it('a logout removes the stored session even while writes go to memory', () => {
    const backing = new QuotaStorage(60);
    backing.data.set(SESSION, '{"t":1}');
    backing.data.set('other', 'q'.repeat(40));
    const storage = createStorage(backing);
    expect(storage.persistent).toBe(false);
    storage.remove(SESSION);
    expect(backing.data.has(SESSION)).toBe(false);
    expect(createStorage(backing).get(SESSION)).toBeNull();
  });
});
