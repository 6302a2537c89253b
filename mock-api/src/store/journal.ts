import { freshState, seedCollection, SEED_VERSION, SEEDED_COLLECTIONS, type MockState, type StoredRecord } from './state';

// The server's write-ahead journal (issue 18): what one request changed, written and fsync'd
// before its answer goes out, and replayed over the last saved state on start. Serialising the
// whole state per request was too slow (megabytes), so an entry holds only the changed records
// of the collections and the changed small parts beside them.

/** The state beside the collections: accounts, sessions, mail, clock… tens of KB, compared whole. */
export type PartKey = Exclude<keyof MockState, 'collections' | 'seedVersion'>;
// A record, not a list: a part added to MockState fails to compile until it is journaled too.
const PARTS: Record<PartKey, true> = { accounts: true, reference: true, sessions: true, outbox: true, clock: true, faults: true, sso: true, throttle: true };
export const PART_KEYS = Object.keys(PARTS) as PartKey[];

/** A collection's changed records, and its next id: an id once handed out is never handed out again. */
export interface CollectionChange {
  nextId: number;
  put: StoredRecord[];
  drop: number[];
}

export interface JournalEntry {
  /** The seed the entry was made on: on another seed the seeded data is taken afresh (upgradeState). */
  seedVersion: number;
  /** The state went back to the seed (dev/reset) before the rest of the entry. */
  reset?: true;
  parts?: Partial<Pick<MockState, PartKey>>;
  collections?: Record<string, CollectionChange>;
}

/**
 * What changed since the last entry: collections report the ids they touched (insert, update,
 * remove); the small parts are compared with their JSON as last written.
 */
export class ChangeTracker {
  private touched = new Map<string, Set<number>>();
  private written = new Map<PartKey, string>();
  private wasReset = false;

  constructor(state: MockState) {
    for (const key of PART_KEYS) this.written.set(key, JSON.stringify(state[key]));
  }

  touch(collection: string, ids: readonly number[]): void {
    let set = this.touched.get(collection);
    if (!set) this.touched.set(collection, (set = new Set()));
    for (const id of ids) set.add(id);
  }

  /** After a reset every part is written again, so the entry alone rebuilds them. */
  reset(): void {
    this.wasReset = true;
    this.touched.clear();
    this.written.clear();
  }

  /**
   * Hands the entry for the changes so far to `write`, and forgets them only once it returned:
   * a write that failed is tried again with the next one.
   */
  take(state: MockState, write: (entry: JournalEntry) => void): void {
    const json = new Map<PartKey, string>();
    const parts: Partial<Record<PartKey, unknown>> = {};
    for (const key of PART_KEYS) {
      const text = JSON.stringify(state[key]);
      if (text !== this.written.get(key)) {
        json.set(key, text);
        parts[key] = state[key];
      }
    }
    const collections: Record<string, CollectionChange> = {};
    for (const [name, ids] of this.touched) {
      const data = state.collections[name];
      if (!data) continue;
      // A request touches a few records of thousands: an index only pays for a batch.
      const byId = ids.size > 8 ? new Map(data.items.map((r) => [r.id, r])) : null;
      const put: StoredRecord[] = [];
      const drop: number[] = [];
      for (const id of ids) {
        const record = byId ? byId.get(id) : data.items.find((r) => r.id === id);
        if (record) put.push(record);
        else drop.push(id);
      }
      collections[name] = { nextId: data.nextId, put, drop };
    }
    if (!this.wasReset && !json.size && !Object.keys(collections).length) return;
    write({
      seedVersion: SEED_VERSION,
      ...(this.wasReset ? { reset: true as const } : {}),
      ...(json.size ? { parts: parts as JournalEntry['parts'] } : {}),
      ...(Object.keys(collections).length ? { collections } : {}),
    });
    for (const [key, text] of json) this.written.set(key, text);
    this.touched.clear();
    this.wasReset = false;
  }
}

/**
 * The state after the entries, in order. Each holds whole records and whole parts, so replaying
 * one that the saved state already contains changes nothing (a stop between saving the state and
 * emptying the journal is harmless).
 */
export function replay(start: MockState, entries: readonly JournalEntry[]): MockState {
  let state = start;
  // Per collection, its records by id in their order: a Map keeps the order of first insertion.
  let records = new Map<string, Map<number, StoredRecord>>();
  for (const entry of entries) {
    if (entry.reset) {
      state = freshState();
      records = new Map();
    }
    const sameSeed = entry.seedVersion === SEED_VERSION;
    for (const [key, value] of Object.entries(entry.parts ?? {})) {
      if (key !== 'reference' || sameSeed) (state as unknown as Record<string, unknown>)[key] = value;
    }
    for (const [name, change] of Object.entries(entry.collections ?? {})) {
      if (!sameSeed && SEEDED_COLLECTIONS.includes(name)) continue;
      const data = (state.collections[name] ??= seedCollection(name));
      let byId = records.get(name);
      if (!byId) records.set(name, (byId = new Map(data.items.map((r) => [r.id, r]))));
      for (const id of change.drop) byId.delete(id);
      for (const record of change.put) byId.set(record.id, record);
      data.nextId = Math.max(data.nextId, change.nextId);
    }
  }
  for (const [name, byId] of records) state.collections[name].items = [...byId.values()];
  return state;
}
