const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'purchasing',
  kind: 'remote',
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
});
