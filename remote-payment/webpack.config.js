const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'payment',
  kind: 'remote',
  port: 4204,
  exposes: { './routes': './src/routes.tsx' },
});
