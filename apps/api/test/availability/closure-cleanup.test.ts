import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopRow } from '../../src/db/schema.ts';
import {
  closureCleanupJob,
  deleteExpiredClosures,
  isPastRetention,
} from '../../src/jobs/cleanup-closures.ts';
import { startJobQueue } from '../../src/jobs/job-queue.ts';
import { createShop } from '../support/fixtures.ts';
import { raceTest } from '../support/race-test.ts';
import { getTestPlatform } from '../support/test-platform.ts';

async function shopIn(timezone: string): Promise<ShopRow> {
  const shop = await createShop();
  const { db } = await getTestPlatform();
  await db.updateTable('shops').set({ timezone }).where('id', '=', shop.id).execute();
  return { ...shop, timezone };
}

async function addClosure(shopId: string, startDate: string, endDate: string): Promise<string> {
  const { db } = await getTestPlatform();
  const id = randomUUID();
  await db
    .insertInto('closures')
    .values({ id, shop_id: shopId, start_date: startDate, end_date: endDate })
    .execute();
  return id;
}

async function addRule(shopId: string, startDate: string, endDate: string | null): Promise<string> {
  const { db } = await getTestPlatform();
  const id = randomUUID();
  await db
    .insertInto('booking_rules')
    .values({ id, shop_id: shopId, start_date: startDate, end_date: endDate, slots: 1 })
    .execute();
  return id;
}

async function remaining(): Promise<string[]> {
  const { db } = await getTestPlatform();
  const closures = await db.selectFrom('closures').select('id').execute();
  const rules = await db.selectFrom('booking_rules').select('id').execute();
  return [...closures, ...rules].map((row) => row.id).sort();
}

/** Which of these ids still have a closure or booking rule row. */
async function stored(ids: string[]): Promise<string[]> {
  const { db } = await getTestPlatform();
  const closures = await db.selectFrom('closures').select('id').where('id', 'in', ids).execute();
  const rules = await db.selectFrom('booking_rules').select('id').where('id', 'in', ids).execute();
  return [...closures, ...rules].map((row) => row.id).sort();
}

describe('closure and booking rule cleanup', () => {
  it('should know when a period is 48 hours past the end of its local end date', () => {
    // 10 December ends at 11 December 00:00 in Berlin (23:00 UTC on the 10th); 48 hours later is 12 December 23:00 UTC.
    expect(isPastRetention('2026-12-10', 'Europe/Berlin', Date.parse('2026-12-12T22:59:59Z'))).toBe(false);
    expect(isPastRetention('2026-12-10', 'Europe/Berlin', Date.parse('2026-12-12T23:00:00Z'))).toBe(true);
    // Far to the west the same day ends later.
    expect(isPastRetention('2026-12-10', 'Pacific/Honolulu', Date.parse('2026-12-12T23:00:00Z'))).toBe(false);
    expect(isPastRetention('2026-12-10', 'Pacific/Honolulu', Date.parse('2026-12-13T10:00:00Z'))).toBe(true);
  });

  it('should delete only what ended more than 48 hours ago, in each shop’s time zone', async () => {
    const { db } = await getTestPlatform();
    const berlin = await shopIn('Europe/Berlin');
    const honolulu = await shopIn('Pacific/Honolulu');
    const now = Date.parse('2026-12-12T23:30:00Z');

    const gone = [
      await addClosure(berlin.id, '2026-12-01', '2026-12-10'),
      await addClosure(berlin.id, '2026-11-01', '2026-11-02'),
      await addRule(berlin.id, '2026-11-01', '2026-12-10'),
    ];
    const kept = [
      await addClosure(berlin.id, '2026-12-09', '2026-12-11'), // ended 24.5 hours ago
      await addClosure(honolulu.id, '2026-12-10', '2026-12-10'), // ends later in Honolulu
      await addClosure(berlin.id, '2026-12-24', '2026-12-26'), // still ahead
      await addRule(berlin.id, '2026-01-01', null), // permanent
      await addRule(honolulu.id, '2026-11-01', '2026-12-10'),
    ];

    expect(await stored(gone)).toEqual([...gone].sort());
    expect(await deleteExpiredClosures(db, now)).toEqual({ closures: 2, bookingRules: 1 });
    expect(await remaining()).toEqual([...kept].sort());
    // The job deleted exactly the expired rows, not just some rows of the right number.
    expect(await stored(gone)).toEqual([]);
    // Running again (another instance, the next round) finds nothing more.
    expect(await deleteExpiredClosures(db, now)).toEqual({ closures: 0, bookingRules: 0 });
    // Later, the Honolulu ones go too.
    expect(await deleteExpiredClosures(db, Date.parse('2026-12-13T10:00:00Z'))).toEqual({
      closures: 1,
      bookingRules: 1,
    });
  });

  raceTest('should be safe when several instances run at once', async () => {
    const { db } = await getTestPlatform();
    const shop = await shopIn('Europe/Berlin');
    for (let day = 1; day <= 20; day += 1) {
      await addClosure(
        shop.id,
        `2026-10-${String(day).padStart(2, '0')}`,
        `2026-10-${String(day).padStart(2, '0')}`,
      );
    }
    const now = Date.parse('2026-12-01T00:00:00Z');
    const results = await Promise.all([1, 2, 3].map(() => deleteExpiredClosures(db, now)));
    expect(results.reduce((sum, result) => sum + result.closures, 0)).toBe(20);
    expect(await remaining()).toEqual([]);
  });

  it('should run on the job queue until stopped', async () => {
    const { database } = await getTestPlatform();
    const shop = await shopIn('Europe/Berlin');
    await addClosure(shop.id, '2026-01-01', '2026-01-02');
    const messages: string[] = [];
    const log = {
      info: (_: unknown, message: string) => messages.push(message),
      warn: () => undefined,
      error: () => undefined,
    };
    const job = closureCleanupJob(database.db, log, () => Date.parse('2026-12-01T00:00:00Z'));
    const queue = await startJobQueue(database, [job], log, { pollingIntervalSeconds: 0.5 });
    await expect.poll(remaining, { timeout: 15_000 }).toEqual([]);
    await queue.stop();
    expect(messages).toEqual(['expired closure times and booking rules deleted']);
  });
});
