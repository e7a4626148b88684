import { useShopDetail } from '../shops/api/get-shop-detail.ts';
import type { CurrentShop } from './current-shop.ts';
import { useCurrentShopId } from './use-current-shop-id.ts';

/** The signed-in admin's shop with its clock and money; `shop` is undefined while it loads. */
export function useCurrentShop() {
  const shopId = useCurrentShopId();
  const shopQuery = useShopDetail(shopId);
  const shop: CurrentShop | undefined =
    shopId && shopQuery.data
      ? {
          shopId,
          timezone: shopQuery.data.timezone,
          currencyCode: shopQuery.data.currencyCode,
          slotStepMinutes: shopQuery.data.slotStepMinutes,
        }
      : undefined;
  return { shopId, shopQuery, shop };
}
