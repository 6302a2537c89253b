const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'sourcing',
  kind: 'remote',
  port: 4202,
  exposes: { './routes': './src/routes.tsx' },
});
