// Two instances of the real server on one PostgreSQL database and one S3-compatible bucket, as
// behind a load balancer: what one instance does, the other sees.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/adapters/storage/s3-storage.ts';
import { sampleShopLegal } from '../support/fixtures.ts';
import { expectAnswerMix } from '../support/race-test.ts';
import { type S3TestServer, startS3TestServer } from '../support/s3-test-server.ts';
import {
  callServer,
  createServerSchema,
  dropServerSchema,
  type ServerCallOptions,
  withClient,
} from '../support/server-calls.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const apiKey = 'two-instances-key';
const admin = { email: 'two-instances-admin@example.com', password: 'two-instances-password' };
const schema = `two_instances_${process.pid}`;
// Both instances' clocks start on Tuesday 1 December 2026 in Berlin (and run on), so that the
// contested time below is in their future whatever day the tests run.
const clockStart = '2026-12-01T08:00:00+01:00';
const contestedStart = '2026-12-04T10:00:00+01:00';

let s3: S3TestServer;
let first: ServerProcess;
let second: ServerProcess;
let adminToken: string;

function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  path: string,
  options: Omit<ServerCallOptions, 'apiKey'> = {},
) {
  return callServer<T>(server, method, path, { apiKey, ...options });
}

async function createLiveShop(): Promise<string> {
  const shop = await call<{ id: string }>(first, 'POST', '/api/shops', {
    token: adminToken,
    json: {
      name: 'Zwei Instanzen Nails',
      address: 'Lastverteilerweg 2, 10115 Berlin',
      phone: '+49 30 222222',
      email: 'two@example.com',
      category: 'nails',
    },
  });
  expect(shop.status).toBe(201);
  // A studio goes live only with an imprint, a team member, a treatment and booking hours.
  const base = `/api/shops/${shop.body.id}`;
  const setUp = [
    await call(first, 'PUT', base, { token: adminToken, json: { legal: sampleShopLegal } }),
    await call(first, 'POST', `${base}/team-members`, {
      token: adminToken,
      json: { name: 'Anna', color: '#D81B60' },
    }),
    await call(first, 'POST', `${base}/services`, {
      token: adminToken,
      json: { name: 'Maniküre', durationMinutes: 45, priceCents: 3000 },
    }),
    await call(first, 'PUT', `${base}/opening-hours`, {
      token: adminToken,
      json: { days: [{ weekday: 1, ranges: [{ start: '09:00', end: '17:00' }] }] },
    }),
  ];
  expect(setUp.map((answer) => answer.status)).toEqual([200, 201, 201, 200]);
  expect((await call(first, 'PUT', `/api/shops/${shop.body.id}/active`, { token: adminToken })).status).toBe(
    200,
  );
  return shop.body.id;
}

beforeAll(async () => {
  const databaseUrl = await createServerSchema(schema);
  s3 = await startS3TestServer();
  const env = {
    DATABASE_URL: databaseUrl,
    // Each instance has a disk of its own; only the bucket is shared.
    DATA_DIR: 'memory://',
    API_KEYS: apiKey,
    JWT_SECRET: 'two-instances-share-this-secret-of-enough-length',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    S3_ENDPOINT: s3.config.endpoint ?? '',
    S3_BUCKET: s3.config.bucket,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    CLOCK_START: clockStart,
  };
  // One after the other, as an upgrade rolls out: the first runs the migrations.
  first = await startServerProcess(env);
  second = await startServerProcess(env);
  const login = await call<{ token: string }>(first, 'POST', '/api/auth/login', { json: admin });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await s3?.close();
  await dropServerSchema(schema);
}, 60_000);

describe('two API instances on one database and one bucket', () => {
  it('should serve a logo uploaded through one instance from the other, and delete it with the shop', async () => {
    const shopId = await createLiveShop();
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d81b60' } })
      .png()
      .toBuffer();
    const boundary = 'twoinstances';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await call<{ url: string }>(first, 'POST', `/api/shops/${shopId}/images/logo`, {
      token: adminToken,
      body: form,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.status).toBe(200);

    const bucket = createS3Storage(s3.config);
    const name = upload.body.url.replace('/uploads/', '');
    expect((await bucket.list()).map((entry) => entry.name)).toContain(name);

    const served = await fetch(`${second.address}${upload.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    expect((await call(second, 'DELETE', `/api/shops/${shopId}`, { token: adminToken })).status).toBe(204);
    expect((await fetch(`${first.address}${upload.body.url}`)).status).toBe(404);
    expect((await bucket.list()).map((entry) => entry.name)).not.toContain(name);
    await bucket.close();
  });

  it('should refuse on one instance a token that was ended on the other', async () => {
    const login = await call<{ token: string }>(second, 'POST', '/api/auth/login', { json: admin });
    const token = login.body.token;
    expect((await call(first, 'GET', '/api/me', { token })).status).toBe(200);
    expect((await call(second, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await call(first, 'GET', '/api/me', { token })).status).toBe(401);
  });

  it('should count a rate limit across both instances', async () => {
    // Guest sessions: 30 per client address in 10 minutes, half asked of each instance.
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    for (let index = 0; index < 30; index += 1) {
      const answer = await call(index % 2 === 0 ? first : second, 'POST', '/api/auth/guest', { headers });
      expect(answer.status).toBe(200);
    }
    for (const server of [first, second]) {
      const refused = await call<{ errorCode: number }>(server, 'POST', '/api/auth/guest', { headers });
      expect(refused.status).toBe(429);
      expect(refused.body.errorCode).toBe(9429);
    }
  });

  it('should book a contested time once when the requests are spread over both instances', async () => {
    const shopId = await createLiveShop();
    const service = await call<{ id: string }>(first, 'POST', `/api/shops/${shopId}/services`, {
      token: adminToken,
      json: { name: 'Maniküre', priceCents: 3500, durationMinutes: 60 },
    });
    expect(service.status).toBe(201);
    const hours = await call(second, 'PUT', `/api/shops/${shopId}/opening-hours`, {
      token: adminToken,
      json: {
        days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          ranges: [{ start: '09:00', end: '19:00' }],
        })),
      },
    });
    expect(hours.status).toBe(200);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const server = index % 2 === 0 ? first : second;
        const headers = { 'x-forwarded-for': `203.0.113.${index + 1}` };
        const guest = await call<{ token: string }>(server, 'POST', '/api/auth/guest', { headers });
        return call<{ errorCode?: number }>(server, 'POST', `/api/shops/${shopId}/bookings`, {
          token: guest.body.token,
          headers,
          json: {
            serviceIds: [service.body.id],
            start: contestedStart,
            customer: { name: 'Race Kundin', email: 'race@example.com' },
          },
        });
      }),
    );
    expectAnswerMix(
      attempts.map((answer) => ({ statusCode: answer.status, body: JSON.stringify(answer.body) })),
      { '201': 1, '409 8104': 19 },
    );
    const stored = await withClient(
      async (client) =>
        (await client.query(`SELECT count(*)::int AS n FROM ${schema}.bookings WHERE shop_id = $1`, [shopId]))
          .rows[0].n,
    );
    expect(stored).toBe(1);
  });
});
