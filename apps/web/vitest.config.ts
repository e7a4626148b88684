import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pure modules (*.test.ts) run in node. Component tests (*.test.tsx) render React and declare
// `// @vitest-environment jsdom` at their top; one that forgets fails on a missing `document`
// instead of being skipped.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testing/german-browser.ts'],
    // Rendering MUI dialogs in jsdom and typing into them takes seconds on a busy machine.
    testTimeout: 60_000,
  },
});
