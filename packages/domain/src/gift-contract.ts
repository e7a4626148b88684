// Gifts (module giftsEnabled): GET|POST shops/{shopId}/gifts, PUT|DELETE shops/{shopId}/gifts/{id},
// POST shops/{shopId}/gifts/{id}/claim; the shop's overview and its claims to hand over.
// Paths, fields and codes named by the HTTP contract are fixed; the rest is published in OpenAPI.
import { z } from 'zod';
import { isoDateSchema } from './input-rules.ts';

export const giftTypes = ['welcome', 'birthday', 'loyalty', 'general'] as const;
export type GiftType = (typeof giftTypes)[number];

export const giftClaimStatuses = ['claimed', 'handed_over'] as const;
export type GiftClaimStatus = (typeof giftClaimStatuses)[number];

export const giftTitleMax = 60;
export const giftOfferTextMax = 120;
export const giftDescriptionMax = 1000;

/** An uploaded image (`/uploads/…`) or an absolute http(s) address. */
const imageUrlPattern = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

export const giftFieldSchemas = {
  title: z.string().trim().min(1).max(giftTitleMax),
  offerText: z.string().trim().min(1).max(giftOfferTextMax),
  description: z.string().trim().min(1).max(giftDescriptionMax),
  type: z.enum(giftTypes),
  validFrom: isoDateSchema.nullable(),
  validTo: isoDateSchema.nullable(),
  imageUrl: z.string().max(500).regex(imageUrlPattern),
} as const;

const validityInOrder = (gift: { validFrom?: string | null; validTo?: string | null }) =>
  !gift.validFrom || !gift.validTo || gift.validFrom <= gift.validTo;
const validityMessage = { message: 'validTo must not be before validFrom', path: ['validTo'] };

/** POST shops/{shopId}/gifts: the whole gift. Without validity dates a gift has no start or end. */
export const giftWriteSchema = z
  .object({
    title: giftFieldSchemas.title,
    offerText: giftFieldSchemas.offerText,
    description: giftFieldSchemas.description,
    type: giftFieldSchemas.type,
    validFrom: giftFieldSchemas.validFrom.optional(),
    validTo: giftFieldSchemas.validTo.optional(),
    imageUrl: giftFieldSchemas.imageUrl,
  })
  .refine(validityInOrder, validityMessage);
export type GiftWrite = z.input<typeof giftWriteSchema>;

/** PUT shops/{shopId}/gifts/{id}: the fields that change. */
export const giftUpdateSchema = z
  .object({
    title: giftFieldSchemas.title,
    offerText: giftFieldSchemas.offerText,
    description: giftFieldSchemas.description,
    type: giftFieldSchemas.type,
    validFrom: giftFieldSchemas.validFrom,
    validTo: giftFieldSchemas.validTo,
    imageUrl: giftFieldSchemas.imageUrl,
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'nothing to change' });
export type GiftUpdate = z.input<typeof giftUpdateSchema>;

/** The proposed values of a shop admin's gift change, as the approval stores them. */
export const giftChangeSchema = z
  .object({
    title: giftFieldSchemas.title,
    offerText: giftFieldSchemas.offerText,
    description: giftFieldSchemas.description,
    type: giftFieldSchemas.type,
    validFrom: giftFieldSchemas.validFrom,
    validTo: giftFieldSchemas.validTo,
    imageUrl: giftFieldSchemas.imageUrl,
    /** The shop admin asked for the gift to be removed. */
    removed: z.literal(true),
  })
  .partial();
export type GiftChange = z.infer<typeof giftChangeSchema>;

/** The values of a gift by field name (what an approval compares). */
export interface GiftValues {
  title: string;
  offerText: string;
  description: string;
  type: GiftType;
  validFrom: string | null;
  validTo: string | null;
  imageUrl: string;
}

const ownClaimSchema = z.object({
  id: z.string(),
  status: z.enum(giftClaimStatuses),
  /** ISO 8601 instants. */
  claimedAt: z.string(),
  handedOverAt: z.string().nullable(),
});

/** A live gift as customers see it; `claim` is the signed-in caller's claim of it, if any. */
export const giftSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    offerText: z.string(),
    description: z.string(),
    type: z.enum(giftTypes),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    imageUrl: z.string(),
    claim: ownClaimSchema.nullable(),
  })
  .meta({ id: 'Gift' });
export type Gift = z.infer<typeof giftSchema>;
export const giftListSchema = z.array(giftSchema);

/** A gift the signed-in customer claimed, at whichever studio: their account's list of gifts held. */
export const ownGiftSchema = giftSchema
  .extend({ shopId: z.string(), shopName: z.string(), claim: ownClaimSchema })
  .meta({ id: 'OwnGift' });
export type OwnGift = z.infer<typeof ownGiftSchema>;
export const ownGiftListSchema = z.array(ownGiftSchema);

const pendingGiftChangeSchema = z.object({
  approvalId: z.string(),
  proposed: giftChangeSchema,
  submittedAt: z.string(),
});

/**
 * One gift in the shop's overview: the live values (null for a new gift waiting for approval),
 * the change waiting for approval, and how often it was claimed and handed over.
 */
export const managedGiftSchema = z
  .object({
    id: z.string(),
    live: z
      .object({
        title: z.string(),
        offerText: z.string(),
        description: z.string(),
        type: z.enum(giftTypes),
        validFrom: z.string().nullable(),
        validTo: z.string().nullable(),
        imageUrl: z.string(),
      })
      .nullable(),
    pendingChange: pendingGiftChangeSchema.nullable(),
    claims: z.number().int(),
    handedOver: z.number().int(),
  })
  .meta({ id: 'ManagedGift' });
export type ManagedGift = z.infer<typeof managedGiftSchema>;
export const managedGiftListSchema = z.array(managedGiftSchema);

/** The answer of a write: the gift as the shop's overview shows it. */
export const giftWriteResultSchema = managedGiftSchema;

export const giftClaimSchema = z
  .object({
    id: z.string(),
    giftId: z.string(),
    giftTitle: z.string(),
    account: z.object({ uid: z.string(), name: z.string(), email: z.string() }),
    status: z.enum(giftClaimStatuses),
    claimedAt: z.string(),
    handedOverAt: z.string().nullable(),
  })
  .meta({ id: 'GiftClaim' });
export type GiftClaim = z.infer<typeof giftClaimSchema>;
export const giftClaimListSchema = z.array(giftClaimSchema);

export const giftClaimListQuerySchema = z.object({
  status: z.enum(giftClaimStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type GiftClaimListQuery = z.input<typeof giftClaimListQuerySchema>;

/** Whether a gift can be claimed on a shop-local calendar day (`YYYY-MM-DD`). */
export function isGiftValidOn(
  gift: { validFrom: string | null; validTo: string | null },
  day: string,
): boolean {
  return (gift.validFrom === null || gift.validFrom <= day) && (gift.validTo === null || day <= gift.validTo);
}
