// Paging by key: a page continues after the position of the previous page's last row (its sort
// values, carried by an opaque cursor) instead of skipping a number of rows. Its cost does not grow
// with the depth of the page, and rows inserted or deleted meanwhile neither repeat nor skip a row
// of the list. The position is read back exactly as the database sorts it (timestamps to the
// microsecond, which a JavaScript Date would round).
import { ErrorCode } from '@studio/domain/error-codes';
import {
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { AppError } from '../http/app-error.ts';

/** One column of a list's order. The last key must make the order total (an id). */
export interface ListOrderKey {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /** Its SQL type: the position is carried as text and read back as this type. */
  type: 'timestamptz' | 'text' | 'uuid' | 'integer';
}

export interface KeysetPage {
  limit: number;
  offset: number;
  /** Where the previous page ended (its `nextCursor`); `offset` then counts from there. */
  cursor?: string | undefined;
}

const valueShapes: Record<ListOrderKey['type'], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  integer: /^-?\d{1,10}$/,
  text: /^[\s\S]{0,1000}$/,
};

function positionText(key: ListOrderKey): RawBuilder<string> {
  return key.type === 'timestamptz'
    ? sql<string>`to_char((${key.expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`(${key.expression})::text`;
}

/** The row's position in the list, to be selected with the page (as `list_position`). */
export function listPosition(keys: readonly ListOrderKey[]): RawBuilder<string[]> {
  return sql<string[]>`ARRAY[${sql.join(keys.map(positionText))}]`;
}

export function encodeListCursor(position: readonly string[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** The position a cursor names; a cursor not made for this list answers 400 (errorCode 9400). */
export function decodeListCursor(cursor: string, keys: readonly ListOrderKey[]): string[] {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = undefined;
  }
  const fits =
    Array.isArray(position) &&
    position.length === keys.length &&
    position.every(
      (value, index) =>
        // PostgreSQL's text holds no NUL character: such a value would fail the statement.
        typeof value === 'string' &&
        !value.includes('\u0000') &&
        valueShapes[keys[index]?.type ?? 'text'].test(value),
    );
  if (!fits) throw new AppError(ErrorCode.invalidInput, { problems: { cursor: 'invalid' } });
  return position as string[];
}

/**
 * Rows after `position` in the order of `keys`. The first key's bound comes first on its own, so
 * that an index on the order starts its scan at the position rather than filtering up to it.
 */
export function afterPosition(
  keys: readonly ListOrderKey[],
  position: readonly string[],
): Expression<SqlBool> {
  const value = (index: number) => {
    const key = keys[index] as ListOrderKey;
    return sql`CAST(${position[index]} AS ${sql.raw(key.type)})`;
  };
  const beyond = (index: number, orEqual: boolean) => {
    const key = keys[index] as ListOrderKey;
    const operator = `${key.direction === 'desc' ? '<' : '>'}${orEqual ? '=' : ''}`;
    return sql`${key.expression} ${sql.raw(operator)} ${value(index)}`;
  };
  const alternatives = keys.map((_, index) =>
    sql.join(
      [
        ...keys.slice(0, index).map((key, before) => sql`${key.expression} = ${value(before)}`),
        beyond(index, false),
      ],
      sql` AND `,
    ),
  );
  return sql<SqlBool>`(${beyond(0, true)} AND (${sql.join(alternatives, sql` OR `)}))`;
}

const keyColumn = (index: number) => `list_key_${index}`;

/**
 * How many rows a page reads: one more than asked, so that the answer knows whether another page
 * follows; a first page by offset reads on up to `countUpTo` + 1, so that its own statement tells
 * whether the list's count stays within the exact limit (a separate count would read them again).
 */
export function pageReadLimit(page: KeysetPage, countUpTo?: number): number {
  const ahead = countUpTo === undefined || page.cursor ? 0 : countUpTo + 1 - page.offset;
  return Math.max(page.limit + 1, ahead);
}

/**
 * The page of `query` in the order of `keys`: after the cursor's position when there is one, one
 * row more than asked. The rows are picked in a subquery selecting the keys as they are, and only
 * the picked rows' positions are spelled out: a deep offset skips its rows without formatting each
 * one. With `countUpTo` the keys are read on as `pageReadLimit` says; every row then carries
 * `list_read`, the number of keys read, and only the page and its extra row are answered.
 */
export function selectKeysetPage<D, DB, TB extends keyof DB, O>(
  db: Kysely<D>,
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly ListOrderKey[],
  page: KeysetPage,
  countUpTo?: number,
): SelectQueryBuilder<
  D & { listed: O },
  'listed',
  O & { list_position: string[] | null; list_read?: number }
> {
  let ordered = page.cursor ? query.where(afterPosition(keys, decodeListCursor(page.cursor, keys))) : query;
  for (const key of keys) ordered = ordered.orderBy(key.expression, key.direction);
  const readLimit = pageReadLimit(page, countUpTo);
  const picked = ordered
    .select(keys.map((key, index) => key.expression.as(keyColumn(index))) as never)
    .limit(readLimit)
    .offset(page.offset);
  const pickedKeys = keys.map((key, index) => ({
    ...key,
    expression: sql.ref(`listed.${keyColumn(index)}`),
  }));
  const order = sql.join(pickedKeys.map((key) => sql`${key.expression} ${sql.raw(key.direction)}`));
  const rowNumber = sql<number>`row_number() OVER (ORDER BY ${order})`;
  // Only the page's last row names the next page: the others' positions are neither spelled out
  // nor parsed (a page of 500 rows parsed 500 arrays).
  const lastPosition = sql<
    string[] | null
  >`CASE WHEN ${rowNumber} = ${sql.lit(page.limit)} THEN ${listPosition(pickedKeys)} END`;
  // biome-ignore lint/suspicious/noExplicitAny: the subquery's columns are the caller's
  let listed = (db as Kysely<any>)
    .selectFrom(picked.as('listed'))
    .selectAll('listed')
    .select(lastPosition.as('list_position'));
  if (countUpTo !== undefined)
    listed = listed.select(sql<number>`(count(*) OVER ())::integer`.as('list_read'));
  if (readLimit > page.limit + 1) {
    // biome-ignore lint/suspicious/noExplicitAny: the subquery's columns are the caller's
    const read = listed.select(rowNumber.as('list_row')) as SelectQueryBuilder<any, any, any>;
    // biome-ignore lint/suspicious/noExplicitAny: the subquery's columns are the caller's
    const answered = (db as Kysely<any>)
      .selectFrom(read.as('listed'))
      .selectAll('listed')
      .where('listed.list_row', '<=', page.limit + 1)
      .orderBy('listed.list_row');
    return answered as never;
  }
  for (const key of pickedKeys) listed = listed.orderBy(key.expression, key.direction);
  return listed as never;
}

/** The page's rows without the extra one, and the cursor of the next page when there is one. */
export function keysetResult<Row extends { list_position: string[] | null }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | undefined } {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const page = rows.slice(0, limit);
  // Only a page read straight from the subquery carries its key columns; copying every row of a
  // long page cost more than the page's statement.
  const keyColumns = Object.keys(rows[0] ?? {}).filter((column) => column.startsWith('list_key_'));
  if (keyColumns.length > 0)
    for (const [index, row] of page.entries()) {
      const { ...kept } = row as Record<string, unknown>;
      for (const column of keyColumns) delete kept[column];
      page[index] = kept as Row;
    }
  return { rows: page, nextCursor: last?.list_position ? encodeListCursor(last.list_position) : undefined };
}
