// Free-time answers kept per API worker (free-slots-cache.ts) and validated on every
// request by the shop's availability version, which triggers bump on every change that can alter
// free times (migration 0045). Each change below is made straight in the database, past every
// use case, so only its trigger can tell the cache; without the trigger the kept answer would be
// served and the comparison with the straightforward path fails.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { slotsResponseSchema } from '@studio/domain/booking-contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { listFreeSlots } from '../../src/features/availability/list-free-slots.ts';
import { findShopForAccess } from '../../src/features/shops/shops.repo.ts';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const now = '2026-12-01T08:00:00+01:00';
const from = '2026-12-07';
const to = '2026-12-11';

beforeEach(() => testClock.set(now));

const query = (studio: BookingStudio) => ({
  serviceIds: studio.services.map((service) => service.id).join(','),
  from,
  to,
});

const slotsUrl = (studio: BookingStudio) => {
  const { serviceIds } = query(studio);
  return `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceIds}&from=${from}&to=${to}`;
};

/** The answer as the straightforward path builds and serializes it, from the shop row as it is now. */
async function straightAnswer(studio: BookingStudio): Promise<string> {
  const { db } = await getTestPlatform();
  const shop = await db
    .selectFrom('shops')
    .selectAll()
    .where('id', '=', studio.shop.id)
    .executeTakeFirstOrThrow();
  const answer = await listFreeSlots(db, shop, query(studio), { now: testClock.now(), managed: false });
  return serializerCompiler({
    schema: slotsResponseSchema,
    method: 'GET',
    url: '/shops/:shopId/slots',
    httpStatus: '200',
  })(answer);
}

/** Reads through the API (twice: the second from the cache) and checks both against the straight path. */
async function cachedAnswer(studio: BookingStudio): Promise<string> {
  const first = await call('GET', slotsUrl(studio));
  const second = await call('GET', slotsUrl(studio));
  expect(first.statusCode).toBe(200);
  expect(second.body).toBe(first.body);
  expect(second.body).toBe(await straightAnswer(studio));
  return second.body;
}

/** Runs a change with every trigger off (superuser): the cache cannot know of it. */
async function changeUnseen(change: string) {
  const { db } = await getTestPlatform();
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql.raw(change).execute(trx);
  });
}

async function twoMemberStudio(): Promise<BookingStudio> {
  return bookingStudio({
    members: 2,
    services: [{ name: 'Maniküre', durationMinutes: 60 }],
  });
}

describe('kept free-time answers', () => {
  it('should serve the exact bytes of the straightforward path, and the same in brotli and gzip', async () => {
    const studio = await twoMemberStudio();
    expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    const body = await cachedAnswer(studio);
    expect(JSON.parse(body).slots.length).toBeGreaterThan(20);
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip;q=0.5, br;q=1', 'br', brotliDecompressSync],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        const response = await call('GET', slotsUrl(studio), { headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode(response.rawPayload).toString()).toBe(body);
      }
    }
    const plain = await call('GET', slotsUrl(studio), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    // Security headers as on every other answer.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should serve the kept answer while nothing changed, and tell changes apart per shop', async () => {
    const studio = await twoMemberStudio();
    const other = await twoMemberStudio();
    const before = await cachedAnswer(studio);
    const otherBefore = await cachedAnswer(other);
    // A change the triggers do not see: the kept answer is served (so the tests below test the triggers).
    await changeUnseen(`UPDATE opening_hours SET end_time = '12:00' WHERE shop_id = '${studio.shop.id}'`);
    expect((await call('GET', slotsUrl(studio))).body).toBe(before);
    expect(await straightAnswer(studio)).not.toBe(before);
    // Another shop's booking leaves this shop's answer kept (still the unseen, stale one).
    expect((await book(other, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    expect((await call('GET', slotsUrl(studio))).body).toBe(before);
    expect(await cachedAnswer(other)).not.toBe(otherBefore);
  });

  it('should read the shop row as built afresh, with a version every change raises', async () => {
    const { db } = await getTestPlatform();
    const studio = await twoMemberStudio();
    const straight = () =>
      db.selectFrom('shops').selectAll().where('id', '=', studio.shop.id).executeTakeFirstOrThrow();
    const before = await findShopForAccess(db, studio.shop.id);
    expect(before?.shop).toEqual(await straight());
    expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    const after = await findShopForAccess(db, studio.shop.id);
    expect(Number(after?.availabilityVersion)).toBeGreaterThan(Number(before?.availabilityVersion));
    const fresh = await twoMemberStudio();
    await db.deleteFrom('availability_versions').where('shop_id', '=', fresh.shop.id).execute();
    expect((await findShopForAccess(db, fresh.shop.id))?.availabilityVersion).toBe('0');
  });

  it('should see a booking made through one API worker on the next read of another', async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
    const second: FastifyInstance = await buildApp(
      { db, tokens, mailer: createMailer(db), config, clock: testClock },
      { logger: false },
    );
    try {
      const studio = await twoMemberStudio();
      const read = async () =>
        (await second.inject({ method: 'GET', url: slotsUrl(studio), headers: { 'x-api-key': testApiKey } }))
          .body;
      const before = await read();
      expect(await read()).toBe(before);
      expect((await book(studio, { start: '2026-12-07T09:00:00+01:00' })).statusCode).toBe(201);
      const after = await read();
      expect(after).not.toBe(before);
      expect(after).toBe(await straightAnswer(studio));
    } finally {
      await second.close();
    }
  });

  it('should drop the first time once it falls inside the minimum notice, and at midnight', async () => {
    const studio = await twoMemberStudio();
    testClock.set('2026-12-07T07:00:00+01:00');
    const before = await cachedAnswer(studio);
    expect(JSON.parse(before).slots[0].start).toBe('2026-12-07T09:00:00+01:00');
    const { db } = await getTestPlatform();
    const { min_lead_minutes: lead } = await db
      .selectFrom('shops')
      .select('min_lead_minutes')
      .where('id', '=', studio.shop.id)
      .executeTakeFirstOrThrow();
    testClock.set(Date.parse('2026-12-07T09:00:00+01:00') - lead * 60_000);
    expect((await call('GET', slotsUrl(studio))).body).toBe(before);
    testClock.set(Date.parse('2026-12-07T09:00:00+01:00') - lead * 60_000 + 1);
    const after = await cachedAnswer(studio);
    expect(JSON.parse(after).slots[0].start).not.toBe('2026-12-07T09:00:00+01:00');
    // A clock set back (tests; a corrected system clock) does not get an answer built later.
    testClock.set(now);
    expect((await call('GET', slotsUrl(studio))).body).toBe(before);
  });
});

describe('every change to what free times depend on bumps the availability version', () => {
  const changes: { table: string; change: (studio: BookingStudio) => string; setUp?: string }[] = [
    // Through the API: no use case tells the cache, only the trigger does.
    { table: 'bookings (insert)', change: () => '' },
    {
      table: 'bookings (status)',
      setUp: 'book',
      change: (studio) => `UPDATE bookings SET status = 'cancelled' WHERE shop_id = '${studio.shop.id}'`,
    },
    {
      table: 'bookings (time)',
      setUp: 'book',
      change: (studio) =>
        `UPDATE bookings SET start_at = start_at + interval '2 hours', end_at = end_at + interval '2 hours' WHERE shop_id = '${studio.shop.id}'`,
    },
    {
      table: 'bookings (delete)',
      setUp: 'book',
      change: (studio) => `DELETE FROM bookings WHERE shop_id = '${studio.shop.id}'`,
    },
    {
      table: 'opening_hours',
      change: (studio) => `UPDATE opening_hours SET end_time = '12:00' WHERE shop_id = '${studio.shop.id}'`,
    },
    {
      table: 'closures',
      change: (studio) => `INSERT INTO closures (id, shop_id, start_date, end_date)
        VALUES (gen_random_uuid(), '${studio.shop.id}', '2026-12-08', '2026-12-08')`,
    },
    {
      table: 'booking_rules',
      setUp: 'book',
      change: (studio) => `INSERT INTO booking_rules (id, shop_id, start_date, slots)
        VALUES (gen_random_uuid(), '${studio.shop.id}', '2026-12-01', 1)`,
    },
    {
      table: 'team_members (insert)',
      change: (studio) => `INSERT INTO team_members (id, shop_id, name, color)
        VALUES (gen_random_uuid(), '${studio.shop.id}', 'Cleo', '#00897B')`,
    },
    {
      table: 'team_members (order)',
      change: (studio) => `UPDATE team_members SET position = 10 WHERE id = '${studio.members[0]?.id}'`,
    },
    {
      table: 'services (duration)',
      change: (studio) => `UPDATE treatments SET duration_minutes = 90 WHERE shop_id = '${studio.shop.id}'`,
    },
    {
      table: 'treatment_team_members',
      change: (studio) => `INSERT INTO treatment_team_members (treatment_id, team_member_id)
        VALUES ('${studio.services[0]?.id}', '${studio.members[1]?.id}')`,
    },
    {
      table: 'shops (minimum notice)',
      change: (studio) =>
        `UPDATE shops SET min_lead_minutes = 6 * 24 * 60 + 120 WHERE id = '${studio.shop.id}'`,
    },
    {
      table: 'shops (time zone)',
      change: (studio) => `UPDATE shops SET timezone = 'Asia/Ho_Chi_Minh' WHERE id = '${studio.shop.id}'`,
    },
    {
      table: 'shops (step)',
      change: (studio) => `UPDATE shops SET slot_step_minutes = 30 WHERE id = '${studio.shop.id}'`,
    },
  ];

  for (const { table, change, setUp } of changes) {
    it(`should answer afresh after a change to ${table}`, async () => {
      const studio = await twoMemberStudio();
      if (setUp === 'book')
        expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
      const before = await cachedAnswer(studio);
      const { db } = await getTestPlatform();
      if (table === 'bookings (insert)')
        expect((await book(studio, { start: '2026-12-07T09:00:00+01:00' })).statusCode).toBe(201);
      else await sql.raw(change(studio)).execute(db);
      const after = await cachedAnswer(studio);
      expect(after).not.toBe(before);
    });
  }

  it('should answer 8005 at once when a chosen treatment is made inactive', async () => {
    const studio = await twoMemberStudio();
    await cachedAnswer(studio);
    const { db } = await getTestPlatform();
    await sql`UPDATE treatments SET active = false WHERE shop_id = ${studio.shop.id}`.execute(db);
    const response = await call('GET', slotsUrl(studio));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(8005);
  });
});
