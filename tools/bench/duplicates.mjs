// Which packages were downloaded from more than one app during the tour.
//
// Two sources of "this file holds that package":
//  - package map (tools/bench/package-map.mjs): webpack stats of each app's build, every emitted
//    .js file -> the npm packages (and shared-ui / mock-api) of its modules. The strong check.
//  - federation manifest (dist/mf-manifest.json): the asset files of each shared package's
//    provided module / fallback. Weaker (says nothing about code bundled into exposes or
//    entries), but needs no build.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../preview/serve.mjs';

/** `react/jsx-runtime` -> `react`, `@scope/pkg/sub` -> `@scope/pkg`, `shared-ui/components` -> `shared-ui`. */
export function packageOfShareKey(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** file -> Set(package) from an app's dist/mf-manifest.json (shared assets). */
export function manifestFileMap(app, root = ROOT) {
  const file = path.join(root, app, 'dist', 'mf-manifest.json');
  const out = {};
  if (!fs.existsSync(file)) return out;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const shared of manifest.shared ?? []) {
    const pkg = packageOfShareKey(shared.name ?? shared.id?.split(':').pop() ?? '');
    const js = shared.assets?.js ?? {};
    for (const asset of [...(js.sync ?? []), ...(js.async ?? [])]) {
      (out[path.posix.basename(asset)] ??= new Set()).add(pkg);
    }
  }
  return out;
}

/** Package names that are an app's own code or not a package at all. */
const isPackage = (name) => !name.startsWith('app:') && !name.startsWith('file:');

/**
 * @param {Array<{ app: string|null, file: string, url: string, gzipBytes: number|null }>} scripts
 *        every script response of the tour
 * @param {Record<string, { files: Record<string, Record<string, number>> } | null>} packageMaps by app
 * @returns {{ packages: Array<{ package, apps: Record<string, string[]>, sources: string[] }>, unmapped: object[], notes: string[] }}
 */
/**
 * The per-container glue of module federation: every separately built container needs its own
 * (the maintainers: "it IS webpack runtime ... has to be 1 per runtime"), like webpack's own
 * bootstrap. The shareable part, runtime-core, is shared (remotes use the shell's, see
 * host-shell/src/remotes/federation-runtime.ts), so these are reported apart, not as duplicates.
 */
export const BUILD_RUNTIME_PACKAGES = new Set([
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
]);

export function findDuplicatePackages(scripts, packageMaps, { root = ROOT } = {}) {
  const seen = new Map(); // package -> Map(app -> Set(file)), with the source of each sighting
  const sources = new Map(); // package -> Set(source)
  const unmapped = [];
  const notes = [];
  const manifestMaps = {};

  const record = (pkg, app, file, source) => {
    if (!isPackage(pkg)) return;
    if (!seen.has(pkg)) seen.set(pkg, new Map());
    const byApp = seen.get(pkg);
    if (!byApp.has(app)) byApp.set(app, new Set());
    byApp.get(app).add(file);
    if (!sources.has(pkg)) sources.set(pkg, new Set());
    sources.get(pkg).add(source);
  };

  for (const script of scripts) {
    if (!script.app) {
      unmapped.push({ url: script.url, reason: 'not served by a portal app origin' });
      continue;
    }
    manifestMaps[script.app] ??= manifestFileMap(script.app, root);
    for (const pkg of manifestMaps[script.app][script.file] ?? []) record(pkg, script.app, script.file, 'manifest');

    const map = packageMaps?.[script.app];
    if (!map) continue;
    const packages = map.files?.[script.file];
    if (!packages) {
      unmapped.push({ url: script.url, app: script.app, file: script.file, reason: 'file not in the package map of its app (map stale?)' });
      continue;
    }
    for (const pkg of Object.keys(packages)) record(pkg, script.app, script.file, 'package-map');
  }

  const missingMaps = [...new Set(scripts.map((s) => s.app).filter(Boolean))].filter((app) => !packageMaps?.[app]);
  if (missingMaps.length) notes.push(`no package map for ${missingMaps.join(', ')}: only their federation manifest was used`);

  const packages = [];
  const buildRuntime = [];
  for (const [pkg, byApp] of seen) {
    if (byApp.size < 2) continue;
    if (BUILD_RUNTIME_PACKAGES.has(pkg)) {
      buildRuntime.push(pkg);
      continue;
    }
    packages.push({
      package: pkg,
      apps: Object.fromEntries([...byApp].map(([app, files]) => [app, [...files].sort()])),
      sources: [...sources.get(pkg)].sort(),
    });
  }
  packages.sort((a, b) => a.package.localeCompare(b.package));
  if (buildRuntime.length) notes.push(`per-container federation glue in every build (not counted): ${buildRuntime.sort().join(', ')}`);
  return { packages, unmapped, notes };
}
