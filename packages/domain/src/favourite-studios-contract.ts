// A customer's favourite studios (me/favourite-studios): kept while signed in, shown first.
import { z } from 'zod';
import { shopCategories } from './shop.ts';

export const favouriteStudioSchema = z
  .object({
    shopId: z.string(),
    name: z.string(),
    address: z.string(),
    category: z.enum(shopCategories),
    logoUrl: z.string().nullable(),
    /** When the customer marked it (ISO instant). */
    addedAt: z.string(),
  })
  .meta({ id: 'FavouriteStudio' });
export type FavouriteStudio = z.infer<typeof favouriteStudioSchema>;

/** Newest first. */
export const favouriteStudiosSchema = z.array(favouriteStudioSchema);
