// Runs a jest suite, says how long it took, and ends with the line CI reads: 'N passed, N failed'.
// The counts are also written to test-results/<suite>.json so .ci/run can add up every suite.
//   node scripts/run-jest.mjs          unit, component and server tests (jest.config.cjs)
//   node scripts/run-jest.mjs --e2e    browser tests (e2e/jest.config.cjs)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const e2e = args.includes('--e2e');
const suite = e2e ? 'e2e' : process.env.TEST_SUITE_NAME || 'unit';
const config = e2e ? 'e2e/jest.config.cjs' : 'jest.config.cjs';
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const jsonFile = join(resultsDir, `${suite}.jest.json`);

const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const passThrough = args.filter((arg) => arg !== '--e2e');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [jest, '--config', config, '--json', '--outputFile', jsonFile, ...passThrough],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
} catch {
  failed = 1; // jest did not get as far as writing its report
}
if (result.status !== 0 && failed === 0) failed = 1;
writeFileSync(join(resultsDir, `${suite}.json`), JSON.stringify({ suite, passed, failed }) + '\n');
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`${suite} tests took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(result.status ?? 1);
