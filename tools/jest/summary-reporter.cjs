// Writes each project's pass/fail counts and the names of what failed, so the test command can
// print them in its closing summary (CI keeps only the tail of a long log).
const fs = require('node:fs');
const path = require('node:path');

module.exports = class SummaryReporter {
  constructor(_globalConfig, options) {
    this.options = options;
  }
  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.options.outFile), { recursive: true });
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: results.testResults.flatMap((file) => {
        const where = path.relative(process.cwd(), file.testFilePath);
        if (file.testExecError) return [`${where}: ${file.testExecError.message.split('\n')[0]}`];
        return file.testResults
          .filter((t) => t.status === 'failed')
          .map((t) => `${where} › ${t.fullName}: ${(t.failureMessages[0] ?? '').split('\n')[0].slice(0, 300)}`);
      }),
    };
    fs.writeFileSync(this.options.outFile, JSON.stringify(summary));
  }
};
