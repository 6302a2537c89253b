// Diagnostic: which packages make up each chunk of an app's production build (raw, pre-minify
// sizes: the order, not the bytes sent). How to read it: docs/bundle-analysis.md.
// Usage: node tools/bench/module-sizes.cjs host-shell [chunk-name-or-id-or-file-prefix]
const path = require('node:path');
const webpack = require('webpack');
const dir = path.resolve(process.argv[2] ?? 'host-shell');
const only = process.argv[3];
const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
// Written aside: the app's own dist/ stays as the last real build left it.
config.output = { ...config.output, path: path.join(require('node:os').tmpdir(), `module-sizes-${path.basename(dir)}`) };

/** The package (or the project's own folder) a module belongs to. */
function ownerOf(name) {
  return (
    name.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
    name.match(/(shared-ui|mock-api|host-shell|remote-\w+)\/src\/[^/]+/)?.[0] ??
    name.match(/^\.\/src\/[^/]+/)?.[0] ??
    name.slice(0, 60)
  );
}

webpack(config, (err, stats) => {
  if (err) throw err;
  // Concatenated modules list their parts as nested modules; without `dependentModules` webpack
  // folds most of a chunk into one nameless "dependent modules" entry.
  const json = stats.toJson({
    all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, runtimeModules: true,
    chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, modulesSpace: Infinity,
  });
  for (const c of json.chunks) {
    const label = `${c.id} ${c.names.join('|')} ${c.files.join(',')}`;
    if (only && !c.files.some((f) => f.startsWith(only)) && String(c.id) !== only && !c.names.includes(only)) continue;
    const sizes = {};
    const walk = (mods) => {
      for (const m of mods ?? []) {
        if (m.modules) { walk(m.modules); continue; }
        const owner = m.moduleType === 'runtime' || m.type === 'runtime modules' ? 'webpack runtime' : ownerOf(m.name || m.identifier || '');
        sizes[owner] = (sizes[owner] ?? 0) + m.size;
      }
    };
    walk(c.modules);
    console.log(`\n== chunk ${label} ${(c.size / 1024).toFixed(0)} KiB raw`);
    Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))
      .forEach(([k, v]) => console.log(`${(v / 1024).toFixed(1).padStart(8)} KiB  ${k}`));
  }
});
