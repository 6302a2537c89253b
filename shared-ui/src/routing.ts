// shared-ui/routing: the router, one instance for host and remotes (shared-ui/src/routing/router.ts).
// Its own entry, so the login screen, which renders without it, does not carry it.
export * from './routing/router';
