import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from './language.ts';

/**
 * Formats an amount in minor units (cents) in the studio's currency (ISO 4217): the language
 * only decides how it is written, never which currency it is.
 */
export function formatMoney(minorUnits: number, locale: Locale, currency: string): string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
