import pg from 'pg';
import { expect, it } from 'vitest';

it('reaches a PostgreSQL 17 server that takes two connections at once', async () => {
  const url = process.env.TEST_DATABASE_URL;
  expect(url).toMatch(/^postgres:\/\//);
  const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const [first, second] = await Promise.all(
      clients.map((client) =>
        client.query<{ pid: number; version: string }>(
          "SELECT pg_backend_pid() AS pid, current_setting('server_version') AS version",
        ),
      ),
    );
    expect(first?.rows[0]?.version).toMatch(/^17\./);
    // Two backends: a real server, not one connection handed round.
    expect(first?.rows[0]?.pid).not.toBe(second?.rows[0]?.pid);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
});
