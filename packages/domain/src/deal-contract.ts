// Deals (module dealsEnabled): GET|POST deals, PUT|DELETE deals/{id} (global admin);
// GET|POST shops/{shopId}/deals, PUT shops/{shopId}/deals/{id}, PUT …/{id}/active (shop);
// POST shops/{shopId}/deals/{id}/redeem, GET me/deals (customer). Paths, fields and codes named
// by the HTTP contract are fixed; the rest is published in OpenAPI.
import { z } from 'zod';
import {
  dealDescriptionMax,
  dealOfferTextMax,
  dealTitleMax,
  dealTypeProblems,
  dealTypes,
} from './deal-rules.ts';
import { isoDateSchema } from './input-rules.ts';
import { shortCodeSchema } from './short-code.ts';

/** An uploaded image (`/uploads/…`) or an absolute http(s) address. */
const imageUrlPattern = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

export const dealFieldSchemas = {
  title: z.string().trim().min(1).max(dealTitleMax),
  offerText: z.string().trim().min(1).max(dealOfferTextMax),
  description: z.string().trim().min(1).max(dealDescriptionMax),
  imageUrl: z.string().max(500).regex(imageUrlPattern),
  priceCents: z.number().int().min(1).max(10_000_000),
  percent: z.number().int().min(1).max(100),
  articleIds: z.array(z.string().trim().min(1).max(64)).max(50),
  bundlePriceCents: z.number().int().min(0).max(10_000_000),
} as const;

/** The fields of a deal that a shop admin may propose (its shop is the route's). */
const dealBodyShape = {
  title: dealFieldSchemas.title,
  offerText: dealFieldSchemas.offerText,
  description: dealFieldSchemas.description,
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  hot: z.boolean().default(false),
  multiUse: z.boolean().default(false),
  type: z.enum(dealTypes),
  imageUrl: dealFieldSchemas.imageUrl.nullish().transform((value) => value ?? null),
  requiresPurchase: z.boolean().default(false),
  priceCents: dealFieldSchemas.priceCents.nullish().transform((value) => value ?? null),
  percent: dealFieldSchemas.percent.nullish().transform((value) => value ?? null),
  articleIds: dealFieldSchemas.articleIds.default([]),
  bundlePriceCents: dealFieldSchemas.bundlePriceCents.nullish().transform((value) => value ?? null),
};

type DealTypeInput = Parameters<typeof dealTypeProblems>[0];

/** Adds the per-type problems (percent, articles, bundle price, purchase price, dates) as issues. */
function checkDealType(deal: DealTypeInput, context: z.RefinementCtx): void {
  for (const [field, problem] of Object.entries(dealTypeProblems(deal))) {
    context.addIssue({ code: 'custom', path: [field], message: problem });
  }
}

/** POST shops/{shopId}/deals, PUT shops/{shopId}/deals/{id}: a shop admin's own deal (approval). */
export const shopDealWriteSchema = z.object(dealBodyShape).superRefine(checkDealType);
export type ShopDealWrite = z.input<typeof shopDealWriteSchema>;
export type ShopDealValues = z.output<typeof shopDealWriteSchema>;

/** POST deals, PUT deals/{id}: a global admin's ready-made deal for one or several shops. */
export const dealWriteSchema = z
  .object({ ...dealBodyShape, shopIds: z.array(z.uuid()).min(1).max(500) })
  .superRefine(checkDealType);
export type DealWrite = z.input<typeof dealWriteSchema>;
export type DealValues = z.output<typeof dealWriteSchema>;

/** The values of a deal as customers see them. */
const dealValuesSchema = z.object({
  id: z.string(),
  title: z.string(),
  offerText: z.string(),
  description: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  hot: z.boolean(),
  multiUse: z.boolean(),
  type: z.enum(dealTypes),
  imageUrl: z.string().nullable(),
  requiresPurchase: z.boolean(),
  priceCents: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  articleIds: z.array(z.string()),
  bundlePriceCents: z.number().int().nullable(),
});

/** GET shops/{shopId}/deals: a live deal of the shop (approved, switched on, valid today). */
export const publicDealSchema = dealValuesSchema.meta({ id: 'Deal' });
export type PublicDeal = z.infer<typeof publicDealSchema>;
export const publicDealListSchema = z.array(publicDealSchema);

export const dealShopSchema = z.object({ shopId: z.string(), shopName: z.string(), active: z.boolean() });

/** GET deals: every deal with its shops and whether each has switched it on (global admin). */
export const managedDealSchema = dealValuesSchema
  .extend({
    shopIds: z.array(z.string()),
    shops: z.array(dealShopSchema),
    /** The shop that proposed it; null for a global admin's ready-made deal. */
    ownerShopId: z.string().nullable(),
    redemptions: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'ManagedDeal' });
export type ManagedDeal = z.infer<typeof managedDealSchema>;
export const managedDealListSchema = z.array(managedDealSchema);

export const pendingDealChangeSchema = z.object({
  approvalId: z.string(),
  proposed: z.record(z.string(), z.unknown()),
  submittedAt: z.string(),
});

/** A shop's deal as its admin sees it: live values, switched on or off, and a change waiting. */
export const shopDealSchema = dealValuesSchema
  .extend({
    active: z.boolean(),
    /** A global admin's ready-made deal (switched on or off here, changed only by a global admin). */
    readyMade: z.boolean(),
    redemptions: z.number().int(),
    pendingChange: pendingDealChangeSchema.nullable(),
  })
  .meta({ id: 'ShopDeal' });
export type ShopDeal = z.infer<typeof shopDealSchema>;

/** A new deal of the shop waiting for approval (customers do not see it yet). */
export const proposedDealSchema = z.object({
  dealId: z.string(),
  approvalId: z.string(),
  proposed: z.record(z.string(), z.unknown()),
  submittedAt: z.string(),
});
export type ProposedDeal = z.infer<typeof proposedDealSchema>;

/** GET shops/{shopId}/deals/overview (shop admin). */
export const shopDealOverviewSchema = z
  .object({ deals: z.array(shopDealSchema), proposals: z.array(proposedDealSchema) })
  .meta({ id: 'ShopDealOverview' });
export type ShopDealOverview = z.infer<typeof shopDealOverviewSchema>;

/** Answer of a shop admin's POST/PUT: the deal's id, and whether it waits for approval. */
export const savedShopDealSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'live']),
  approvalId: z.string().nullable(),
});
export type SavedShopDeal = z.infer<typeof savedShopDealSchema>;

export const dealActiveSchema = z.object({ active: z.boolean() });

/** POST shops/{shopId}/deals/{id}/redeem. */
export const redeemDealSchema = z
  .object({ purchaseId: z.string().trim().min(1).max(64).optional() })
  .nullish();

export const dealRedemptionSchema = z
  .object({
    redemptionId: z.string(),
    /** Short code shown (and as a QR code) on the redemption screen for the counter. */
    code: z.string(),
    /** ISO 8601 instant; the screen counts down from here. */
    redeemedAt: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    deal: dealValuesSchema,
  })
  .meta({ id: 'DealRedemption' });
export type DealRedemption = z.infer<typeof dealRedemptionSchema>;
/** GET me/deals: the caller's redemptions, newest first. */
export const dealRedemptionListSchema = z.array(dealRedemptionSchema);

/** GET shops/{shopId}/deals/redemptions: staff check a customer's code. */
export const shopRedemptionSchema = z
  .object({
    redemptionId: z.string(),
    code: z.string(),
    redeemedAt: z.string(),
    dealId: z.string(),
    dealTitle: z.string(),
    account: z.object({ uid: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'ShopDealRedemption' });
export const shopRedemptionListSchema = z.array(shopRedemptionSchema);

export const shopRedemptionListQuerySchema = z.object({
  code: shortCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET me/deal-purchases: a deal the caller bought. `state`: `pending` (checkout started, not paid),
 * `paid` (ready to redeem), `redeemed` (used up), `failed` (the payment failed).
 */
export const ownDealPurchaseSchema = z
  .object({
    purchaseId: z.string(),
    dealId: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    title: z.string(),
    offerText: z.string(),
    priceCents: z.number().int(),
    currency: z.string(),
    state: z.enum(['pending', 'paid', 'redeemed', 'failed']),
    /** ISO 8601 instants. */
    purchasedAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'OwnDealPurchase' });
export type OwnDealPurchase = z.infer<typeof ownDealPurchaseSchema>;
export const ownDealPurchaseListSchema = z.array(ownDealPurchaseSchema);

/** GET shops/{shopId}/deals/sales: a paid deal purchase as the studio sees it (shop admin). */
export const shopDealSaleSchema = z
  .object({
    purchaseId: z.string(),
    dealId: z.string(),
    dealTitle: z.string(),
    priceCents: z.number().int(),
    currency: z.string(),
    /** `paid`: not yet redeemed; `redeemed`: used at the counter. */
    state: z.enum(['paid', 'redeemed']),
    /** ISO 8601 instant. */
    paidAt: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
  })
  .meta({ id: 'ShopDealSale' });
export type ShopDealSale = z.infer<typeof shopDealSaleSchema>;
export const shopDealSaleListSchema = z.array(shopDealSaleSchema);
