import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDealsForCustomers,
  dealRedemptionRefusal,
  dealTypeProblems,
  dealTypes,
  isDealValidOn,
  isDealVisible,
  orderDealTypes,
  type PurchaseState,
  type RedemptionAttempt,
  redemptionCountdownSeconds,
  redemptionSecondsLeft,
} from './deal-rules.ts';

const dayArbitrary = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const purchaseStates: PurchaseState[] = ['none', 'unknown', 'pending', 'paid', 'failed', 'used'];

/** A deal's validity and a day inside it (three days in order). */
const validityWithDayInside = fc.tuple(dayArbitrary, dayArbitrary, dayArbitrary).map((days) => {
  const [validFrom = '', today = '', validTo = ''] = [...days].sort();
  return { validFrom, validTo, today };
});

/**
 * An attempt on a deal customers can see today: linked, switched on and valid. Most properties
 * below are about what happens next, so most of their cases must start here; a generator of three
 * independent days would give a visible deal about once in 24 cases.
 */
function visibleAttemptArbitrary(
  deal: {
    requiresPurchase?: fc.Arbitrary<boolean>;
    type?: fc.Arbitrary<RedemptionAttempt['deal']['type']>;
  } = {},
  purchase: fc.Arbitrary<PurchaseState> = fc.constantFrom(...purchaseStates),
): fc.Arbitrary<RedemptionAttempt> {
  return fc
    .record({
      window: validityWithDayInside,
      type: deal.type ?? fc.constantFrom(...dealTypes),
      requiresPurchase: deal.requiresPurchase ?? fc.boolean(),
      multiUse: fc.boolean(),
      purchase,
      redeemedBefore: fc.nat({ max: 5 }),
    })
    .map(({ window, type, requiresPurchase, multiUse, purchase, redeemedBefore }) => ({
      deal: {
        validFrom: window.validFrom,
        validTo: window.validTo,
        linked: true,
        active: true,
        type,
        requiresPurchase,
        multiUse,
      },
      today: window.today,
      purchase,
      redeemedBefore,
    }));
}

/** Any attempt at all: unlinked, switched off, expired or not yet valid as well as visible. */
const anyAttemptArbitrary: fc.Arbitrary<RedemptionAttempt> = fc.record({
  deal: fc.record({
    validFrom: dayArbitrary,
    validTo: dayArbitrary,
    linked: fc.boolean(),
    active: fc.boolean(),
    type: fc.constantFrom(...dealTypes),
    requiresPurchase: fc.boolean(),
    multiUse: fc.boolean(),
  }),
  today: dayArbitrary,
  purchase: fc.constantFrom(...purchaseStates),
  redeemedBefore: fc.nat({ max: 5 }),
});

/** About half visible, half any: both sides of every rule come up often. */
const attemptArbitrary = fc.oneof(visibleAttemptArbitrary(), anyAttemptArbitrary);

/** Seen by customers, said the plain way: linked, on, and today within its first and last day. */
function seenByCustomers(attempt: RedemptionAttempt): boolean {
  const { deal, today } = attempt;
  return deal.linked && deal.active && deal.validFrom <= today && today <= deal.validTo;
}

describe('deal validity and visibility', () => {
  it('should take a deal as valid exactly on the days from its start to its end, both included', () => {
    fc.assert(
      fc.property(dayArbitrary, dayArbitrary, dayArbitrary, (from, to, day) => {
        expect(isDealValidOn({ validFrom: from, validTo: to }, day)).toBe(from <= day && day <= to);
      }),
    );
    expect(isDealValidOn({ validFrom: '2026-11-25', validTo: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(isDealValidOn({ validFrom: '2026-11-25', validTo: '2026-11-30' }, '2026-12-01')).toBe(false);
  });

  it('should show customers only linked, switched-on deals valid today', () => {
    fc.assert(
      fc.property(attemptArbitrary, (attempt) => {
        expect(isDealVisible(attempt.deal, attempt.today)).toBe(seenByCustomers(attempt));
      }),
    );
  });

  it('should list hot deals before all others, whatever else they hold', () => {
    const dealArbitrary = fc.record({ hot: fc.boolean(), validTo: dayArbitrary, title: fc.string() });
    fc.assert(
      fc.property(fc.array(dealArbitrary, { maxLength: 20 }), (deals) => {
        const sorted = [...deals].sort(compareDealsForCustomers);
        const firstCold = sorted.findIndex((deal) => !deal.hot);
        if (firstCold >= 0) expect(sorted.slice(firstCold).every((deal) => !deal.hot)).toBe(true);
        expect(sorted.filter((deal) => deal.hot)).toHaveLength(deals.filter((deal) => deal.hot).length);
      }),
    );
  });
});

describe('redeeming a deal', () => {
  it('should refuse a deal customers cannot see with 2014, before anything else', () => {
    fc.assert(
      fc.property(attemptArbitrary, (attempt) => {
        expect(dealRedemptionRefusal(attempt) === 2014).toBe(!seenByCustomers(attempt));
      }),
    );
  });

  it('should allow a redemption that needs a purchase exactly with a paid one (unless used up)', () => {
    fc.assert(
      // Paid in about half the cases, any other state in the rest.
      fc.property(
        visibleAttemptArbitrary(
          { requiresPurchase: fc.constant(true) },
          fc.oneof(fc.constant<PurchaseState>('paid'), fc.constantFrom(...purchaseStates)),
        ),
        (attempt) => {
          const usedUp = !attempt.deal.multiUse && attempt.redeemedBefore > 0;
          expect(dealRedemptionRefusal(attempt) === null).toBe(attempt.purchase === 'paid' && !usedUp);
        },
      ),
    );
  });

  it('should send order-type deals without purchase to the order (2011) and never redeem them here', () => {
    fc.assert(
      fc.property(visibleAttemptArbitrary({ requiresPurchase: fc.constant(false) }), (attempt) => {
        expect(dealRedemptionRefusal(attempt) === 2011).toBe(attempt.deal.type !== 'independent');
      }),
    );
    // Whatever else holds, 2011 means an order-type deal without purchase.
    fc.assert(
      fc.property(attemptArbitrary, (attempt) => {
        const orderOnly = orderDealTypes.includes(attempt.deal.type) && !attempt.deal.requiresPurchase;
        expect(dealRedemptionRefusal(attempt) === 2011).toBe(orderOnly && seenByCustomers(attempt));
      }),
    );
  });

  it('should allow a single-use deal once: a customer who redeemed it before is refused with 2003', () => {
    // A deal redeemable here (an independent one, or one bought and paid for), so that only the
    // earlier redemptions decide.
    const redeemable = visibleAttemptArbitrary(
      { type: fc.constant('independent'), requiresPurchase: fc.boolean() },
      fc.constant('paid'),
    );
    fc.assert(
      fc.property(redeemable, (attempt) => {
        const usedUp = !attempt.deal.multiUse && attempt.redeemedBefore > 0;
        expect(dealRedemptionRefusal(attempt)).toBe(usedUp ? 2003 : null);
      }),
    );
  });

  it('should answer an unknown purchase with 2012 on a deal that can otherwise be redeemed here', () => {
    const attempt: RedemptionAttempt = {
      deal: {
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        linked: true,
        active: true,
        type: 'independent',
        requiresPurchase: true,
        multiUse: false,
      },
      today: '2026-11-25',
      purchase: 'unknown',
      redeemedBefore: 0,
    };
    expect(dealRedemptionRefusal(attempt)).toBe(2012);
    expect(dealRedemptionRefusal({ ...attempt, purchase: 'none' })).toBe(2010);
    expect(dealRedemptionRefusal({ ...attempt, purchase: 'pending' })).toBe(2010);
    expect(dealRedemptionRefusal({ ...attempt, purchase: 'paid' })).toBeNull();
    expect(dealRedemptionRefusal({ ...attempt, purchase: 'paid', redeemedBefore: 1 })).toBe(2003);
  });
});

describe('redemption countdown', () => {
  it('should count down from the full time to 0 and stay within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: -10_000, max: 10_000_000 }),
        (at, after) => {
          const left = redemptionSecondsLeft(at, at + after);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(redemptionCountdownSeconds);
          if (after >= redemptionCountdownSeconds * 1000) expect(left).toBe(0);
        },
      ),
    );
    expect(redemptionSecondsLeft(0, 0)).toBe(redemptionCountdownSeconds);
  });
});

describe('fields each deal type needs', () => {
  const base = { requiresPurchase: false, validFrom: '2026-01-01', validTo: '2026-01-31' };
  it('should ask for a percent, articles and a bundle price where the type takes them', () => {
    expect(dealTypeProblems({ ...base, type: 'independent' })).toEqual({});
    expect(dealTypeProblems({ ...base, type: 'order_percentage' })).toEqual({ percent: 'required' });
    expect(dealTypeProblems({ ...base, type: 'article_highlight' })).toEqual({
      percent: 'required',
      articleIds: 'required',
    });
    expect(dealTypeProblems({ ...base, type: 'bundle_price', articleIds: ['a'] })).toEqual({
      bundlePriceCents: 'required',
    });
    expect(dealTypeProblems({ ...base, type: 'independent', requiresPurchase: true })).toEqual({
      priceCents: 'required',
    });
    expect(dealTypeProblems({ ...base, type: 'independent', validTo: '2025-12-31' })).toEqual({
      validTo: 'invalid',
    });
  });
});
