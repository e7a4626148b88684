// `npm test`: every test. Unit and API integration tests with Vitest (API on PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set), then end-to-end tests in Chromium.
// `npm test -- unit` or `npm test -- e2e` runs one part. `npm test -- e2e-dates` runs the specs
// tagged @dates once for each edge date below, with the app's clock set there (E2E_NOW, see
// e2e/support/app-clock.ts); CI (.ci/run) runs all three parts.
//
// Strict on purpose, so that green means green: an unknown part, a stray `.only`, a test that
// passed only on retry, a missing report or fewer tests than the part's minimum each fail the run
// with a line saying which. The last line is always `tests: N passed, N failed, N skipped`.
//
// The runner's own tests (scripts/test-runner.test.ts) point it at planted suites with
// TEST_VITEST_CONFIG / TEST_PLAYWRIGHT_CONFIG, TEST_MINIMUM_TESTS and TEST_REPORT_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { buildWebIfStale } from './web-build.ts';

// Below these counts a suite went missing (a config that no longer matches its files, a project
// left out). Raise them as the suite grows (27 Nov 2026: 1,149 unit and API tests on PGlite, 600
// more on PostgreSQL, 79 e2e, 15 @dates per date); the PostgreSQL leg comes on top of the unit minimum.
const minimumTests = { unit: 1_100, e2e: 70, 'e2e-dates': 14 };
const postgresLegMinimum = 550;

// The weeks where calendars break: New Year, the spring and autumn clock changes in Europe (the
// studios' zone), and a month end (31 October 2027 is both).
const edgeDates = ['2026-12-29T09:00:00+01:00', '2027-03-28T09:00:00+02:00', '2027-10-31T09:00:00+01:00'];

const knownParts = ['unit', 'e2e', 'e2e-dates'] as const;
type Part = (typeof knownParts)[number];
const defaultParts: Part[] = ['unit', 'e2e'];

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
const notices: string[] = [];

function fail(line: string): void {
  problems.push(line);
  console.error(`[test] FAIL: ${line}`);
}

function finish(): never {
  // A failed run never closes with a line that reads as clean.
  if (problems.length > 0 && total.failed === 0) total.failed = 1;
  for (const notice of notices) console.log(`\n[test] NOTICE: ${notice}`);
  if (problems.length > 0) {
    console.error(`\n[test] the run failed:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(problems.length > 0 ? 1 : 0);
}

const requested = process.argv.slice(2);
const unknown = requested.filter((part) => !(knownParts as readonly string[]).includes(part));
if (unknown.length > 0) {
  fail(
    `unknown part ${unknown.map((part) => `"${part}"`).join(', ')}: the parts are ${knownParts.join(', ')}`,
  );
  finish();
}
const parts: Part[] = requested.length === 0 ? defaultParts : (requested as Part[]);

const reportDir = process.env.TEST_REPORT_DIR ?? '.cache/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function minimumFor(part: Part): number {
  const override = process.env.TEST_MINIMUM_TESTS;
  if (override !== undefined) return Number(override);
  return minimumTests[part] + (part === 'unit' && process.env.TEST_DATABASE_URL ? postgresLegMinimum : 0);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readReport<T>(path: string, tool: string): T | undefined {
  if (!existsSync(path)) {
    fail(`${tool} wrote no report (${path}): its tests were not counted`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    fail(`${tool}'s report ${path} is not JSON (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

function checkMinimum(part: Part, ran: number): void {
  const minimum = minimumFor(part);
  if (ran < minimum) {
    fail(`only ${ran} ${part} tests ran, fewer than the minimum of ${minimum}: did a suite go missing?`);
  }
}

const onlyMessage = /Unexpected \.only modifier|focused with '\.only' is not allowed/;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

function runUnit(): void {
  if (process.env.TEST_DATABASE_URL) {
    console.log('[test] unit and API tests (PGlite and PostgreSQL)');
  } else {
    const line =
      'the PostgreSQL leg was LEFT OUT (TEST_DATABASE_URL is unset): the API ran on PGlite only, ' +
      'so the tests marked "(proven on PostgreSQL)" proved nothing in this run';
    console.log(`[test] ${line}`);
    notices.push(line);
  }
  const reportPath = join(reportDir, 'vitest.json');
  const config = process.env.TEST_VITEST_CONFIG;
  const code = run('vitest', [
    'run',
    ...(config ? ['--config', config] : []),
    // The default allows `.only` outside CI; here it never is.
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ]);
  const report = readReport<VitestReport>(reportPath, 'Vitest');
  if (!report) return;
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.failureMessages.some((message) => onlyMessage.test(message))) {
        fail(
          `a stray .only in ${relative('.', file.name)} ("${test.fullName}"): it silently skips the rest; remove it`,
        );
      }
    }
  }
  if (code !== 0) {
    const failedFiles = report.testResults.filter(
      (file) => file.assertionResults.length === 0 && file.message,
    );
    for (const file of failedFiles)
      fail(`Vitest could not run ${relative('.', file.name)}: ${file.message?.split('\n')[0]}`);
    fail(`Vitest exited with code ${code}`);
  }
  checkMinimum('unit', report.numPassedTests + report.numFailedTests);
}

interface PlaywrightTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  projectName: string;
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  errors: { message: string }[];
}

function flakyTests(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `${suite.file} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`),
    ),
    ...flakyTests(suite.suites ?? []),
  ]);
}

let e2ePrepared = false;

function runE2e(
  part: Part,
  label: string,
  options: { report: string; args?: string[]; env?: Record<string, string> },
): void {
  const config = process.env.TEST_PLAYWRIGHT_CONFIG;
  // A planted suite needs neither the browser check nor the web app.
  if (!config && !e2ePrepared) {
    ensureChromium();
    buildWebIfStale();
    e2ePrepared = true;
  }
  console.log(`[test] ${label}`);
  const reportPath = join(reportDir, options.report);
  const args = ['test', ...(config ? ['--config', config] : []), '--forbid-only', ...(options.args ?? [])];
  const code = run('playwright', args, { ...options.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath });
  const report = readReport<PlaywrightReport>(reportPath, 'Playwright');
  if (!report) return;
  const { expected, unexpected, flaky, skipped } = report.stats;
  total.passed += expected;
  // Passing only on a retry is a failure: the retry hides a race or a date that moves.
  total.failed += unexpected + flaky;
  total.skipped += skipped;
  for (const title of flakyTests(report.suites)) fail(`flaky: ${title} passed only on retry`);
  for (const error of report.errors) {
    const firstLine = error.message.split('\n')[0] ?? '';
    fail(onlyMessage.test(error.message) ? `a stray .only: ${firstLine}` : `Playwright: ${firstLine}`);
  }
  if (code !== 0) fail(`Playwright (${label}) exited with code ${code}`);
  checkMinimum(part, expected + unexpected + flaky);
}

for (const part of parts) {
  if (part === 'unit') runUnit();
  else if (part === 'e2e') runE2e(part, 'end-to-end tests in Chromium', { report: 'playwright.json' });
  else {
    for (const date of edgeDates) {
      runE2e(part, `end-to-end tests tagged @dates, the app's clock at ${date}`, {
        report: `playwright-${date.slice(0, 10)}.json`,
        args: ['--grep', '@dates'],
        env: { E2E_NOW: date },
      });
    }
  }
}
finish();
