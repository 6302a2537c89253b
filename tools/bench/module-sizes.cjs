// Diagnostic: which packages make up each chunk of an app's production build (raw, pre-minify sizes).
// Usage: node tools/bench/module-sizes.cjs host-shell [chunk-name-or-id]
const path = require('node:path');
const webpack = require('webpack');
const dir = path.resolve(process.argv[2] ?? 'host-shell');
const only = process.argv[3];
const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
webpack(config, (err, stats) => {
  if (err) throw err;
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, modulesSpace: Infinity });
  for (const c of json.chunks) {
    const label = `${c.id} ${c.names.join('|')} ${c.files.join(',')}`;
    if (only && !c.files.some((f) => f.startsWith(only)) && String(c.id) !== only) continue;
    const sizes = {};
    const walk = (mods) => {
      for (const m of mods ?? []) {
        if (m.modules) { walk(m.modules); continue; }
        const name = m.name || m.identifier || m.nameForCondition || '';
        const pkg = name.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? (name.match(/(shared-ui|mock-api|host-shell|remote-\w+)\/src\/[^/]+/)?.[0] ?? name.slice(0, 60));
        sizes[pkg] = (sizes[pkg] ?? 0) + m.size;
      }
    };
    walk(c.modules);
    console.log(`\n== chunk ${label} ${(c.size / 1024).toFixed(0)} KiB raw`);
    Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))
      .forEach(([k, v]) => console.log(`${(v / 1024).toFixed(1).padStart(8)} KiB  ${k}`));
  }
});
