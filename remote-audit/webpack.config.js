const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'audit',
  kind: 'remote',
  port: 4205,
  exposes: { './routes': './src/routes.tsx' },
});
