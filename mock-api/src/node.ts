import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { db } from './store/db';

/** The mock backend for jest: call `resetMockState()` between tests so data never leaks. */
export const mockServer = setupServer(...handlers);
export const resetMockState = () => db.reset();
export { db };
