// Reads Playwright's JSON reports (e2e runs of make e2e) and lists the tests that passed only on their retry.
// Usage: node tools/ci/flaky.mjs <report.json> ...   Prints "Flaky: 0" or the list; always exits 0 (a failed
// test already failed its run; a flaky one is a bug to fix, counted here and in .ci/run's summary).
import { existsSync, readFileSync } from 'node:fs';

const flaky = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') flaky.push(`${file}: ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}
console.log(`Flaky (erst im zweiten Versuch bestanden): ${flaky.length}`);
for (const line of flaky) console.log(`  ${line}`);
