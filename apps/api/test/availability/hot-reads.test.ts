// The prepared hot reads (prepared-statements.ts) answer what the straightforward path answers:
// the same statement parsed afresh each call, the shop row as Kysely builds it, on both drivers.
import { randomUUID } from 'node:crypto';
import { slotsResponseSchema } from '@studio/domain/booking-contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { preparedStatementName } from '../../src/db/prepared-statements.ts';
import type { Database } from '../../src/db/schema.ts';
import { availabilityRows } from '../../src/features/availability/availability.repo.ts';
import { listFreeSlots } from '../../src/features/availability/list-free-slots.ts';
import { listOpeningRanges } from '../../src/features/availability/opening-hours.repo.ts';
import { createDatabaseProbe } from '../../src/features/health/database-probe.ts';
import { findShopById } from '../../src/features/shops/shops.repo.ts';
import { listTeamMemberRows } from '../../src/features/team/team.repo.ts';
import { findTreatmentDetails, listTreatmentRows } from '../../src/features/treatments/treatments.repo.ts';
import type { AppError } from '../../src/http/app-error.ts';
import { rateLimitHit } from '../../src/http/rate-limits.repo.ts';
import { countInDatabase, countInProcess } from '../../src/http/rate-limits.ts';
import { book, bookingStudio, slotsOf } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock, testCorsOrigin } from '../support/test-platform.ts';

beforeEach(() => testClock.set('2026-12-01T08:00:00+01:00'));

/** Runs a prepared statement's text as an ordinary (unnamed) statement: parsed and planned again. */
async function runUnprepared(db: Kysely<Database>, text: string, parameters: unknown[]) {
  const unnamed = `${text}\n`;
  expect(preparedStatementName(unnamed)).toBeUndefined();
  return (await db.executeQuery(CompiledQuery.raw(unnamed, parameters))).rows;
}

describe('prepared hot reads', () => {
  it('should read the same shop row as the statement built afresh, and a change at once', async () => {
    const { db } = await getTestPlatform();
    const studio = await bookingStudio();
    const straight = () =>
      db.selectFrom('shops').selectAll().where('id', '=', studio.shop.id).executeTakeFirst();
    for (let round = 0; round < 3; round += 1)
      expect(await findShopById(db, studio.shop.id)).toEqual(await straight());
    await db
      .updateTable('shops')
      .set({ name: 'Renamed', horizon_days: 7 })
      .where('id', '=', studio.shop.id)
      .execute();
    const changed = await findShopById(db, studio.shop.id);
    expect(changed?.name).toBe('Renamed');
    expect(changed).toEqual(await straight());
    expect(await findShopById(db, randomUUID())).toBeUndefined();
  });

  it('should read the same availability prepared as unprepared, call after call, in and out of transactions', async () => {
    const { db } = await getTestPlatform();
    const studio = await bookingStudio({
      members: 3,
      services: [
        { name: 'Maniküre', durationMinutes: 60, teamMemberIds: [0, 1] },
        { name: 'Pediküre', durationMinutes: 45, teamMemberIds: [2] },
        { name: 'Lack', durationMinutes: 15 },
      ],
    });
    const other = await bookingStudio({ members: 1 });
    for (const start of ['2026-12-07T10:00:00+01:00', '2026-12-08T11:00:00+01:00']) {
      expect((await book(studio, { start })).statusCode).toBe(201);
    }
    expect((await book(other, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    const booked = await db
      .selectFrom('bookings')
      .select('id')
      .where('shop_id', '=', studio.shop.id)
      .execute();
    const ids = studio.services.map((service) => service.id);
    const windows = [
      { serviceIds: ids, excludeBookingId: null },
      { serviceIds: [ids[0] ?? ''], excludeBookingId: booked[0]?.id ?? null },
      { serviceIds: [], excludeBookingId: null },
      { serviceIds: [randomUUID()], excludeBookingId: randomUUID() },
    ];
    for (const window of windows) {
      const values = {
        shopId: studio.shop.id,
        fromDate: '2026-12-06',
        toDate: '2026-12-09',
        busyFrom: new Date('2026-12-05T23:00:00Z'),
        busyTo: new Date('2026-12-10T23:00:00Z'),
        ...window,
      };
      const expected = await runUnprepared(db, availabilityRows.sql, availabilityRows.parameters(values));
      expect(await availabilityRows.run(db, values)).toEqual(expected);
      expect(await availabilityRows.run(db, values)).toEqual(expected);
      const inTransaction = await db.transaction().execute((trx) => availabilityRows.run(trx, values));
      expect(inTransaction).toEqual(expected);
    }
    const [all] = await availabilityRows.run(db, {
      shopId: studio.shop.id,
      serviceIds: ids,
      fromDate: '2026-12-06',
      toDate: '2026-12-09',
      busyFrom: new Date('2026-12-05T23:00:00Z'),
      busyTo: new Date('2026-12-10T23:00:00Z'),
      excludeBookingId: null,
    });
    // Another shop's booking at the same time is not this shop's busy time.
    expect(all?.bookings).toHaveLength(2);
    expect(all?.treatments).toHaveLength(3);
    expect(all?.team).toHaveLength(3);
  });

  it('should list treatments, their team and extras, the team and booking hours as the statements built afresh do', async () => {
    const { db } = await getTestPlatform();
    const studio = await bookingStudio({
      members: 3,
      services: [
        { name: 'Maniküre', durationMinutes: 60, teamMemberIds: [2, 0] },
        { name: 'Pediküre', durationMinutes: 45 },
      ],
    });
    await bookingStudio({ members: 2 });
    const shopId = studio.shop.id;
    await db.updateTable('treatments').set({ active: false }).where('name', '=', 'Pediküre').execute();
    const serviceIds = studio.services.map((service) => service.id);
    await db
      .insertInto('treatment_extras')
      .values({
        id: randomUUID(),
        treatment_id: serviceIds[0] ?? '',
        kind: 'direct',
        name: 'Glitzer',
        price_cents: 500,
        position: 0,
      })
      .execute();

    for (const activeOnly of [true, false]) {
      let straight = db.selectFrom('treatments').selectAll().where('shop_id', '=', shopId);
      if (activeOnly) straight = straight.where('active', '=', true);
      expect(await listTreatmentRows(db, shopId, { activeOnly })).toEqual(
        await straight.orderBy('position').orderBy('name').orderBy('id').execute(),
      );
    }
    expect(await listTreatmentRows(db, shopId, { activeOnly: true })).toHaveLength(1);

    const details = await findTreatmentDetails(db, shopId, serviceIds);
    const assignments = await db
      .selectFrom('treatment_team_members as a')
      .innerJoin('team_members as m', 'm.id', 'a.team_member_id')
      .select(['a.treatment_id', 'a.team_member_id'])
      .where('m.shop_id', '=', shopId)
      .where('a.treatment_id', 'in', serviceIds)
      .orderBy('m.position')
      .execute();
    expect(details.teamMemberIds.get(serviceIds[0] ?? '')).toEqual(
      assignments.map((row) => row.team_member_id),
    );
    expect(details.teamMemberIds.get(serviceIds[0] ?? '')).toHaveLength(2);
    expect(details.extras.get(serviceIds[0] ?? '')).toEqual([
      { name: 'Glitzer', kind: 'direct', priceCents: 500 },
    ]);

    expect(await listTeamMemberRows(db, shopId)).toEqual(
      await db
        .selectFrom('team_members')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    );
    const hours = await db
      .selectFrom('opening_hours')
      .select(['weekday', 'start_time', 'end_time'])
      .where('shop_id', '=', shopId)
      .orderBy('weekday')
      .orderBy('start_time')
      .execute();
    expect(await listOpeningRanges(db, shopId)).toEqual(
      hours.map((row) => ({
        weekday: row.weekday,
        start: row.start_time.slice(0, 5),
        end: row.end_time.slice(0, 5),
      })),
    );
    expect(hours).toHaveLength(5);
  });

  it('should count free-time searches in memory as the database counts them, for a sole process', async () => {
    const { db } = await getTestPlatform();
    const limit = { max: 3, windowSeconds: 60 };
    let now = 1_000_000;
    const inProcess = countInProcess(limit, () => now);
    const inDatabase = countInDatabase(db, limit);
    const outcome = (attempt: Promise<void>) =>
      attempt.then(
        () => 'ok',
        (error: AppError) => `${error.code} ${error.retryAfterSeconds}`,
      );
    const bucket = `slots-ip:${randomUUID()}`;
    for (let hit = 1; hit <= 5; hit += 1) {
      const fromDatabase = await outcome(inDatabase(bucket));
      expect(await outcome(inProcess(bucket))).toBe(fromDatabase.replace(/ \d+$/, ' 60'));
      expect(fromDatabase).toMatch(hit <= 3 ? /^ok$/ : /^9429 (59|60)$/);
    }
    now += 30_000;
    expect(await outcome(inProcess(bucket))).toBe('9429 30');
    expect(await outcome(inProcess('another'))).toBe('ok');
    now += 30_000;
    expect(await outcome(inProcess(bucket))).toBe('ok');
  });

  it('should count rate-limit hits prepared as the unprepared upsert does, window after window', async () => {
    const { db } = await getTestPlatform();
    const counters = () =>
      db
        .selectFrom('rate_limit_counters')
        .select(['bucket', 'hits'])
        .where('bucket', 'in', [prepared.bucket, unprepared.bucket])
        .execute();
    const prepared = { bucket: `prepared:${randomUUID()}`, windowSeconds: 60 };
    const unprepared = { bucket: `unprepared:${randomUUID()}`, windowSeconds: 60 };
    for (let hit = 1; hit <= 3; hit += 1) {
      const [fromPrepared] = await rateLimitHit.run(db, prepared);
      const [fromUnprepared] = (await runUnprepared(
        db,
        rateLimitHit.sql,
        rateLimitHit.parameters(unprepared),
      )) as { hits: number; retry_after: number }[];
      expect(fromPrepared?.hits).toBe(hit);
      expect(fromUnprepared).toEqual({ hits: hit, retry_after: expect.any(Number) });
      // The seconds left of the window (60, less the time this slow machine took meanwhile).
      for (const row of [fromPrepared, fromUnprepared]) expect(row?.retry_after).toBeGreaterThan(50);
    }
    // A window that has ended starts again at one hit.
    await db
      .updateTable('rate_limit_counters')
      .set({ window_started_at: new Date(0) })
      .where('bucket', 'in', [prepared.bucket, unprepared.bucket])
      .execute();
    const [restarted] = await rateLimitHit.run(db, prepared);
    const [restartedUnprepared] = await runUnprepared(
      db,
      rateLimitHit.sql,
      rateLimitHit.parameters(unprepared),
    );
    expect(restarted).toEqual({ hits: 1, retry_after: 60 });
    expect(restartedUnprepared).toEqual({ hits: 1, retry_after: 60 });
    expect((await counters()).map((row) => row.hits)).toEqual([1, 1]);
    // Counted without the write-ahead log (migration 0040): no flush per limited request.
    const { rows } = await sql<{ persistence: string }>`
      SELECT relpersistence AS persistence FROM pg_class
      WHERE oid = to_regclass('rate_limit_counters')`.execute(db);
    expect(rows).toEqual([{ persistence: 'u' }]);
  });

  it('should send free times exactly as the zod serializer writes them', async () => {
    const { db } = await getTestPlatform();
    const studio = await bookingStudio({
      members: 3,
      services: [
        { name: 'Maniküre', durationMinutes: 60, teamMemberIds: [0, 2] },
        { name: 'Lack', durationMinutes: 15 },
      ],
    });
    expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    const route = { schema: slotsResponseSchema, method: 'GET', url: '/shops/:shopId/slots' };
    const zod = serializerCompiler({ ...route, httpStatus: '200' });
    const serviceIds = studio.services.map((service) => service.id).join(',');
    for (const managed of [false, true]) {
      const answer = await listFreeSlots(
        db,
        studio.shop,
        { serviceIds, from: '2026-12-06', to: '2026-12-13' },
        { now: testClock.now(), managed },
      );
      expect(answer.slots.length).toBeGreaterThan(20);
      // The route keeps JSON.stringify's bytes (free-slots-cache.ts).
      expect(JSON.stringify(answer)).toBe(zod(answer));
    }
    const response = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceIds}&from=2026-12-06&to=2026-12-13`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(zod(response.json()));
    // Other answers keep the zod serializer and the error envelope.
    const unknown = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${randomUUID()}&from=2026-12-06&to=2026-12-13`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe(8005);
  });

  it('should answer the same free times on every call once the statements are prepared', async () => {
    const studio = await bookingStudio({ members: 2 });
    const ids = studio.services.map((service) => service.id);
    const first = await slotsOf(studio, ids, '2026-12-07', '2026-12-11');
    expect(first.length).toBeGreaterThan(20);
    for (let round = 0; round < 3; round += 1)
      expect(await slotsOf(studio, ids, '2026-12-07', '2026-12-11')).toEqual(first);
    expect((await book(studio, { start: '2026-12-07T09:00:00+01:00' })).statusCode).toBe(201);
    const after = await slotsOf(studio, ids, '2026-12-07', '2026-12-11');
    expect(after.find((slot) => slot.start === '2026-12-07T09:00:00+01:00')?.teamMemberIds).toHaveLength(1);
  });
});

describe('health', () => {
  it('should probe the database at most once per interval and share a probe in flight', async () => {
    const { db } = await getTestPlatform();
    let statements = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    let now = 0;
    const probe = createDatabaseProbe(counted, { maxAgeMs: 1000, now: () => now });
    await Promise.all([probe.ready(), probe.ready(), probe.ready()]);
    expect(statements).toBe(1);
    now = 999;
    await probe.ready();
    expect(statements).toBe(1);
    now = 1000;
    await probe.ready();
    expect(statements).toBe(2);
  });

  it('should fail readiness while the database fails and probe again on the next check', async () => {
    const { db } = await getTestPlatform();
    let failing = true;
    let statements = 0;
    const flaky = db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        if (failing) throw new Error('database unreachable');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const probe = createDatabaseProbe(flaky, { maxAgeMs: 60_000, now: () => 0 });
    await expect(probe.ready()).rejects.toThrow('database unreachable');
    failing = false;
    await probe.ready();
    expect(statements).toBe(2);
  });

  it('should answer the health JSON, with security headers, without a key', async () => {
    const response = await call('GET', '/api/health', { apiKey: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should answer every check through Fastify, with CORS headers for a browser', async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({
      DATA_DIR: 'memory://',
      API_KEYS: testApiKey,
      CORS_ORIGINS: testCorsOrigin,
    });
    const app = await buildApp({ db, tokens, mailer: createMailer(db), config }, { logger: false });
    const reached: string[] = [];
    app.addHook('onRequest', async (request) => {
      reached.push(request.url);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const check = async (init?: RequestInit) => {
        const response = await fetch(`${address}/api/health`, init);
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive'),
        );
        return { status: response.status, headers, body: await response.text() };
      };
      const first = await check();
      const second = await check();
      expect(reached).toHaveLength(2);
      expect(second).toEqual(first);
      expect(second.body).toBe('{"status":"ok"}');
      expect(second.headers['content-security-policy']).toContain("default-src 'self'");
      expect(second.headers['strict-transport-security']).toBeDefined();
      const cors = await check({ headers: { origin: testCorsOrigin } });
      expect(cors.headers['access-control-allow-origin']).toBe(testCorsOrigin);
      const head = await fetch(`${address}/api/health`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(reached).toHaveLength(4);
    } finally {
      await app.close();
    }
  });
});
