import { seedAccounts, type AccountRecord } from '../seed/accounts';
import { seedReference, type ReferenceData } from '../seed/reference';

// The shape of everything the mock backend remembers, and its fresh value. A leaf module on
// purpose: db.ts builds the first state while it loads, so the defaults must not live in modules
// that import db.ts themselves (a cycle would hand it `undefined`).

export interface SessionRecord {
  token: string;
  account: string;
  /** `ticket`: a one-time single sign-on ticket, exchanged by `POST auth/krb`. */
  kind: 'user' | 'general' | 'ticket';
  /** Business-clock milliseconds (store/clock.ts). */
  expiresAt: number;
  /** The sign-in that issued it: its user and general token share it, so a logout ends both. */
  signIn?: string;
}

/**
 * The throttles of the public auth calls, kept per typed account name whether or not such an
 * account exists, so an answer never tells which do (issue 18). Lists, not records keyed by the
 * name: a name such as `__proto__` must stay plain data.
 */
export interface ThrottleState {
  /** Failed logins of names with no account, counted and locked as an account's are. */
  unknownLogins: { account: string; failedLogins: number; lockedUntil: number | null }[];
  /** When temporary passwords were asked for, per name (business-clock ms). */
  tempPasswordRequests: { account: string; at: number }[];
}

export interface MailRecord {
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** One collection's records (plain objects with a numeric `id`) and the id the next insert takes. */
export interface CollectionData {
  nextId: number;
  items: StoredRecord[];
}
export type StoredRecord = Record<string, unknown> & { id: number };

export interface ClockState {
  /** The business "today" (YYYY-MM-DD), or null for the real date. */
  today: string | null;
  /** Added to the clock by `advanceMinutes`, so a test can move 30 minutes or 25 hours. */
  offsetMs: number;
}

export interface FaultState {
  maintenance: boolean;
  latencyMs: number;
  failureRate: number;
  /** `'POST auth/pwd'` (method and path after /api/), or a path alone for every method. */
  failEndpoint: string | null;
}

export interface SsoState {
  enabled: boolean;
  /** The internal account a Kerberos ticket stands for. */
  account: string;
}

/** Plain data only, so the file and localStorage persistence can save and restore it whole. */
export interface MockState {
  /** The seed the data came from; a file of another seed gets the seeded parts afresh (upgradeState). */
  seedVersion: number;
  accounts: AccountRecord[];
  /** Option lists, banks, payment methods, exchange rates (seed/reference.ts): read-only lookups. */
  reference: ReferenceData;
  sessions: SessionRecord[];
  outbox: MailRecord[];
  collections: Record<string, CollectionData>;
  clock: ClockState;
  faults: FaultState;
  sso: SsoState;
  throttle: ThrottleState;
}

/** Raise when the seed data changes shape or content, so saved files pick up the new seed. */
export const SEED_VERSION = 7;

export const NO_FAULTS: FaultState = { maintenance: false, latencyMs: 0, failureRate: 0, failEndpoint: null };

/** The first data of every collection; domain modules register theirs through createCollection. */
const collectionSeeds = new Map<string, () => CollectionData>();
const seeded: string[] = [];

/**
 * The collections that start with seed data (created with a `seed`), so a data file of another
 * seed version gets them afresh. Filled as the collection modules load, which every entry point
 * does (through the handlers) before it loads a saved state.
 */
export const SEEDED_COLLECTIONS: readonly string[] = seeded;

export function registerCollectionSeed(name: string, seed: () => CollectionData, starts: 'seeded' | 'empty'): void {
  collectionSeeds.set(name, seed);
  if (starts === 'seeded' && !seeded.includes(name)) seeded.push(name);
}

export function seedCollection(name: string): CollectionData {
  return collectionSeeds.get(name)?.() ?? { nextId: 1, items: [] };
}

/**
 * Every registered collection, each seeded when it is first read. A fresh state is made at every
 * reset (before each jest test, each e2e journey) and the seeds are megabytes of copies: most
 * tests read a few collections, and copying all of them was most of a contract test's time
 * (20 of mock-api's 35 s in a profile). The properties are ordinary ones to every reader
 * (`Object.keys`, spread, JSON); one not read yet still equals its seed (`isSeedUnread`).
 */
function seededOnFirstRead(): Record<string, CollectionData> {
  const collections: Record<string, CollectionData> = {};
  const settle = (name: string, value: CollectionData) =>
    Object.defineProperty(collections, name, { value, writable: true, enumerable: true, configurable: true });
  for (const name of collectionSeeds.keys()) {
    Object.defineProperty(collections, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const data = seedCollection(name);
        settle(name, data);
        return data;
      },
      set: (value: CollectionData) => settle(name, value),
    });
  }
  return collections;
}

/** Whether this collection of the state has not been read since the state was made: it is its seed. */
export const isSeedUnread = (collections: Record<string, CollectionData>, name: string): boolean =>
  typeof Object.getOwnPropertyDescriptor(collections, name)?.get === 'function';

export function freshState(): MockState {
  return {
    seedVersion: SEED_VERSION,
    accounts: seedAccounts(),
    reference: seedReference(),
    sessions: [],
    outbox: [],
    collections: seededOnFirstRead(),
    clock: { today: null, offsetMs: 0 },
    faults: { ...NO_FAULTS },
    sso: { enabled: false, account: 'buyer' },
    throttle: { unknownLogins: [], tempPasswordRequests: [] },
  };
}

/**
 * A state saved by an older build lacks the newer fields: they take their fresh value, so an
 * old data file keeps working instead of crashing the server. A file of another seed version
 * (or of none: before the seed data existed) keeps its accounts, sessions and own collections,
 * but takes the current reference data and seeded collections (dropped here, a collection seeds
 * itself on first use when absent), and the seed's accounts it lacks: the seeded records name
 * their staff, who would otherwise never sign in there (a password changed or an account made
 * in the demo stays as it was).
 */
function withSeededAccounts(saved: AccountRecord[], seeded: AccountRecord[]): AccountRecord[] {
  const held = new Set(saved.map((a) => a.account));
  return [...saved, ...seeded.filter((a) => !held.has(a.account))];
}

export function upgradeState(saved: Partial<MockState>): MockState {
  const fresh = freshState();
  const sameSeed = saved.seedVersion === SEED_VERSION;
  const savedCollections = Object.fromEntries(
    Object.entries(saved.collections ?? {}).filter(([name]) => sameSeed || !SEEDED_COLLECTIONS.includes(name)),
  );
  return {
    ...fresh,
    ...saved,
    seedVersion: SEED_VERSION,
    reference: sameSeed && saved.reference ? saved.reference : fresh.reference,
    accounts: sameSeed || !saved.accounts ? (saved.accounts ?? fresh.accounts) : withSeededAccounts(saved.accounts, fresh.accounts),
    // The saved ones over the fresh ones, the others still seeded when first read.
    collections: Object.assign(fresh.collections, savedCollections),
  };
}
