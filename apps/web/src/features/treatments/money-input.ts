import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from '../../i18n/language.ts';

// Prices are typed in euro and stored in cents (contract `priceCents`). Whole numbers
// only: adding 0.1 + 0.2 style float maths to money would round a price off by a cent.

/** Up to 100,000.00, with a comma or a dot before at most two decimals; spaces around are ignored. */
const amountPattern = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** The amount typed in euro as cents; null when it is not an amount. The caller decides what empty means. */
export function centsOfMoneyInput(text: string): number | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal separator people expect in a language ("25,50" in German, "25.50" in English). */
export function decimalSeparatorOf(locale: Locale): ',' | '.' {
  const separator = new Intl.NumberFormat(intlLocaleOf(locale))
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return separator === ',' ? ',' : '.';
}

/** Cents as the text of a euro input: "25,50", "25" for whole amounts, "" for no amount. */
export function moneyInputOfCents(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(whole);
  return `${whole}${decimalSeparatorOf(locale)}${String(rest).padStart(2, '0')}`;
}

/** The symbol shown beside a euro input ("€", "$"), in the user's language. */
export function currencySymbolOf(currency: string, locale: Locale): string {
  const parts = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
