import { ChangeTracker, replay, type JournalEntry } from './journal';
import { freshState, isSeedUnread, upgradeState, type MockState } from './state';

export type { CollectionData, MailRecord, MockState, SessionRecord, StoredRecord } from './state';
export type { JournalEntry } from './journal';

/** Where the state lives between runs: localStorage in the browser, a JSON file for the server. */
export interface Persistence {
  load(): Partial<MockState> | null;
  /**
   * Called after every change with the live state. A persistence writes `changedPart(state)` (what
   * `upgradeState` needs to rebuild the whole) and may coalesce calls, flushing on `flush`.
   */
  save(state: MockState): void;
  flush?(): void;
  /**
   * A journaling persistence (the Node server's file): the entries appended since the last save,
   * replayed over `load()`'s state. Each call of `save`'s flush empties the journal.
   */
  readJournal?(): JournalEntry[];
  /** Writes an entry durably (fsync'd) before the answer to the write that made it goes out. */
  append?(entry: JournalEntry): void;
  /** Releases open files: the persistence is no longer used. */
  close?(): void;
}

/**
 * Coalesces saves: the state is serialised once per burst of changes, a moment after the last,
 * not inside every request (megabytes of JSON per call made a click's answer slow).
 */
export function coalesced(write: (part: Partial<MockState>) => void, delayMs = 150): Pick<Persistence, 'save' | 'flush'> {
  let latest: MockState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (latest) write(changedPart(latest));
    latest = null;
  };
  return {
    save: (state) => {
      latest = state;
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

let state: MockState = freshState();
let persistence: Persistence | null = null;
/** What changed since the last journal entry (a journaling persistence only). */
let tracker: ChangeTracker | null = null;
/** A change was committed since the last `sync`. */
let pending = false;

/** The seed's JSON per collection (and of the reference data), computed once: the seed never varies. */
let seedJson: Map<string, string> | null = null;
function seedJsonOf(): Map<string, string> {
  if (!seedJson) {
    const seed = freshState();
    seedJson = new Map(Object.entries(seed.collections).map(([name, data]) => [name, JSON.stringify(data)]));
    seedJson.set('#reference', JSON.stringify(seed.reference));
  }
  return seedJson;
}

/**
 * What is saved: the state without the parts still equal to the seed (upgradeState puts them
 * back on load). The seeded data is megabytes; a browser's localStorage holds about five, so
 * only what the user changed may take room there.
 */
export function changedPart(full: MockState): Partial<MockState> {
  const seeds = seedJsonOf();
  const collections = Object.fromEntries(
    Object.keys(full.collections)
      .filter((name) => !isSeedUnread(full.collections, name))
      .map((name) => [name, full.collections[name]] as const)
      .filter(([name, data]) => JSON.stringify(data) !== seeds.get(name)),
  );
  const { reference, ...rest } = full;
  return { ...rest, collections, ...(JSON.stringify(reference) === seeds.get('#reference') ? {} : { reference }) };
}

/** A change of a collection's records, as `commit` is told of it. */
export type Touched = { collection: string; ids: readonly number[] };
/** Told of every committed change of a collection's records (indexes over the records keep up with them). */
const commitListeners: ((touched: Touched) => void)[] = [];

export const db = {
  get state(): MockState {
    return state;
  },
  /** Loads the saved state, or seeds a fresh one. */
  attach(p: Persistence | null): void {
    persistence?.flush?.();
    persistence?.close?.();
    // Attached only once loaded: a file that stops the start leaves no persistence behind.
    persistence = null;
    tracker = null;
    const saved = p?.load();
    state = saved ? upgradeState(saved) : freshState();
    const entries = p?.readJournal?.() ?? [];
    persistence = p;
    if (p && entries.length) {
      state = replay(state, entries);
      // Saved whole at once, the journal starts empty (and a torn last line is gone).
      p.save(state);
      p.flush?.();
    }
    tracker = p?.append ? new ChangeTracker(state) : null;
    pending = false;
  },
  /** Fresh seed data, and with it the real clock, no faults and single sign-on off. */
  reset(): void {
    state = freshState();
    tracker?.reset();
    pending = true;
    persistence?.save(state);
  },
  /**
   * Called after a change: the persistence saves what differs from the seed. A collection names
   * the records it touched, for the journal; the other parts are compared whole.
   */
  commit(touched?: Touched): void {
    if (touched) {
      tracker?.touch(touched.collection, touched.ids);
      for (const listener of commitListeners) listener(touched);
    }
    pending = true;
    persistence?.save(state);
  },
  /**
   * Makes the changes committed so far durable (a journal entry, fsync'd): the server calls it
   * before it answers, so an answered write survives a crash. Nothing to do without a journal.
   */
  sync(): void {
    if (!pending) return;
    const append = persistence?.append;
    if (tracker && append) tracker.take(state, (entry) => append(entry));
    pending = false;
  },
  /** `listener` is told of every change of a collection's records committed from now on. */
  onCommit(listener: (touched: Touched) => void): void {
    commitListeners.push(listener);
  },
  /** Writes a pending save now (before the server stops). */
  flush(): void {
    persistence?.flush?.();
  },
};
