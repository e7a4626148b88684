// A shop admin's profile edit and a global admin's approval lock the shop and its
// approval request in the same order, and the transaction helper retries what PostgreSQL ends
// with a deadlock or serialization failure, so racing them never answers 500.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

describe('profile edits racing approvals', () => {
  raceTest('should answer every edit and approval without a 500 over many rounds', async () => {
    const shop = await createShop();
    const ownerToken = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const statuses: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const first = await call('PUT', `/api/shops/${shop.id}`, {
        token: ownerToken,
        body: { description: `round ${round}` },
      });
      expect(first.statusCode).toBe(200);
      const requestId = first.json().pendingChange.id as string;
      const results = await Promise.all([
        call('POST', `/api/approvals/${requestId}/approve`, { token: adminToken }),
        ...Array.from({ length: 4 }, (_, index) =>
          call('PUT', `/api/shops/${shop.id}`, {
            token: ownerToken,
            body: { description: `round ${round} edit ${index}`, name: `Studio ${round}-${index}` },
          }),
        ),
        call('POST', '/api/approvals/approve-all', { token: adminToken, body: { shopId: shop.id } }),
      ]);
      // The single approval may find the request decided by approve-all already (409 8001).
      statuses.push(
        ...results.map((response) =>
          response.statusCode === 409 ? response.json().errorCode : response.statusCode,
        ),
      );
    }
    expect(statuses.filter((status) => status >= 500 && status < 1000)).toEqual([]);
    expect([...new Set(statuses)].filter((status) => status !== 200 && status !== 8001)).toEqual([]);
  });
});

describe('inTransaction', () => {
  it('should run the work again after a deadlock or serialization failure', async () => {
    const { db } = await getTestPlatform();
    const failures = ['40P01', '40001'];
    let runs = 0;
    const result = await inTransaction(db, async (trx) => {
      runs += 1;
      const code = failures.shift();
      if (code) throw Object.assign(new Error('collided'), { code });
      return (
        await trx
          .selectFrom('shops')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count;
    });
    expect(runs).toBe(3);
    expect(result).toBe(0);
  });

  it('should give up after a few attempts and not retry other failures', async () => {
    const { db } = await getTestPlatform();
    let runs = 0;
    await expect(
      inTransaction(db, async () => {
        runs += 1;
        throw Object.assign(new Error('collided'), { code: '40P01' });
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(4);
    let uniqueRuns = 0;
    await expect(
      inTransaction(db, async () => {
        uniqueRuns += 1;
        throw Object.assign(new Error('duplicate'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(uniqueRuns).toBe(1);
  });
});
