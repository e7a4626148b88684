// Stamp card rules: a customer asks for stamps or for
// the card's redemption, the shop confirms or rejects. The API checks these at request time and
// applies them at confirmation; PostgreSQL enforces the same bounds with a CHECK.
import { ErrorCode } from './error-codes.ts';

export const stampActions = ['stamp', 'redeem'] as const;
export type StampAction = (typeof stampActions)[number];

export const stampRequestStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type StampRequestStatus = (typeof stampRequestStatuses)[number];

/** Limits of a card's number of stamps (its `redeemCount`). */
export const minRedeemCount = 2;
export const maxRedeemCount = 50;

/** A customer's card: stamps collected so far out of the number the card needs. */
export interface StampCardState {
  stamps: number;
  maxStamps: number;
}

export interface StampRequestIntent {
  action: StampAction;
  /** Stamps to add (ignored for a redemption). */
  count: number;
}

/** The catalogue code a refused request answers with: 2001 not enough stamps, 2002 card full. */
export type StampRuleRefusal = typeof ErrorCode.notEnoughStamps | typeof ErrorCode.stampCardFull;

export const stampRequestTransitions: Readonly<Record<StampRequestStatus, readonly StampRequestStatus[]>> = {
  pending: ['confirmed', 'rejected'],
  confirmed: [],
  rejected: [],
};

/** A request is decided once: only a pending one may become confirmed or rejected. */
export function canTransitionStampRequest(from: StampRequestStatus, to: StampRequestStatus): boolean {
  return stampRequestTransitions[from].includes(to);
}

export function isCardFull(card: StampCardState): boolean {
  return card.stamps >= card.maxStamps;
}

/**
 * Why a request may not be made (or confirmed) on a card, or null when it may: a stamp request on
 * a full card, or one that would overfill it, is 2002; a redemption before the card is full, 2001.
 */
export function stampRequestRefusal(
  card: StampCardState,
  intent: StampRequestIntent,
): StampRuleRefusal | null {
  if (intent.action === 'redeem') return isCardFull(card) ? null : ErrorCode.notEnoughStamps;
  return card.stamps + intent.count > card.maxStamps ? ErrorCode.stampCardFull : null;
}

export type StampConfirmation =
  | { ok: true; card: StampCardState; redeemed: boolean }
  | { ok: false; refusal: StampRuleRefusal };

/**
 * The card after a confirmed request. A stamp adds `count`; a redemption empties the card, which
 * then needs `nextMaxStamps` (the live card's number, which may have changed since it was started).
 */
export function applyStampConfirmation(
  card: StampCardState,
  intent: StampRequestIntent,
  nextMaxStamps: number = card.maxStamps,
): StampConfirmation {
  const refusal = stampRequestRefusal(card, intent);
  if (refusal !== null) return { ok: false, refusal };
  if (intent.action === 'redeem')
    return { ok: true, card: { stamps: 0, maxStamps: nextMaxStamps }, redeemed: true };
  return {
    ok: true,
    card: { stamps: card.stamps + intent.count, maxStamps: card.maxStamps },
    redeemed: false,
  };
}
