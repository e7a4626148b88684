import type { Locale } from '@studio/domain/locale';
import { currencyOf, intlLocaleOf } from './language.ts';

/**
 * Formats an amount in minor units (cents). Without an explicit currency the language's
 * display currency is used (de/vi/ar EUR, en USD); shop prices pass the shop's own
 * ISO 4217 code.
 */
export function formatMoney(
  minorUnits: number,
  locale: Locale,
  currency: string = currencyOf(locale),
): string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
