// The studio's live data the assistant answers from, and only from: its active treatments, its
// booking hours and closures, and free times from the same slot engine (and the same rules: notice,
// horizon, team, bookings) the booking page shows.
import { addDays } from '@studio/domain/calendar-day';
import type { Kysely } from 'kysely';
import type { Database, ShopRow, TreatmentRow } from '../../db/schema.ts';
import {
  listClosureRows,
  listFreeSlots,
  localDateOf,
  showOpeningHours,
} from '../availability/availability.public.ts';
import { listTreatmentRows } from '../treatments/treatments.public.ts';
import type { DayWish } from './caller-intent.ts';

export interface StudioFacts {
  shop: ShopRow;
  now: number;
  treatments(): Promise<TreatmentRow[]>;
  /** The booking hours and the closure (if any) of a local day. */
  day(
    date: string,
  ): Promise<{ ranges: { start: string; end: string }[]; closure: { reason: string | null } | null }>;
  /** Free start times (shop-local ISO) of a treatment on a local day. */
  freeTimes(treatmentId: string, date: string): Promise<string[]>;
}

export function studioFacts(db: Kysely<Database>, shop: ShopRow, now: number): StudioFacts {
  let treatments: Promise<TreatmentRow[]> | undefined;
  let hours: ReturnType<typeof showOpeningHours> | undefined;
  let closures: ReturnType<typeof listClosureRows> | undefined;
  return {
    shop,
    now,
    treatments() {
      treatments ??= listTreatmentRows(db, shop.id, { activeOnly: true });
      return treatments;
    },
    async day(date) {
      hours ??= showOpeningHours(db, shop.id);
      closures ??= listClosureRows(db, shop.id);
      const weekday = isoWeekday(date);
      const ranges = (await hours).days.find((day) => day.weekday === weekday)?.ranges ?? [];
      const closure = (await closures).find((row) => row.start_date <= date && date <= row.end_date);
      return { ranges, closure: closure ? { reason: closure.reason } : null };
    },
    async freeTimes(treatmentId, date) {
      const answer = await listFreeSlots(
        db,
        shop,
        { serviceIds: treatmentId, from: date, to: date },
        { now, managed: false },
      );
      return answer.slots.map((slot) => slot.start);
    },
  };
}

/** 1 = Monday … 7 = Sunday, of a calendar day. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function todayOf(facts: StudioFacts): string {
  return localDateOf(facts.now, facts.shop.timezone);
}

/** The local day a wish names: today, tomorrow, or the next such weekday (today included). */
export function dateOfWish(facts: StudioFacts, wish: Exclude<DayWish, { kind: 'week' }>): string {
  const today = todayOf(facts);
  if (wish.kind === 'today') return today;
  if (wish.kind === 'tomorrow') return addDays(today, 1);
  const ahead = (wish.weekday - isoWeekday(today) + 7) % 7;
  return addDays(today, ahead);
}

export function formatPrice(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** "Monday, 30 November" in the language; today and tomorrow by their names. */
export function dayLabel(
  facts: StudioFacts,
  date: string,
  texts: { today: string; tomorrow: string; speechLocale: string },
): string {
  const today = todayOf(facts);
  // Inside a sentence: "for Shellac, tomorrow we have …".
  if (date === today) return texts.today.toLowerCase();
  if (date === addDays(today, 1)) return texts.tomorrow.toLowerCase();
  return new Intl.DateTimeFormat(texts.speechLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "10:00" from a shop-local ISO time. */
export function clockTime(iso: string): string {
  return iso.slice(11, 16);
}
