// The bookings lists' filters, kept in the address so a reload, a shared link or "back" shows the
// same list. Defaults stay out of the address.
import type { Booking } from '@studio/domain/booking-contract';
import { type BookingStatus, bookingStatuses } from '@studio/domain/booking-status';
import { addDays } from '@studio/domain/calendar-day';
import { shopDay } from '../../shared/bookings/shop-time.ts';

export interface BookingFilters {
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day (included), `YYYY-MM-DD`. */
  to: string;
  /** Empty: the whole team. */
  teamMemberId: string;
  /** Empty: every status. */
  statuses: BookingStatus[];
  /** Part of the customer's name, email or phone. */
  search: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** The API answers spans of at most 400 days. */
export const longestSpanDays = 400;

/** A new first day; the last one follows so that the span stays valid (from ≤ to, at most 400 days). */
export function withFromDay(filters: BookingFilters, from: string): BookingFilters {
  const latest = addDays(from, longestSpanDays - 1);
  if (filters.to < from) return { ...filters, from, to: from };
  if (filters.to > latest) return { ...filters, from, to: latest };
  return { ...filters, from };
}

function isStatus(value: string): value is BookingStatus {
  return (bookingStatuses as readonly string[]).includes(value);
}

export function filtersFromParams(params: URLSearchParams, defaults: BookingFilters): BookingFilters {
  const day = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return dayPattern.test(value) ? value : defaults[name];
  };
  const statusParam = params.get('status');
  const statuses =
    statusParam === null ? defaults.statuses : statusParam.split(',').filter((value) => isStatus(value));
  return {
    from: day('from'),
    to: day('to'),
    teamMemberId: params.get('member') ?? defaults.teamMemberId,
    statuses,
    search: params.get('q') ?? defaults.search,
  };
}

export function filtersToParams(filters: BookingFilters, defaults: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from !== defaults.from) params.set('from', filters.from);
  if (filters.to !== defaults.to) params.set('to', filters.to);
  if (filters.teamMemberId !== defaults.teamMemberId) params.set('member', filters.teamMemberId);
  const statuses = [...filters.statuses].sort().join(',');
  if (statuses !== [...defaults.statuses].sort().join(',')) params.set('status', statuses);
  if (filters.search.trim()) params.set('q', filters.search);
  return params;
}

/** Lower case without accents, so "lea" finds "Léa" and "sara" finds "SARA". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesCustomer(booking: Booking, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { name, email, phone } = booking.customer;
  const haystack = folded(`${name} ${email}`);
  const digits = (phone ?? '').replace(/\D/g, '');
  return words.every((word) => {
    if (haystack.includes(word)) return true;
    const wordDigits = word.replace(/\D/g, '');
    return wordDigits.length >= 3 && wordDigits.length === word.replace(/[\s+()/-]/g, '').length
      ? digits.includes(wordDigits)
      : false;
  });
}

export interface BookingDay {
  /** Local day of the studio, `YYYY-MM-DD`. */
  day: string;
  bookings: Booking[];
}

/** Bookings by the studio day they start on, in order of start. */
export function groupByShopDay(bookings: readonly Booking[], timezone: string): BookingDay[] {
  const sorted = [...bookings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days: BookingDay[] = [];
  for (const booking of sorted) {
    const day = shopDay(booking.start, timezone);
    const last = days.at(-1);
    if (last?.day === day) last.bookings.push(booking);
    else days.push({ day, bookings: [booking] });
  }
  return days;
}
