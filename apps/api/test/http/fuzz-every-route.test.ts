// Fuzzes every route of the OpenAPI document the app builds: malformed requests of every kind
// (wrong types, missing and extra fields, huge and control-character strings, lone UTF-16
// surrogates, bodies nested thousands of levels deep, extreme numbers and dates, wrong content
// types, hostile path and query values) from several identities. No answer may be a 5xx, and
// every error must be the {errorCode, message, fields?} envelope. New routes are fuzzed as soon as
// they are in the document. FUZZ_SEED=<n> replays or varies a run.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform, testApiKey } from '../support/test-platform.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  default?: unknown;
};

interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  bodySchema: JsonSchema | undefined;
  consumes: string[];
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** mulberry32: small, fast and seedable, so that a failing run can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const random = seededRandom(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const randomUuid = () =>
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (Number(c) ^ (Math.floor(random() * 256) & (15 >> (Number(c) / 4)))).toString(16),
  );

const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'bell\u0007\u001b[31m',
  'c1\u0085',
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  '\ud800 lone surrogate',
  '\udc00',
  'ends with half a pair \ud83d',
  '../../etc/passwd',
  "'; DROP TABLE shops; --",
  '<script>alert(1)</script>',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '2026-02-30',
  '2026-12-07T25:61:00+01:00',
  '-1',
  'NaN',
  'null',
  '__proto__',
  'مرحبا',
];
const hostileNumbers: readonly number[] = [
  -1,
  0,
  1.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
];
/** Arrays in objects, `levels` deep. */
function nestedValue(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { deeper: value };
  return value;
}
/** Objects and arrays as JSON text, 10,000 levels (the probe's 20 KB) and 160,000 levels deep. */
const nestedJson = (pairs: number) => `${'{"a":['.repeat(pairs)}${']}'.repeat(pairs)}`;
const deepJsonBodies = [nestedJson(5_000), nestedJson(80_000)] as const;
const wrongTypes: readonly unknown[] = [
  null,
  true,
  0,
  'text',
  [],
  {},
  [null],
  { nested: { deeper: [1] } },
  nestedValue(40),
  { '\ud800': 'key with a lone surrogate' },
];
const hostileValues: readonly unknown[] = [...hostileStrings, ...hostileNumbers, ...wrongTypes];

// Path and query values, already encoded: some are deliberately not valid percent-encoding.
const hostileRawSegments: readonly string[] = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%2e%2e%2f%2e%2e',
  'x'.repeat(2_000),
  'y'.repeat(150),
  encodeURIComponent('😀'),
  '0',
  '-1',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent("' OR 1=1 --"),
  '%0d%0aSet-Cookie:x=1',
];

function variants(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  return undefined;
}

/** A value the schema probably accepts, so that mutations reach past the first check. */
function sampleOf(schema: JsonSchema, ids: readonly string[], depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(schema.enum);
  const options = variants(schema).filter((option) => option.type !== 'null');
  if (options.length > 0) return sampleOf(pick(options), ids, depth);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], ids, depth);
  switch (typeOf(schema)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth > 4) return result;
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random() < 0.6)
          result[name] = sampleOf(property, ids, depth + 1);
      }
      return result;
    }
    case 'array': {
      if (depth > 4 || !schema.items) return [];
      const length = Math.max(schema.minItems ?? 0, Math.floor(random() * 3));
      return Array.from({ length }, () => sampleOf(schema.items ?? {}, ids, depth + 1));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 0;
      const high = Math.min(schema.maximum ?? low + 100, low + 100);
      return Math.floor(low + random() * (high - low + 1));
    }
    case 'boolean':
      return random() < 0.5;
    case 'string':
      return sampleString(schema, ids);
    default:
      return pick(['text', 1, true]);
  }
}

function sampleString(schema: JsonSchema, ids: readonly string[]): string {
  switch (schema.format) {
    case 'date':
      return `2030-01-${String(7 + Math.floor(random() * 20)).padStart(2, '0')}`;
    case 'date-time':
      return `2030-01-07T${String(9 + Math.floor(random() * 8)).padStart(2, '0')}:00:00+01:00`;
    case 'email':
      return `fuzz${Math.floor(random() * 1000)}@example.com`;
    case 'uuid':
      return pick(ids);
    case 'uri':
      return 'https://example.com/page';
    default:
      return pick(['Fuzz', 'Anna Test', '#D81B60', '09:00', 'secret-password', ...ids]).padEnd(
        schema.minLength ?? 0,
        'x',
      );
  }
}

/** The paths of fields inside a sample body, nested ones included, to aim mutations at. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key]),
  ]);
}

function withField(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        bodySchema: content?.['application/json']?.schema,
        consumes: Object.keys(content ?? {}),
      });
    }
  }
  return operations;
}

interface FuzzContext {
  tokens: (string | undefined)[];
  ids: string[];
  idsByParam: Record<string, string[]>;
}

function buildRequest(operation: Operation, context: FuzzContext, mutation: number): FuzzRequest {
  const headers: Record<string, string> = { 'x-api-key': testApiKey };
  const token = pick(context.tokens);
  if (token) headers.authorization = `Bearer ${token}`;
  if (random() < 0.2) headers['accept-language'] = pick(['en', 'ar', 'vi', 'de-DE;q=0.5', '*', 'xx-\u00ff']);

  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const kind = pick(['path', 'query', 'body', 'body', 'body', 'contentType', 'header', 'valid'] as const);

  let url = operation.path;
  const hostilePath = kind === 'path' && pathParams.length > 0 ? pick(pathParams).name : undefined;
  for (const parameter of pathParams) {
    const value =
      parameter.name === hostilePath
        ? pick(hostileRawSegments)
        : encodeURIComponent(
            String(
              parameter.schema.enum
                ? pick(parameter.schema.enum)
                : pick(context.idsByParam[parameter.name] ?? context.ids),
            ),
          );
    url = url.replace(`{${parameter.name}}`, value);
  }

  const query: string[] = [];
  const hostileQuery =
    kind === 'query' ? (queryParams.length > 0 ? pick(queryParams).name : 'unexpected') : undefined;
  for (const parameter of queryParams) {
    if (parameter.name === hostileQuery) {
      query.push(`${parameter.name}=${pick(hostileRawSegments)}`);
      if (random() < 0.3) query.push(`${parameter.name}=${pick(hostileRawSegments)}`);
    } else if (random() < 0.7) {
      query.push(`${parameter.name}=${encodeURIComponent(String(sampleOf(parameter.schema, context.ids)))}`);
    }
  }
  if (hostileQuery === 'unexpected' || random() < 0.05) query.push(`extra=${pick(hostileRawSegments)}`);
  if (query.length > 0) url += `?${query.join('&')}`;

  if (kind === 'header') {
    const header = pick([
      ['authorization', pick(['Bearer', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', `Bearer ${'x'.repeat(5000)}`])],
      ['x-api-key', pick(['', 'wrong-key', 'x'.repeat(3000)])],
      ['content-length', '5'],
    ] as const);
    headers[header[0]] = header[1];
  }

  const request: FuzzRequest = { method: operation.method, url, headers };
  const acceptsJson = operation.bodySchema !== undefined;
  const acceptsImages = operation.consumes.some(
    (type) => type.startsWith('image/') || type.startsWith('multipart/'),
  );

  if (kind === 'contentType' || (acceptsImages && random() < 0.7)) {
    const [type, payload] = pick([
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=b&c=%00'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'],
      ['multipart/form-data; boundary=abc', '--xyz\r\n\r\n--xyz--'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      ],
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ['image/jpeg', Buffer.alloc(64, 0xff)],
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['application/json', '{"a":'],
      ['application/json', '{"__proto__":{"polluted":true}}'],
      ['application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
      ['application/json', ''],
      ['application/json; charset=latin1', '{}'],
      ['application/xml', '<a/>'],
      ['application/json', JSON.stringify('x'.repeat(2 * 1024 * 1024))],
      ['application/json', deepJsonBodies[0]],
      ['application/json', deepJsonBodies[1]],
      ['application/json', `{"a":"\\ud800","b":["\\udfff"]}`],
    ] as const);
    request.headers['content-type'] = type;
    request.payload = typeof payload === 'string' ? payload : Buffer.from(payload);
    return request;
  }

  if (acceptsJson && operation.bodySchema) {
    let body = sampleOf(operation.bodySchema, context.ids);
    if (kind === 'body') {
      const paths = fieldPaths(body);
      const roll = random();
      if (roll < 0.1 || paths.length === 0) body = pick(wrongTypes);
      else if (roll < 0.25) body = withField(body, pick(paths), undefined, true);
      else if (roll < 0.35) body = withField(body, [`extra${mutation}`], pick(hostileValues));
      else body = withField(body, pick(paths), pick(hostileValues));
    }
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(body);
  }
  return request;
}

/** What is wrong with an answer, or undefined when it is acceptable. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `error with content-type ${response.headers['content-type']}`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'error body is not JSON';
  }
  const envelope = body as { errorCode?: unknown; message?: unknown; fields?: unknown };
  const keys = Object.keys(envelope).filter((key) => !['errorCode', 'message', 'fields'].includes(key));
  if (!Number.isInteger(envelope.errorCode)) return 'error without a numeric errorCode';
  if (typeof envelope.message !== 'string' || envelope.message === '') return 'error without a message';
  if (keys.length > 0) return `error with extra keys ${keys.join(', ')}`;
  if (
    envelope.fields !== undefined &&
    (typeof envelope.fields !== 'object' ||
      envelope.fields === null ||
      Object.values(envelope.fields).some((text) => typeof text !== 'string'))
  ) {
    return 'error fields are not texts';
  }
  return undefined;
}

function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : `\n    body: ${JSON.stringify(String(request.payload).slice(0, 300))}${String(request.payload).length > 300 ? '…' : ''}`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}…` : value}`)
    .join('; ');
  return `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url}\n    headers: ${headers}${payload}`;
}

const requestsPerRoute = 40;
/** Stop adding rounds after this, so that the test stays within a minute on a busy machine. */
const timeBudgetMs = 40_000;

describe('fuzzing every route of the OpenAPI document', () => {
  it('should never answer 5xx and always answer errors in the envelope', { timeout: 90_000 }, async () => {
    const started = performance.now();
    const { app } = await getTestPlatform();
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = operationsOf(document);

    const studio = await bookingStudio();
    const booking = (await book(studio, { start: '2030-01-07T10:00:00+01:00' }, studio.ownerToken)).json();
    const globalAdmin = await createUser({ role: 'globalAdmin' });
    const appUser = await createUser();
    const guest = await createUser({ guest: true, emailVerified: false });
    const ids = [
      studio.shop.id,
      ...studio.members.map((member) => member.id),
      ...studio.services.map((service) => service.id),
      String(booking.id),
      appUser.id,
      randomUuid(),
    ];
    const owner = await createUser({ role: 'shopAdmin', shopId: studio.shop.id });
    // Fuzzed requests sign out, disable accounts and change passwords, which ends tokens: every
    // round starts with fresh ones, so the callers keep reaching past the sign-in check.
    const { db } = await getTestPlatform();
    const freshTokens = async () => {
      const accounts = await db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', [globalAdmin.id, owner.id, appUser.id, guest.id])
        .execute();
      const signed = await Promise.all(
        accounts.map(async (account) => ({ account, token: await tokenFor(account) })),
      );
      // The admins twice: they reach the deepest code.
      const admins = signed.filter(({ account }) => account.role !== 'appUser');
      return [undefined, ...[...signed, ...admins].map(({ token }) => token)];
    };
    const context: FuzzContext = {
      tokens: await freshTokens(),
      ids,
      idsByParam: { shopId: [studio.shop.id], uid: [appUser.id, randomUuid()] },
    };

    const failures: string[] = [];
    const covered = new Set<string>();
    const statuses = new Map<number, number>();
    const timeByRoute = new Map<string, number>();
    let sent = 0;
    const send = async (operation: Operation, mutation: number) => {
      const request = buildRequest(operation, context, mutation);
      const sentAt = performance.now();
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const route = `${operation.method} ${operation.path}`;
      sent += 1;
      covered.add(route);
      timeByRoute.set(route, (timeByRoute.get(route) ?? 0) + performance.now() - sentAt);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problem = problemWith(response);
      if (problem) {
        failures.push(
          `${problem} for ${describeRequest(request)}\n    answer: ${response.body.slice(0, 300)}`,
        );
      }
    };

    // Round after round over every route, so that all are covered even when a busy machine runs
    // out of time; deleting routes come last, so that the shop and accounts exist until then.
    const deleting = operations.filter((operation) => operation.method === 'DELETE');
    const others = operations.filter((operation) => operation.method !== 'DELETE');
    const deadline = started + timeBudgetMs;
    for (let round = 0; round < requestsPerRoute; round += 1) {
      if (round > 0 && performance.now() > deadline) break;
      context.tokens = await freshTokens();
      for (const operation of others) await send(operation, round);
    }
    for (const operation of deleting) {
      for (let round = 0; round < requestsPerRoute; round += 1) {
        if (round > 0 && performance.now() > deadline + 10_000) break;
        await send(operation, round);
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`);
    const slowest = [...timeByRoute.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `fuzz (FUZZ_SEED=${seed}): ${sent} requests to ${covered.size} of ${operations.length} routes in ${seconds} s; answers ${byStatus.join(' ')}; slowest routes: ${slowest.join(', ')}`,
    );
    expect(covered.size).toBe(operations.length);
    expect(failures.slice(0, 20), `${failures.length} bad answers (FUZZ_SEED=${seed})`).toEqual([]);
  });
});
