// `node scripts/e2e-durations.mjs`: writes test/e2e/durations.json, the measured seconds per spec file
// that scripts/e2e.mjs balances its shards by, from the report of the last full end-to-end run
// (.tmp/e2e-results.json, written by scripts/e2e.mjs). A file's seconds are the sum of its tests'
// durations (hooks and fixtures included). Run it after a full run when files or their tests changed
// much; a file missing from the report keeps its old figure.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const report = JSON.parse(readFileSync('.tmp/e2e-results.json', 'utf8'));
const target = 'test/e2e/durations.json';
const seconds = JSON.parse(readFileSync(target, 'utf8'));

const measured = {};
/** Every result of every test in a suite and the suites inside it, added to its spec file. */
function add(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) measured[file] = (measured[file] ?? 0) + (result.duration ?? 0) / 1000;
    }
  }
  for (const inner of suite.suites ?? []) add(inner, file);
}
for (const suite of report.suites ?? []) add(suite, basename(suite.file ?? suite.title));

const files = Object.keys(measured);
if (files.length === 0) throw new Error('.tmp/e2e-results.json holds no test results: run `node scripts/e2e.mjs` first');
for (const file of files) seconds[file] = Math.round(measured[file] * 10) / 10;
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${target}: ${files.length} files measured, ${Math.round(Object.values(measured).reduce((a, b) => a + b, 0))} s in all`);
