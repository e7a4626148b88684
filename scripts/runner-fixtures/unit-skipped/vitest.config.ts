// A planted suite for scripts/test-runner.test.ts: one test passes, one is skipped, one is a todo.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['*.planted.ts'] } });
