// Rules every request input shares, whatever route it goes to. PostgreSQL cannot store NUL in
// text, other control characters have no place in names and notes, and dates far outside a
// studio's calendar overflow date arithmetic and the database's date types.
import { z } from 'zod';

/** The first and last calendar days any date in a request may name. */
export const earliestInputDate = '1900-01-01';
export const latestInputDate = '2199-12-31';

const earliestInstant = Date.parse(`${earliestInputDate}T00:00:00Z`);
const latestInstant = Date.parse(`${latestInputDate}T23:59:59.999Z`);

/** A calendar day, `YYYY-MM-DD`, between 1900 and 2199. */
export const isoDateSchema = z.iso
  .date()
  .refine((day) => day >= earliestInputDate && day <= latestInputDate, 'date out of range');

/** An instant with its offset, e.g. `2026-12-07T09:00:00+01:00` (or `Z`), between 1900 and 2199. */
export const isoInstantSchema = z.iso.datetime({ offset: true }).refine((instant) => {
  const time = Date.parse(instant);
  return time >= earliestInstant && time <= latestInstant;
}, 'instant out of range');

/** C0 controls except tab, line feed and carriage return (multi-line notes keep those), DEL and C1. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The path of the first string (or object key) in a value that holds a control character. */
export function findControlCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The schema, refusing first any input with a control character in one of its strings (the issue
 * names the field). The API wraps every route's body, query and parameters in it.
 */
export function withoutControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = findControlCharacter(value);
      if (path) context.addIssue({ code: 'custom', path, message: 'control character', input: value });
    })
    .pipe(schema);
}
