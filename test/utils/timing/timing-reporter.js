// Jest reporter: each test file's wall time (from the runner's own clock) and each test's
// duration, for the slowest-files report (test/README.md). Writes only when TEST_TIMING_DIR is set.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '../../..');

class TimingReporter {
  constructor() {
    this.files = [];
    this.startedAt = Date.now();
  }

  onTestResult(test, result) {
    const tier = test.context.config.displayName?.name ?? 'unit';
    this.files.push({
      tier,
      file: relative(ROOT, result.testFilePath),
      startMs: result.perfStats.start - this.startedAt,
      wallMs: result.perfStats.end - result.perfStats.start,
      tests: result.testResults.map((t) => ({ name: t.fullName, ms: t.duration ?? 0 })),
    });
  }

  onRunComplete() {
    const dir = process.env.TEST_TIMING_DIR;
    if (!dir || !this.files.length) return;
    mkdirSync(dir, { recursive: true });
    const tier = this.files[0].tier;
    const run = { tier, wallMs: Date.now() - this.startedAt, files: this.files };
    writeFileSync(join(dir, `run-${tier.replace(/\W+/g, '-')}.json`), JSON.stringify(run));
  }
}

module.exports = TimingReporter;
