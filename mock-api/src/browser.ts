import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { coalesced, db, type MockState } from './store/db';

const STORAGE_KEY = 'portal.mock-api.state';

/** Starts the mock backend in the browser; its state survives a reload in localStorage. */
export async function startMockBackend(): Promise<void> {
  db.attach({
    load: () => {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Partial<MockState>) : null;
    },
    ...coalesced((part) => localStorage.setItem(STORAGE_KEY, JSON.stringify(part))),
  });
  // A change made just before the tab closes is still written.
  addEventListener('pagehide', () => db.flush());
  await setupWorker(...handlers).start({ quiet: true, onUnhandledFrame: 'bypass' });
}
