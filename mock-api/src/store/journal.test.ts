import { createCollection } from './collection';
import { db, type JournalEntry, type MockState, type Persistence } from './db';

interface Part {
  id: number;
  name: string;
}
const parts = createCollection<Part>('journal-parts', { seed: () => [{ id: 1, name: 'seeded' }] });

/**
 * A journaling persistence in memory: `crash()` is what a restart after a SIGKILL finds, the
 * last save (never flushed here: saves are coalesced) and the entries appended since.
 */
function memoryJournal() {
  const disk = { saved: null as MockState | null, entries: [] as string[] };
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
  let latest: MockState | null = null;
  let alive = 0;
  const persistence = (): Persistence => {
    const life = ++alive;
    return {
      load: () => (disk.saved ? copy(disk.saved) : null),
      readJournal: () => disk.entries.map((line) => JSON.parse(line) as JournalEntry),
      append: (entry) => disk.entries.push(JSON.stringify(entry)),
      save: (state) => (latest = state),
      flush: () => {
        if (!latest || life !== alive) return;
        disk.saved = copy(latest);
        latest = null;
        disk.entries = [];
      },
    };
  };
  /** A restart after a kill: the pending save dies with the process, its stop hook never runs. */
  const crash = () => {
    latest = null;
    alive += 1;
    db.attach(persistence());
  };
  return { disk, persistence, crash };
}

beforeEach(() => db.attach(null));

describe('the journal of synced changes', () => {
  it('rebuilds inserts, updates, removes and the next id over the last save', () => {
    const { disk, persistence, crash } = memoryJournal();
    db.attach(persistence());
    const a = parts.insert({ name: 'a' });
    const b = parts.insert({ name: 'b' });
    db.sync();
    parts.update(a.id, { name: 'a2' });
    parts.remove(b.id);
    db.state.clock.offsetMs = 60_000;
    db.commit();
    db.sync();
    expect(disk.entries).toHaveLength(2);
    expect(JSON.parse(disk.entries[1])).toMatchObject({ parts: { clock: { offsetMs: 60_000 } }, collections: { 'journal-parts': { put: [{ id: a.id, name: 'a2' }], drop: [b.id] } } });

    crash();
    expect(parts.all()).toEqual([{ id: 1, name: 'seeded' }, { id: a.id, name: 'a2' }]);
    expect(db.state.clock.offsetMs).toBe(60_000);
    // The removed record's id stays used.
    expect(parts.insert({ name: 'c' }).id).toBe(b.id + 1);
    // Replayed entries are saved at once: the journal starts empty.
    expect(disk.entries).toEqual([]);
  });

  it('writes nothing for a request that changed nothing, and only what changed', () => {
    const { disk, persistence } = memoryJournal();
    db.attach(persistence());
    db.sync();
    db.commit();
    db.sync();
    expect(disk.entries).toEqual([]);
    parts.insert({ name: 'a' });
    db.sync();
    expect(Object.keys(JSON.parse(disk.entries[0]))).toEqual(['seedVersion', 'collections']);
  });

  it('loses what was committed but not synced (not yet answered), nothing that was', () => {
    const { persistence, crash } = memoryJournal();
    db.attach(persistence());
    parts.insert({ name: 'answered' });
    db.sync();
    parts.insert({ name: 'in flight' });
    crash();
    expect(parts.all().map((p) => p.name)).toEqual(['seeded', 'answered']);
  });

  it('keeps a reset and what followed it', () => {
    const { persistence, crash } = memoryJournal();
    db.attach(persistence());
    parts.insert({ name: 'before' });
    db.state.sso.enabled = true;
    db.commit();
    db.sync();
    db.reset();
    parts.insert({ name: 'after' });
    db.sync();
    crash();
    expect(parts.all().map((p) => p.name)).toEqual(['seeded', 'after']);
    expect(db.state.sso.enabled).toBe(false);
  });

  it('replaying entries the save already holds changes nothing (a stop between the two)', () => {
    const { disk, persistence, crash } = memoryJournal();
    db.attach(persistence());
    const a = parts.insert({ name: 'a' });
    db.sync();
    parts.update(a.id, { name: 'a2' });
    db.sync();
    const entries = [...disk.entries];
    db.flush();
    disk.entries = entries;
    crash();
    expect(parts.all()).toEqual([{ id: 1, name: 'seeded' }, { id: a.id, name: 'a2' }]);
    expect(parts.nextId()).toBe(a.id + 1);
  });

  it('tries a failed write again with the next sync', () => {
    const { disk, persistence, crash } = memoryJournal();
    const p = persistence();
    const append = p.append!;
    let broken = true;
    db.attach({ ...p, append: (entry) => (broken ? (() => { throw new Error('disk full'); })() : append(entry)) });
    parts.insert({ name: 'a' });
    expect(() => db.sync()).toThrow('disk full');
    broken = false;
    db.sync();
    expect(disk.entries).toHaveLength(1);
    crash();
    expect(parts.all().map((x) => x.name)).toEqual(['seeded', 'a']);
  });
});
