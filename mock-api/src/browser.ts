import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { clock } from './store/clock';
import { coalesced, db, type MockState } from './store/db';

const STORAGE_KEY = 'portal.mock-api.state';

/**
 * Starts the mock backend in the browser; its state survives a reload in localStorage. `today`
 * sets the business clock of a fresh state (a demo's day); a saved state keeps its own clock.
 */
export async function startMockBackend(options: { today?: string } = {}): Promise<void> {
  const fresh = localStorage.getItem(STORAGE_KEY) === null;
  db.attach({
    load: () => {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Partial<MockState>) : null;
    },
    ...coalesced((part) => localStorage.setItem(STORAGE_KEY, JSON.stringify(part))),
  });
  if (fresh && options.today) clock.setToday(options.today);
  // A change made just before the tab closes is still written.
  addEventListener('pagehide', () => db.flush());
  await setupWorker(...handlers).start({ quiet: true, onUnhandledFrame: 'bypass' });
}
