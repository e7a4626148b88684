import { afterEach, describe, expect, it } from 'vitest';
import { findApiImportViolations, layerGraphDot } from './api-import-rules.ts';
import { removeSourceTrees, sourceTree } from './source-tree-fixture.ts';

afterEach(removeSourceTrees);

const shops = {
  'features/shops/shops.repo.ts': 'export const findShopById = 1;\n',
  'features/shops/shops.public.ts': "export { findShopById } from './shops.repo.ts';\n",
};

describe('API import rules', () => {
  it('should let a feature use another through its public module', () => {
    const dir = sourceTree({
      ...shops,
      'features/bookings/book.ts': "import { findShopById } from '../shops/shops.public.ts';\n",
    });
    expect(findApiImportViolations(dir)).toEqual([]);
  });

  it("should fail when a feature imports another feature's inner module", () => {
    const dir = sourceTree({
      ...shops,
      'features/bookings/book.ts': "import { findShopById } from '../shops/shops.repo.ts';\n",
    });
    expect(findApiImportViolations(dir)).toEqual([
      expect.objectContaining({ file: 'features/bookings/book.ts', specifier: '../shops/shops.repo.ts' }),
    ]);
  });

  it('should fail when http/, db/ or adapters/ import a feature, even its public module', () => {
    const dir = sourceTree({
      ...shops,
      'http/route-access.ts': "import type { findShopById } from '../features/shops/shops.public.ts';\n",
      'db/database.ts': "import '../features/shops/shops.repo.ts';\n",
      'adapters/mail/mailer.ts': "const lazy = () => import('../../features/shops/shops.public.ts');\n",
    });
    expect(
      findApiImportViolations(dir)
        .map((violation) => violation.file)
        .sort(),
    ).toEqual(['adapters/mail/mailer.ts', 'db/database.ts', 'http/route-access.ts']);
  });

  it("should let the app's wiring register routes and use public modules, not inner modules", () => {
    const dir = sourceTree({
      ...shops,
      'features/shops/shops.routes.ts': 'export const shopRoutes = 1;\n',
      'app.ts':
        "import { shopRoutes } from './features/shops/shops.routes.ts';\nimport { findShopById } from './features/shops/shops.public.ts';\n",
      'jobs/cleanup.ts': "import { findShopById } from '../features/shops/shops.repo.ts';\n",
    });
    expect(findApiImportViolations(dir)).toEqual([expect.objectContaining({ file: 'jobs/cleanup.ts' })]);
  });

  it('should fail on a cycle between features, even through public modules', () => {
    const dir = sourceTree({
      'features/shops/shops.public.ts': "export { pay } from '../payments/payments.public.ts';\n",
      'features/payments/payments.public.ts': "export { sell } from '../vouchers/vouchers.public.ts';\n",
      'features/vouchers/vouchers.public.ts': "import { findShopById } from '../shops/shops.public.ts';\n",
    });
    expect(findApiImportViolations(dir)).toEqual([
      expect.objectContaining({
        reason: expect.stringContaining('payments, shops, vouchers import each other'),
      }),
    ]);
  });

  it('should fail on a public module that exports everything', () => {
    const dir = sourceTree({ 'features/shops/shops.public.ts': "export * from './shops.repo.ts';\n" });
    expect(findApiImportViolations(dir)).toEqual([expect.objectContaining({ specifier: 'export *' })]);
  });

  it('should draw the layers with counted arrows', () => {
    const dir = sourceTree({
      ...shops,
      'app.ts': "import { findShopById } from './features/shops/shops.public.ts';\n",
    });
    expect(layerGraphDot(dir)).toContain('"wiring" -> "features/shops" [label=1];');
  });
});
