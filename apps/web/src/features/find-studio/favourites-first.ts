import type { StudioSearchItem } from '@studio/domain/consumer-contract';

/** The customer's favourites first, each group keeping the search's own ranking. */
export function favouritesFirst(
  items: readonly StudioSearchItem[],
  favourites: ReadonlySet<string>,
): StudioSearchItem[] {
  return [
    ...items.filter((item) => favourites.has(item.shopId)),
    ...items.filter((item) => !favourites.has(item.shopId)),
  ];
}
