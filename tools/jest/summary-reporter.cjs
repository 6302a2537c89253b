// Writes each project's pass/fail counts, so the test command can print one summary line.
const fs = require('node:fs');
const path = require('node:path');

module.exports = class SummaryReporter {
  constructor(_globalConfig, options) {
    this.options = options;
  }
  onRunComplete(_contexts, results) {
    fs.mkdirSync(this.options.outDir, { recursive: true });
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(this.options.outDir, `jest-${this.options.project}.json`), JSON.stringify(summary));
  }
};
