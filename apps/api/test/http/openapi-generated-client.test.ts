// A partner's client generated from the served document: openapi-typescript turns it into types,
// and a small booking client (sign in, free times, book) must typecheck against them and then
// book for real. When a path or field the client uses leaves the document, the client stops
// compiling and this test fails.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, fixturePassword } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

type OpenApiSource = Parameters<typeof openapiTS>[0];

// Generating and compiling take seconds on a busy machine.
const compileTimeout = 120_000;

const bookingClient = `
import type { components, paths } from './studio-api';

type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;
type SignIn = paths['/api/auth/login']['post'];
type FreeTimes = paths['/api/shops/{shopId}/slots']['get'];
type Book = paths['/api/shops/{shopId}/bookings']['post'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** The platform's fetch, or a stand-in: only what the client uses of it. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface StudioApi {
  baseUrl: string;
  apiKey: string;
  fetch: Fetch;
}

export class StudioApiError extends Error {
  constructor(readonly status: number, readonly envelope: ErrorEnvelope) {
    super(envelope.message);
  }
}

async function send<Answer>(api: StudioApi, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': api.apiKey };
  if (token) headers.authorization = 'Bearer ' + token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(api.baseUrl + path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new StudioApiError(response.status, json as ErrorEnvelope);
  return json as Answer;
}

export async function bookFirstFreeTime(
  api: StudioApi,
  shop: FreeTimes['parameters']['path'],
  serviceId: string,
  day: string,
  credentials: SignIn['requestBody']['content']['application/json'],
): Promise<{ bookingId: string; start: string; cancelToken: string }> {
  const session = await send<Json<SignIn['responses'][200]>>(api, 'POST', '/api/auth/login', undefined, credentials);
  const query: FreeTimes['parameters']['query'] = { serviceIds: serviceId, from: day, to: day };
  const search = Object.entries(query)
    .map(([name, value]) => name + '=' + encodeURIComponent(String(value)))
    .join('&');
  const free = await send<Json<FreeTimes['responses'][200]>>(
    api,
    'GET',
    '/api/shops/' + shop.shopId + '/slots?' + search,
    session.token,
  );
  const slot = free.slots[0];
  if (!slot) throw new Error('no free time on ' + day + ' (' + free.timezone + ')');
  const booking: Book['requestBody']['content']['application/json'] = {
    serviceIds: [serviceId],
    start: slot.start,
    teamMemberId: slot.teamMemberIds[0] ?? null,
    customer: { name: session.user.name, email: session.user.email },
  };
  try {
    const booked = await send<Json<Book['responses'][201]>>(
      api,
      'POST',
      '/api/shops/' + shop.shopId + '/bookings',
      session.token,
      booking,
    );
    return { bookingId: booked.id, start: booked.start, cancelToken: booked.cancelToken };
  } catch (error) {
    const taken: Json<Book['responses'][409]>['errorCode'] = 8104;
    if (error instanceof StudioApiError && error.envelope.errorCode === taken) throw new Error('taken meanwhile');
    throw error;
  }
}
`;

interface BookingClient {
  bookFirstFreeTime(
    api: { baseUrl: string; apiKey: string; fetch: InjectedFetch },
    shop: { shopId: string },
    serviceId: string,
    day: string,
    credentials: { email: string; password: string },
  ): Promise<{ bookingId: string; start: string; cancelToken: string }>;
}
type InjectedFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

async function servedDocument(): Promise<Record<string, unknown>> {
  const response = await call('GET', '/api/openapi.json', { apiKey: null });
  expect(response.statusCode).toBe(200);
  return response.json();
}

// The repository's own compiler, run as its command line: TypeScript 7 has no JavaScript API.
const tscPath = join(
  dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
  'bin',
  'tsc',
);

const compilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  lib: ['es2022'],
  types: [],
  pretty: false,
};

interface CompiledClient {
  /** The compiler's complaints, one line each. */
  errors: string[];
  /** The client as JavaScript, its type imports erased (compiled with `emit` only). */
  load(): Promise<BookingClient>;
}

/** Generates the types from the document and compiles the client strictly against them. */
async function compileClient(document: Record<string, unknown>, emit: boolean): Promise<CompiledClient> {
  const types = await openapiTS(document as unknown as OpenApiSource, { silent: true });
  const dir = await mkdtemp(join(tmpdir(), 'studio-client-'));
  try {
    await writeFile(join(dir, 'studio-api.d.ts'), types);
    await writeFile(join(dir, 'booking-client.ts'), bookingClient);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...compilerOptions, noEmit: !emit },
        files: ['booking-client.ts'],
      }),
    );
    const errors = await compilerErrors(dir);
    const source = emit ? await readFile(join(dir, 'booking-client.js'), 'utf8') : '';
    return {
      errors,
      load: async () =>
        (await import(
          `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
        )) as BookingClient,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function compilerErrors(dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [tscPath, '-p', dir], { cwd: dir }, (error, stdout) => {
      // The compiler exits non-zero exactly when it reports errors, which it prints on stdout.
      if (error && !stdout) reject(error);
      else resolve(stdout.split('\n').filter((line) => line.trim() !== ''));
    });
  });
}

/** Hands the client's requests to the app without a network. */
const injectedFetch: InjectedFetch = async (url, init) => {
  const { app } = await getTestPlatform();
  const response = await app.inject({
    method: init.method as 'GET' | 'POST',
    url,
    headers: init.headers,
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  return { ok: response.statusCode < 400, status: response.statusCode, json: async () => response.json() };
};

describe('Client generated from the OpenAPI document', () => {
  it(
    'should typecheck a booking client against types openapi-typescript generates',
    async () => {
      expect((await compileClient(await servedDocument(), false)).errors).toEqual([]);
    },
    compileTimeout,
  );

  it(
    'should stop compiling when a path or a field the client uses disappears',
    async () => {
      const withoutSlots = await servedDocument();
      delete (withoutSlots.paths as Record<string, unknown>)['/api/shops/{shopId}/slots'];
      expect((await compileClient(withoutSlots, false)).errors.join('\n')).toContain(
        '/api/shops/{shopId}/slots',
      );

      const withoutCancelToken = await servedDocument();
      const { schemas } = withoutCancelToken.components as {
        schemas: Record<string, { properties: Record<string, unknown> }>;
      };
      expect(schemas.CreatedBooking?.properties).toHaveProperty(['cancelToken']);
      delete schemas.CreatedBooking?.properties.cancelToken;
      expect((await compileClient(withoutCancelToken, false)).errors.join('\n')).toContain('cancelToken');
    },
    compileTimeout,
  );

  it('should sign in, find a free time and book it with that client', async () => {
    testClock.set('2026-11-30T08:00:00+01:00');
    const studio = await bookingStudio();
    const account = await createUser({ email: 'partner-client@example.com', name: 'Mai Nguyen' });
    const service = studio.services[0];
    if (!service) throw new Error('the studio has no treatment');

    const client = await compileClient(await servedDocument(), true);
    expect(client.errors).toEqual([]);
    const booked = await (await client.load()).bookFirstFreeTime(
      { baseUrl: '', apiKey: testApiKey, fetch: injectedFetch },
      { shopId: studio.shop.id },
      service.id,
      '2026-12-02',
      { email: account.email, password: fixturePassword },
    );

    expect(booked.start).toBe('2026-12-02T09:00:00+01:00');
    expect(booked.cancelToken).toMatch(/\S{10,}/);
    const stored = await call('GET', `/api/shops/${studio.shop.id}/bookings/${booked.bookingId}`, {
      token: studio.ownerToken,
    });
    expect(stored.json()).toMatchObject({ start: booked.start, customer: { email: account.email } });
  });
});
