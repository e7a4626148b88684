// Path parameters the routes share. A parameter naming a row (`rowId`) is a uuid: anything else
// names no row, and route access (route-access.ts) answers it 404 with the row's own catalogue code
// once the caller is known to be allowed, before any use case or query sees it.
import type { ErrorCode } from '@studio/domain/error-codes';
import { z } from 'zod';

const notFoundCodes = new WeakMap<z.ZodType, ErrorCode>();

/** A path parameter naming a row; a malformed one answers 404 with `notFound`. */
export function rowId(notFound: ErrorCode): z.ZodString {
  const schema = z.string().max(64);
  notFoundCodes.set(schema, notFound);
  return schema;
}

/** The row-naming parameters of a route's params schema, with the code each answers when malformed. */
export function rowIdsOf(params: unknown): [string, ErrorCode][] {
  if (!(params instanceof z.ZodObject)) return [];
  return Object.entries(params.shape as Record<string, z.ZodType>).flatMap(([name, schema]) => {
    const code = notFoundCodes.get(schema);
    return code === undefined ? [] : [[name, code] as [string, ErrorCode]];
  });
}

/** The shop a route acts on: route access finds it (1001 when malformed or unknown). */
export const shopParams = z.object({ shopId: z.string().max(64) });

/** A shop's row, e.g. /shops/:shopId/deals/:id. */
export function shopItemParams(notFound: ErrorCode) {
  return z.object({ shopId: z.string().max(64), id: rowId(notFound) });
}

/** A row outside a shop's path, e.g. /approvals/:id. */
export function itemParams(notFound: ErrorCode) {
  return z.object({ id: rowId(notFound) });
}
