import { todayIn } from '@studio/domain/calendar-day';
import { useShopDetail } from '../../shared/shops/api/get-shop-detail.ts';

/** Today's date where the studio is; the browser's zone stands in while the studio loads. */
export function useShopToday(shopId: string): string {
  const shop = useShopDetail(shopId);
  return todayIn(shop.data?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}
