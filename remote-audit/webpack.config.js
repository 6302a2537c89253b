// This app's row in apps.json says its container name, port and exposed modules.
module.exports = require('../tools/webpack/create-app-config.cjs')(__dirname);
