/**
 * The one place where dates and times become text. Which clock a time is read on is part of
 * each function's name: a studio's appointments, orders and logs on the studio's clock
 * (`formatStudio…`, with the studio's IANA zone), platform records that belong to no studio on
 * the viewer's (`formatViewer…`). Calendar days (`YYYY-MM-DD`) have no clock at all.
 *
 * Each language writes dates its own way (German 28.11.2026, English 28/11/2026, Vietnamese
 * 15:00 28/11/2026, Arabic with its own comma); times are on the 24-hour clock in every
 * language, like the studios' booking hours. Plain Intl rather than luxon: the booking pages'
 * first screens use this module, and luxon would add 22 KB to them.
 */
import type { Locale } from '@studio/domain/locale';

type Instant = string | Date;

// English as in Britain (day before month): the studios and their customers are in Europe.
const dateTags: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  vi: 'vi-VN',
  ar: 'ar-u-nu-latn',
};

const numericDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const clockTime = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

// Making an Intl.DateTimeFormat costs far more than formatting with it; lists format hundreds of rows.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, zone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateTags[locale], { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** An instant as text on a clock (undefined: the device's); nothing for a missing or broken instant. */
function formatOn(
  instant: Instant | null | undefined,
  zone: string | undefined,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = instant === null || instant === undefined || instant === '' ? null : new Date(instant);
  return date && !Number.isNaN(date.getTime()) ? formatOf(locale, zone, options).format(date) : '';
}

/** A calendar day as its midnight in UTC, formatted in UTC: the day never moves with a zone. */
function formatDayWith(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatOn(`${day}T00:00Z`, 'UTC', locale, options) : '';
}

// Calendar days (YYYY-MM-DD); invalid input gives an empty text rather than "Invalid Date".

/** "28.11.2026" */
export function formatDay(day: string, locale: Locale): string {
  return formatDayWith(day, locale, numericDate);
}

/** "Samstag, 28.11.2026", or "Sa., 28.11.2026" with the short weekday. */
export function formatDayWithWeekday(
  day: string,
  locale: Locale,
  weekday: 'long' | 'short' = 'long',
): string {
  return formatDayWith(day, locale, { ...numericDate, weekday });
}

/** "28.11.2026 – 03.12.2026", or one date when both are the same day. */
export function formatDayRange(from: string, to: string, locale: Locale): string {
  return from === to ? formatDay(from, locale) : `${formatDay(from, locale)} – ${formatDay(to, locale)}`;
}

/** "28.11." without the year, for a week's columns. */
export function formatDayOfMonth(day: string, locale: Locale): string {
  return formatDayWith(day, locale, { day: '2-digit', month: '2-digit' });
}

/** "Samstag" or "Sa". */
export function formatWeekday(day: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return formatDayWith(day, locale, { weekday: width });
}

/** "November" or "Nov." */
export function formatMonth(day: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return formatDayWith(day, locale, { month: width });
}

/** "November 2026" */
export function formatMonthYear(day: string, locale: Locale): string {
  return formatDayWith(day, locale, { month: 'long', year: 'numeric' });
}

// Instants on the studio's clock, whatever the zone of the device. The zone is undefined while the
// studio still loads: that shows nothing rather than the time on another clock.

/** "15:00" on the studio's clock. */
export function formatStudioTime(instant: Instant, studioZone: string | undefined, locale: Locale): string {
  return studioZone ? formatOn(instant, studioZone, locale, clockTime) : '';
}

/** "15:00–16:15" on the studio's clock. */
export function formatStudioTimeRange(
  start: Instant,
  end: Instant,
  studioZone: string | undefined,
  locale: Locale,
): string {
  return studioZone
    ? `${formatStudioTime(start, studioZone, locale)}–${formatStudioTime(end, studioZone, locale)}`
    : '';
}

/** "28.11.2026" on the studio's clock. */
export function formatStudioDate(instant: Instant, studioZone: string | undefined, locale: Locale): string {
  return studioZone ? formatOn(instant, studioZone, locale, numericDate) : '';
}

/** "Samstag, 28.11.2026" on the studio's clock. */
export function formatStudioDayWithWeekday(
  instant: Instant,
  studioZone: string | undefined,
  locale: Locale,
): string {
  return studioZone ? formatOn(instant, studioZone, locale, { ...numericDate, weekday: 'long' }) : '';
}

/** "28.11.2026, 15:00" on the studio's clock. */
export function formatStudioDateTime(
  instant: Instant,
  studioZone: string | undefined,
  locale: Locale,
): string {
  return studioZone ? formatOn(instant, studioZone, locale, { ...numericDate, ...clockTime }) : '';
}

// Instants on the viewer's clock: records of the platform that belong to no studio.

/** "28.11.2026" on the device's clock. */
export function formatViewerDate(instant: Instant | null | undefined, locale: Locale): string {
  return formatOn(instant, undefined, locale, numericDate);
}

/** "28.11.2026, 15:00" on the device's clock. */
export function formatViewerDateTime(instant: Instant | null | undefined, locale: Locale): string {
  return formatOn(instant, undefined, locale, { ...numericDate, ...clockTime });
}

/**
 * How a date field of this language is typed, as a luxon pattern ("dd.MM.yyyy" in German): the
 * same order and separators as the dates shown, without the bidi marks Arabic dates carry.
 */
export function dayInputFormat(locale: Locale): string {
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'dd',
    month: 'MM',
    year: 'yyyy',
  };
  return formatOf(locale, 'UTC', numericDate)
    .formatToParts(new Date(Date.UTC(2026, 10, 28)))
    .map((part) => tokens[part.type] ?? part.value.replace(/[\u200e\u200f\u061c]/g, ''))
    .join('');
}
