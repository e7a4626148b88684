// Calls to real server processes (server-process.ts) and the PostgreSQL database they share, for
// the `*.postgres.test.ts` files that run several instances.
import pg from 'pg';
import type { ServerProcess } from './server-process.ts';

export async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ServerCallOptions {
  apiKey: string;
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

export async function callServer<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  path: string,
  options: ServerCallOptions,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${server.address}${path}`, {
    method,
    headers: {
      'x-api-key': options.apiKey,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
    ...(options.body ? { body: options.body } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body: body as T, headers: response.headers };
}

/** A fresh schema for the servers to work in, and the database URL that puts them there. */
export async function createServerSchema(schema: string): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('this test needs TEST_DATABASE_URL');
  await withClient(async (client) => {
    await client
      .query(
        'CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public; CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public',
      )
      .catch(() => undefined);
    await dropServerSchema(schema, client);
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return databaseUrl.toString();
}

/** Drops the schema and the job queue's beside it (see job-queue.ts). */
export async function dropServerSchema(schema: string, client?: pg.Client): Promise<void> {
  const drop = async (connected: pg.Client) => {
    await connected.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await connected.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
  };
  await (client ? drop(client) : withClient(drop));
}
