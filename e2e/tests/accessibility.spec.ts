import { axePagesOf } from '../support/axe-pages';

// The host's own pages: sign-in and its public neighbours, and the home page. Each remote's pages
// are scanned in accessibility-<remote>.spec.ts, in that remote's journey group.
axePagesOf('host');
