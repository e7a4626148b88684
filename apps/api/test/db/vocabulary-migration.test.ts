// Migration 0070 renames services to treatments and unavailabilities to closures: a database made
// before it keeps every row, key and reference, the free-time triggers still fire, and nothing in
// the schema (constraints, indexes, triggers, function bodies) names the old tables any more.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../support/test-platform.ts';

const oldNames = /services|service_|unavailabilit/;

let database: DatabaseHandle;
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration has no types of its own
let db: Kysely<any>;

const shopId = randomUUID();
const treatmentId = randomUUID();
const memberId = randomUUID();
const bookingId = randomUUID();
const closureId = randomUUID();

beforeAll(async () => {
  database = await openTestDatabase('vocabulary_migration', 2);
  db = database.db;
  await migrateTo(db, '0045-availability-versions');
  await sql`INSERT INTO shops (id, name, address, phone, email, category)
    VALUES (${shopId}, 'Alte Namen', 'Hauptstraße 1', '+49 30 1234567', 'studio@example.com', 'nails')`.execute(
    db,
  );
  await sql`INSERT INTO services (id, shop_id, name, price_cents, duration_minutes)
    VALUES (${treatmentId}, ${shopId}, 'Maniküre', 2500, 45)`.execute(db);
  await sql`INSERT INTO team_members (id, shop_id, name, color) VALUES (${memberId}, ${shopId}, 'Anh', '#aa3355')`.execute(
    db,
  );
  await sql`INSERT INTO service_team_members (service_id, team_member_id) VALUES (${treatmentId}, ${memberId})`.execute(
    db,
  );
  await sql`INSERT INTO service_extras (id, service_id, kind, name, price_cents)
    VALUES (${randomUUID()}, ${treatmentId}, 'direct', 'French', 500)`.execute(db);
  await sql`INSERT INTO unavailabilities (id, shop_id, start_date, end_date, reason)
    VALUES (${closureId}, ${shopId}, '2026-12-24', '2026-12-26', 'Weihnachten')`.execute(db);
  await sql`INSERT INTO bookings (id, shop_id, team_member_id, start_at, end_at, status, customer_name, source)
    VALUES (${bookingId}, ${shopId}, ${memberId}, '2026-12-01T09:00:00Z', '2026-12-01T09:45:00Z', 'confirmed', 'Kundin', 'walk_in')`.execute(
    db,
  );
  await sql`INSERT INTO booking_services (booking_id, position, service_id, name, price_cents, duration_minutes)
    VALUES (${bookingId}, 0, ${treatmentId}, 'Maniküre', 2500, 45)`.execute(db);
  await migrateToLatest(db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function versionOfShop(): Promise<number> {
  const { rows } = await sql<{ version: number }>`
    SELECT version FROM availability_versions WHERE shop_id = ${shopId}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

describe('migration 0070: treatments and closures', () => {
  it('should keep every row under the new names, with its references', async () => {
    const { rows: treatments } = await sql<{
      name: string;
    }>`SELECT name FROM treatments WHERE id = ${treatmentId}`.execute(db);
    expect(treatments).toEqual([{ name: 'Maniküre' }]);
    const { rows: assigned } = await sql`
      SELECT treatment_id, team_member_id FROM treatment_team_members`.execute(db);
    expect(assigned).toEqual([{ treatment_id: treatmentId, team_member_id: memberId }]);
    const { rows: extras } = await sql`SELECT treatment_id, name FROM treatment_extras`.execute(db);
    expect(extras).toEqual([{ treatment_id: treatmentId, name: 'French' }]);
    const { rows: booked } =
      await sql`SELECT treatment_id, name FROM booking_treatments WHERE booking_id = ${bookingId}`.execute(
        db,
      );
    expect(booked).toEqual([{ treatment_id: treatmentId, name: 'Maniküre' }]);
    const { rows: closures } = await sql`SELECT id, reason FROM closures`.execute(db);
    expect(closures).toEqual([{ id: closureId, reason: 'Weihnachten' }]);
  });

  it('should keep the references working: deleting a treatment cascades to who performs it', async () => {
    const other = randomUUID();
    await sql`INSERT INTO treatments (id, shop_id, name, price_cents, duration_minutes)
      VALUES (${other}, ${shopId}, 'Pediküre', 3000, 60)`.execute(db);
    await sql`INSERT INTO treatment_team_members (treatment_id, team_member_id) VALUES (${other}, ${memberId})`.execute(
      db,
    );
    await sql`DELETE FROM treatments WHERE id = ${other}`.execute(db);
    const { rows } = await sql`SELECT 1 FROM treatment_team_members WHERE treatment_id = ${other}`.execute(
      db,
    );
    expect(rows).toHaveLength(0);
  });

  it('should still bump the availability version from the renamed tables and the rewritten function', async () => {
    const before = await versionOfShop();
    await sql`DELETE FROM treatment_team_members WHERE treatment_id = ${treatmentId}`.execute(db);
    const afterAssignment = await versionOfShop();
    expect(afterAssignment).toBeGreaterThan(before);
    await sql`UPDATE closures SET end_date = '2026-12-27' WHERE id = ${closureId}`.execute(db);
    expect(await versionOfShop()).toBeGreaterThan(afterAssignment);
  });

  it('should name the old tables nowhere in the schema', async () => {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(
      db,
    );
    const { rows: columns } = await sql<{ name: string }>`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema()`.execute(db);
    const { rows: constraints } = await sql<{ name: string }>`
      SELECT c.conname AS name FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relnamespace = current_schema()::regnamespace`.execute(db);
    const { rows: indexes } = await sql<{ name: string }>`
      SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`.execute(db);
    const { rows: triggers } = await sql<{ name: string }>`
      SELECT g.tgname AS name FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND NOT g.tgisinternal`.execute(db);
    const { rows: functions } = await sql<{ name: string }>`
      SELECT p.proname || ': ' || p.prosrc AS name FROM pg_proc p
      WHERE p.pronamespace = current_schema()::regnamespace`.execute(db);
    const named = [...tables, ...columns, ...constraints, ...indexes, ...triggers, ...functions]
      .map((row) => row.name)
      .filter((name) => oldNames.test(name));
    expect(named).toEqual([]);
    expect(constraints.map((row) => row.name)).toContain('treatment_team_members_treatment_id_fkey');
    expect(indexes.map((row) => row.name)).toContain('booking_treatments_treatment_idx');
    expect(triggers.map((row) => row.name)).toContain('closures_availability');
  });
});
