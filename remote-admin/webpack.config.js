const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin',
  kind: 'remote',
  port: 4206,
  exposes: { './routes': './src/routes.tsx' },
});
