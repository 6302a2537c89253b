import { seedAccounts, type AccountRecord } from '../seed/accounts';

export interface SessionRecord {
  token: string;
  account: string;
  kind: 'user' | 'general';
  expiresAt: number;
}

/** Everything the mock backend remembers; plain data so it can be saved and restored whole. */
export interface MockState {
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  outbox: { to: string; subject: string; body: string; sentAt: string }[];
}

function freshState(): MockState {
  return { accounts: seedAccounts(), sessions: [], outbox: [] };
}

/** Where the state lives between runs: localStorage in the browser, a JSON file for the server. */
export interface Persistence {
  load(): MockState | null;
  save(state: MockState): void;
}

let state: MockState = freshState();
let persistence: Persistence | null = null;

export const db = {
  get state(): MockState {
    return state;
  },
  /** Loads the saved state, or seeds a fresh one. */
  attach(p: Persistence | null): void {
    persistence = p;
    state = p?.load() ?? freshState();
  },
  reset(): void {
    state = freshState();
    persistence?.save(state);
  },
  /** Called by the handlers after a change. */
  commit(): void {
    persistence?.save(state);
  },
};
