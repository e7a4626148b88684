import { describe, expect, it } from 'vitest';
import { type ShopStatus, shopStatuses } from './shop.ts';
import {
  canTransitionShopStatus,
  isShopGoingLive,
  isShopStatus,
  shopStatusTransitions,
} from './shop-status.ts';

// Every one of the 25 (from, to) pairs, spelled out: the table is the rule, this is its proof.
const expected: Record<ShopStatus, Record<ShopStatus, boolean>> = {
  pending: { pending: false, suspended: true, inactive: true, active: true, pending_payment: true },
  suspended: { pending: false, suspended: false, inactive: true, active: true, pending_payment: false },
  inactive: { pending: true, suspended: false, inactive: false, active: true, pending_payment: true },
  active: { pending: false, suspended: true, inactive: true, active: false, pending_payment: true },
  pending_payment: { pending: true, suspended: true, inactive: true, active: true, pending_payment: false },
};

describe('shop status transitions', () => {
  const pairs = shopStatuses.flatMap((from) => shopStatuses.map((to) => [from, to] as const));

  it('should cover all 25 pairs', () => {
    expect(pairs).toHaveLength(25);
    expect(Object.keys(shopStatusTransitions).sort()).toEqual([...shopStatuses].sort());
  });

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransitionShopStatus(from, to)).toBe(expected[from][to]);
  });

  it('should never allow staying in the same status', () => {
    for (const status of shopStatuses) expect(canTransitionShopStatus(status, status)).toBe(false);
  });

  it('should let every status reach active except active itself', () => {
    for (const status of shopStatuses) {
      expect(canTransitionShopStatus(status, 'active')).toBe(status !== 'active');
    }
  });

  it('should call going live only the first activation out of review or payment', () => {
    const live = pairs.filter(([from, to]) => isShopGoingLive(from, to));
    expect(live).toEqual([
      ['pending', 'active'],
      ['pending_payment', 'active'],
    ]);
  });

  it('should recognise the statuses', () => {
    expect(isShopStatus('pending_payment')).toBe(true);
    expect(isShopStatus('closed')).toBe(false);
    expect(isShopStatus(undefined)).toBe(false);
  });
});
