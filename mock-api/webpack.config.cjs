// `build`: the mock backend's Node server as one file (dist/server.cjs), so it can be deployed
// next to a remote with plain `node dist/server.cjs` (no tsx, no workspace).
const path = require('node:path');
const webpack = require('webpack');

module.exports = {
  mode: 'production',
  target: 'node22',
  entry: path.join(__dirname, 'src/server/main.ts'),
  output: { path: path.join(__dirname, 'dist'), filename: 'server.cjs', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs', '.json'], conditionNames: ['node', 'import', 'require', 'default'] },
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
    ],
  },
  optimization: { minimize: false },
  // The sheet handlers import exceljs lazily (for the browser's first load); the server stays one file.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  stats: 'errors-warnings',
};
