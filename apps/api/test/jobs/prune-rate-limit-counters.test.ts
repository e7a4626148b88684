import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { countRateLimitHit } from '../../src/http/rate-limits.repo.ts';
import { pruneRateLimitCounters } from '../../src/jobs/prune-rate-limit-counters.ts';
import { getTestPlatform } from '../support/test-platform.ts';

it('should delete rate-limit counters whose window ended over two days ago, in batches, and keep the others', async () => {
  const { db } = await getTestPlatform();
  await sql`INSERT INTO rate_limit_counters (bucket, window_started_at, hits)
    SELECT 'old:' || n, now() - interval '3 days', 5 FROM generate_series(1, 1500) n`.execute(db);
  await countRateLimitHit(db, 'recent:login', 3600);
  await sql`INSERT INTO rate_limit_counters (bucket, window_started_at, hits)
    VALUES ('yesterday:mail', now() - interval '1 day', 2)`.execute(db);

  expect(await pruneRateLimitCounters(db, Date.now())).toBe(1500);
  const left = await db.selectFrom('rate_limit_counters').select('bucket').orderBy('bucket').execute();
  expect(left.map((row) => row.bucket)).toEqual(['recent:login', 'yesterday:mail']);
  expect(await pruneRateLimitCounters(db, Date.now())).toBe(0);
});
