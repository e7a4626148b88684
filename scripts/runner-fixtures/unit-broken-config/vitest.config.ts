// A planted suite for scripts/test-runner.test.ts: Vitest stops before it writes any report.
throw new Error('planted: this configuration cannot load');
