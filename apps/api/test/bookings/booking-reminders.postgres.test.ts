// Two instances of the real server on one PostgreSQL database, restarted as a deployment would:
// each appointment's reminder mail is written once, whichever instance's job queue runs it.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleShopLegal } from '../support/fixtures.ts';
import {
  callServer,
  createServerSchema,
  dropServerSchema,
  type ServerCallOptions,
  withClient,
} from '../support/server-calls.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const apiKey = 'reminder-instances-key';
const admin = { email: 'reminder-admin@example.com', password: 'reminder-admin-password' };
const schema = `booking_reminders_${process.pid}`;
const zone = 'Europe/Berlin';

let env: Record<string, string>;
let instances: ServerProcess[] = [];

function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  path: string,
  options: Omit<ServerCallOptions, 'apiKey'> = {},
) {
  return callServer<T>(server, method, path, { apiKey, ...options });
}

/**
 * Starts instances one after the other (the first migrates), on the given clock if any. The
 * queue runs a job once per five-minute slot of the database's time, which a test clock does not
 * move: so that the restarted instances do run the reminder job, its runs so far are forgotten.
 */
async function startInstances(count: number, clockStart?: string): Promise<ServerProcess[]> {
  await Promise.all(instances.map((instance) => instance.stop()));
  if (instances.length > 0) {
    await withClient((client) =>
      client.query(`DELETE FROM ${schema}_pgboss.job WHERE name = 'booking-reminders'`),
    );
  }
  const withClock = clockStart ? { ...env, CLOCK_START: clockStart } : env;
  instances = [];
  for (let index = 0; index < count; index += 1) instances.push(await startServerProcess(withClock));
  return instances;
}

async function reminderMails(): Promise<string[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ to_address: string }>(
      `SELECT to_address FROM ${schema}.mail_outbox WHERE kind = 'booking_reminder' ORDER BY to_address`,
    );
    return rows.map((row) => row.to_address);
  });
}

/** Runs of the reminder job that pg-boss has seen to the end. */
async function completedReminderRuns(): Promise<number> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ runs: number }>(
      `SELECT count(*)::int AS runs FROM ${schema}_pgboss.job WHERE name = 'booking-reminders' AND state = 'completed'`,
    );
    return rows[0]?.runs ?? 0;
  });
}

beforeAll(async () => {
  env = {
    DATABASE_URL: await createServerSchema(schema),
    DATA_DIR: 'memory://',
    API_KEYS: apiKey,
    JWT_SECRET: 'reminder-instances-share-this-secret-of-enough-length',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await dropServerSchema(schema);
}, 60_000);

describe('appointment reminders with two API instances', () => {
  it('should write each reminder once, across both instances and restarts', async () => {
    // One instance to set up with (the reminders are what two instances must share), its clock on
    // Tuesday 1 December 2026, whatever day the tests run.
    const [server] = await startInstances(1, '2026-12-01T08:00:00+01:00');
    if (!server) throw new Error('no server');
    const login = await call<{ token: string }>(server, 'POST', '/api/auth/login', { json: admin });
    expect(login.status).toBe(200);
    const token = login.body.token;

    const shop = await call<{ id: string }>(server, 'POST', '/api/shops', {
      token,
      json: {
        name: 'Erinnerungs Nails',
        address: 'Weckerweg 1, 10115 Berlin',
        phone: '+49 30 242424',
        email: 'reminders@example.com',
        category: 'nails',
      },
    });
    expect(shop.status).toBe(201);
    const shopId = shop.body.id;
    const service = await call<{ id: string }>(server, 'POST', `/api/shops/${shopId}/services`, {
      token,
      json: { name: 'Maniküre', priceCents: 3500, durationMinutes: 60 },
    });
    expect(service.status).toBe(201);
    const hours = await call(server, 'PUT', `/api/shops/${shopId}/opening-hours`, {
      token,
      json: {
        days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          ranges: [{ start: '09:00', end: '19:00' }],
        })),
      },
    });
    expect(hours.status).toBe(200);
    // Live only with an imprint and something to book: a treatment, booking hours and a team member.
    const legal = await call(server, 'PUT', `/api/shops/${shopId}`, {
      token,
      json: { legal: sampleShopLegal },
    });
    expect(legal.status).toBe(200);
    const member = await call(server, 'POST', `/api/shops/${shopId}/team-members`, {
      token,
      json: { name: 'Linh', color: '#D81B60' },
    });
    expect(member.status).toBe(201);
    expect((await call(server, 'PUT', `/api/shops/${shopId}/active`, { token })).status).toBe(200);

    // The day after tomorrow: booked two days ahead or more, so each one earns a reminder.
    const day = DateTime.fromISO('2026-12-03T00:00:00', { zone });
    const at = (hour: number) => day.set({ hour }).toISO({ suppressMilliseconds: true }) ?? '';
    const bookOnline = async (hour: number, email: string) => {
      const guest = await call<{ token: string }>(server, 'POST', '/api/auth/guest');
      const booked = await call<{ id: string }>(server, 'POST', `/api/shops/${shopId}/bookings`, {
        token: guest.body.token,
        json: { serviceIds: [service.body.id], start: at(hour), customer: { name: 'Kundin', email } },
      });
      expect(booked.status).toBe(201);
      return booked.body.id;
    };
    await bookOnline(10, 'anna@example.com');
    await bookOnline(11, 'berta@example.com');
    await bookOnline(12, 'carla@example.com');
    const cancelled = await bookOnline(13, 'cancelled@example.com');
    expect(
      (await call(server, 'POST', `/api/shops/${shopId}/bookings/${cancelled}/cancel`, { token })).status,
    ).toBe(200);
    const walkIn = await call(server, 'POST', `/api/shops/${shopId}/bookings`, {
      token,
      json: {
        serviceIds: [service.body.id],
        start: at(14),
        source: 'walk_in',
        customer: { name: 'Walk-in' },
      },
    });
    expect(walkIn.status).toBe(201);
    expect(await reminderMails()).toEqual([]);

    // 19 hours before the first appointment: all of them lie within the next 24 hours.
    const dueAt = day.set({ hour: 10 }).minus({ hours: 19 }).toISO() ?? '';
    await startInstances(2, dueAt);
    const expected = ['anna@example.com', 'berta@example.com', 'carla@example.com'];
    await expect.poll(reminderMails, { timeout: 60_000, interval: 500 }).toEqual(expected);

    // Both instances again, as after a deployment: the job runs again, nobody is mailed twice.
    await startInstances(2, dueAt);
    await expect.poll(completedReminderRuns, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    expect(await reminderMails()).toEqual(expected);
  }, 400_000);
});
