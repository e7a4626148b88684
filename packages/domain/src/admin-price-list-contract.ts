// GET services (global admin): every studio's treatments, for the admin's price list view.
import { z } from 'zod';
import { listCursorSchema } from './list-cursor.ts';

export const adminPriceListQuerySchema = z.object({
  /** Part of the treatment's or the studio's name, any case. */
  search: z.string().trim().max(100).optional(),
  shopId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: listCursorSchema,
});
export type AdminPriceListQuery = z.input<typeof adminPriceListQuerySchema>;

export const adminPriceListEntrySchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    name: z.string(),
    category: z.string().nullable(),
    priceCents: z.number().int(),
    /** ISO 4217: the studio's currency. */
    currency: z.string(),
    durationMinutes: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'AdminPriceListEntry' });
export type AdminPriceListEntry = z.infer<typeof adminPriceListEntrySchema>;

export const adminPriceListSchema = z.array(adminPriceListEntrySchema);
