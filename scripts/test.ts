// `npm test`: every test. Unit and API integration tests with Vitest (API on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set), then end-to-end tests in Chromium.
// `npm test -- unit` or `npm test -- e2e` runs one part.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.ts';
import { buildWebIfStale } from './web-build.ts';

const parts = process.argv.slice(2);
const runUnit = parts.length === 0 || parts.includes('unit');
const runE2e = parts.length === 0 || parts.includes('e2e');

const reportDir = '.cache/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

if (runUnit) {
  console.log(
    process.env.TEST_DATABASE_URL
      ? '[test] unit and API tests (PGlite and PostgreSQL)'
      : '[test] unit and API tests (PGlite; set TEST_DATABASE_URL to add PostgreSQL)',
  );
  const code = run('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportDir}/vitest.json`,
  ]);
  const report = readJson(`${reportDir}/vitest.json`) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  if (report) {
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (code !== 0) {
    exitCode = code;
    if (!report || report.numFailedTests === 0) total.failed += 1;
  }
}

if (runE2e) {
  ensureChromium();
  buildWebIfStale();
  console.log('[test] end-to-end tests in Chromium');
  const code = run('playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` });
  const report = readJson(`${reportDir}/playwright.json`) as
    | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    | undefined;
  if (report) {
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  }
  if (code !== 0) {
    exitCode = code;
    if (!report || report.stats.unexpected === 0) total.failed += 1;
  }
}

console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(exitCode);
