const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', kind: 'shell', port: 4200 });
