// `npm test`: everything, in order — type check, lint (with the folder boundaries and the formatter's
// check), unit and component tests, the bundle and its size budgets, and the end-to-end tests in
// Chromium (two shards at once, scripts/e2e.mjs). Stops after the first failing stage and ends with one
// line: 'N passed, N failed'. Steps of one stage run at once, one per core; their output is printed
// whole, one step after the other, when they end. The type check and lint run one after the other:
// side by side on 2 cores they took longer (74 s against 64 s, measured on a quiet clean clone).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const vitestJson = '.tmp/vitest-results.json';
const e2eJson = '.tmp/e2e-results.json';
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

/** Stages in order; the steps of a stage run at the same time. */
const stages = [
  // browser code without Node types, server code without DOM types, the tests (package.json "typecheck")
  [['type check', 'npm', ['run', '--silent', 'typecheck']]],
  [['lint', 'npm', ['run', '--silent', 'lint']]],
  [['unit and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]]],
  [['build', 'node', ['build.mjs']]],
  [['size budgets', 'npx', ['tsx', 'scripts/size.ts']]],
  [['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']]],
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

/** Runs one step; alone it prints as it goes, beside others its output is kept and printed at its end. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

const timings = [];
let failedStep = null;
const allStarted = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const r of results) timings.push(`${r.name}: ${r.seconds.toFixed(1)} s`);
  if (stage.some(([name]) => name.startsWith('unit'))) countVitest();
  if (stage.some(([name]) => name.startsWith('end-to-end'))) countE2e();
  failedStep = results.find((r) => !r.ok)?.name ?? null;
  if (failedStep) break;
}
timings.push(`total: ${((Date.now() - allStarted) / 1000).toFixed(1)} s`);

console.log(`\n=== summary ===\n${timings.join('\n')}`);
if (failedStep) {
  console.error(`\nFAILED at: ${failedStep}`);
  if (counts.failed === 0) counts.failed = 1; // a failing step that is not a test still fails the run
}
console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
