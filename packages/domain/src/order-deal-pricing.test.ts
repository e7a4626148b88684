import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OrderDeal, orderDiscountCents, type PricedLine, subtotalCents } from './order-deal-pricing.ts';

const articleIds = ['a1', 'a2', 'a3', 'a4'];
const lineArbitrary: fc.Arbitrary<PricedLine> = fc.record({
  articleId: fc.constantFrom(...articleIds),
  unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const linesArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 8 });
const listedArbitrary = fc.uniqueArray(fc.constantFrom(...articleIds), { minLength: 1, maxLength: 4 });
const dealArbitrary: fc.Arbitrary<OrderDeal> = fc.oneof(
  fc.record({ type: fc.constant('order_percentage' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    type: fc.constant('article_highlight' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    articleIds: listedArbitrary,
  }),
  fc.record({
    type: fc.constant('bundle_price' as const),
    articleIds: listedArbitrary,
    bundlePriceCents: fc.integer({ min: 0, max: 500_000 }),
  }),
);

describe('deals on orders', () => {
  it('should never give a negative discount nor one above the order total', () => {
    fc.assert(
      fc.property(linesArbitrary, dealArbitrary, (lines, deal) => {
        const discount = orderDiscountCents(lines, deal);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotalCents(lines));
      }),
    );
  });

  it('should give a bundle price only when every article of the bundle is in the order', () => {
    fc.assert(
      fc.property(linesArbitrary, dealArbitrary, (lines, deal) => {
        if (deal.type !== 'bundle_price') return;
        const ordered = new Set(lines.map((line) => line.articleId));
        if (deal.articleIds.some((id) => !ordered.has(id))) {
          expect(orderDiscountCents(lines, deal)).toBe(0);
        }
      }),
    );
  });

  it('should take an article highlight off the listed articles only', () => {
    fc.assert(
      fc.property(linesArbitrary, dealArbitrary, (lines, deal) => {
        if (deal.type !== 'article_highlight') return;
        const listed = lines.filter((line) => deal.articleIds.includes(line.articleId));
        expect(orderDiscountCents(lines, deal)).toBeLessThanOrEqual(subtotalCents(listed));
      }),
    );
  });

  it('should take the percent off the whole order, rounding in the shop’s favour', () => {
    const lines = [
      { articleId: 'a1', unitPriceCents: 450, quantity: 2 },
      { articleId: 'a2', unitPriceCents: 399, quantity: 1 },
    ];
    expect(orderDiscountCents(lines, { type: 'order_percentage', percent: 10 })).toBe(129);
    expect(orderDiscountCents(lines, null)).toBe(0);
  });

  it('should price whole bundles only and leave the rest at menu price', () => {
    const lines = [
      { articleId: 'coffee', unitPriceCents: 300, quantity: 3 },
      { articleId: 'cake', unitPriceCents: 400, quantity: 2 },
    ];
    // Two bundles of coffee + cake at 5.00 instead of 7.00; the third coffee at full price.
    const deal: OrderDeal = { type: 'bundle_price', articleIds: ['coffee', 'cake'], bundlePriceCents: 500 };
    expect(orderDiscountCents(lines, deal)).toBe(400);
    expect(orderDiscountCents(lines.slice(0, 1), deal)).toBe(0);
  });

  it('should give no discount for a bundle price above the articles’ own price', () => {
    const lines = [{ articleId: 'a1', unitPriceCents: 100, quantity: 1 }];
    expect(
      orderDiscountCents(lines, { type: 'bundle_price', articleIds: ['a1'], bundlePriceCents: 900 }),
    ).toBe(0);
  });
});
