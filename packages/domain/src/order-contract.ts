// Orders and order groups (module ordersEnabled): POST shops/{shopId}/orders (any identity, guests
// too, the table's signed QR token, Idempotency-Key header), GET shops/{shopId}/orders[/{id}], PATCH shops/{shopId}/orders/{id},
// GET me/order-group?shopId=, GET orders (global admin). Prices in integer minor units.
import { z } from 'zod';
import { tableNumberSchema } from './menu-contract.ts';
import { maxLineQuantity, maxOrderItems, maxOrderLines } from './order-limits.ts';
import { orderDecisions, orderStatuses } from './order-status.ts';

/** A visit at a table lasts this long from its first order unless the shop closes it earlier. */
export const orderGroupHours = 4;

export const createOrderSchema = z.object({
  tableNumber: tableNumberSchema,
  /** The token of the table's QR code (`?table=` of its link): it names the shop and the table. */
  tableToken: z.string().min(1).max(200),
  items: z
    .array(
      z.object({ articleId: z.string().max(64), quantity: z.number().int().min(1).max(maxLineQuantity) }),
    )
    .min(1)
    .max(maxOrderLines)
    .superRefine((items, context) => {
      const total = items.reduce((sum, item) => sum + item.quantity, 0);
      if (total > maxOrderItems) {
        context.addIssue({ code: 'too_big', origin: 'number', maximum: maxOrderItems, input: total });
      }
    }),
  dealId: z.uuid().optional(),
  /** The group the customer means to add to (the open tab); a closed or expired one answers 1323. */
  groupId: z.uuid().optional(),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const orderItemSchema = z.object({
  articleId: z.string(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
});

export const orderSchema = z
  .object({
    id: z.string(),
    status: z.enum(orderStatuses),
    tableNumber: z.string(),
    items: z.array(orderItemSchema),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
    dealId: z.string().nullable(),
    groupId: z.string(),
    /** ISO 8601 instants. */
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** An order on the shop's board: with who ordered. */
export const shopOrderSchema = orderSchema
  .extend({
    customer: z.object({ name: z.string(), guest: z.boolean() }),
    shopId: z.string(),
    shopName: z.string(),
    /** The studio's IANA time zone, which the order's times are shown on. */
    shopTimezone: z.string(),
    /** The table's visit the order belongs to: whether its customer asked for the bill, and when the shop closed it. */
    visit: z.object({ paymentRequestedAt: z.string().nullable(), closedAt: z.string().nullable() }),
  })
  .meta({ id: 'ShopOrder' });
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrderListSchema = z.array(shopOrderSchema);

export const orderListQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** GET orders (global admin): every shop's orders, newest first. */
export const allOrdersQuerySchema = orderListQuerySchema.extend({
  shopId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AllOrdersQuery = z.input<typeof allOrdersQuerySchema>;

export const decideOrderSchema = z.object({ status: z.enum(orderDecisions) });
export type DecideOrder = z.infer<typeof decideOrderSchema>;

export const orderGroupSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    tableNumber: z.string(),
    orders: z.array(orderSchema),
    /** The orders' totals, declined orders left out. */
    totalCents: z.number().int(),
    status: z.enum(['open', 'closed']),
    openedAt: z.string(),
    /** Until when orders join it (4 hours from its first order), or when the shop closed it. */
    closesAt: z.string(),
    paymentRequestedAt: z.string().nullable(),
  })
  .meta({ id: 'OrderGroup' });
export type OrderGroup = z.infer<typeof orderGroupSchema>;
export const orderGroupListSchema = z.array(orderGroupSchema);

export const orderGroupQuerySchema = z.object({ shopId: z.uuid() });
