import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from '../../i18n/language.ts';

/**
 * The API writes booking times with the studio's offset ("2026-12-07T10:00:00+01:00"), so the
 * wall-clock date and time are read from the text itself: the customer sees the studio's local
 * time wherever they are.
 */
export function bookingWallTime(start: string, end: string, locale: Locale) {
  const [year, month, day] = start.slice(0, 10).split('-').map(Number);
  const weekday = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
  return {
    date: `${weekday} ${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)}`,
    time: `${start.slice(11, 16)}–${end.slice(11, 16)}`,
  };
}
