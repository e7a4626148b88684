// A planted suite for scripts/test-runner.test.ts: a test that needs the PostgreSQL server the
// runner hands it in TEST_DATABASE_URL.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['*.planted.ts'] } });
