// The one list of packages that host and remotes share as federation singletons.
// A second copy of react, emotion, i18next or shared-ui would split contexts (hooks break, theme,
// translations and the session store fork). MUI, the DataGrid and react-router are not listed:
// only shared-ui imports them (lint-enforced), so they are still one instance, but bundled in the
// shell's build of shared-ui and tree-shaken, instead of a 150 KB MUI barrel plus subpath copies
// and 66 KB of router (docs/architecture.md, "Loading shared code once").
const path = require('node:path');
const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

const packages = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  '@tanstack/react-query',
  'shared-ui',
];
// Exact import paths that must resolve to the same instance as their package.
const subpaths = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};
// shared-ui entry points beyond its core, each loaded only when a page imports it.
const sharedUiEntries = require(path.join(root, 'shared-ui/federated-entries.json'));

/** Keys loaded by the shell's first page: bundled eagerly into the shell so /login is one request. */
const eagerInShell = new Set([
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
  '@emotion/react', '@emotion/styled', 'zustand', 'i18next', 'react-i18next', 'shared-ui',
]);

/**
 * @param {'shell' | 'remote' | 'standalone'} role
 *   shell: provides every singleton (eager where the first page needs it);
 *   remote: production remote, provides nothing and takes everything from the shell, so a
 *           remote's dist holds only its own code;
 *   standalone: a remote's own dev server, which provides fallbacks so it can run alone.
 */
function federationShared(role) {
  const shared = {};
  const add = (key, pkg) => {
    shared[key] = {
      singleton: true,
      // The shell provides every shared version, so checking its own range against its own version
      // is work for nothing, and the runtime does it at each load with freshly built regexes
      // (about 40 ms at 4x CPU on /login, issue 17). A remote's range is checked: it may have
      // been built against another version.
      requiredVersion: role === 'shell' ? false : `^${versionOf(pkg)}`,
      version: versionOf(pkg),
      eager: role === 'shell' && eagerInShell.has(key),
      ...(role === 'remote' ? { import: false } : {}),
    };
  };
  for (const pkg of packages) add(pkg, pkg);
  for (const [key, pkg] of Object.entries(subpaths)) add(key, pkg);
  for (const entry of sharedUiEntries) add(`shared-ui/${entry}`, 'shared-ui');
  return shared;
}

module.exports = { federationShared, packages, subpaths, sharedUiEntries };
