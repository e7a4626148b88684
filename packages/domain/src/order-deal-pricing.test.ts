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

type BundleDeal = Extract<OrderDeal, { type: 'bundle_price' }>;

/** A menu: one price per article, which the API copies into every line of that article. */
const menuArbitrary = fc
  .tuple(...articleIds.map(() => fc.integer({ min: 1, max: 50_000 })))
  .map((prices) => new Map(articleIds.map((id, index) => [id, prices[index] ?? 1])));

function menuLines(menu: Map<string, number>, maxLength = 8): fc.Arbitrary<PricedLine[]> {
  return fc
    .array(
      fc.record({ articleId: fc.constantFrom(...articleIds), quantity: fc.integer({ min: 1, max: 50 }) }),
      { minLength: 1, maxLength },
    )
    .map((picks) => picks.map((pick) => ({ ...pick, unitPriceCents: menu.get(pick.articleId) ?? 1 })));
}

/** An order from a menu with a percent off (the whole order, or the listed articles). */
const percentCase = menuArbitrary.chain((menu) =>
  fc.record({
    lines: menuLines(menu),
    percent: fc.integer({ min: 1, max: 100 }),
    listed: listedArbitrary,
  }),
);

/**
 * A bundle deal and an order that holds the whole bundle, some of it several times, beside other
 * articles; its price mostly below the articles' own (so that there is something to take off).
 * With `drop`, every line of one bundle article is taken out again.
 */
function bundleCase(drop: 'never' | 'always') {
  return fc
    .record({ menu: menuArbitrary, bundle: listedArbitrary })
    .chain(({ menu, bundle }) => {
      const regular = bundle.reduce((sum, id) => sum + (menu.get(id) ?? 0), 0);
      return fc.record({
        menu: fc.constant(menu),
        bundle: fc.constant(bundle),
        bundlePriceCents: fc.integer({ min: 0, max: Math.ceil(regular * 1.25) }),
        held: fc.tuple(...bundle.map(() => fc.integer({ min: 1, max: 6 }))),
        others: fc.array(
          fc.record({ articleId: fc.constantFrom(...articleIds), quantity: fc.integer({ min: 1, max: 6 }) }),
          { maxLength: 4 },
        ),
        dropped: drop === 'always' ? fc.constantFrom(...bundle) : fc.constant(null),
      });
    })
    .map(({ menu, bundle, bundlePriceCents, held, others, dropped }) => {
      const picks = [
        ...bundle.map((articleId, index) => ({ articleId, quantity: held[index] ?? 1 })),
        ...others,
      ];
      const lines = picks
        .filter((pick) => pick.articleId !== dropped)
        .map((pick) => ({ ...pick, unitPriceCents: menu.get(pick.articleId) ?? 1 }));
      const deal: BundleDeal = { type: 'bundle_price', articleIds: bundle, bundlePriceCents };
      return { menu, lines, deal };
    });
}

/**
 * The bundle discount worked out by hand: take whole bundles out of the order one article at a
 * time while every listed article is left, each bundle saving its articles' menu prices less
 * the bundle price (never below nothing, never above the order).
 */
function bundleDiscountByHand(
  lines: PricedLine[],
  menu: Map<string, number>,
  bundle: readonly string[],
  price: number,
) {
  const left = new Map<string, number>();
  for (const line of lines) left.set(line.articleId, (left.get(line.articleId) ?? 0) + line.quantity);
  let bundles = 0;
  while (bundle.every((id) => (left.get(id) ?? 0) > 0)) {
    for (const id of bundle) left.set(id, (left.get(id) ?? 0) - 1);
    bundles += 1;
  }
  const saving = Math.max(0, bundle.reduce((sum, id) => sum + (menu.get(id) ?? 0), 0) - price);
  const total = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return Math.min(total, bundles * saving);
}

/** `discount` is `percent` of `base` in whole cents, the share of a cent left to the shop. */
function expectPercentRoundedDown(discount: number, base: number, percent: number): void {
  expect(discount * 100).toBeLessThanOrEqual(base * percent);
  expect((discount + 1) * 100).toBeGreaterThan(base * percent);
}

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

  it('should price as many whole bundles as the order holds at the bundle price', () => {
    fc.assert(
      fc.property(bundleCase('never'), ({ menu, lines, deal }) => {
        expect(orderDiscountCents(lines, deal)).toBe(
          bundleDiscountByHand(lines, menu, deal.articleIds, deal.bundlePriceCents),
        );
      }),
    );
  });

  it('should give a bundle price only when every article of the bundle is in the order', () => {
    fc.assert(
      fc.property(bundleCase('always'), ({ lines, deal }) => {
        expect(orderDiscountCents(lines, deal)).toBe(0);
      }),
    );
  });

  it('should take an article highlight off the listed articles only', () => {
    fc.assert(
      fc.property(percentCase, ({ lines, percent, listed }) => {
        const deal: OrderDeal = { type: 'article_highlight', percent, articleIds: listed };
        const listedTotal = lines
          .filter((line) => listed.includes(line.articleId))
          .reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
        expectPercentRoundedDown(orderDiscountCents(lines, deal), listedTotal, percent);
      }),
    );
  });

  it('should take the percent off the whole order, rounding in the shop’s favour', () => {
    fc.assert(
      fc.property(percentCase, ({ lines, percent }) => {
        const total = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
        expectPercentRoundedDown(
          orderDiscountCents(lines, { type: 'order_percentage', percent }),
          total,
          percent,
        );
      }),
    );
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
