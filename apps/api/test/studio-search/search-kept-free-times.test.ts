// The consumer search reads the studios' free times from the answers kept for the booking page,
// counted by the builds the cache asks for (not timed); and its count stops early on large areas.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import {
  createFreeSlotsCache,
  type FreeSlotsCache,
} from '../../src/features/availability/free-slots-cache.ts';
import { countLiveStudios } from '../../src/features/studio-search/studio-search.repo.ts';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

const centre = { lat: 52.52, lng: 13.405 };
const day = '2027-03-02';

let app: FastifyInstance | undefined;
let builds = 0;

/** The app of one API process whose cache counts the builds it asks for. */
async function countingApp(): Promise<FastifyInstance> {
  const cache = createFreeSlotsCache();
  const counting: FreeSlotsCache = {
    ...cache,
    answer: (key, version, at, build) =>
      cache.answer(key, version, at, async () => {
        builds += 1;
        return build();
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

async function studioNearCentre(km: number, treatment: string): Promise<BookingStudio> {
  const studio = await bookingStudio({ members: 1, services: [{ name: treatment, durationMinutes: 60 }] });
  const { db } = await getTestPlatform();
  await db
    .updateTable('shops')
    .set({ latitude: centre.lat + km / 111.2, longitude: centre.lng })
    .where('id', '=', studio.shop.id)
    .execute();
  return studio;
}

async function search(server: FastifyInstance) {
  const response = await server.inject({
    method: 'GET',
    url: `/api/studios?lat=${centre.lat}&lng=${centre.lng}&q=Shellac&date=${day}`,
    headers: { 'x-api-key': testApiKey },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { shopId: string; nextFreeTimes: string[] }[]; total: number };
}

beforeEach(() => {
  testClock.set('2027-03-01T08:00:00+01:00');
  builds = 0;
});

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET studios and the kept free times', () => {
  it('should compute each studio’s free times once for repeated searches and the booking page', async () => {
    const server = await countingApp();
    const first = await studioNearCentre(1, 'Shellac Maniküre');
    await studioNearCentre(2, 'Shellac Pediküre');

    const answer = await search(server);
    expect(answer.items).toHaveLength(2);
    expect(builds).toBe(2);
    expect(await search(server)).toEqual(answer);
    expect(builds).toBe(2);

    // The booking page asks for the same treatment and day: the search's answer serves it.
    const slots = await server.inject({
      method: 'GET',
      url: `/api/shops/${first.shop.id}/slots?serviceIds=${first.services[0]?.id}&from=${day}&to=${day}`,
      headers: { 'x-api-key': testApiKey },
    });
    expect(slots.json().slots[0].start).toBe(answer.items[0]?.nextFreeTimes[0]);
    expect(builds).toBe(2);

    // A booking changes that studio's availability version: only its times are computed again.
    const shown = answer.items[0]?.nextFreeTimes[0];
    expect((await book(first, { start: shown })).statusCode).toBe(201);
    const after = await search(server);
    expect(builds).toBe(3);
    expect(after.items[0]?.nextFreeTimes).not.toContain(shown);
    expect(after.items[1]).toEqual(answer.items[1]);
  });

  it('should count the matches exactly up to the limit and estimate beyond it', async () => {
    const { db } = await getTestPlatform();
    await studioNearCentre(1, 'Shellac Maniküre');
    await studioNearCentre(1.5, 'Shellac Pediküre');
    await studioNearCentre(2, 'Shellac Deluxe');
    await studioNearCentre(2.5, 'Maniküre klassisch');
    const area = {
      latitude: centre.lat,
      longitude: centre.lng,
      radiusKm: 10,
      category: undefined,
      treatmentText: 'shellac',
      limit: 20,
      offset: 0,
    };

    expect(await countLiveStudios(db, area, 10)).toEqual({ total: 3, estimated: false });
    expect(await countLiveStudios(db, area, 3)).toEqual({ total: 3, estimated: false });
    // Two counted: the third match ends the check, the rest is the share of matches times the four in reach.
    const estimate = await countLiveStudios(db, area, 2);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThanOrEqual(3);
    expect(estimate.total).toBeLessThanOrEqual(4);
    // Without a treatment every studio in reach matches: counted without a check, exactly.
    expect(await countLiveStudios(db, { ...area, treatmentText: undefined }, 2)).toEqual({
      total: 4,
      estimated: false,
    });
  });
});
