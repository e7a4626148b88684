// Every unit and integration test. The API suite runs on embedded PGlite and, when
// TEST_DATABASE_URL is set, once more against that PostgreSQL server: `npm test` always sets it,
// to CI's database or to a PostgreSQL it starts for the run (scripts/embedded-postgres.ts).
import { configDefaults, defineConfig } from 'vitest/config';

const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api (${database})`,
    root: 'apps/api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // `*.postgres.test.ts` share one database between server processes, which PGlite cannot.
    exclude: [...configDefaults.exclude, ...(database === 'pglite' ? ['test/**/*.postgres.test.ts'] : [])],
    setupFiles: ['test/support/setup-each-test.ts'],
    env: { TEST_DB: database },
    // Files in a worker share one database instead of starting one each.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      'apps/web',
      // The scripts' own tests (bootstrap, web import rule, the test runner); test-runner.test.ts runs `npm test`'s runner on planted suites
      // (scripts/runner-fixtures), which takes a while.
      {
        test: { name: 'scripts', root: 'scripts', include: ['*.test.ts', '*.test.mjs'], testTimeout: 60_000 },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
