// Adds up the Vitest JSON reports of every package into one closing line, "N passed, N failed",
// so that CI logs end with a single total across the workspace. A failed test is named there too,
// with the first lines of its failure: a CI log is often read from its tail only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const inside = (root) =>
  existsSync(root) ? readdirSync(root).map((name) => join(root, name)) : [];
const folders = [...inside('packages'), 'mocks', ...inside('apps'), 'examples'];
const reports = [];
for (const folder of folders) {
  // vitest.json, and a second pass's vitest-<name>.json (the host's PostgreSQL pass).
  for (const report of inside(join(folder, 'test-results'))) {
    if (!/[/\\]vitest(-[\w-]+)?\.json$/.test(report)) continue;
    const label = report.endsWith('vitest.json')
      ? folder
      : `${folder} (${report.slice(report.lastIndexOf('vitest-') + 7, -5)})`;
    reports.push({ folder: label, ...JSON.parse(readFileSync(report, 'utf8')) });
  }
}
const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${report.folder}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push({ folder: report.folder, file: file.name, test });
    }
    // A file that failed before any test ran (an import error) has no assertion results.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push({
        folder: report.folder,
        file: file.name,
        test: { fullName: '(the file)', failureMessages: [file.message ?? ''] },
      });
    }
  }
}
const firstLines = (message) =>
  stripVTControlCharacters(message)
    .split('\n')
    .slice(0, 6)
    .map((line) => `    ${line}`)
    .join('\n');
for (const { folder, file, test } of failures) {
  console.log(`✗ ${folder}: ${relative(process.cwd(), file)} › ${test.fullName}`);
  console.log(firstLines(test.failureMessages[0] ?? ''));
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
