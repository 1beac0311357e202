import { describe, expect, it } from 'vitest';
import { createStorage } from '../../src/core/storage';
import { createPersistedStore, pickTyped } from '../../src/core/store';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  failWrites = false;
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
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

const shape = { count: 0, name: '', token: null as string | null };
const make = (backing: Storage) =>
  createPersistedStore({
    name: 'demo',
    initial: shape,
    validate: (v) => pickTyped(v, shape),
    storage: createStorage(backing),
    crossTab: false,
  });

describe('persisted stores', () => {
  it('persist under one namespaced key and read it back in a new store (a reload)', () => {
    const backing = new MemoryStorage();
    make(backing).setState({ count: 3, name: 'x' });
    expect(JSON.parse(backing.getItem('venue-elements/demo')!)).toEqual({ count: 3, name: 'x', token: null });
    expect(make(backing).getState()).toMatchObject({ count: 3, name: 'x' });
  });

  it('discard corrupt or mistyped stored data instead of trusting it', () => {
    const backing = new MemoryStorage();
    backing.setItem('venue-elements/demo', '{not json');
    expect(make(backing).getState()).toEqual(shape);
    expect(backing.getItem('venue-elements/demo')).toBeNull();

    backing.setItem('venue-elements/demo', JSON.stringify({ count: 'many', name: 5, token: 'T' }));
    expect(make(backing).getState()).toEqual({ ...shape, token: 'T' });
  });

  it('keep working in memory when storage throws on every write', () => {
    const backing = new MemoryStorage();
    backing.failWrites = true;
    const store = make(backing);
    store.setState({ count: 9 });
    expect(store.getState().count).toBe(9);
    expect(backing.data.size).toBe(0);
  });

  it('move to memory when a write later fails (quota) without losing the value', () => {
    const backing = new MemoryStorage();
    const storage = createStorage(backing);
    storage.set('a', '1');
    backing.failWrites = true;
    storage.set('a', '2');
    expect(storage.get('a')).toBe('2');
    expect(storage.persistent).toBe(false);
  });

  it('rehydrate from what another tab wrote', () => {
    const backing = new MemoryStorage();
    const tabA = make(backing);
    const tabB = make(backing);
    tabA.setState({ count: 42 });
    expect(tabB.getState().count).toBe(0);
    tabB.rehydrate();
    expect(tabB.getState().count).toBe(42);
  });

  it('work without any localStorage at all (Node, blocked frames)', () => {
    const storage = createStorage(undefined);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    expect(storage.persistent).toBe(false);
  });
});
