// Rules every request input shares, whatever route it goes to. PostgreSQL cannot store NUL in
// text, other control characters have no place in names and notes, half a UTF-16 surrogate pair
// is no text at all, nesting without end only exhausts the server, and dates far outside a
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

/** Whether an instant (epoch milliseconds) lies between 1900 and 2199; NaN does not. */
export function isWithinInputCalendar(time: number): boolean {
  return time >= earliestInstant && time <= latestInstant;
}

/** An instant with its offset, e.g. `2026-12-07T09:00:00+01:00` (or `Z`), between 1900 and 2199. */
export const isoInstantSchema = z.iso
  .datetime({ offset: true })
  .refine((instant) => isWithinInputCalendar(Date.parse(instant)), 'instant out of range');

/**
 * How deep arrays and objects may nest in any request. The deepest request the API knows nests a
 * handful of levels; the limit keeps every walk over a request, the schemas' included, shallow.
 */
export const maxInputDepth = 32;

/** What the shared rules refuse in a string: a control character, or half a UTF-16 pair. */
export type TextProblem = 'controlCharacter' | 'loneSurrogate';
export type InputProblem = TextProblem | 'nestedTooDeep';

/**
 * C0 controls except tab, line feed and carriage return (multi-line notes keep those), DEL and C1;
 * and a lone surrogate, which no UTF-8 text can hold: PostgreSQL's jsonb refuses it and the
 * drivers silently store U+FFFD instead.
 */
export function textProblemOf(text: string): TextProblem | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return 'controlCharacter';
    } else if (code >= 0x7f && code <= 0x9f) {
      return 'controlCharacter';
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'loneSurrogate';
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'loneSurrogate';
    }
  }
  return undefined;
}

interface Visit {
  value: unknown;
  depth: number;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit, lastKey?: string): (string | number)[] {
  const path: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first problem in a value (a string or object key the text rules refuse, or arrays and
 * objects nested deeper than `maxInputDepth`) and its path. The walk keeps its own stack, so a
 * hostile nesting cannot overflow the call stack, and stops at the limit.
 */
export function findInputProblem(
  value: unknown,
): { path: (string | number)[]; problem: InputProblem } | undefined {
  const pending: Visit[] = [{ value, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = textProblemOf(current);
      if (problem) return { path: pathOf(visit), problem };
      continue;
    }
    if (typeof current !== 'object' || current === null || current instanceof Uint8Array) continue;
    if (visit.depth >= maxInputDepth) return { path: pathOf(visit), problem: 'nestedTooDeep' };
    const children: Visit[] = [];
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        children.push({ value: item, depth: visit.depth + 1, key: index, parent: visit });
      }
    } else {
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblemOf(key);
        if (problem) return { path: pathOf(visit, key), problem };
        children.push({ value: item, depth: visit.depth + 1, key, parent: visit });
      }
    }
    // Last in, first out: reversed, the first field is looked at first.
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index] as Visit);
  }
  return undefined;
}

/**
 * The schema, refusing first any input the shared rules refuse (the issue names the field and
 * carries the problem as `params.problem`). The API wraps every route's body, query and
 * parameters in it.
 */
export function withInputRules<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const found = findInputProblem(value);
      if (found) {
        context.addIssue({
          code: 'custom',
          path: found.path,
          message: found.problem,
          params: { problem: found.problem },
          input: value,
        });
      }
    })
    .pipe(schema);
}
