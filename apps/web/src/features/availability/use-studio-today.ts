import { useShopDetail } from '../shops/api/get-shop-detail.ts';
import { todayIn } from './date-periods.ts';

/** Today's date where the studio is; the browser's zone stands in while the studio loads. */
export function useStudioToday(shopId: string): string {
  const shop = useShopDetail(shopId);
  return todayIn(shop.data?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}
