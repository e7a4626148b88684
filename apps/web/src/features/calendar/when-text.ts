import type { Locale } from '@studio/domain/locale';
import { formatStudioDayWithWeekday, formatStudioTime } from '../../i18n/format-date-time.ts';

/** "Montag, 07.12.2026, 10:00" on the studio's clock. */
export function whenText(value: string | Date, timezone: string, locale: Locale): string {
  return `${formatStudioDayWithWeekday(value, timezone, locale)}, ${formatStudioTime(value, timezone, locale)}`;
}
