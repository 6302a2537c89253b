import { create } from 'zustand';
import { startsOrEndsSession, useSession } from 'shared-ui';
import { initialViewState, type ListViewState } from './search-body';

const FRESH = initialViewState();

interface ListStates {
  states: Record<string, ListViewState>;
  save(listKey: string, patch: Partial<ListViewState>): void;
}

/**
 * The kept-alive state of every list page, by its route (`/admin/po`). Module-level in the `shared-ui/list`
 * entry, which is a federation singleton: one store for the host and every remote. In memory only
 * (spec section 9 lists what client storage holds), so a reload starts the lists afresh.
 */
export const useListStates = create<ListStates>()((set) => ({
  states: {},
  // From the state the page showed (FRESH until then), so what the patch leaves alone keeps its
  // identity: a new, equal sort array would make the DataGrid report a sort change (page 1 again).
  save: (listKey, patch) => set((s) => ({ states: { ...s.states, [listKey]: { ...(s.states[listKey] ?? FRESH), ...patch } } })),
}));

/** The kept state of one list (the initial state until the user searches, pages, sorts or scrolls). */
export function useListViewState(listKey: string): ListViewState {
  return useListStates((s) => s.states[listKey] ?? FRESH);
}

/** Forgets every list's state (tests and stories; a logout could too). */
export function resetListStates(): void {
  useListStates.setState({ states: {} });
}

// The next user on this browser starts from fresh lists, not the last one's filters. At the
// sign-in too: a list unmounting after the sign-out still saves its scroll, and a list state
// there would keep the new user's default view away. Not a session that only expired: the same
// user signs in again over the page.
useSession.subscribe((state, previous) => {
  if (startsOrEndsSession(state, previous)) resetListStates();
});
