import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db, type MockState } from './store/db';

const STORAGE_KEY = 'portal.mock-api.state';

/** Starts the mock backend in the browser; its state survives a reload in localStorage. */
export async function startMockBackend(): Promise<void> {
  db.attach({
    load: () => {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Partial<MockState>) : null;
    },
    save: (state) => localStorage.setItem(STORAGE_KEY, JSON.stringify(state)),
  });
  await setupWorker(...handlers).start({ quiet: true, onUnhandledFrame: 'bypass' });
}
