import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSourceTrees, sourceTree } from './source-tree-fixture.ts';
import { findImportViolations } from './web-import-rules.ts';

afterEach(removeSourceTrees);

describe('web import rules', () => {
  it('should fail when one feature imports another', () => {
    const dir = sourceTree({
      'features/calendar/routes/calendar-route.tsx':
        "import { useBookingList } from '../../bookings/api/list-bookings.ts';\n",
      'features/bookings/api/list-bookings.ts': 'export const useBookingList = 1;\n',
    });
    expect(findImportViolations(dir)).toEqual([
      expect.objectContaining({
        file: 'features/calendar/routes/calendar-route.tsx',
        specifier: '../../bookings/api/list-bookings.ts',
      }),
    ]);
  });

  it('should catch multi-line, type-only, re-exported and lazy imports', () => {
    const dir = sourceTree({
      'features/dashboard/a.ts': "import {\n  type Booking,\n  other,\n} from '../bookings/b.ts';\n",
      'features/dashboard/b.ts': "import type { X } from '../bookings/b.ts';\n",
      'features/dashboard/c.ts': "export { y } from '../bookings/b.ts';\n",
      'features/dashboard/d.ts': "const page = () => import('../bookings/b.ts');\n",
      'features/bookings/b.ts': 'export const other = 1;\n',
    });
    expect(findImportViolations(dir).map((v) => v.file)).toEqual([
      'features/dashboard/a.ts',
      'features/dashboard/b.ts',
      'features/dashboard/c.ts',
      'features/dashboard/d.ts',
    ]);
  });

  it('should fail when a feature or shared code imports the app shell', () => {
    const dir = sourceTree({
      'app/screens.ts': 'export const screens = {};\n',
      'features/bookings/routes/bookings-route.tsx': "import { screens } from '../../../app/screens.ts';\n",
      'shared/current-shop.ts': "import { screens } from '../app/screens.ts';\n",
      'components/page.tsx': "import { screens } from '../app/screens.ts';\n",
      'lib/api.ts': "import { x } from '../features/bookings/routes/bookings-route.tsx';\n",
    });
    expect(findImportViolations(dir).map((v) => v.file)).toEqual([
      'components/page.tsx',
      'features/bookings/routes/bookings-route.tsx',
      'lib/api.ts',
      'shared/current-shop.ts',
    ]);
  });

  it('should allow imports inside a feature, down into shared code and from the app into features', () => {
    const dir = sourceTree({
      'app/router.tsx': "import { x } from '../features/bookings/routes/bookings-route.tsx';\n",
      'features/bookings/routes/bookings-route.tsx':
        "import { a } from '../api/list-bookings.ts';\nimport { b } from '../../../shared/query-keys.ts';\nimport { c } from '../../../components/page.tsx';\nimport { z } from 'zod';\n",
      'features/bookings/api/list-bookings.ts': 'export const a = 1;\n',
      'shared/query-keys.ts': "import { d } from '../lib/api.ts';\n",
      'components/page.tsx': "import { e } from '../shared/query-keys.ts';\n",
      'lib/api.ts': 'export const d = 1;\n',
    });
    expect(findImportViolations(dir)).toEqual([]);
  });
});

describe('check-web-imports', () => {
  it('should end non-zero and name the import when the rule is broken', () => {
    const dir = sourceTree({
      'features/team/a.ts': "import { b } from '../services/b.ts';\n",
      'features/treatments/b.ts': 'export const b = 1;\n',
    });
    const run = spawnSync(process.execPath, ['scripts/check-web-imports.ts', dir], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `features/team/a.ts: import '../services/b.ts': feature "team" imports feature "services"`,
    );
  });
});
