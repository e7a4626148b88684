import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { type CreateOrder, type Order, orderGroupHours } from '@studio/domain/order-contract';
import { orderDiscountCents, subtotalCents } from '@studio/domain/order-deal-pricing';
import { isUuid } from '@studio/domain/uuid';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findOrderableArticles } from '../menu/menu.public.ts';
import { withItems } from './load-orders.ts';
import { resolveOrderDeal } from './order-deals.ts';
import {
  closeGroup,
  findGroupOfCustomer,
  findOpenGroupForUpdate,
  findOrder,
  insertOrder,
  type NewOrder,
  openGroupUnlessOpen,
} from './orders.repo.ts';
import type { TableTokens } from './table-tokens.ts';

const hourMs = 3_600_000;

async function answerOf(db: Kysely<Database>, shopId: string, orderId: string): Promise<Order> {
  const row = await findOrder(db, shopId, orderId);
  if (!row) throw new AppError(ErrorCode.orderNotFound);
  const [order] = await withItems(db, shopId, [row]);
  if (!order) throw new AppError(ErrorCode.orderNotFound);
  return order;
}

/**
 * POST orders. The order must carry its table's QR token, signed for this shop and naming this
 * table (1303 otherwise: a table nobody printed cannot be ordered to). Prices and names are copied
 * from the menu now (1302 for an article that is not the shop's, not approved or not available).
 * The order joins the customer's open visit at this table, or opens one (4 hours); a visit open at
 * another table refuses it (1322), and a `groupId` naming a closed or expired visit 1323. Group and
 * order are written in ONE transaction (the caller's, when it runs under an Idempotency-Key).
 */
export async function placeOrder(
  db: Kysely<Database>,
  identity: Identity,
  shop: ShopRow,
  input: CreateOrder,
  options: { tableTokens: TableTokens; now: number },
): Promise<Order> {
  const { now } = options;
  const shopId = shop.id;
  if (options.tableTokens.verify(shopId, input.tableToken) !== input.tableNumber) {
    throw new AppError(ErrorCode.tableTokenInvalid, { problems: { tableToken: 'invalid' } });
  }
  const articleIds = [...new Set(input.items.map((item) => item.articleId))];
  if (!articleIds.every(isUuid)) throw new AppError(ErrorCode.orderHasInvalidArticles);
  const articles = new Map(
    (await findOrderableArticles(db, shopId, articleIds)).map((article) => [article.id, article]),
  );
  if (articles.size !== articleIds.length) throw new AppError(ErrorCode.orderHasInvalidArticles);
  const items = input.items.map((item) => {
    const article = articles.get(item.articleId);
    if (!article) throw new AppError(ErrorCode.orderHasInvalidArticles);
    return {
      articleId: article.id,
      name: article.name,
      unitPriceCents: article.price_cents,
      quantity: item.quantity,
    };
  });
  const subtotal = subtotalCents(items);
  const orderId = randomUUID();
  const at = new Date(now);

  await inTransaction(db, async (trx) => {
    if (input.groupId) {
      const requested = await findGroupOfCustomer(trx, shopId, identity.uid, input.groupId);
      if (!requested) throw new AppError(ErrorCode.orderGroupNotFound);
      if (requested.closed_at || requested.closes_at.getTime() <= now) {
        throw new AppError(ErrorCode.orderGroupOutOfTime);
      }
    }
    let group = await findOpenGroupForUpdate(trx, shopId, identity.uid);
    if (group && group.closes_at.getTime() <= now) {
      await closeGroup(trx, shopId, group.id, group.closes_at);
      group = undefined;
    }
    if (!group) {
      await openGroupUnlessOpen(trx, shopId, {
        id: randomUUID(),
        userId: identity.uid,
        tableNumber: input.tableNumber,
        openedAt: at,
        closesAt: new Date(now + orderGroupHours * hourMs),
      });
      group = await findOpenGroupForUpdate(trx, shopId, identity.uid);
    }
    if (!group) throw new AppError(ErrorCode.orderGroupNotFound);
    if (group.table_number !== input.tableNumber) throw new AppError(ErrorCode.orderGroupSessionsOpen);

    const deal = input.dealId ? await resolveOrderDeal(trx, shop, identity, input.dealId, now) : null;
    const order: NewOrder = {
      id: orderId,
      groupId: group.id,
      userId: identity.uid,
      tableNumber: input.tableNumber,
      subtotalCents: subtotal,
      discountCents: deal ? orderDiscountCents(items, deal.terms) : 0,
      dealId: deal ? (input.dealId ?? null) : null,
      createdAt: at,
      items,
    };
    await insertOrder(trx, shopId, order);
    if (deal) await deal.recordRedemption(trx, orderId);
  });
  return answerOf(db, shopId, orderId);
}
