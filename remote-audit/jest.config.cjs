module.exports = require('../tools/jest/preset.cjs')(__dirname);
