// Mocha's spec reporter, closed by one plain line: `N passed, M failed` (`, K skipped` when any).
// CI's log reader knows pytest's and go test's closing lines but not mocha's "N passing", and judged
// a run that ended in mocha's summary as having run no test; this line is the one it reads in any
// language. With MOCHA_SUMMARY_FILE set the same line is also written there, so `.ci/run` can print
// it again as the very last line after whatever runs after the tests (the Temporal server's stop).
// CommonJS because mocha loads reporters with require().
const { writeFileSync } = require('node:fs');
const Mocha = require('mocha');

const { EVENT_RUN_END } = Mocha.Runner.constants;

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const line = summaryLine(runner.stats ?? this.stats);
      // After the spec reporter's own epilogue (registered first, so it runs first).
      process.stdout.write(`${line}\n`);
      if (process.env.MOCHA_SUMMARY_FILE) writeFileSync(process.env.MOCHA_SUMMARY_FILE, `${line}\n`);
    });
  }
}

function summaryLine(stats) {
  const passed = stats.passes ?? 0;
  const failed = stats.failures ?? 0;
  const skipped = stats.pending ?? 0;
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

module.exports = SpecWithSummary;
module.exports.summaryLine = summaryLine;
