import { expectComingSoonAreas } from 'shared-ui/testing';
import remote from './routes';

// Until a domain issue builds these screens, each route shows the labelled "coming soon" page.
describe(`${remote.namespace} remote routes`, () => {
  expectComingSoonAreas(remote);
});
