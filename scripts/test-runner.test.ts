// The runner of `npm test` (scripts/test.ts) on planted suites (scripts/runner-fixtures): each way a
// run could pass while hiding something ends non-zero with a line that says which.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const fixtures = 'scripts/runner-fixtures';
const reportDir = mkdtempSync(join(tmpdir(), 'studio-runner-reports-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

interface Run {
  pid: number;
  code: number | null;
  output: string;
  closingLine: string;
}

function runTests(parts: string[], env: Record<string, string> = {}): Run {
  // This file itself runs inside Vitest; the planted run must not think it is a worker of this one.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST_DB'),
  );
  const result = spawnSync(process.execPath, ['scripts/test.ts', ...parts], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...inherited,
      PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
      TEST_REPORT_DIR: reportDir,
      TEST_MINIMUM_TESTS: '1',
      // The planted suites but one need no database: no PostgreSQL server started for each run.
      TEST_DATABASE_URL: 'postgres://planted',
      ...env,
    },
  });
  const output = `${result.stdout}${result.stderr}`;
  const closingLine = result.stdout.trim().split('\n').at(-1) ?? '';
  return { pid: result.pid ?? 0, code: result.status, output, closingLine };
}

describe('the test runner', () => {
  it('should pass a planted suite that passes, closing with the tally', () => {
    const run = runTests(['unit'], { TEST_VITEST_CONFIG: `${fixtures}/unit-passing/vitest.config.ts` });
    expect(run.code, run.output).toBe(0);
    expect(run.closingLine).toBe('tests: 1 passed, 0 failed, 0 skipped');
  });

  it('should refuse an unknown part instead of running nothing', () => {
    const run = runTests(['e2e-only']);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('[test] FAIL: unknown part "e2e-only": the parts are unit, e2e, e2e-dates');
    expect(run.closingLine).toBe('tests: 0 passed, 1 failed, 0 skipped');
  });

  it('should fail a stray it.only in Vitest', () => {
    const run = runTests(['unit'], { TEST_VITEST_CONFIG: `${fixtures}/unit-only/vitest.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      `[test] FAIL: a stray .only in ${fixtures}/unit-only/focused.planted.ts ("the focused one")`,
    );
    expect(run.closingLine).toMatch(/^tests: 0 passed, [1-9]\d* failed/);
  });

  it('should fail a stray test.only in Playwright', () => {
    const run = runTests(['e2e'], { TEST_PLAYWRIGHT_CONFIG: `${fixtures}/e2e-only/playwright.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      "[test] FAIL: a stray .only: Error: item focused with '.only' is not allowed",
    );
  });

  it('should fail a test that passed only on its retry', () => {
    const run = runTests(['e2e'], { TEST_PLAYWRIGHT_CONFIG: `${fixtures}/e2e-flaky/playwright.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      '[test] FAIL: flaky: flaky.planted.ts › fails first, passes on retry passed only on retry',
    );
    expect(run.closingLine).toBe('tests: 0 passed, 1 failed, 0 skipped');
  });

  it('should fail when Vitest writes no report', () => {
    const run = runTests(['unit'], {
      TEST_VITEST_CONFIG: `${fixtures}/unit-broken-config/vitest.config.ts`,
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`[test] FAIL: Vitest wrote no report (${reportDir}/vitest.json)`);
    expect(run.closingLine).toBe('tests: 0 passed, 1 failed, 0 skipped');
  });

  it('should fail when Playwright passes but writes no report', () => {
    const run = runTests(['e2e'], {
      TEST_PLAYWRIGHT_CONFIG: `${fixtures}/e2e-no-report/playwright.config.ts`,
    });
    expect(run.output).toContain('1 passed');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`[test] FAIL: Playwright wrote no report (${reportDir}/playwright.json)`);
  });

  it('should fail when fewer tests ran than the minimum', () => {
    const run = runTests(['unit'], {
      TEST_VITEST_CONFIG: `${fixtures}/unit-passing/vitest.config.ts`,
      TEST_MINIMUM_TESTS: '2',
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      '[test] FAIL: unit: only 1 tests ran in project "", fewer than its minimum of 2: did a suite go missing?',
    );
    expect(run.closingLine).toBe('tests: 1 passed, 1 failed, 0 skipped');
  });

  it('should fail a failing test, counting it', () => {
    const run = runTests(['unit'], { TEST_VITEST_CONFIG: `${fixtures}/unit-failing/vitest.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('[test] FAIL: Vitest exited with code 1');
    expect(run.closingLine).toBe('tests: 1 passed, 1 failed, 0 skipped');
  });

  it('should fail a skipped test and a todo in Vitest', () => {
    const run = runTests(['unit'], { TEST_VITEST_CONFIG: `${fixtures}/unit-skipped/vitest.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      `[test] FAIL: skipped: ${fixtures}/unit-skipped/skipped.planted.ts ("the skipped one")`,
    );
    expect(run.output).toContain(
      `[test] FAIL: skipped: ${fixtures}/unit-skipped/skipped.planted.ts ("the todo")`,
    );
    expect(run.closingLine).toBe('tests: 1 passed, 1 failed, 2 skipped');
  });

  it('should fail a test that skips itself in Playwright', () => {
    const run = runTests(['e2e'], { TEST_PLAYWRIGHT_CONFIG: `${fixtures}/e2e-skipped/playwright.config.ts` });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('[test] FAIL: skipped: skipped.planted.ts ("skips itself")');
    expect(run.closingLine).toBe('tests: 1 passed, 1 failed, 1 skipped');
  });

  it('should refuse a minimum that is not a whole number, before running anything', () => {
    for (const minimum of ['abc', '', '-1', '1.5']) {
      const run = runTests(['unit'], {
        TEST_VITEST_CONFIG: `${fixtures}/unit-passing/vitest.config.ts`,
        TEST_MINIMUM_TESTS: minimum,
      });
      expect(run.code, minimum).not.toBe(0);
      expect(run.output).toContain(
        `[test] FAIL: TEST_MINIMUM_TESTS must be a whole number of tests, not "${minimum}"`,
      );
      expect(run.output).not.toContain('1 passed');
    }
  });

  it('should run the PostgreSQL leg against TEST_DATABASE_URL when it is set', () => {
    const run = runTests(['unit'], { TEST_VITEST_CONFIG: `${fixtures}/unit-passing/vitest.config.ts` });
    expect(run.output).toContain('[test] the PostgreSQL leg runs against TEST_DATABASE_URL');
    expect(run.output).not.toContain('embedded PostgreSQL');
  });

  it('should start a PostgreSQL server of its own without TEST_DATABASE_URL, and delete it afterwards', () => {
    const run = runTests(['unit'], {
      TEST_VITEST_CONFIG: `${fixtures}/unit-postgres/vitest.config.ts`,
      TEST_DATABASE_URL: '',
    });
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(
      /\[test\] the PostgreSQL leg runs against an embedded PostgreSQL 17 started for this run in \d+\.\d s/,
    );
    expect(run.closingLine).toBe('tests: 1 passed, 0 failed, 0 skipped');
    expect(
      readdirSync(tmpdir()).filter((entry) => entry.startsWith(`studio-test-postgres-${run.pid}-`)),
    ).toEqual([]);
  });
});
