import { buildHandlers } from '../src/handlers';
import { db } from '../src/store/db';
import { callThrough } from './call';
import { contractGroups } from './contract/all-cases';
import { runContract } from './contract/run-contract';
import { testResources } from './contract/test-resources';

// The contract cases through the msw handlers in-process, as the browser worker serves them.
const call = callThrough(buildHandlers(testResources));

beforeEach(() => db.attach(null));

runContract(() => call, contractGroups);
