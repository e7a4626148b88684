import type { Locale } from '@studio/domain/locale';
import { dayHeading, shopDay, shopTime } from '../../shared/bookings/shop-time.ts';

/** "Montag, 07/12/2026, 10:00" on the studio's clock. */
export function whenText(value: string | Date, timezone: string, locale: Locale): string {
  return `${dayHeading(shopDay(value, timezone), locale)}, ${shopTime(value, timezone)}`;
}
