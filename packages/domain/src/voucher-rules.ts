// Voucher rules shared by the API and the web app: money in integer cents, how long a voucher
// stays valid, and the codes customers type in.
import { DateTime } from 'luxon';
import { ErrorCode } from './error-codes.ts';

export const voucherLogTypes = [
  'purchased',
  'claimed',
  'gifted',
  'redeemed',
  'refunded',
  'expired',
  'unknown',
] as const;
export type VoucherLogType = (typeof voucherLogTypes)[number];

export const voucherRequestStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type VoucherRequestStatus = (typeof voucherRequestStatuses)[number];

/** Codes avoid letters and digits that read alike (0/O, 1/I/L). */
export const voucherCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const voucherCodeGroups = 3;
export const voucherCodeGroupLength = 4;

/** A code as customers may type it: case and dashes or spaces do not matter. */
export function normaliseVoucherCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const groups: string[] = [];
  for (let index = 0; index < compact.length; index += voucherCodeGroupLength) {
    groups.push(compact.slice(index, index + voucherCodeGroupLength));
  }
  return groups.join('-');
}

/**
 * A money voucher is valid for three years counted from the end of the year it was bought in
 * (the general limitation period, §§ 195, 199 BGB): it expires when that year ends in the shop's zone.
 */
export function voucherExpiry(purchasedAt: Date, timeZone: string): Date {
  const bought = DateTime.fromJSDate(purchasedAt, { zone: timeZone });
  return bought.plus({ years: 3 }).endOf('year').plus({ milliseconds: 1 }).toJSDate();
}

/** The refusal of a redemption of `amountCents` from a voucher, or null when it may go ahead. */
export function voucherRedemptionRefusal(
  voucher: { active: boolean; expiresAt: Date; remainingCents: number },
  amountCents: number,
  now: Date,
): typeof ErrorCode.voucherBalanceTooLow | typeof ErrorCode.voucherNotRedeemable | null {
  if (!voucher.active || voucher.expiresAt.getTime() <= now.getTime()) return ErrorCode.voucherNotRedeemable;
  if (amountCents > voucher.remainingCents) return ErrorCode.voucherBalanceTooLow;
  return null;
}

/** Cents as the shop's currency, e.g. 4500 → "45,00 €" in German. */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
