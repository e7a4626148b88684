// The shop status machine: which status a global admin may move a shop to from which.
// Only `active` shops are public. A transition to the same status is not a transition.
import { type ShopStatus, shopStatuses } from './shop.ts';

/**
 * Allowed transitions, from → to.
 * - pending (awaiting approval): approved to active, or to pending_payment until a plan is paid;
 *   refused (inactive) or suspended.
 * - pending_payment: payment success activates it; back to review (pending), inactive or suspended.
 * - active: suspended, switched off (inactive), or waiting for a new payment (pending_payment).
 *   Never straight back to pending: an active shop is taken offline first.
 * - suspended: reinstated (active) or closed (inactive); it does not re-enter review or payment.
 * - inactive: reactivated, sent back to review, or waiting for payment; suspending it means nothing.
 */
export const shopStatusTransitions: Readonly<Record<ShopStatus, readonly ShopStatus[]>> = {
  pending: ['active', 'pending_payment', 'inactive', 'suspended'],
  pending_payment: ['active', 'pending', 'inactive', 'suspended'],
  active: ['pending_payment', 'inactive', 'suspended'],
  suspended: ['active', 'inactive'],
  inactive: ['active', 'pending', 'pending_payment'],
};

export function isShopStatus(value: unknown): value is ShopStatus {
  return typeof value === 'string' && (shopStatuses as readonly string[]).includes(value);
}

export function canTransitionShopStatus(from: ShopStatus, to: ShopStatus): boolean {
  return shopStatusTransitions[from].includes(to);
}

/** Whether reaching `to` from `from` is the shop going live for the first time (the owner is mailed). */
export function isShopGoingLive(from: ShopStatus, to: ShopStatus): boolean {
  return to === 'active' && (from === 'pending' || from === 'pending_payment');
}
