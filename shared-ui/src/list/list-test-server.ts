// Jest only: the mock server of the list template's tests, and what each test leaves behind
// cleared after it (handlers, cached answers, kept list states). Not exported by the entry.
import { queryClient } from 'shared-ui/data';
import { testServer } from '../testing/msw-test-server';
import { resetListStates } from './list-state-store';

/** Starts the test server for the file; returns it for the tests' handlers. */
export function startListTestServer() {
  beforeAll(() => testServer.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    testServer.resetHandlers();
    queryClient.clear();
    resetListStates();
  });
  afterAll(() => testServer.close());
  return testServer;
}
