// A planted suite for scripts/test-runner.test.ts: one test passes, one skips itself at run time.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.planted.ts',
  outputDir: join(tmpdir(), 'studio-runner-fixture-results'),
  reporter: [['list'], ['json']],
});
