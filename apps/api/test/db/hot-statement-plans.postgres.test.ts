// A hot statement on its own runs on a connection that always uses its generic plan, planned once;
// every other statement, and a hot one inside a transaction, is planned for its values as before.
// PostgreSQL only: PGlite has one connection and plans as PostgreSQL does by default.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { prepareStatement } from '../../src/db/prepared-statements.ts';
import { CancellationScope, runInCancellationScope } from '../../src/db/statement-cancellation.ts';
import { availabilityRows } from '../../src/features/availability/availability.repo.ts';
import { openTestDatabase } from '../support/test-platform.ts';

const planMode = prepareStatement<Record<string, never>, { mode: string }>([], (builder) => ({
  compile: () => sql<{ mode: string }>`SELECT current_setting('plan_cache_mode') AS mode`.compile(builder),
}));

const plansOfConnection = prepareStatement<Record<string, never>, PlanCounts>([], (builder) => ({
  compile: () =>
    sql<PlanCounts>`SELECT name, generic_plans::integer AS generic, custom_plans::integer AS custom
    FROM pg_prepared_statements`.compile(builder),
}));

interface PlanCounts {
  name: string;
  generic: number;
  custom: number;
}

describe('plans of the hot statements', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    // Two connections for other statements, one for hot statements: the same one each time.
    handle = await openTestDatabase('hot_plans', 2);
    await migrateToLatest(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('should run a hot statement on its own with the generic plan, and others planned for their values', async () => {
    const { db } = handle;
    expect((await planMode.run(db, {}))[0]?.mode).toBe('force_generic_plan');
    // Another text: the hot statement's own text would run as the hot statement.
    const unnamed = await sql<{
      unnamed_mode: string;
    }>`SELECT current_setting('plan_cache_mode') AS unnamed_mode`.execute(db);
    expect(unnamed.rows[0]).toEqual({ unnamed_mode: 'auto' });
    const inTransaction = await db.transaction().execute((trx) => planMode.run(trx, {}));
    expect(inTransaction[0]?.mode).toBe('auto');
  });

  it('should plan the free-time read once for its connection however often it runs', async () => {
    const { db } = handle;
    for (let call = 0; call < 8; call += 1)
      await availabilityRows.run(db, {
        shopId: randomUUID(),
        serviceIds: [randomUUID()],
        fromDate: '2026-12-01',
        toDate: '2026-12-07',
        busyFrom: new Date('2026-11-30T23:00:00Z'),
        busyTo: new Date('2026-12-08T23:00:00Z'),
        excludeBookingId: null,
      });
    const counts = await plansOfConnection.run(db, {});
    const read = counts.find((row) => row.name.startsWith('hot_') && row.generic + row.custom >= 8);
    expect(read).toEqual({ name: expect.any(String), generic: 8, custom: 0 });
  });

  it('should cancel a hot statement of an aborted scope and hand its connection back in working order', async () => {
    const sleep = prepareStatement<Record<string, never>, unknown>([], (builder) => ({
      compile: () => sql`SELECT pg_sleep(30), 'hot sleep'::text`.compile(builder),
    }));
    const scope = new CancellationScope();
    const startedAt = Date.now();
    const sleeping = runInCancellationScope(scope, () => sleep.run(handle.db, {}));
    await new Promise((resolve) => setTimeout(resolve, 300));
    scope.abort();
    await expect(sleeping).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect((await planMode.run(handle.db, {}))[0]?.mode).toBe('force_generic_plan');
  }, 30_000);
});
