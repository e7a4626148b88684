// Stamp cards (module stampsEnabled): GET|PUT shops/{shopId}/stamp-card, GET stamp-card/me,
// POST|GET stamp-card/requests, POST stamp-card/requests/{id}/confirm|reject, GET me/stamp-cards.
// Paths, fields and codes named by the HTTP contract are fixed; the rest is published in OpenAPI.
import { z } from 'zod';
import { shortCodeSchema } from './short-code.ts';
import { maxRedeemCount, minRedeemCount, stampActions, stampRequestStatuses } from './stamp-rules.ts';

/** An uploaded image (`/uploads/…`) or an absolute http(s) address. */
const imageUrlPattern = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

export const stampCardFieldSchemas = {
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000),
  imageUrl: z.string().max(500).regex(imageUrlPattern),
  redeemCount: z.number().int().min(minRedeemCount).max(maxRedeemCount),
} as const;

/** The live card as customers see it. */
export const stampCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    redeemCount: z.number().int(),
  })
  .meta({ id: 'StampCard' });
export type StampCard = z.infer<typeof stampCardSchema>;

/** PUT shops/{shopId}/stamp-card: the whole card (one per shop). */
export const stampCardWriteSchema = z.object({
  title: stampCardFieldSchemas.title,
  description: stampCardFieldSchemas.description.optional(),
  imageUrl: stampCardFieldSchemas.imageUrl,
  redeemCount: stampCardFieldSchemas.redeemCount,
});
export type StampCardWrite = z.input<typeof stampCardWriteSchema>;

/** The proposed values of a shop admin's card change, as the approval stores them. */
export const stampCardChangeSchema = z
  .object({
    title: stampCardFieldSchemas.title,
    description: stampCardFieldSchemas.description,
    imageUrl: stampCardFieldSchemas.imageUrl,
    redeemCount: stampCardFieldSchemas.redeemCount,
  })
  .partial();
export type StampCardChange = z.infer<typeof stampCardChangeSchema>;

export const pendingStampCardChangeSchema = z.object({
  approvalId: z.string(),
  proposed: stampCardChangeSchema,
  submittedAt: z.string(),
});

export const stampCardTotalsSchema = z.object({
  /** Customers holding the shop's card. */
  customers: z.number().int(),
  stampsLast30Days: z.number().int(),
  /** Cards redeemed, ever. */
  cardsRedeemed: z.number().int(),
  pendingRequests: z.number().int(),
});
export type StampCardTotals = z.infer<typeof stampCardTotalsSchema>;

/**
 * The shop admin's view (answer of PUT and of GET stamp-card/overview): the live card, the change
 * waiting for approval, and the totals.
 */
export const stampCardOverviewSchema = z
  .object({
    card: stampCardSchema.nullable(),
    pendingChange: pendingStampCardChangeSchema.nullable(),
    totals: stampCardTotalsSchema,
  })
  .meta({ id: 'StampCardOverview' });
export type StampCardOverview = z.infer<typeof stampCardOverviewSchema>;

/** What the append-only log records; the customer's "last action" is its newest entry. */
export const stampEventKinds = [
  'stamp_requested',
  'redeem_requested',
  'stamps_added',
  'card_redeemed',
  'request_rejected',
] as const;
export type StampEventKind = (typeof stampEventKinds)[number];

export const stampLastActionSchema = z.object({
  kind: z.enum(stampEventKinds),
  /** Stamps asked for or added (1 for a redemption). */
  count: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Why a request was rejected, when the shop said. */
  reason: z.string().nullable(),
});
export type StampLastAction = z.infer<typeof stampLastActionSchema>;

export const ownStampRequestSchema = z.object({
  id: z.string(),
  action: z.enum(stampActions),
  count: z.number().int(),
  status: z.enum(stampRequestStatuses),
  /** Short code the customer shows at the counter (typed or scanned as a QR code). */
  code: z.string(),
  createdAt: z.string(),
});

/** GET shops/{shopId}/stamp-card/me: the caller's card at this shop. */
export const myStampCardSchema = z
  .object({
    stamps: z.number().int(),
    maxStamps: z.number().int(),
    /** The last confirmed action emptied the card by redeeming it (false again after the next stamp). */
    redeemed: z.boolean(),
    /** How many times the customer redeemed this shop's card. */
    redemptions: z.number().int(),
    lastAction: stampLastActionSchema.nullable(),
    pendingRequest: ownStampRequestSchema.nullable(),
  })
  .meta({ id: 'MyStampCard' });
export type MyStampCard = z.infer<typeof myStampCardSchema>;

/** GET me/stamp-cards: every card the customer holds, with its shop. */
export const heldStampCardSchema = myStampCardSchema
  .extend({ shopId: z.string(), shopName: z.string(), card: stampCardSchema })
  .meta({ id: 'HeldStampCard' });
export type HeldStampCard = z.infer<typeof heldStampCardSchema>;
export const heldStampCardListSchema = z.array(heldStampCardSchema);

/** POST shops/{shopId}/stamp-card/requests. */
export const createStampRequestSchema = z.object({
  action: z.enum(stampActions),
  count: z.number().int().min(1).max(maxRedeemCount).default(1),
});
export type CreateStampRequest = z.input<typeof createStampRequestSchema>;

export const createdStampRequestSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  code: z.string(),
});

const accountSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });

/** A request as the shop admin sees it (list, decisions). */
export const stampRequestSchema = z
  .object({
    id: z.string(),
    account: accountSchema,
    /** The customer's card now. */
    stamps: z.number().int(),
    maxStamps: z.number().int(),
    action: z.enum(stampActions),
    count: z.number().int(),
    createdAt: z.string(),
    status: z.enum(stampRequestStatuses),
    code: z.string(),
    reason: z.string().nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'StampRequest' });
export type StampRequest = z.infer<typeof stampRequestSchema>;
export const stampRequestListSchema = z.array(stampRequestSchema);

export const stampRequestListQuerySchema = z.object({
  status: z.enum(stampRequestStatuses).optional(),
  /** The short code a customer shows at the counter. */
  code: shortCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

export const decideStampRequestSchema = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .nullish();

/** POST shops/{shopId}/stamp-card/requests/decide: several at once, each decided on its own. */
export const decideStampRequestsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  decision: z.enum(['confirm', 'reject']),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type DecideStampRequests = z.infer<typeof decideStampRequestsSchema>;

export const stampRequestBulkDecisionSchema = z
  .object({
    decided: stampRequestListSchema,
    failed: z.array(z.object({ id: z.string(), errorCode: z.number().int() })),
  })
  .meta({ id: 'StampRequestBulkDecision' });
export type StampRequestBulkDecision = z.infer<typeof stampRequestBulkDecisionSchema>;

/** A customer's card as the shop admin lists them. */
export const customerStampCardSchema = z
  .object({
    account: accountSchema,
    stamps: z.number().int(),
    maxStamps: z.number().int(),
    redemptions: z.number().int(),
    lastAction: stampLastActionSchema.nullable(),
  })
  .meta({ id: 'CustomerStampCard' });
export type CustomerStampCard = z.infer<typeof customerStampCardSchema>;
export const customerStampCardListSchema = z.array(customerStampCardSchema);

export const customerStampCardListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
