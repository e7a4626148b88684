// The live order board (`GET shops/{shopId}/orders/events`) carries customers' names, tables and items,
// and a stream stays open for hours: it must end when its session does (sign-out, the account
// disabled or deleted) or the caller no longer administers the shop, send nothing after that, and
// one user may hold only a few streams at once. Real HTTP streams against an app that listens.
import type { ShopOrder } from '@studio/domain/order-contract';
import type { FastifyInstance } from 'fastify';
import { DefaultQueryExecutor, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { EventStreamLimits } from '../../src/http/session-event-stream.ts';
import {
  type CafeStudio,
  cafeStudio,
  guestCustomerToken,
  type LiveArticle,
  liveArticles,
  tableTokenOf,
} from '../support/cafe-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

interface Board {
  status: number;
  errorCode: number | undefined;
  /** The orders the stream delivered so far. */
  orders: ShopOrder[];
  /** Settles when the server ended the stream. */
  ended: Promise<void>;
  isOpen(): boolean;
  close(): void;
}

interface ListeningApp {
  app: FastifyInstance;
  address: string;
}

async function listeningApp(limits: Partial<EventStreamLimits>): Promise<ListeningApp> {
  const { db, tokens, mailer, push } = await getTestPlatform();
  const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, SEED_DEMO: 'false' });
  const app = await buildApp(
    { db, tokens, mailer, push, config, clock: testClock, eventStreamLimits: limits },
    { logger: false },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}

async function openBoard(server: ListeningApp, shopId: string, token: string): Promise<Board> {
  const abort = new AbortController();
  const response = await fetch(`${server.address}/api/shops/${shopId}/orders/events`, {
    headers: { 'x-api-key': testApiKey, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const orders: ShopOrder[] = [];
  if (!response.ok || !response.body) {
    const body = (await response.json()) as { errorCode?: number };
    return {
      status: response.status,
      errorCode: body.errorCode,
      orders,
      ended: Promise.resolve(),
      isOpen: () => false,
      close: () => undefined,
    };
  }
  let open = true;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += chunk.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: order') && data) orders.push(JSON.parse(data.slice(6)) as ShopOrder);
      }
    }
    open = false;
  })();
  return {
    status: response.status,
    errorCode: undefined,
    orders,
    ended,
    isOpen: () => open,
    close: () => abort.abort(),
  };
}

interface Cafe extends CafeStudio {
  coffee: LiveArticle;
}

async function cafe(): Promise<Cafe> {
  const setup = await cafeStudio();
  const [coffee] = await liveArticles(setup, [{ name: 'Cappuccino', priceCents: 390 }]);
  if (!coffee) throw new Error('no article');
  return { ...setup, coffee };
}

async function placeOrder(setup: Cafe, tableNumber: string, tableToken?: string): Promise<string> {
  const placed = await call('POST', `/api/shops/${setup.shopId}/orders`, {
    token: await guestCustomerToken(),
    body: {
      tableNumber,
      tableToken: tableToken ?? (await tableTokenOf(setup, tableNumber)),
      items: [{ articleId: setup.coffee.id, quantity: 1 }],
    },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().id;
}

async function openLeases(userId: string): Promise<number> {
  const { db } = await getTestPlatform();
  const rows = await db
    .selectFrom('event_stream_leases')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

/** The board re-checks its session every 20 ms here, so revocations show at once. */
let rechecking: ListeningApp;
/** The board re-checks only before sending (the periodic check is an hour away). */
let checkingBeforeSending: ListeningApp;

beforeAll(async () => {
  rechecking = await listeningApp({ recheckMs: 20 });
  checkingBeforeSending = await listeningApp({ recheckMs: 3_600_000 });
});

afterAll(async () => {
  // Streams still open end with the app, which would otherwise wait for them.
  await rechecking?.app.close();
  await checkingBeforeSending?.app.close();
});

describe('the order board after its session ends', () => {
  it('should close the stream when its user signs out, and give back its place', async () => {
    const setup = await cafe();
    const board = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    expect(await openLeases(setup.owner.id)).toBe(1);
    expect((await call('POST', '/api/auth/logout', { token: setup.ownerToken })).statusCode).toBe(204);
    await board.ended;
    await expect.poll(() => openLeases(setup.owner.id)).toBe(0);
  });

  it('should close the stream when its user is disabled', async () => {
    const setup = await cafe();
    const board = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    const disabled = await call('PUT', `/api/users/${setup.owner.id}`, {
      token: setup.adminToken,
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await board.ended;
  });

  it('should close the stream when its user is deleted', async () => {
    const setup = await cafe();
    const board = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    expect(
      (await call('DELETE', `/api/users/${setup.owner.id}`, { token: setup.adminToken })).statusCode,
    ).toBe(204);
    await board.ended;
  });

  it('should close the stream when its user is removed from the shop or moved to another', async () => {
    const setup = await cafe();
    const removed = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(removed.status).toBe(200);
    const demoted = await call('PUT', `/api/users/${setup.owner.id}`, {
      token: setup.adminToken,
      body: { role: 'appUser', shopId: null },
    });
    expect(demoted.statusCode).toBe(200);
    await removed.ended;

    const colleague = await createUser({ role: 'shopAdmin', shopId: setup.shopId });
    const moved = await openBoard(rechecking, setup.shopId, await tokenFor(colleague));
    expect(moved.status).toBe(200);
    const otherShop = await createShop();
    const transfer = await call('PUT', `/api/users/${colleague.id}`, {
      token: setup.adminToken,
      body: { shopId: otherShop.id },
    });
    expect(transfer.statusCode).toBe(200);
    await moved.ended;
  });

  it('should check the open boards’ sessions in one read each time, ending only the board whose session ended', async () => {
    const setup = await cafe();
    const colleagues = await Promise.all(
      Array.from({ length: 11 }, () => createUser({ role: 'shopAdmin', shopId: setup.shopId })),
    );
    const tokens = await Promise.all(colleagues.map((colleague) => tokenFor(colleague)));
    const boards = await Promise.all(
      [setup.ownerToken, ...tokens].map((token) => openBoard(rechecking, setup.shopId, token)),
    );
    expect(boards.map((board) => board.status)).toEqual(boards.map(() => 200));
    const statements = vi.spyOn(DefaultQueryExecutor.prototype, 'executeQuery');
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const elapsed = performance.now() - started;
    const sessionReads = statements.mock.calls.filter(([query]) =>
      query.sql.includes('ended_session_tokens'),
    ).length;
    statements.mockRestore();
    // A check every 20 ms: one read each time, not one per board (twelve each time).
    expect(sessionReads).toBeGreaterThan(0);
    expect(sessionReads).toBeLessThanOrEqual(Math.ceil(elapsed / 20) + 1);

    expect((await call('POST', '/api/auth/logout', { token: tokens[0] })).statusCode).toBe(204);
    await boards[1]?.ended;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(boards.filter((board) => board.isOpen())).toHaveLength(11);
    for (const board of boards) board.close();
  });

  it('should keep the stream of a user whose session holds, and send it the orders', async () => {
    const setup = await cafe();
    const board = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    const orderId = await placeOrder(setup, '4');
    await expect.poll(() => board.orders.map((order) => order.id)).toContain(orderId);
    expect(board.isOpen()).toBe(true);
    board.close();
  });

  it('should send no order after sign-out: the session is checked before each event goes out', async () => {
    const setup = await cafe();
    const board = await openBoard(checkingBeforeSending, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    const before = await placeOrder(setup, '4');
    await expect.poll(() => board.orders.map((order) => order.id)).toEqual([before]);
    // The QR sheet is printed while the owner is still signed in.
    const tableNine = await tableTokenOf(setup, '9');

    expect((await call('POST', '/api/auth/logout', { token: setup.ownerToken })).statusCode).toBe(204);
    // The periodic check is an hour away: only the check before sending can stop this one.
    await placeOrder(setup, '9', tableNine);
    await board.ended;
    expect(board.orders.map((order) => order.id)).toEqual([before]);
  });
});

describe('closing the server', () => {
  it('should end the open streams and give back their places, instead of waiting for the clients', async () => {
    const setup = await cafe();
    const closing = await listeningApp({ recheckMs: 3_600_000 });
    const board = await openBoard(closing, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    await closing.app.close();
    await board.ended;
    expect(await openLeases(setup.owner.id)).toBe(0);
  });
});

describe('streams per user', () => {
  it('should refuse a sixth stream of one user with 429, and admit one again once another closes', async () => {
    const setup = await cafe();
    const boards = await Promise.all(
      Array.from({ length: 5 }, () => openBoard(rechecking, setup.shopId, setup.ownerToken)),
    );
    expect(boards.map((board) => board.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(sixth.status).toBe(429);
    expect(sixth.errorCode).toBe(9429);
    // Through the other instance too: the count lives in the database.
    expect((await openBoard(checkingBeforeSending, setup.shopId, setup.ownerToken)).status).toBe(429);
    // Another admin of the shop has places of their own.
    const colleague = await createUser({ role: 'shopAdmin', shopId: setup.shopId });
    const theirs = await openBoard(rechecking, setup.shopId, await tokenFor(colleague));
    expect(theirs.status).toBe(200);

    boards[0]?.close();
    await expect.poll(() => openLeases(setup.owner.id)).toBe(4);
    const again = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(again.status).toBe(200);
    for (const board of [...boards, again, theirs]) board.close();
  });

  it('should admit exactly five of eight streams one user opens at once (proven on PostgreSQL)', async () => {
    const setup = await cafe();
    const boards = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        openBoard(index % 2 === 0 ? rechecking : checkingBeforeSending, setup.shopId, setup.ownerToken),
      ),
    );
    const statuses = boards.map((board) => board.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await openLeases(setup.owner.id)).toBe(5);
    for (const board of boards) board.close();
  });

  it('should not count the streams of a process that died (their leases went stale)', async () => {
    const setup = await cafe();
    const { db } = await getTestPlatform();
    await db
      .insertInto('event_stream_leases')
      .values(
        Array.from({ length: 5 }, () => ({
          user_id: setup.owner.id,
          renewed_at: sql<Date>`now() - interval '1 hour'`,
        })),
      )
      .execute();
    const board = await openBoard(rechecking, setup.shopId, setup.ownerToken);
    expect(board.status).toBe(200);
    expect(await openLeases(setup.owner.id)).toBe(1);
    board.close();
  });
});
