// The order board's notifications on PostgreSQL when the listening connection is lost: the
// process listens again, and the board reads what changed meanwhile (unannounced to it).
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createChangeNotifications } from '../../src/db/change-notifications.ts';
import { createOrderBoardFeed } from '../../src/features/orders/order-board-feed.ts';
import { cafeStudio, customerToken, liveArticles, tableTokenOf } from '../support/cafe-fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

it('should hand the board an order placed while its listening connection was lost', async () => {
  const setup = await cafeStudio();
  const [coffee] = await liveArticles(setup, [{ name: 'Cappuccino', priceCents: 390 }]);
  const { token } = await customerToken();
  const { db, database } = await getTestPlatform();
  const notifications = createChangeNotifications(database.access);
  const feed = createOrderBoardFeed(db, notifications);
  const seen: string[] = [];
  const stop = feed.watch(setup.shopId, (order) => seen.push(order.id));
  try {
    const listening = async () => {
      const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN order_changes' AND pid <> pg_backend_pid()`.execute(
        db,
      );
      return rows.map((row) => row.pid);
    };
    await expect.poll(listening, { timeout: 5000 }).not.toEqual([]);
    // The order goes in while no connection listens: nobody is told of it.
    await sql`SELECT pg_terminate_backend(pid) FROM unnest(${await listening()}::int[]) pid`.execute(db);
    const placed = await call('POST', `/api/shops/${setup.shopId}/orders`, {
      token,
      body: {
        tableNumber: '3',
        tableToken: await tableTokenOf(setup, '3'),
        items: [{ articleId: coffee?.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([placed.json().id]);
  } finally {
    stop();
    feed.close();
    await notifications.close();
  }
});
