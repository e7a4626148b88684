// Bookings and accounts change every day in bulk (reminders, sign-ins): their pages must be
// vacuumed after a few thousand changes, or paging and counting from their indexes read the table.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getTestPlatform } from '../support/test-platform.ts';

async function storageOptions(table: string): Promise<Record<string, string>> {
  const { db } = await getTestPlatform();
  const { rows } = await sql<{ option: string }>`
    SELECT unnest(reloptions) AS option FROM pg_class WHERE oid = ${table}::regclass`.execute(db);
  return Object.fromEntries(rows.map((row) => row.option.split('=') as [string, string]));
}

describe('vacuum of busy tables', () => {
  it.each(['bookings', 'users'])(
    'should vacuum %s after a few thousand changed or added rows',
    async (table) => {
      const options = await storageOptions(table);
      expect(Number(options.autovacuum_vacuum_scale_factor)).toBeLessThanOrEqual(0.002);
      expect(Number(options.autovacuum_vacuum_insert_scale_factor)).toBeLessThanOrEqual(0.002);
      expect(Number(options.autovacuum_vacuum_threshold)).toBeLessThanOrEqual(1000);
    },
  );

  it('should leave other tables to the default', async () => {
    expect(await storageOptions('shops')).toEqual({});
  });
});
