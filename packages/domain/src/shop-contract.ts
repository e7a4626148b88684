import { z } from 'zod';
import { listCursorSchema } from './list-cursor.ts';
import { isIanaTimeZone, moduleFlagNames, shopCategories, shopImageKinds, shopStatuses } from './shop.ts';
import { shopLegalSchema } from './shop-legal.ts';

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
    /** The legal details of the imprint; null until the studio enters them. */
    legal: shopLegalSchema.nullable(),
    /** The readable address /s/{slug}; null for a studio made before slugs or outside the API. */
    slug: z.string().nullable().optional(),
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

// --- Shop governance: POST shops, PUT shops/{id}, GET shops/all/true, images, admins.

const required = (max: number) => z.string().trim().min(1).max(max);
/** At least five digits; spaces, brackets, dots, slashes and dashes between them; an optional leading +. */
const phonePattern = /^\+?(?:[\s()./-]*\d){5,}[\s()./-]*$/;
/** An uploaded image (`/uploads/…`) or an absolute http(s) address. */
const imageUrlPattern = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

/** The field rules of a shop, shared by creation, the profile form and the approval payload. */
export const shopFieldSchemas = {
  name: required(200),
  address: required(500),
  phone: required(40).regex(phonePattern),
  email: z.email().max(254),
  category: z.enum(shopCategories),
  description: z.string().trim().max(2000),
  googlePlacesId: required(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  externalLinks: z.array(z.url({ protocol: /^https?$/ }).max(500)).max(20),
  logoUrl: z.string().max(500).regex(imageUrlPattern),
  backgroundUrl: z.string().max(500).regex(imageUrlPattern),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  timezone: z.string().max(64).refine(isIanaTimeZone, 'not an IANA time zone'),
  slotStepMinutes: z.number().int().min(5).max(120),
  minLeadMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  horizonDays: z.number().int().min(1).max(365),
  autoConfirm: z.boolean(),
} as const;

/** Profile content: a shop admin's change to these waits for a global admin's approval. */
export const shopProfileFields = [
  'name',
  'address',
  'phone',
  'email',
  'category',
  'description',
  'googlePlacesId',
  'latitude',
  'longitude',
  'externalLinks',
  'logoUrl',
  'backgroundUrl',
  'currencyCode',
] as const;
export type ShopProfileField = (typeof shopProfileFields)[number];

/** Booking settings: a shop admin's change to these applies at once. */
export const shopBookingSettingFields = [
  'timezone',
  'slotStepMinutes',
  'minLeadMinutes',
  'horizonDays',
  'autoConfirm',
] as const;
export type ShopBookingSettingField = (typeof shopBookingSettingFields)[number];

const f = shopFieldSchemas;

/**
 * POST shops. Images and the place id are completed later in the profile. `ownerUid` (global
 * admins only) names the account that becomes the shop's admin; otherwise the caller does.
 */
export const createShopRequestSchema = z.object({
  name: f.name,
  address: f.address,
  phone: f.phone,
  email: f.email,
  category: f.category,
  description: f.description.optional(),
  googlePlacesId: f.googlePlacesId.nullish(),
  latitude: f.latitude.nullish(),
  longitude: f.longitude.nullish(),
  timezone: f.timezone.optional(),
  externalLinks: f.externalLinks.optional(),
  currencyCode: f.currencyCode.optional(),
  ownerUid: z.uuid().optional(),
});
export type CreateShopRequest = z.infer<typeof createShopRequestSchema>;

/** The profile fields of PUT shops/{id}; also the shape of a pending shop change. */
export const shopProfileChangeSchema = z.object({
  name: f.name.optional(),
  address: f.address.optional(),
  phone: f.phone.optional(),
  email: f.email.optional(),
  category: f.category.optional(),
  description: f.description.optional(),
  googlePlacesId: f.googlePlacesId.nullable().optional(),
  latitude: f.latitude.nullable().optional(),
  longitude: f.longitude.nullable().optional(),
  externalLinks: f.externalLinks.optional(),
  logoUrl: f.logoUrl.nullable().optional(),
  backgroundUrl: f.backgroundUrl.nullable().optional(),
  currencyCode: f.currencyCode.optional(),
});
export type ShopProfileChange = z.infer<typeof shopProfileChangeSchema>;

export const shopBookingSettingsChangeSchema = z.object({
  timezone: f.timezone.optional(),
  slotStepMinutes: f.slotStepMinutes.optional(),
  minLeadMinutes: f.minLeadMinutes.optional(),
  horizonDays: f.horizonDays.optional(),
  autoConfirm: f.autoConfirm.optional(),
});
export type ShopBookingSettingsChange = z.infer<typeof shopBookingSettingsChangeSchema>;

/**
 * The legal details: a shop admin's change applies at once, as the studio answers for its own
 * imprint (they are no content for review); null removes them.
 */
export const shopLegalChangeSchema = z.object({ legal: shopLegalSchema.nullable().optional() });
export type ShopLegalChange = z.infer<typeof shopLegalChangeSchema>;

/**
 * PUT shops/{id}: every field optional. Fields this schema does not name (`id`, `status`, …) are
 * ignored, so the web app may send a whole shop back. `logoUrl` and `backgroundUrl` are among
 * them: only the image upload sets those, so that a shop can never name another shop's file.
 */
export const updateShopRequestSchema = shopProfileChangeSchema
  .omit({ logoUrl: true, backgroundUrl: true })
  .extend(shopBookingSettingsChangeSchema.shape)
  .extend(shopLegalChangeSchema.shape);
export type UpdateShopRequest = z.infer<typeof updateShopRequestSchema>;

/** A shop admin's profile change waiting for approval: only the fields that differ from the live shop. */
export const pendingShopChangeSchema = z
  .object({
    /** The approval request's id. */
    id: z.string(),
    fields: z.array(z.enum(shopProfileFields)),
    proposed: shopProfileChangeSchema,
    /** ISO 8601 instant of the latest submission. */
    submittedAt: z.string(),
  })
  .meta({ id: 'PendingShopChange' });
export type PendingShopChange = z.infer<typeof pendingShopChangeSchema>;

/** A shop as its admins and global admins see it: the live shop plus what waits for review. */
export const managedShopSchema = shopSchema
  .extend({
    pendingChange: pendingShopChangeSchema.nullable(),
    /** When the owner last submitted the profile for review (ISO 8601), while not yet active. */
    reviewRequestedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ManagedShop' });
export type ManagedShop = z.infer<typeof managedShopSchema>;

/** GET shops/{id}: the shop; its admins and global admins also get the managed fields. */
export const shopDetailSchema = shopSchema
  .extend({
    pendingChange: pendingShopChangeSchema.nullable().optional(),
    reviewRequestedAt: z.string().nullable().optional(),
    createdAt: z.string().optional(),
  })
  .meta({ id: 'ShopDetail' });
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/**
 * GET shops/all/true: newest first, 100 to a page unless `limit` says otherwise; `search` matches
 * part of the name, address or email; `status` and `reviewRequested` filter.
 */
export const shopListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(shopStatuses).optional(),
  /** `true`: only studios that asked for review; `false`: only those that did not. */
  reviewRequested: z.stringbool().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: listCursorSchema,
});
export type ShopListQuery = z.input<typeof shopListQuerySchema>;

export const shopOwnerSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });
export type ShopOwner = z.infer<typeof shopOwnerSchema>;

export const shopListItemSchema = shopSchema
  .extend({
    /** The shop's first shop admin, if it has one. */
    owner: shopOwnerSchema.nullable(),
    hasPendingChange: z.boolean(),
    reviewRequestedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ShopListItem' });
export type ShopListItem = z.infer<typeof shopListItemSchema>;
export const shopListSchema = z.array(shopListItemSchema);

/** GET shops/{id}/admins: the accounts that administer a shop. */
export const shopAdminSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    email: z.string(),
    disabled: z.boolean(),
    emailVerified: z.boolean(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'ShopAdmin' });
export type ShopAdmin = z.infer<typeof shopAdminSchema>;
export const shopAdminListSchema = z.array(shopAdminSchema);

/** POST shops/{id}/images/{kind}: the stored image and the shop; `pending` when it waits for approval. */
export const shopImageUploadResponseSchema = z
  .object({
    kind: z.enum(shopImageKinds),
    url: z.string(),
    pending: z.boolean(),
    shop: managedShopSchema,
  })
  .meta({ id: 'ShopImageUpload' });
export type ShopImageUploadResponse = z.infer<typeof shopImageUploadResponseSchema>;

/**
 * What the profile needs before review. The place id and coordinates are optional: the owner finds
 * them from the address, and a studio without them is still reviewed.
 */
export const shopReviewRequiredFields = [
  'name',
  'address',
  'phone',
  'email',
  'category',
  'logoUrl',
  'backgroundUrl',
] as const;

/** A profile (other fields, e.g. the optional location, are allowed and ignored). */
type ReviewProfile = Partial<Record<(typeof shopReviewRequiredFields)[number], string | null>> &
  Record<string, unknown>;

/** The fields still missing before a profile can be reviewed. */
export function missingForReview(profile: ReviewProfile): string[] {
  return shopReviewRequiredFields.filter((field) => !profile[field]);
}
