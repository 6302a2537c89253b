import { db } from './db';
import { registerCollectionSeed, seedCollection, type CollectionData, type StoredRecord } from './state';

/** A record as given to `insert`: the id is taken from the collection unless a seed fixes it. */
export type NewRecord<T extends { id: number }> = Omit<T, 'id'> & { id?: number };

export interface Collection<T extends { id: number }> {
  readonly name: string;
  insert(record: NewRecord<T>): T;
  /** One save for the whole batch: bulk uploads and big test data stay fast. */
  insertMany(records: NewRecord<T>[]): T[];
  get(id: number): T | undefined;
  /** Merges the patch into the stored record (the id never changes); undefined when absent. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  /**
   * A save: the fields the body owns (`owned`, e.g. `fieldsOf(schema)`) take their values from
   * `data`, and an owned field absent from `data` is cleared: an optional field the user emptied
   * is not in the body (the schema drops it, JSON has no undefined), so it must not survive from
   * before. A field `data` gives as undefined is cleared too; the rest of the record (status,
   * numbers, history) stays as stored. The id never changes; undefined when absent.
   */
  replace(id: number, owned: Iterable<string>, data: Partial<Omit<T, 'id'>>): T | undefined;
  remove(id: number): boolean;
  /** A copy of the list in insertion order; the records themselves are the stored ones. */
  all(): T[];
  /** The id the next insert will take. */
  nextId(): number;
}

/**
 * A typed collection kept in `db.state.collections[name]`, so it is saved, restored and reset
 * with the rest of the state. The handle holds no data itself: `db.reset()` and `db.attach()`
 * replace the state, and the handle always reads the current one.
 */
export function createCollection<T extends { id: number }>(
  name: string,
  options: { seed?: () => NewRecord<T>[] } = {},
): Collection<T> {
  registerCollectionSeed(name, () => {
    const data: CollectionData = { nextId: 1, items: [] };
    // The ids placed so far: a seed of thousands checks each id in one step, not by a scan.
    const taken = new Set<number>();
    for (const record of options.seed?.() ?? []) place(data, record, taken);
    return data;
  }, options.seed ? 'seeded' : 'empty');

  // A state saved before this collection existed gets its seed on first use.
  const data = (): CollectionData => (db.state.collections[name] ??= seedCollection(name));
  const find = (id: number) => data().items.find((r) => r.id === id);

  function place(target: CollectionData, record: NewRecord<T>, taken?: Set<number>): T {
    const id = record.id ?? target.nextId;
    if (!Number.isInteger(id) || id < 1) throw new Error(`${name}: id must be a positive integer, got ${id}`);
    if (taken ? taken.has(id) : target.items.some((r) => r.id === id)) throw new Error(`${name}: id ${id} is taken`);
    taken?.add(id);
    const stored = { ...record, id } as unknown as StoredRecord;
    target.items.push(stored);
    target.nextId = Math.max(target.nextId, id + 1);
    return stored as unknown as T;
  }

  return {
    name,
    insert(record) {
      const stored = place(data(), record);
      db.commit({ collection: name, ids: [stored.id] });
      return stored;
    },
    insertMany(records) {
      const target = data();
      const stored = records.map((r) => place(target, r));
      db.commit({ collection: name, ids: stored.map((r) => r.id) });
      return stored;
    },
    get: (id) => find(id) as T | undefined,
    update(id, patch) {
      const stored = find(id);
      if (!stored) return undefined;
      Object.assign(stored, patch, { id });
      db.commit({ collection: name, ids: [id] });
      return stored as unknown as T;
    },
    replace(id, owned, data) {
      const stored = find(id);
      if (!stored) return undefined;
      for (const key of owned) if (key !== 'id') delete stored[key];
      for (const [key, value] of Object.entries(data)) {
        if (key === 'id') continue;
        if (value === undefined) delete stored[key];
        else stored[key] = value;
      }
      db.commit({ collection: name, ids: [id] });
      return stored as unknown as T;
    },
    remove(id) {
      const items = data().items;
      const index = items.findIndex((r) => r.id === id);
      if (index < 0) return false;
      items.splice(index, 1);
      db.commit({ collection: name, ids: [id] });
      return true;
    },
    all: () => [...data().items] as unknown as T[],
    nextId: () => data().nextId,
  };
}
