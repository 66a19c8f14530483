// Mocha's spec reporter, closed by one plain line: `N passed, M failed` (`, K skipped` when any).
// CI's log reader knows pytest's and go test's closing lines but not mocha's "N passing", and judged
// a run that ended in mocha's summary as having run no test; this line is the one it reads in any
// language. With MOCHA_SUMMARY_FILE set the same line is also written there, so `.ci/run` can print
// it again as the very last line after whatever runs after the tests (the Temporal server's stop).
// With MOCHA_SLOWEST_FILES=N the N test files that took longest (wall time of their top-level
// suites, hooks included, loading the file not) are listed before that line, so a CI log says where its minutes went.
// CommonJS because mocha loads reporters with require().
const { writeFileSync } = require('node:fs');
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const slowest = Number(process.env.MOCHA_SLOWEST_FILES ?? 0);
    const fileMs = new Map();
    const began = new Map();
    if (slowest > 0) {
      runner.on(EVENT_SUITE_BEGIN, (suite) => {
        if (suite.parent?.root && suite.file) began.set(suite, Date.now());
      });
      runner.on(EVENT_SUITE_END, (suite) => {
        const start = began.get(suite);
        if (start !== undefined) fileMs.set(suite.file, (fileMs.get(suite.file) ?? 0) + Date.now() - start);
      });
    }
    runner.once(EVENT_RUN_END, () => {
      if (slowest > 0) process.stdout.write(slowestFiles(fileMs, slowest));
      const line = summaryLine(runner.stats ?? this.stats);
      // After the spec reporter's own epilogue (registered first, so it runs first).
      process.stdout.write(`${line}\n`);
      if (process.env.MOCHA_SUMMARY_FILE) writeFileSync(process.env.MOCHA_SUMMARY_FILE, `${line}\n`);
    });
  }
}

function slowestFiles(fileMs, count) {
  const total = [...fileMs.values()].reduce((sum, ms) => sum + ms, 0);
  const rows = [...fileMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([file, ms]) =>
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${require('node:path').relative(process.cwd(), file)}`,
    );
  return `\nthe ${rows.length} slowest test files of ${fileMs.size} (${(total / 60000).toFixed(1)} minutes in all):\n${rows.join('\n')}\n\n`;
}

function summaryLine(stats) {
  const passed = stats.passes ?? 0;
  const failed = stats.failures ?? 0;
  const skipped = stats.pending ?? 0;
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

module.exports = SpecWithSummary;
module.exports.summaryLine = summaryLine;
