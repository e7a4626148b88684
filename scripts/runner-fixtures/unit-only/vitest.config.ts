// A planted suite for scripts/test-runner.test.ts: a `.only` left behind silently skips the rest.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['*.planted.ts'] } });
