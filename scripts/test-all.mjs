// `npm test`: everything, in order — type check, lint (with the folder boundaries and the formatter's check), unit and component
// tests, the bundle and its size budgets, and the end-to-end tests in Chromium. Stops at the first
// failing step and ends with one line: 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const vitestJson = '.tmp/vitest-results.json';
const e2eJson = '.tmp/e2e-results.json';
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const steps = [
  // browser code without Node types, server code without DOM types, the tests (package.json "typecheck")
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
  ['build', 'node', ['build.mjs']],
  ['size budgets', 'npx', ['tsx', 'scripts/size.ts']],
  ['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']],
];

const counts = { passed: 0, failed: 0, skipped: 0 };
function countVitest() {
  if (!existsSync(vitestJson)) return;
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
function countE2e() {
  if (!existsSync(e2eJson)) return;
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  counts.passed += s.expected ?? 0;
  counts.failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
  counts.skipped += s.skipped ?? 0;
}

const timings = [];
let failedStep = null;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (name.startsWith('unit')) countVitest();
  if (name.startsWith('end-to-end')) countE2e();
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

console.log(`\n=== summary ===\n${timings.join('\n')}`);
if (failedStep) {
  console.error(`\nFAILED at: ${failedStep}`);
  if (counts.failed === 0) counts.failed = 1; // a failing step that is not a test still fails the run
}
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
