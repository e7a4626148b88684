import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedGeocoder } from '../../src/adapters/geocoding/cached-geocoder.ts';
import { fakeGeocoder } from '../../src/adapters/geocoding/fake-geocoder.ts';
import type { Geocoder } from '../../src/adapters/geocoding/geocoder.ts';
import { googlePlacesGeocoder } from '../../src/adapters/geocoding/google-places-geocoder.ts';
import { osmGeocoder, spacedCalls } from '../../src/adapters/geocoding/osm-geocoder.ts';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

describe('GET places', () => {
  it('should find a studio by name and street with coordinates and a place id', async () => {
    const token = await tokenFor(await createUser());

    const response = await call(
      'GET',
      `/api/places?q=${encodeURIComponent('Nagelbar Mai, Kastanienallee 3, Berlin')}`,
      {
        token,
      },
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-geocoder']).toBe('fake');
    const [studio] = response.json();
    expect(studio).toMatchObject({ name: 'Nagelbar Mai', address: 'Kastanienallee 3, 10115 Berlin' });
    expect(Math.abs(studio.latitude - 52.52)).toBeLessThan(0.03);
    expect(Math.abs(studio.longitude - 13.405)).toBeLessThan(0.03);
    expect(studio.placeId).toMatch(/^fake:/);
  });

  it('should ask for a sign-in and for at least two characters', async () => {
    expect((await call('GET', '/api/places?q=Berlin')).statusCode).toBe(401);
    const token = await tokenFor(await createUser());
    const short = await call('GET', '/api/places?q=B', { token });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('q');
  });
});

describe('GET place-suggestions', () => {
  it('should suggest a district or a postcode to anyone, naming the geocoder', async () => {
    const district = await call('GET', `/api/place-suggestions?q=${encodeURIComponent('Kreuzberg, Berlin')}`);

    expect(district.statusCode).toBe(200);
    expect(district.headers['x-geocoder']).toBe('fake');
    const [place, city] = district.json();
    expect(place).toMatchObject({ name: 'Kreuzberg', placeId: expect.stringMatching(/^fake:/) });
    expect(Math.abs(place.latitude - 52.52)).toBeLessThan(0.03);
    expect(city).toMatchObject({ name: 'Berlin', latitude: 52.52, longitude: 13.405 });

    const postcode = await call('GET', '/api/place-suggestions?q=20095%20Hamburg');
    expect(postcode.json()[0]).toMatchObject({ name: '20095' });
    expect(Math.abs(postcode.json()[0].latitude - 53.5511)).toBeLessThan(0.03);
  });

  it('should ask for at least two characters', async () => {
    const short = await call('GET', '/api/place-suggestions?q=K');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('q');
  });

  describe('with small limits given to buildApp', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      const { db, tokens } = await getTestPlatform();
      const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, TRUST_PROXY: 'true' });
      app = await buildApp(
        {
          db,
          tokens,
          mailer: createMailer(db),
          config,
          clock: testClock,
          rateLimits: {
            placeSuggestionsPerIp: { max: 2, windowSeconds: 60 },
            placeSuggestionsOverall: { max: 3, windowSeconds: 60 },
          },
        },
        { logger: false },
      );
    });

    afterAll(async () => {
      await app.close();
    });

    const suggestFor = (ip: string) =>
      app.inject({
        method: 'GET',
        url: '/api/place-suggestions?q=Mitte',
        headers: { 'x-api-key': testApiKey, 'x-forwarded-for': ip },
      });

    it('should answer 429 9429 past the limit of one address, then past the overall one', async () => {
      expect((await suggestFor('198.51.100.20')).statusCode).toBe(200);
      expect((await suggestFor('198.51.100.20')).statusCode).toBe(200);
      const limited = await suggestFor('198.51.100.20');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe(9429);

      // Overall three: another address gets the one left, a third none.
      expect((await suggestFor('198.51.100.21')).statusCode).toBe(200);
      expect((await suggestFor('198.51.100.22')).statusCode).toBe(429);
    });
  });
});

describe('geocoders', () => {
  it('should place the same text at the same spot and a known city at its centre', async () => {
    const geocoder = fakeGeocoder();
    const first = await geocoder.search('Studio A, Hauptstraße 1, Hamburg', { locale: 'de', limit: 5 });
    const again = await geocoder.search('studio a, hauptstraße 1, hamburg', { locale: 'de', limit: 5 });
    expect(again[0]).toEqual({ ...first[0], name: 'studio a', address: 'hauptstraße 1, 20095 Hamburg' });
    expect(first[1]).toMatchObject({ name: 'Hamburg', latitude: 53.5511, longitude: 9.9937 });
  });

  it('should ask Photon with an identifying user agent and read its features', async () => {
    const asked: { url: string; userAgent: string | null }[] = [];
    const geocoder = osmGeocoder({
      url: 'http://photon.test',
      userAgent: 'Studioly/1.0 (ops@studioly.example)',
      fetch: async (input, init) => {
        asked.push({ url: String(input), userAgent: new Headers(init?.headers).get('user-agent') });
        return Response.json({
          features: [
            {
              geometry: { coordinates: [13.4109, 52.5387] },
              properties: {
                osm_id: 42,
                osm_type: 'N',
                name: 'Nagelstudio Lumière',
                street: 'Kastanienallee',
                housenumber: '12',
                postcode: '10435',
                city: 'Berlin',
                country: 'Deutschland',
              },
            },
          ],
        });
      },
    });

    const places = await geocoder.search('Lumière Kastanienallee', { locale: 'de', limit: 3 });

    expect(places).toEqual([
      {
        name: 'Nagelstudio Lumière',
        address: 'Kastanienallee 12, 10435 Berlin, Deutschland',
        latitude: 52.5387,
        longitude: 13.4109,
        placeId: 'N42',
      },
    ]);
    expect(asked[0]?.url).toBe('http://photon.test/api/?q=Lumi%C3%A8re+Kastanienallee&limit=3&lang=de');
    expect(asked[0]?.userAgent).toBe('Studioly/1.0 (ops@studioly.example)');
  });

  it('should keep Google’s place id', async () => {
    const geocoder = googlePlacesGeocoder({
      apiKey: 'test-key-123',
      fetch: async (_input, init) => {
        expect(new Headers(init?.headers).get('x-goog-api-key')).toBe('test-key-123');
        return Response.json({
          places: [
            {
              id: 'ChIJ123',
              displayName: { text: 'Lumière' },
              formattedAddress: 'Kastanienallee 12, 10435 Berlin',
              location: { latitude: 52.5, longitude: 13.4 },
            },
          ],
        });
      },
    });
    const [place] = await geocoder.search('Lumière', { locale: 'en', limit: 5 });
    expect(place?.placeId).toBe('ChIJ123');
  });

  it('should space calls a second apart', async () => {
    let clock = 0;
    const waitTurn = spacedCalls(1000, () => clock);
    const started = Date.now();
    await waitTurn();
    clock = 200;
    await waitTurn();
    // The second call waited the rest of the second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
  });

  it('should answer the same text from its cache and ask again after a failure', async () => {
    let asked = 0;
    let fail = true;
    const inner: Geocoder = {
      name: 'osm',
      async search() {
        asked += 1;
        if (fail) throw new Error('down');
        return [];
      },
    };
    const geocoder = cachedGeocoder(inner, { maxEntries: 10, maxAgeMs: 60_000 });
    await expect(geocoder.search('Berlin', { locale: 'de', limit: 5 })).rejects.toThrow('down');
    fail = false;
    await geocoder.search('Berlin', { locale: 'de', limit: 5 });
    await geocoder.search(' berlin ', { locale: 'de', limit: 5 });
    expect(asked).toBe(2);
  });

  it('should choose Google with a key, OpenStreetMap in production, and the fake only outside it or on request', () => {
    expect(loadConfig({ GOOGLE_PLACES_API_KEY: 'AIza-test-key' }).geocoding.provider).toBe('google');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test', TELEPHONY_PROVIDER: 'simulator' })
        .geocoding,
    ).toMatchObject({
      provider: 'osm',
      osmUrl: 'https://photon.komoot.io',
    });
    expect(loadConfig({}).geocoding.provider).toBe('fake');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'test',
        TELEPHONY_PROVIDER: 'simulator',
        GEOCODER: 'fake',
      }).geocoding.provider,
    ).toBe('fake');
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow('GEOCODER=google needs GOOGLE_PLACES_API_KEY');
  });
});
