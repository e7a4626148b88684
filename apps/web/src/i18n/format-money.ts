import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from './language.ts';

/**
 * Formats an amount in minor units (cents) in the studio's currency (ISO 4217): the language
 * only decides how it is written, never which currency it is.
 */
export function formatMoney(
  minorUnits: number,
  locale: Locale,
  // EUR, the platform's default, where a caller has no studio currency at hand; never the language's.
  currency = 'EUR',
): string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
