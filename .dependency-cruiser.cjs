// Import cycles fail lint (each project's `lint` target runs `depcruise src -c ../.dependency-cruiser.cjs`
// from its folder). A cycle makes module order matter: a value read during start-up can be
// undefined depending on which file of the cycle loaded first.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both files need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      // shared-ui only. Its components entry is on the path of every page (the portal's loading
      // spinner), its data entry on every remote's routes module (the route prefetches). What they
      // reach runs before a page shows, and the contract evaluates a few hundred zod schemas: about
      // 450 ms of a phone's main thread (Lighthouse, issue 17). The zod-free constants they need
      // (contract/constants.ts, paging.ts, options.ts) are imported by path: a copy of a constant
      // costs nothing, unlike a second copy of a stateful module.
      name: 'entries-without-contract',
      severity: 'error',
      comment: 'Put what needs the contract in the entry of the screens that use it (form, list, detail), or import a zod-free contract module by path.',
      from: { path: '^src/(components|data)\\.ts$' },
      to: { path: ['^shared-ui/contract$', '^src/contract/.+\\.schema\\.ts$', '^zod$'], reachable: true },
    },
  ],
  options: {
    // Each project checks its own files: a workspace package it imports is checked by its own lint.
    exclude: { path: '^\\.\\./|(^|/)node_modules/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Types are erased before run time; only value imports can make a cycle that bites.
    tsPreCompilationDeps: false,
  },
};
