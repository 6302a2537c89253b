import { createCollection } from './collection';
import { changedPart, db, type MockState, type Persistence } from './db';
import { isSeedUnread } from './state';

interface Part {
  id: number;
  name: string;
  qty: number;
}
const parts = createCollection<Part>('unit-parts', { seed: () => [{ id: 100, name: 'seeded', qty: 1 }] });
const seedOfCounted = jest.fn(() => [{ id: 7, name: 'counted', qty: 1 }]);
const counted = createCollection<Part>('unit-counted', { seed: seedOfCounted });

/** A persistence that keeps the last save in memory, counting saves. */
function memoryPersistence(initial: MockState | null = null) {
  const store = { saved: initial, saves: 0 };
  const p: Persistence = {
    load: () => (store.saved ? JSON.parse(JSON.stringify(store.saved)) : null),
    save: (state) => {
      store.saved = JSON.parse(JSON.stringify(state));
      store.saves += 1;
    },
  };
  return { p, store };
}

beforeEach(() => db.attach(null));

describe('createCollection', () => {
  it('starts from its seed, ids continue after the highest', () => {
    expect(parts.all()).toEqual([{ id: 100, name: 'seeded', qty: 1 }]);
    expect(parts.nextId()).toBe(101);
    expect(parts.insert({ name: 'a', qty: 2 })).toEqual({ id: 101, name: 'a', qty: 2 });
    expect(parts.insert({ name: 'b', qty: 3 }).id).toBe(102);
    expect(parts.nextId()).toBe(103);
  });

  it('gets, updates (never the id) and removes', () => {
    const { id } = parts.insert({ name: 'a', qty: 2 });
    expect(parts.get(id)).toEqual({ id, name: 'a', qty: 2 });
    expect(parts.update(id, { qty: 5, id: 999 } as Partial<Part>)).toEqual({ id, name: 'a', qty: 5 });
    expect(parts.get(999)).toBeUndefined();
    expect(parts.update(4242, { qty: 1 })).toBeUndefined();
    expect(parts.remove(id)).toBe(true);
    expect(parts.remove(id)).toBe(false);
    expect(parts.get(id)).toBeUndefined();
    // A removed id is not given out again.
    expect(parts.insert({ name: 'c', qty: 1 }).id).toBe(id + 1);
  });

  it('replaces the fields a save owns: one absent from the data is cleared, the others stay', () => {
    type Note = { id: number; title: string; remark?: string; status: string; reason?: string };
    const notes = createCollection<Note>('unit-notes');
    const { id } = notes.insert({ title: 'a', remark: 'kept?', status: 'DRAFT', reason: 'old' });
    // `remark` is owned and absent (emptied), `status` is not owned (stays), `reason` is given undefined (cleared).
    expect(notes.replace(id, ['title', 'remark'], { title: 'b', reason: undefined })).toEqual({ id, title: 'b', status: 'DRAFT' });
    expect(notes.get(id)).not.toHaveProperty('remark');
    expect(notes.get(id)).not.toHaveProperty('reason');
    expect(notes.replace(id, ['id', 'title'], { title: 'c', id: 999 } as Partial<Note>)).toEqual({ id, title: 'c', status: 'DRAFT' });
    expect(notes.replace(4242, ['title'], { title: 'x' })).toBeUndefined();
  });

  it('refuses a taken or invalid explicit id', () => {
    expect(() => parts.insert({ id: 100, name: 'dup', qty: 1 })).toThrow('id 100 is taken');
    expect(() => parts.insert({ id: 0, name: 'zero', qty: 1 })).toThrow('positive integer');
  });

  it('all() is a copy of the list: sorting it does not reorder the store', () => {
    parts.insert({ name: 'a', qty: 2 });
    parts.all().reverse();
    expect(parts.all().map((p) => p.id)).toEqual([100, 101]);
  });

  it('lives in the plain-data state: saved on each change, once for insertMany, restored, reset', () => {
    const { p, store } = memoryPersistence();
    db.attach(p);
    parts.insert({ name: 'a', qty: 2 });
    expect(store.saves).toBe(1);
    parts.insertMany([{ name: 'b', qty: 1 }, { name: 'c', qty: 1 }]);
    expect(store.saves).toBe(2);
    expect(store.saved?.collections['unit-parts'].items).toHaveLength(4);

    db.attach(null);
    expect(parts.all()).toHaveLength(1);
    db.attach(p);
    expect(parts.all().map((x) => x.name)).toEqual(['seeded', 'a', 'b', 'c']);
    db.reset();
    expect(parts.all().map((x) => x.name)).toEqual(['seeded']);
  });

  it('a state saved before the collection existed gets its seed on first use', () => {
    const { p } = memoryPersistence({ ...db.state, collections: {} });
    db.attach(p);
    expect(parts.get(100)?.name).toBe('seeded');
  });
});

describe('a fresh state', () => {
  it("copies a collection's seed when the collection is first read, not at every reset", () => {
    db.reset();
    seedOfCounted.mockClear();
    db.reset();
    expect(seedOfCounted).not.toHaveBeenCalled();
    // Listed like any other part of the state all the same.
    expect(Object.keys(db.state.collections)).toContain('unit-counted');

    expect(counted.get(7)?.name).toBe('counted');
    expect(counted.all()).toHaveLength(1);
    expect(seedOfCounted).toHaveBeenCalledTimes(1);
  });

  it('leaves the collections not read since the reset out of what is saved: they are their seed', () => {
    db.reset();
    counted.update(7, { qty: 2 });
    const saved = changedPart(db.state);
    expect(Object.keys(saved.collections ?? {})).toEqual(['unit-counted']);
    expect(saved.collections?.['unit-counted'].items).toEqual([{ id: 7, name: 'counted', qty: 2 }]);
    // Comparing with the seeds did not copy the unread ones into the state.
    expect(isSeedUnread(db.state.collections, 'unit-parts')).toBe(true);
  });
});
