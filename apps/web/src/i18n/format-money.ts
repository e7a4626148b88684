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
  const { format, digits } = moneyFormatOf(locale, currency);
  return format.format(minorUnits / 10 ** digits);
}

// Making an Intl.NumberFormat costs far more than formatting with it: the price list makes one per
// language and currency, not one per price (it was the largest item of the studio page's hydration).
const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function moneyFormatOf(locale: Locale, currency: string) {
  const key = `${locale} ${currency}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(key, entry);
  }
  return entry;
}

/**
 * Makes the format ahead of the first price: ICU's currency data makes the first one cost ~12 ms,
 * which start-app.tsx runs as a task of its own instead of inside the price list's hydration.
 */
export function prepareMoneyFormat(locale: Locale, currency: string): void {
  moneyFormatOf(locale, currency);
}
