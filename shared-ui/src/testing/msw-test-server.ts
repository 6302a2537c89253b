// msw/node's `setupServer` for the jest tests of this folder.
//
// Why the mocks: in jsdom the requests go through XMLHttpRequest (axios) or fetch. msw/node's
// Node builds of those interceptors answer with Node's Blob, which is not jsdom's Blob (another
// realm), so a downloaded file would not look like a Blob to the page; their web builds patch
// jsdom's globals and answer with jsdom's own types. ClientRequest is left out (no node:http here).
jest.mock('@mswjs/interceptors/ClientRequest', () => {
  const { Interceptor } = jest.requireActual('@mswjs/interceptors');
  class ClientRequestInterceptor extends Interceptor {
    static symbol = Symbol('client-request-unused');
    constructor() {
      super(ClientRequestInterceptor.symbol);
    }
    protected predicate() {
      return false;
    }
    protected setup() {}
  }
  return { ClientRequestInterceptor };
});
jest.mock('@mswjs/interceptors/XMLHttpRequest', () => jest.requireActual('@mswjs/interceptors/XMLHttpRequest/web'));
jest.mock('@mswjs/interceptors/fetch', () => jest.requireActual('@mswjs/interceptors/fetch/web'));

import { setupServer } from 'msw/node';

/** A server with no handlers; each test adds its own with `server.use(...)`. */
export const testServer = setupServer();
