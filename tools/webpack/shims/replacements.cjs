// Modules of packages that every build replaces by a shim of its own (create-app-config.cjs's
// NormalModuleReplacementPlugin), each for what it costs a page as it loads. Kept here so a test
// can load a package the way the builds do (axios-without-fetch.test.mjs).
const path = require('node:path');

module.exports.SHIMS = [
  // MUI's locale modules make an Intl.NumberFormat as they load: the shim makes it at first use.
  { module: /@mui[\\/]material[\\/]locale[\\/]utils[\\/]buildFormatNumber\.m?js$/, shim: path.join(__dirname, 'lazy-format-number.mjs') },
  // axios tries the browser's fetch out as it loads, for an adapter the portal never uses.
  { module: /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, shim: path.join(__dirname, 'axios-without-fetch.mjs') },
];
