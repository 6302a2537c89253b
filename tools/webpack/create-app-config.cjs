// One webpack config for every app of the portal. What is an app's own (container name, port,
// what it exposes) is its row in the app table, apps.json; its webpack.config.js names only its folder.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ids, NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared } = require('./federation-shared.cjs');
const { SHIMS } = require('./shims/replacements.cjs');
const { apps } = require('../../apps.json');

const root = path.resolve(__dirname, '../..');
const mswWorker = path.join(path.dirname(require.resolve('msw/package.json', { paths: [root] })), 'lib/mockServiceWorker.js');
// A remote served alone runs on the host's development config (API, mock backend, remotes' dev
// URLs): one file to keep, host-shell/public/config.json, instead of a copy per remote.
const shellConfig = path.join(root, apps.find((a) => a.kind === 'shell').project, 'public/config.json');

// Text assets get .br and .gz copies beside them, so a static server (the preview server, nginx's
// gzip_static) sends them compressed without compressing on every request. config.json gets none:
// it is the file a deployment edits, and a stale .gz beside it would be served instead.
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt|map)$/;
const NOT_COMPRESSED = /(^|\/)config\.json$/;
const compression = () => [
  new CompressionPlugin({ test: COMPRESSIBLE, exclude: NOT_COMPRESSED, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    exclude: NOT_COMPRESSED,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    filename: '[path][base].br',
  }),
];

// Besides `new Worker(new URL(...))`, webpack builds a worker chunk for shared-ui's
// new SameOriginWorker(new URL(...)): a worker started from a blob, since shared-ui's chunks may be
// served from a remote's origin, where `new Worker` refuses them (shared-ui excel-import).
const WORKER_SYNTAX = ['...', 'SameOriginWorker from ./same-origin-worker'];

/** @param {string} dir the app folder (__dirname of its webpack.config.js) */
module.exports = function createAppConfig(dir) {
  const row = apps.find((a) => a.project === path.basename(dir));
  if (!row) throw new Error(`${path.basename(dir)} is not in apps.json`);
  const app = { ...row, dir };
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // PORTAL_PORT serves an app on another port (e.g. a test beside the preview servers).
    const port = Number(process.env.PORTAL_PORT ?? app.port);
    const serving = process.env.WEBPACK_SERVE === 'true';
    const role = app.kind === 'shell' ? 'shell' : serving ? 'standalone' : 'remote';
    // A remote served alone gets its own dev shell page; built for production it is only a container.
    const hasPage = app.kind === 'shell' || serving;
    const entry = hasPage ? { main: path.join(app.dir, 'src/main.ts') } : {};
    const publicDir = path.join(app.dir, 'public');

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry,
      // PORTAL_SOURCE_MAPS=1 gives a production build source maps, for profiling it
      // (tools/bench/profile-page.mjs, docs/bundle-analysis.md); builds that ship have none.
      devtool: production ? (process.env.PORTAL_SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: ['web', 'es2022'],
      output: {
        path: path.join(app.dir, 'dist'),
        uniqueName: app.container,
        // The shell is served at the site root. A remote served alone is also a page with nested
        // routes, so it needs an absolute base; a built remote resolves its own URL ('auto').
        publicPath: app.kind === 'shell' ? '/' : serving ? `http://127.0.0.1:${port}/` : 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // react-i18next's entry, cut to the exports the portal uses (shims/react-i18next.mjs); the
        // shim reaches the package's modules by their folder, which its `exports` map does not list.
        alias: {
          'react-i18next$': path.join(__dirname, 'shims/react-i18next.mjs'),
          'react-i18next-modules': path.join(path.dirname(require.resolve('react-i18next/package.json', { paths: [root] })), 'dist/es'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
        parser: { javascript: { worker: WORKER_SYNTAX } },
      },
      optimization: {
        minimize: production,
        // Deterministic module ids, kept at 4 digits. Webpack's default widens every id to 5 digits
        // once a build has more than 500 modules (it keeps the id space 20 times the module count):
        // the shell crossed that line with one new module, and every id /login's main.js names grew
        // by a digit (+400 bytes gzip). At 4 digits the shell's ~500 modules fill 5% of the space;
        // a clash is rehashed.
        moduleIds: false,
        minimizer: [new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { ecma: 2022, compress: { passes: 2 }, mangle: true, format: { comments: false } },
            extractComments: false,
          })],
        // A package module that two lazily loaded chunks both need goes to a chunk of its own, loaded
        // once. Without this every shared-ui entry (list, components, form, detail...) carried its
        // own copy of the MUI parts it uses: the PO list fetched ~300 KiB of MUI twice. minSize
        // keeps these chunks few: each one is a line in the chunk map that /login's main.js carries.
        // A worker (a chunk with its own runtime) keeps its modules: with webpack 5.111 the
        // federation runtime in a worker that loads chunks fails the build (module-federation/core#5077).
        splitChunks: {
          chunks: (chunk) => !chunk.canBeInitial() && !chunk.hasRuntime(),
          minSize: 100_000,
          cacheGroups: { default: false },
        },
      },
      performance: { hints: false },
      plugins: [
        new ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
        new ModuleFederationPlugin({
          name: app.container,
          filename: 'remoteEntry.js',
          exposes: app.exposes,
          shared: federationShared(role),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // Production remotes use the federation runtime the shell hands them (host-shell
          // remotes/federation-runtime.ts) instead of each remoteEntry.js carrying a 20 KB copy.
          // A remote served alone keeps its own.
          experiments:
            role === 'remote' ? { externalRuntime: true } : {},
        }),
        ...SHIMS.map(({ module, shim }) => new NormalModuleReplacementPlugin(module, shim)),
        hasPage &&
          new HtmlWebpackPlugin({
            template: path.join(root, 'tools/webpack/index.html'),
            templateParameters: { title: 'Supplier Portal' },
            chunks: ['main'],
            // Every page is served at the root of its origin; nested routes must still find main.js.
            publicPath: '/',
          }),
        hasPage &&
          new CopyPlugin({
            patterns: [
              { from: mswWorker, to: 'mockServiceWorker.js' },
              ...(fs.existsSync(publicDir) ? [{ from: publicDir, to: '.' }] : []),
              ...(app.kind === 'remote' ? [{ from: shellConfig, to: 'config.json' }] : []),
            ],
          }),
        ...(production ? compression() : []),
      ].filter(Boolean),
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
      },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
};
