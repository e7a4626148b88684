// A Vitest reporter for `npm test` (scripts/test.ts): every test with its project and outcome, so
// that the runner can hold a minimum per project and refuse skipped tests. Vitest's own JSON report
// does not say which project a test ran in (the API suite runs twice, on PGlite and PostgreSQL).
import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export interface TalliedTest {
  project: string;
  file: string;
  name: string;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  errors: string[];
}

export interface VitestTally {
  tests: TalliedTest[];
  /** Files that failed before or outside their tests (an import that throws, a failing hook). */
  brokenFiles: { project: string; file: string; message: string }[];
  unhandledErrors: string[];
}

function firstLines(error: { message?: string; stack?: string }): string {
  return (error.stack ?? error.message ?? String(error)).split('\n').slice(0, 12).join('\n');
}

export default class VitestTallyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const path = process.env.TEST_TALLY_FILE;
    if (!path) throw new Error('the tally reporter needs TEST_TALLY_FILE');
    const tally: VitestTally = {
      tests: [],
      brokenFiles: [],
      unhandledErrors: unhandledErrors.map(firstLines),
    };
    for (const module of modules) {
      const project = module.project.name;
      const file = module.moduleId;
      for (const test of module.children.allTests()) {
        const result = test.result();
        tally.tests.push({
          project,
          file,
          name: test.fullName,
          state: result.state,
          errors: (result.errors ?? []).map(firstLines),
        });
      }
      const errors = module.errors();
      if (errors.length > 0) tally.brokenFiles.push({ project, file, message: firstLines(errors[0] ?? {}) });
    }
    writeFileSync(path, JSON.stringify(tally));
  }
}
