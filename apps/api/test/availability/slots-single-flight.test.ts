// Identical free-time searches arriving together are computed once per process (the free-slots
// cache's single flight), counted by the builds the cache asks for, not timed; and a search that
// arrives after a change never gets the answer built before it.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import {
  createFreeSlotsCache,
  type FreeSlotsCache,
} from '../../src/features/availability/free-slots-cache.ts';
import { type BookingStudio, book, bookingStudio, slotsOf } from '../support/booking-fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

// A Monday morning; the search covers the 31 days from Tuesday on, well inside the 60-day horizon.
const now = '2026-12-07T08:00:00+01:00';
const from = '2026-12-08';
const to = '2027-01-07';

let app: FastifyInstance | undefined;
let builds = 0;
/** Holds each finished build back until released, so that requests can arrive around it. */
let holdBuilds: Promise<void> | undefined;

/** The app of one API process whose cache counts the builds it asks for. */
async function countingApp(): Promise<FastifyInstance> {
  const cache = createFreeSlotsCache();
  const counting: FreeSlotsCache = {
    ...cache,
    answer: (key, version, at, build) =>
      cache.answer(key, version, at, async () => {
        builds += 1;
        const built = await build();
        await holdBuilds;
        return built;
      }),
  };
  const { db, tokens } = await getTestPlatform();
  const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
  app = await buildApp(
    { db, tokens, mailer: createMailer(db), config, clock: testClock },
    { logger: false, freeSlots: counting },
  );
  return app;
}

function search(server: FastifyInstance, studio: BookingStudio, client: number) {
  const serviceIds = studio.services.map((service) => service.id).join(',');
  return server.inject({
    method: 'GET',
    url: `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceIds}&from=${from}&to=${to}`,
    // Each from an address of its own: the per-address search limit is not what is tested here.
    headers: { 'x-api-key': testApiKey, 'x-forwarded-for': `10.1.${client >> 8}.${client & 255}` },
  });
}

beforeEach(() => {
  testClock.set(now);
  builds = 0;
  holdBuilds = undefined;
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('identical free-time searches at once', () => {
  it('should compute 120 simultaneous identical 31-day searches once and answer each the same', async () => {
    const server = await countingApp();
    const studio = await bookingStudio({ members: 2 });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, client) => search(server, studio, client)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 120 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(JSON.parse(answers[0]?.body ?? '{}').slots.length).toBeGreaterThan(100);
    expect(builds).toBe(1);
  });

  it('should not hand a search that arrives after a change the answer built before it', async () => {
    const server = await countingApp();
    const studio = await bookingStudio({ members: 1 });
    let release = () => {};
    holdBuilds = new Promise((resolve) => {
      release = resolve;
    });
    // A search builds its answer and is held back before it is handed out.
    const before = search(server, studio, 1);
    await expect.poll(() => builds).toBe(1);
    // Meanwhile the first free time is booked, and another search arrives.
    const [firstSlot] = await slotsOf(studio, [studio.services[0]?.id ?? ''], from, to);
    const first = firstSlot?.start;
    expect((await book(studio, { start: first })).statusCode).toBe(201);
    const after = search(server, studio, 3);
    await expect.poll(() => builds).toBe(2);
    release();
    const [old, fresh] = await Promise.all([before, after]);
    expect(JSON.parse(old.body).slots[0].start).toBe(first);
    expect(JSON.parse(fresh.body).slots.map((slot: { start: string }) => slot.start)).not.toContain(first);
    // Later searches get the answer after the change, from the cache.
    const later = await search(server, studio, 4);
    expect(later.body).toBe(fresh.body);
    expect(builds).toBe(2);
  });
});
