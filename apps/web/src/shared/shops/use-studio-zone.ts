import { useQueries } from '@tanstack/react-query';
import { shopQueryOptions, useShop } from './api/get-shop.ts';

/** The studio's IANA time zone, which every studio time is shown on; undefined while it loads. */
export function useStudioZone(shopId: string): string | undefined {
  return useShop(shopId).data?.timezone;
}

/** The time zones of the studios a list spans (a customer's orders, cards, messages), by shop id. */
export function useStudioZonesOf(shopIds: readonly string[]): ReadonlyMap<string, string> {
  const unique = [...new Set(shopIds)];
  const shops = useQueries({ queries: unique.map((shopId) => shopQueryOptions(shopId)) });
  const zones = new Map<string, string>();
  shops.forEach((shop, index) => {
    const shopId = unique[index];
    if (shopId && shop.data) zones.set(shopId, shop.data.timezone);
  });
  return zones;
}
