// Deal rules: which deals customers see, and whether a customer may redeem one. The API checks
// these before it writes; PostgreSQL holds the one rule that races (a single-use deal is redeemed
// once per customer and shop: a partial unique index).
import { ErrorCode } from './error-codes.ts';

export const dealTypes = ['independent', 'order_percentage', 'article_highlight', 'bundle_price'] as const;
export type DealType = (typeof dealTypes)[number];

/** Deal types that take effect on a café order and are redeemed with it (the order issue). */
export const orderDealTypes: readonly DealType[] = ['order_percentage', 'article_highlight', 'bundle_price'];

/** Character limits of a deal's texts (the HTTP contract). */
export const dealTitleMax = 60;
export const dealOfferTextMax = 120;
export const dealDescriptionMax = 1000;

/** How long the redemption screen counts down: long enough to show at the counter, too short to reuse a screenshot. */
export const redemptionCountdownSeconds = 120;

export interface DealValidity {
  /** `YYYY-MM-DD`, inclusive, in the shop's time zone. */
  validFrom: string;
  validTo: string;
}

/** Whether a deal is valid on a calendar day of the shop (ISO dates compare as strings). */
export function isDealValidOn(deal: DealValidity, day: string): boolean {
  return deal.validFrom <= day && day <= deal.validTo;
}

export interface ShopDealState extends DealValidity {
  /** The deal belongs to the shop at all (an approved deal linked to it). */
  linked: boolean;
  /** Switched on for the shop. */
  active: boolean;
}

/** Customers see a shop's deal when it is linked, switched on and valid today. */
export function isDealVisible(deal: ShopDealState, today: string): boolean {
  return deal.linked && deal.active && isDealValidOn(deal, today);
}

/** Hot deals first, then the ones that end soonest, then by title. */
export function compareDealsForCustomers(
  a: { hot: boolean; validTo: string; title: string },
  b: { hot: boolean; validTo: string; title: string },
): number {
  if (a.hot !== b.hot) return a.hot ? -1 : 1;
  if (a.validTo !== b.validTo) return a.validTo < b.validTo ? -1 : 1;
  return a.title.localeCompare(b.title);
}

export type PurchaseState = 'none' | 'unknown' | 'pending' | 'paid' | 'failed' | 'used';

export interface RedemptionAttempt {
  deal: ShopDealState & { type: DealType; requiresPurchase: boolean; multiUse: boolean };
  today: string;
  /** The purchase the customer names: none given, not found (or not theirs), or its state. */
  purchase: PurchaseState;
  /** Redemptions of this deal by this customer at this shop so far. */
  redeemedBefore: number;
}

/** The catalogue codes a refused redemption answers with. */
export type RedemptionRefusal =
  | typeof ErrorCode.dealAlreadyRedeemed
  | typeof ErrorCode.dealPurchaseRequired
  | typeof ErrorCode.dealNeedsNoPurchase
  | typeof ErrorCode.dealPurchaseNotFound
  | typeof ErrorCode.dealNotRedeemable;

/**
 * Why a customer may not redeem a deal now, or null when they may. In order: a deal that is not
 * linked, switched off or out of its validity cannot be redeemed (2014); an order-type deal that
 * needs no purchase is redeemed with an order instead (2011); a named purchase that is unknown is
 * 2012; a deal that needs a purchase without a paid, unused one is 2010; a single-use deal redeemed
 * before is 2003.
 */
export function dealRedemptionRefusal(attempt: RedemptionAttempt): RedemptionRefusal | null {
  const { deal, purchase } = attempt;
  if (!isDealVisible(deal, attempt.today)) return ErrorCode.dealNotRedeemable;
  if (!deal.requiresPurchase && orderDealTypes.includes(deal.type)) return ErrorCode.dealNeedsNoPurchase;
  if (purchase === 'unknown') return ErrorCode.dealPurchaseNotFound;
  if (deal.requiresPurchase && purchase !== 'paid') return ErrorCode.dealPurchaseRequired;
  if (!deal.multiUse && attempt.redeemedBefore > 0) return ErrorCode.dealAlreadyRedeemed;
  return null;
}

/** Seconds left on the redemption screen at `now` (epoch ms), never below 0. */
export function redemptionSecondsLeft(redeemedAt: number, now: number): number {
  const left = redemptionCountdownSeconds - Math.floor((now - redeemedAt) / 1000);
  return Math.max(0, Math.min(redemptionCountdownSeconds, left));
}

export type DealTypeField = 'percent' | 'articleIds' | 'bundlePriceCents' | 'priceCents' | 'validTo';

/** The fields a deal of each type needs beside the common ones, and a validity that ends before it starts. */
export function dealTypeProblems(deal: {
  type: DealType;
  percent?: number | null | undefined;
  articleIds?: readonly string[] | null | undefined;
  bundlePriceCents?: number | null | undefined;
  requiresPurchase: boolean;
  priceCents?: number | null | undefined;
  validFrom: string;
  validTo: string;
}): Partial<Record<DealTypeField, 'required' | 'invalid'>> {
  const problems: Partial<Record<DealTypeField, 'required' | 'invalid'>> = {};
  const needsPercent = deal.type === 'order_percentage' || deal.type === 'article_highlight';
  const needsArticles = deal.type === 'article_highlight' || deal.type === 'bundle_price';
  if (needsPercent && (deal.percent === null || deal.percent === undefined)) problems.percent = 'required';
  if (needsArticles && !deal.articleIds?.length) problems.articleIds = 'required';
  if (deal.type === 'bundle_price' && (deal.bundlePriceCents === null || deal.bundlePriceCents === undefined))
    problems.bundlePriceCents = 'required';
  if (deal.requiresPurchase && !deal.priceCents) problems.priceCents = 'required';
  if (deal.validTo < deal.validFrom) problems.validTo = 'invalid';
  return problems;
}
