import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { type KeysetPage, pageReadLimit } from './keyset-page.ts';

/** The number of a list's matches: exact up to `exactCountLimit`, the planner's estimate beyond. */
export interface MatchCount {
  total: number;
  estimated: boolean;
}

/**
 * Counting more rows than this would read them on every page (a search's matches through its
 * index, a deep list's entries): beyond it the count is estimated. A screen says "about N" then.
 */
export const exactCountLimit = 1_000;

/**
 * A search is counted exactly only this far. Past it the admin narrows the search rather than
 * pages through it, and each count would read a thousand matching rows on every keystroke.
 */
export const searchExactCountLimit = 200;

/** How far a list's matches are counted exactly: less far for a search. */
export function countLimitOf(filter: { search?: string | undefined }): number {
  return filter.search ? searchExactCountLimit : exactCountLimit;
}

type PlanAnswer = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

/**
 * Counts what `matches` (a query without its select list) finds, reading at most one row past
 * `exactUpTo`. A larger number comes from the planner's statistics (EXPLAIN), never exact.
 */
export async function countMatches(
  // biome-ignore lint/suspicious/noExplicitAny: counts a query of any tables
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any filtered query
  matches: SelectQueryBuilder<any, any, any>,
  exactUpTo = exactCountLimit,
): Promise<MatchCount> {
  const rows = matches.select(sql.lit(1).as('one'));
  const capped = await db
    .selectFrom(rows.limit(exactUpTo + 1).as('m'))
    .select(sql<number>`count(*)::integer`.as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(capped.total);
  if (total <= exactUpTo) return { total, estimated: false };
  return estimateMatches(db, matches, exactUpTo + 1);
}

/**
 * The planner's estimates of recent statements, per database handle, kept for a minute. An
 * estimate follows the tables' statistics, which only a vacuum or analyze renews, while asking for
 * it plans the statement again: a tenth of the database's work per page of a studio search.
 */
// biome-ignore lint/suspicious/noExplicitAny: estimates of any tables
const keptEstimates = new WeakMap<Kysely<any>, LRUCache<string, number>>();
const estimateLifetimeMs = 60_000;

/** Drops the estimates kept for `db`: after its tables were emptied or refilled wholesale. */
export function forgetKeptEstimates(
  // biome-ignore lint/suspicious/noExplicitAny: estimates of any tables
  db: Kysely<any>,
): void {
  keptEstimates.delete(db);
}

/** The rows the planner expects `compiled` to answer. */
// biome-ignore lint/suspicious/noExplicitAny: plans a query of any tables
async function plannedRows(db: Kysely<any>, compiled: CompiledQuery): Promise<number> {
  const explained = await db.executeQuery<PlanAnswer>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const answer = explained.rows[0]?.['QUERY PLAN'];
  const plan =
    typeof answer === 'string' ? (JSON.parse(answer) as Exclude<PlanAnswer['QUERY PLAN'], string>) : answer;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** At least `atLeast` match: how many, by the planner's statistics. */
async function estimateMatches(
  // biome-ignore lint/suspicious/noExplicitAny: counts a query of any tables
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any filtered query
  matches: SelectQueryBuilder<any, any, any>,
  atLeast: number,
): Promise<MatchCount> {
  const compiled = matches.select(sql.lit(1).as('one')).compile();
  let kept = keptEstimates.get(db);
  if (!kept) {
    kept = new LRUCache({ max: 1_000, ttl: estimateLifetimeMs });
    keptEstimates.set(db, kept);
  }
  const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters, (_, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )}`;
  let estimate = kept.get(key);
  if (estimate === undefined) {
    estimate = await plannedRows(db, compiled);
    kept.set(key, estimate);
  }
  return { total: Math.max(atLeast, estimate), estimated: true };
}

/**
 * The number of matches of a page read by offset: a page that came back short holds the last
 * match, so its own rows tell the number without a second statement (a narrow search's usual
 * answer). `rowsRead` counts the rows the page's statement read (`readLimit` at most: the extra row
 * that tells whether another page follows, or more when the page read on to count). A page after a
 * cursor, a full page and an offset past the end ask `countMatches`, which counts up to `exactUpTo`;
 * a page whose rows lie past `exactUpTo` proves there are more and goes straight to the estimate.
 */
export async function countPageMatches(
  // biome-ignore lint/suspicious/noExplicitAny: counts a query of any tables
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any filtered query
  matches: SelectQueryBuilder<any, any, any>,
  page: KeysetPage,
  rowsRead: number,
  exactUpTo = exactCountLimit,
  readLimit = page.limit + 1,
): Promise<MatchCount> {
  const shown = page.offset + rowsRead;
  const proven = !page.cursor && rowsRead < readLimit && (rowsRead > 0 || page.offset === 0);
  if (proven && shown <= exactUpTo) return { total: shown, estimated: false };
  // A page by offset whose rows lie past the exact limit: there are more matches than it counts.
  if (!page.cursor && rowsRead > 0 && shown > exactUpTo) return estimateMatches(db, matches, shown);
  return countMatches(db, matches, exactUpTo);
}

/** The count of a page read by `selectKeysetPage` with `countUpTo`: from the keys its rows say it read. */
export function countReadOnPage(
  // biome-ignore lint/suspicious/noExplicitAny: counts a query of any tables
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any filtered query
  matches: SelectQueryBuilder<any, any, any>,
  page: KeysetPage,
  rows: readonly { list_read?: number | undefined }[],
  countUpTo: number,
): Promise<MatchCount> {
  const rowsRead = rows[0]?.list_read ?? 0;
  return countPageMatches(db, matches, page, rowsRead, countUpTo, pageReadLimit(page, countUpTo));
}
