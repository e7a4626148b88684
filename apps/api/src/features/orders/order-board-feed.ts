// The shop's live order board: server-sent events carrying every order of the shop that is new or
// changed. Each API instance reads the changes from PostgreSQL (orders.updated_at), one reader per
// shop however many boards watch it, so an order placed through any instance reaches every board.
// A change is looked for again for a while after it is first visible (a transaction that began
// earlier may commit later), and sent once per version.
import type { ShopOrder } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { boardOrdersWithItems } from './load-orders.ts';
import { databaseNow, listShopOrders } from './orders.repo.ts';

type Listener = (order: ShopOrder) => void;

const overlapMs = 3_000;

export interface OrderBoardFeed {
  /** Calls the listener with each new or changed order of the shop until the returned stop is called. */
  watch(shopId: string, listener: Listener): () => void;
  close(): void;
}

export function createOrderBoardFeed(db: Kysely<Database>, pollMs = 250): OrderBoardFeed {
  const shops = new Map<string, { listeners: Set<Listener>; stop: () => void }>();

  function startReading(shopId: string, listeners: Set<Listener>): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const sentVersions = new Map<string, number>();
    let since: Date | undefined;
    const read = async () => {
      try {
        const pollStart = await databaseNow(db);
        since ??= pollStart;
        const rows = await listShopOrders(
          db,
          shopId,
          { changedAfter: new Date(since.getTime() - overlapMs) },
          { limit: 500, offset: 0 },
        );
        const changed = rows.filter((row) => sentVersions.get(row.id) !== row.updated_at.getTime());
        for (const order of await boardOrdersWithItems(db, changed)) {
          for (const listener of listeners) listener(order);
        }
        for (const row of changed) sentVersions.set(row.id, row.updated_at.getTime());
        for (const [id, version] of sentVersions) {
          if (version < since.getTime() - 2 * overlapMs) sentVersions.delete(id);
        }
        since = pollStart;
      } catch {
        // The next read tries again (a restarting database must not end the board).
      }
      if (!stopped) timer = setTimeout(read, pollMs);
    };
    timer = setTimeout(read, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  return {
    watch(shopId, listener) {
      let shop = shops.get(shopId);
      if (!shop) {
        const listeners = new Set<Listener>();
        shop = { listeners, stop: startReading(shopId, listeners) };
        shops.set(shopId, shop);
      }
      shop.listeners.add(listener);
      const watched = shop;
      return () => {
        watched.listeners.delete(listener);
        if (watched.listeners.size === 0) {
          watched.stop();
          shops.delete(shopId);
        }
      };
    },
    close() {
      for (const shop of shops.values()) shop.stop();
      shops.clear();
    },
  };
}
