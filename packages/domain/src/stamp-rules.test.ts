import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStampConfirmation,
  canTransitionStampRequest,
  maxRedeemCount,
  minRedeemCount,
  type StampCardState,
  type StampRequestIntent,
  stampRequestRefusal,
  stampRequestStatuses,
} from './stamp-rules.ts';

const cardArbitrary: fc.Arbitrary<StampCardState> = fc
  .integer({ min: minRedeemCount, max: maxRedeemCount })
  .chain((maxStamps) =>
    fc.record({ stamps: fc.integer({ min: 0, max: maxStamps }), maxStamps: fc.constant(maxStamps) }),
  );

const intentArbitrary: fc.Arbitrary<StampRequestIntent> = fc.record({
  action: fc.constantFrom('stamp' as const, 'redeem' as const),
  count: fc.integer({ min: 1, max: maxRedeemCount }),
});

describe('stamp request status transitions', () => {
  const pairs = stampRequestStatuses.flatMap((from) => stampRequestStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransitionStampRequest(from, to)).toBe(from === 'pending' && to !== 'pending');
  });
});

describe('stamp rules', () => {
  it('should never let a confirmed request leave the card out of bounds', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        intentArbitrary,
        fc.integer({ min: minRedeemCount, max: maxRedeemCount }),
        (card, intent, next) => {
          const result = applyStampConfirmation(card, intent, next);
          if (!result.ok) return;
          expect(result.card.stamps).toBeGreaterThanOrEqual(0);
          expect(result.card.stamps).toBeLessThanOrEqual(result.card.maxStamps);
        },
      ),
    );
  });

  it('should refuse a stamp exactly when it would overfill the card (2002)', () => {
    fc.assert(
      fc.property(cardArbitrary, fc.integer({ min: 1, max: maxRedeemCount }), (card, count) => {
        const refusal = stampRequestRefusal(card, { action: 'stamp', count });
        expect(refusal).toBe(card.stamps + count > card.maxStamps ? 2002 : null);
      }),
    );
  });

  it('should refuse a stamp on a full card whatever the count (2002)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: minRedeemCount, max: maxRedeemCount }),
        fc.integer({ min: 1, max: 99 }),
        (max, count) => {
          expect(stampRequestRefusal({ stamps: max, maxStamps: max }, { action: 'stamp', count })).toBe(2002);
        },
      ),
    );
  });

  it('should allow a redemption only on a full card (else 2001)', () => {
    fc.assert(
      fc.property(cardArbitrary, (card) => {
        const refusal = stampRequestRefusal(card, { action: 'redeem', count: 1 });
        expect(refusal).toBe(card.stamps === card.maxStamps ? null : 2001);
      }),
    );
  });

  it('should add exactly the stamps of a confirmed stamp request', () => {
    fc.assert(
      fc.property(cardArbitrary, fc.integer({ min: 1, max: maxRedeemCount }), (card, count) => {
        const result = applyStampConfirmation(card, { action: 'stamp', count });
        if (result.ok) {
          expect(result.card).toEqual({ stamps: card.stamps + count, maxStamps: card.maxStamps });
          expect(result.redeemed).toBe(false);
        } else {
          expect(result.refusal).toBe(2002);
        }
      }),
    );
  });

  it('should empty a redeemed card and start it with the live number of stamps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: minRedeemCount, max: maxRedeemCount }),
        fc.integer({ min: minRedeemCount, max: maxRedeemCount }),
        (max, next) => {
          const result = applyStampConfirmation(
            { stamps: max, maxStamps: max },
            { action: 'redeem', count: 1 },
            next,
          );
          expect(result).toEqual({ ok: true, card: { stamps: 0, maxStamps: next }, redeemed: true });
        },
      ),
    );
  });

  it('should reach a full card, be refused one more stamp, and redeem it', () => {
    let card: StampCardState = { stamps: 0, maxStamps: 3 };
    for (let stamp = 0; stamp < 3; stamp += 1) {
      const result = applyStampConfirmation(card, { action: 'stamp', count: 1 });
      if (!result.ok) throw new Error('refused too early');
      card = result.card;
    }
    expect(stampRequestRefusal(card, { action: 'stamp', count: 1 })).toBe(2002);
    const redeemed = applyStampConfirmation(card, { action: 'redeem', count: 1 });
    expect(redeemed.ok && redeemed.card.stamps).toBe(0);
  });
});
