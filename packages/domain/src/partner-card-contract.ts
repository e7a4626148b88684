// Partner cards (module partnerCardsEnabled): the global admin's cards (GET|POST partner-cards,
// PUT|DELETE partner-cards/{id}), the cards a shop accepts (PUT shops/{shopId}/partner-cards,
// approval) and the customer's own cards (POST me/partner-cards).
import { z } from 'zod';

/** Longer patterns are refused (400 9400), as the HTTP contract fixes. */
export const partnerCardPatternMax = 200;
export const partnerCardTitleMax = 80;
export const partnerCardNumberMax = 64;

/**
 * A card number as typed or scanned: spaces and dashes people type between digit groups are not
 * part of it.
 */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[\s-]+/g, '');
}

/**
 * The pattern as a regular expression matched against the WHOLE number (anchored here, so a
 * pattern without ^…$ cannot match a part). Undefined when it is not a valid expression.
 */
export function compilePartnerCardPattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return undefined;
  }
}

export function cardNumberMatches(pattern: string, number: string): boolean {
  return compilePartnerCardPattern(pattern)?.test(number) ?? false;
}

export const partnerCardWriteSchema = z.object({
  title: z.string().trim().min(1).max(partnerCardTitleMax),
  pattern: z.string().min(1).max(partnerCardPatternMax),
});
export type PartnerCardWrite = z.input<typeof partnerCardWriteSchema>;

export const partnerCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    pattern: z.string(),
    /** ISO 8601 instants. */
    createdAt: z.string(),
    modifiedAt: z.string(),
  })
  .meta({ id: 'PartnerCard' });
export type PartnerCard = z.infer<typeof partnerCardSchema>;
export const partnerCardListSchema = z.array(partnerCardSchema);

/** PUT shops/{shopId}/partner-cards: the whole set of cards the shop accepts. */
export const shopPartnerCardsWriteSchema = z.object({
  partnerCardIds: z.array(z.uuid()).max(200),
});
export type ShopPartnerCardsWrite = z.input<typeof shopPartnerCardsWriteSchema>;

/** The proposed choice of a shop admin, as the approval stores it. */
export const shopPartnerCardsChangeSchema = z.object({ partnerCardIds: z.array(z.uuid()).max(200) });

/** The shop admin's view: every card there is, the ones accepted now and the choice waiting for approval. */
export const shopPartnerCardChoiceSchema = z
  .object({
    available: partnerCardListSchema,
    acceptedIds: z.array(z.string()),
    pendingChange: z
      .object({ approvalId: z.string(), partnerCardIds: z.array(z.string()), submittedAt: z.string() })
      .nullable(),
  })
  .meta({ id: 'ShopPartnerCardChoice' });
export type ShopPartnerCardChoice = z.infer<typeof shopPartnerCardChoiceSchema>;

/** POST me/partner-cards. */
export const addCustomerPartnerCardSchema = z.object({
  partnerCardId: z.uuid(),
  number: z.string().transform(normalizeCardNumber).pipe(z.string().min(1).max(partnerCardNumberMax)),
});
export type AddCustomerPartnerCard = z.input<typeof addCustomerPartnerCardSchema>;

export const customerPartnerCardSchema = z
  .object({
    id: z.string(),
    partnerCardId: z.string(),
    title: z.string(),
    number: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CustomerPartnerCard' });
export type CustomerPartnerCard = z.infer<typeof customerPartnerCardSchema>;
export const customerPartnerCardListSchema = z.array(customerPartnerCardSchema);
