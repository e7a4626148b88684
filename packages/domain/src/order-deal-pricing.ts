// What a deal takes off an order, in integer minor units. Pure: the API prices an order with these
// at submission, the customer's summary shows the same figure before sending.
// - order_percentage: its percent off the whole order;
// - article_highlight: its percent off the listed articles only;
// - bundle_price: the listed articles bought together cost the bundle price (as many whole
//   bundles as the order holds; nothing unless every listed article is in it).
// A discount is never negative and never above the order's total; shares of a cent go to the shop.

export interface PricedLine {
  articleId: string;
  unitPriceCents: number;
  quantity: number;
}

export type OrderDeal =
  | { type: 'order_percentage'; percent: number }
  | { type: 'article_highlight'; percent: number; articleIds: readonly string[] }
  | { type: 'bundle_price'; articleIds: readonly string[]; bundlePriceCents: number };

export const orderDealTypes = ['order_percentage', 'article_highlight', 'bundle_price'] as const;

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

function percentOf(cents: number, percent: number): number {
  const bounded = Math.min(100, Math.max(0, percent));
  return Math.floor((cents * bounded) / 100);
}

function quantitiesByArticle(lines: readonly PricedLine[]): Map<string, { quantity: number; unit: number }> {
  const byArticle = new Map<string, { quantity: number; unit: number }>();
  for (const line of lines) {
    const seen = byArticle.get(line.articleId);
    byArticle.set(line.articleId, {
      quantity: (seen?.quantity ?? 0) + line.quantity,
      unit: seen ? Math.min(seen.unit, line.unitPriceCents) : line.unitPriceCents,
    });
  }
  return byArticle;
}

function bundleDiscount(
  lines: readonly PricedLine[],
  articleIds: readonly string[],
  bundlePrice: number,
): number {
  if (articleIds.length === 0) return 0;
  const needed = new Map<string, number>();
  for (const id of articleIds) needed.set(id, (needed.get(id) ?? 0) + 1);
  const held = quantitiesByArticle(lines);
  let bundles = Number.POSITIVE_INFINITY;
  let regularPrice = 0;
  for (const [id, count] of needed) {
    const line = held.get(id);
    if (!line) return 0;
    bundles = Math.min(bundles, Math.floor(line.quantity / count));
    regularPrice += line.unit * count;
  }
  return bundles * Math.max(0, regularPrice - Math.max(0, bundlePrice));
}

/** The discount of a deal on an order's lines: 0 ≤ discount ≤ subtotal. */
export function orderDiscountCents(lines: readonly PricedLine[], deal: OrderDeal | null): number {
  const total = subtotalCents(lines);
  if (!deal) return 0;
  let discount: number;
  switch (deal.type) {
    case 'order_percentage':
      discount = percentOf(total, deal.percent);
      break;
    case 'article_highlight': {
      const listed = new Set(deal.articleIds);
      discount = percentOf(subtotalCents(lines.filter((line) => listed.has(line.articleId))), deal.percent);
      break;
    }
    case 'bundle_price':
      discount = bundleDiscount(lines, deal.articleIds, deal.bundlePriceCents);
      break;
  }
  return Math.min(total, Math.max(0, discount));
}
