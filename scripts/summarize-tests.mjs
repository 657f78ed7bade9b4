// Adds up the Vitest JSON reports of every package into one closing line, "N passed, N failed",
// so that CI logs end with a single total across the workspace.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${report.folder}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
