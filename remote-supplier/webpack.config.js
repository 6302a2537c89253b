const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'supplier',
  kind: 'remote',
  port: 4201,
  exposes: { './routes': './src/routes.tsx' },
});
