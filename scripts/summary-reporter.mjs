// Vitest reporter that records pass/fail/skip counts, so `npm test` can end
// with one plain summary line after every other output.
import { mkdirSync, writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const counts = { passed: 0, failed: 0, skipped: 0, unhandledErrors: unhandledErrors?.length ?? 0 };
    for (const mod of testModules) {
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) counts.failed += 1;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    mkdirSync('var', { recursive: true });
    // scripts/test.mjs runs two Vitest processes side by side, each naming its own summary file.
    writeFileSync(process.env.TEST_SUMMARY_FILE ?? 'var/test-summary.json', JSON.stringify(counts));
  }
}
