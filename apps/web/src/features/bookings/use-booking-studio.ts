import { useSession } from '../auth/hooks/use-session.ts';
import { useShopDetail } from '../shops/api/get-shop-detail.ts';
import type { BookingStudio } from './booking-studio.ts';

/** The signed-in admin's shop as the bookings screens need it (undefined while loading). */
export function useBookingStudio() {
  const session = useSession();
  const shopId = session?.user.shopId ?? null;
  const shop = useShopDetail(shopId);
  const studio: BookingStudio | undefined =
    shopId && shop.data
      ? {
          shopId,
          timezone: shop.data.timezone,
          currencyCode: shop.data.currencyCode,
          slotStepMinutes: shop.data.slotStepMinutes,
        }
      : undefined;
  return { shopId, shop, studio };
}
