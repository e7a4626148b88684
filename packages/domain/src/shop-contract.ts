import { z } from 'zod';
import { moduleFlagNames, shopCategories, shopStatuses } from './shop.ts';

export const shopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    category: z.enum(shopCategories),
    description: z.string(),
    googlePlacesId: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    logoUrl: z.string().nullable(),
    backgroundUrl: z.string().nullable(),
    externalLinks: z.array(z.string()),
    timezone: z.string(),
    currencyCode: z.string().length(3),
    status: z.enum(shopStatuses),
    slotStepMinutes: z.number().int(),
    minLeadMinutes: z.number().int(),
    horizonDays: z.number().int(),
    autoConfirm: z.boolean(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const moduleFlagsSchema = z
  .object(
    Object.fromEntries(moduleFlagNames.map((name) => [name, z.boolean()])) as Record<
      (typeof moduleFlagNames)[number],
      z.ZodBoolean
    >,
  )
  .meta({ id: 'ModuleFlags' });

export const moduleFlagsUpdateSchema = moduleFlagsSchema.partial().strict();
