import type { Order, OrderGroup, ShopOrder } from '@studio/domain/order-contract';
import type { OrderGroupRow, OrderItemRow, OrderRow } from '../../db/schema.ts';
import type { BoardOrderRow } from './orders.repo.ts';

export function presentOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    tableNumber: row.table_number,
    items: items.map((item) => ({
      articleId: item.article_id,
      name: item.name,
      unitPriceCents: item.unit_price_cents,
      quantity: item.quantity,
    })),
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    totalCents: row.total_cents,
    dealId: row.deal_id,
    groupId: row.group_id,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export function presentShopOrder(row: BoardOrderRow, items: readonly OrderItemRow[]): ShopOrder {
  return {
    ...presentOrder(row, items),
    customer: { name: row.customer_name, guest: row.customer_guest },
    shopId: row.shop_id,
    shopName: row.shop_name,
    shopTimezone: row.shop_timezone,
    visit: {
      paymentRequestedAt: row.visit_payment_requested_at?.toISOString() ?? null,
      closedAt: row.visit_closed_at?.toISOString() ?? null,
    },
  };
}

export function presentOrderGroup(group: OrderGroupRow, orders: Order[], now: number): OrderGroup {
  const open = group.closed_at === null && group.closes_at.getTime() > now;
  return {
    id: group.id,
    shopId: group.shop_id,
    tableNumber: group.table_number,
    orders,
    totalCents: orders
      .filter((order) => order.status !== 'declined')
      .reduce((sum, order) => sum + order.totalCents, 0),
    status: open ? 'open' : 'closed',
    openedAt: group.opened_at.toISOString(),
    closesAt: (group.closed_at ?? group.closes_at).toISOString(),
    paymentRequestedAt: group.payment_requested_at?.toISOString() ?? null,
  };
}
