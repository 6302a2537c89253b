import { freshState, upgradeState, type MockState } from './state';

export type { CollectionData, MailRecord, MockState, SessionRecord, StoredRecord } from './state';

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
    const saved = p?.load();
    state = saved ? upgradeState(saved) : freshState();
  },
  /** Fresh seed data, and with it the real clock, no faults and single sign-on off. */
  reset(): void {
    state = freshState();
    persistence?.save(state);
  },
  /** Called after a change; the whole state is saved (the mock's data is small). */
  commit(): void {
    persistence?.save(state);
  },
};
