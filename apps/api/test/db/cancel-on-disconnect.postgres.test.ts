// A statement whose client gave up is cancelled, not left running for nobody: one of the reasons a
// busy database stayed busy under load. PostgreSQL only: PGlite runs in the API's own thread.
import { randomUUID } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { CancellationScope, runInCancellationScope } from '../../src/db/statement-cancellation.ts';
import { getTestPlatform, openTestDatabase, testApiKey } from '../support/test-platform.ts';

async function activeStatements(db: Kysely<Database>, pattern: string) {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE state = 'active' AND query LIKE ${pattern} AND pid <> pg_backend_pid()`.execute(db);
  return rows;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('cancelling statements of an abandoned request', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase('cancel_disconnect', 3);
    await migrateToLatest(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('should cancel a running statement of an aborted scope and hand its connection back in working order', async () => {
    const marker = `sleep_${randomUUID().slice(0, 8)}`;
    const scope = new CancellationScope();
    const startedAt = Date.now();
    const sleeping = runInCancellationScope(scope, () =>
      sql`SELECT pg_sleep(30), ${sql.lit(marker)}::text`.execute(handle.db),
    );
    expect(
      await waitFor(async () => (await activeStatements(handle.db, `%${marker}%`)).length > 0, 10_000),
    ).toBe(true);
    scope.abort();
    await expect(sleeping).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    // Every pooled connection still answers (a connection given back mid-cancel would fail here).
    const answers = await Promise.all(
      [1, 2, 3].map(() => sql<{ one: number }>`SELECT 1 AS one, pg_sleep(0.1)`.execute(handle.db)),
    );
    expect(answers.map((answer) => answer.rows[0]?.one)).toEqual([1, 1, 1]);
  }, 30_000);

  it('should not cancel mail work a request left to run after its answer when its client has gone', async () => {
    const mailer = createMailer(handle.db);
    const scope = new CancellationScope();
    let ran: number | undefined;
    runInCancellationScope(scope, () =>
      mailer.sendLater(async () => {
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one, pg_sleep(0.5)`.execute(handle.db);
        ran = rows[0]?.one;
      }, Promise.resolve()),
    );
    // The client goes away after the answer has been sent, while the mail's statement runs.
    setTimeout(() => scope.abort(), 100);
    await mailer.idle();
    expect(ran).toBe(1);
  }, 30_000);

  it('should cancel the statement of an HTTP request whose client disconnects while it waits', async () => {
    const platform = await getTestPlatform();
    const server: Server = createServer((request, response) => platform.app.routing(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Another session holds the studios' table, so the request's read of it waits.
    const { TEST_DATABASE_URL: url } = process.env;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(platform.db))
      .rows[0]?.schema;
    try {
      const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${schema}.shops IN ACCESS EXCLUSIVE MODE`);
      const waitingOnShops = async () =>
        (
          await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
            WHERE state = 'active' AND wait_event_type = 'Lock' AND query LIKE '%shops%'
              AND pid <> ${lockerPid ?? 0}`.execute(handle.db)
        ).rows.length;

      const request = get({
        host: '127.0.0.1',
        port,
        path: `/api/shops/${randomUUID()}`,
        headers: { 'x-api-key': testApiKey },
      });
      request.on('error', () => undefined);
      expect(await waitFor(async () => (await waitingOnShops()) > 0, 10_000)).toBe(true);
      request.destroy();
      // Cancelled while the lock is still held: without the cancel it would wait for the lock.
      expect(await waitFor(async () => (await waitingOnShops()) === 0, 10_000)).toBe(true);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
