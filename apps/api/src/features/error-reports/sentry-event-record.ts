// What the Errors screen keeps of a Sentry event: its message or exception, level, release, page,
// browser and time. The rest of the event (breadcrumbs, stack frames) is left to Sentry proper.
import { isWithinInputCalendar, textProblemOf } from '@studio/domain/input-rules';
import type { ErrorEventRecord } from './error-events.repo.ts';

type Json = Record<string, unknown>;

const levels = new Set(['fatal', 'error', 'warning', 'info', 'debug', 'log']);

function objectOf(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/** At most `maxLength` UTF-16 units, never ending on the first half of a surrogate pair. */
function shortened(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const last = text.charCodeAt(maxLength - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxLength - 1 : maxLength);
}

function textOf(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : shortened(text, maxLength);
}

function messageOf(event: Json): string | null {
  const message = event.message;
  if (typeof message === 'string') return textOf(message, 500);
  const formatted = objectOf(message) ?? objectOf(event.logentry);
  return textOf(formatted?.formatted, 500) ?? textOf(formatted?.message, 500);
}

function lastException(event: Json): { type: string | null; value: string | null } {
  const values = objectOf(event.exception)?.values;
  const last = Array.isArray(values) ? objectOf(values.at(-1)) : undefined;
  return { type: textOf(last?.type, 200), value: textOf(last?.value, 2000) };
}

function occurredAt(timestamp: unknown, now: number): Date {
  // Sentry sends seconds since the epoch (with fractions) or an RFC 3339 string.
  const millis =
    typeof timestamp === 'number'
      ? timestamp * 1000
      : typeof timestamp === 'string'
        ? Date.parse(timestamp)
        : NaN;
  // A time beyond what a Date holds stays an invalid Date, for storableProblemOf to refuse.
  return Number.isNaN(millis) ? new Date(now) : new Date(millis);
}

/**
 * The field of a record that cannot be stored as it came, or undefined: a text the shared input
 * rules refuse (PostgreSQL keeps no NUL in text) or a time outside the calendar every input keeps
 * to (a timestamp of ±1e20 seconds is no date at all).
 */
export function unstorableFieldOf(record: ErrorEventRecord): keyof ErrorEventRecord | undefined {
  const texts = ['message', 'exceptionType', 'exceptionValue', 'release', 'url', 'userAgent'] as const;
  const refused = texts.find((field) => {
    const text = record[field];
    return text !== null && textProblemOf(text) !== undefined;
  });
  if (refused) return refused;
  if (!isWithinInputCalendar(record.occurredAt.getTime())) return 'occurredAt';
  return undefined;
}

function errorCodeOf(event: Json): number | null {
  const raw = objectOf(event.tags)?.errorCode ?? objectOf(event.extra)?.errorCode;
  const code = typeof raw === 'string' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isInteger(code) && code > 0 && code < 100_000 ? code : null;
}

export function errorEventRecord(
  event: Json,
  context: { source: ErrorEventRecord['source']; userAgent: string | null; now: number },
): ErrorEventRecord {
  const exception = lastException(event);
  const request = objectOf(event.request);
  const headers = objectOf(request?.headers);
  const fallback = [exception.type, exception.value].filter(Boolean).join(': ');
  return {
    source: context.source,
    message: messageOf(event) ?? (shortened(fallback, 500) || '(no message)'),
    exceptionType: exception.type,
    exceptionValue: exception.value,
    level: typeof event.level === 'string' && levels.has(event.level) ? event.level : 'error',
    release: textOf(event.release, 200),
    url: textOf(request?.url, 2000),
    userAgent: textOf(headers?.['User-Agent'], 500) ?? textOf(context.userAgent, 500),
    errorCode: errorCodeOf(event),
    occurredAt: occurredAt(event.timestamp, context.now),
  };
}
