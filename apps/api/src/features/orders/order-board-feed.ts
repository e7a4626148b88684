// The shop's live order board: server-sent events carrying every order of the shop that is new or
// changed. Each API instance reads the changes from PostgreSQL (orders.updated_at), one reader per
// shop however many boards watch it, so an order placed through any instance reaches every board.
// A reader reads when the database announces a change of its shop (NOTIFY order_changes, sent on
// commit by every instance's writes), when it starts, and when the process listens again after a
// lost connection; while nothing changes, open boards cost the database nothing. Without
// notifications (an app built without them) it asks every `pollMs`. A change is looked for again
// for a while after it is first visible (a transaction that began earlier may commit later), and
// sent once per version.
import type { ShopOrder } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { ChangeNotifications } from '../../db/change-notifications.ts';
import type { Database } from '../../db/schema.ts';
import { boardOrdersWithItems } from './load-orders.ts';
import { databaseNow, listShopOrders } from './orders.repo.ts';

type Listener = (order: ShopOrder) => void;

const overlapMs = 3_000;
/** After a failed read with notifications: nothing else would ask again. */
const retryMs = 1_000;

export interface OrderBoardFeed {
  /** Calls the listener with each new or changed order of the shop until the returned stop is called. */
  watch(shopId: string, listener: Listener): () => void;
  close(): void;
}

/** The channel the orders table's trigger notifies, with the shop's id as payload. */
const orderChangesChannel = 'order_changes';

export function createOrderBoardFeed(
  db: Kysely<Database>,
  notifications?: ChangeNotifications,
  pollMs = 250,
): OrderBoardFeed {
  const shops = new Map<string, { listeners: Set<Listener>; read: () => void; stop: () => void }>();
  const stopListening = notifications?.listen(orderChangesChannel, {
    onChange: (shopId) => shops.get(shopId)?.read(),
    onResume: () => {
      for (const shop of shops.values()) shop.read();
    },
  });

  function startReading(shopId: string, listeners: Set<Listener>): { read: () => void; stop: () => void } {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    // One read at a time; a change announced meanwhile is read right after it.
    let reading = false;
    let readAgain = false;
    const sentVersions = new Map<string, number>();
    let since: Date | undefined;
    const readOnce = async (): Promise<boolean> => {
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
        return true;
      } catch {
        // The next read tries again (a restarting database must not end the board).
        return false;
      }
    };
    const read = () => {
      if (stopped) return;
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      void readOnce().then((succeeded) => {
        reading = false;
        if (stopped) return;
        if (!notifications) timer = setTimeout(read, pollMs);
        else if (!succeeded) timer = setTimeout(read, retryMs);
        else if (readAgain) {
          readAgain = false;
          timer = setTimeout(read, 0);
        }
      });
    };
    timer = setTimeout(read, 0);
    return {
      read,
      stop: () => {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }

  return {
    watch(shopId, listener) {
      let shop = shops.get(shopId);
      if (!shop) {
        const listeners = new Set<Listener>();
        shop = { listeners, ...startReading(shopId, listeners) };
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
      stopListening?.();
      for (const shop of shops.values()) shop.stop();
      shops.clear();
    },
  };
}
