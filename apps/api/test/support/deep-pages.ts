// Checks of deep pages by offset that start at the day holding their first row (counted per day
// by triggers) rather than walking every row before them.
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { captureStatements } from './statement-capture.ts';
import { call, getTestPlatform } from './test-platform.ts';

interface PlanNode {
  Alias?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function findNode(node: PlanNode, wanted: (node: PlanNode) => boolean): PlanNode | undefined {
  if (wanted(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, wanted);
    if (found) return found;
  }
  return undefined;
}

/** The entries the plan's scans of `index` passed on, all loops together. */
function entriesReadFrom(node: PlanNode, index: string): number {
  const here = node['Index Name'] === index ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return here + (node.Plans ?? []).reduce((sum, child) => sum + entriesReadFrom(child, index), 0);
}

/**
 * How many entries of `index` a keyset page's statement walks to pick its rows (the `listed`
 * subquery), run once. A few thousand rows are read faster whole or sorted; with those plans
 * discouraged, the index's walk shows. The page's rows may then be joined by any index.
 */
async function entriesWalkedToPickPage(
  db: Kysely<Database>,
  statement: CompiledQuery,
  index: string,
): Promise<number> {
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
    await sql`SET LOCAL enable_sort = off`.execute(trx);
    return trx.executeQuery<{ 'QUERY PLAN': unknown }>({
      ...statement,
      sql: `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
    });
  });
  const answer = rows[0]?.['QUERY PLAN'];
  const plan = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
  const picking = findNode(plan[0].Plan, (node) => node.Alias === 'listed');
  if (!picking) throw new Error('no page-picking subquery (`listed`) in the plan');
  return entriesReadFrom(picking, index);
}

/**
 * How many entries of `index` the page of `url` (a list of the global admin's) walks to pick its
 * rows, by the statement the API ran for it; `countsTable` is the table of per-day counts, whose
 * own statement is not the page's.
 */
export async function entriesWalkedForPage(
  url: string,
  token: string,
  index: string,
  countsTable: string,
): Promise<number> {
  const { db } = await getTestPlatform();
  const capture = captureStatements();
  const page = await call('GET', url, { token }).finally(capture.stop);
  expect(page.statusCode).toBe(200);
  const pageStatement = capture
    .seen()
    .find((query) => /list_position/.test(query.sql) && !query.sql.includes(countsTable));
  if (!pageStatement) throw new Error(`no page statement seen for ${url}`);
  return entriesWalkedToPickPage(db, pageStatement, index);
}

/**
 * Every deep page of `listPath` by offset, and the page after its cursor, holds exactly the rows
 * of `ids` (the list's order, read from the table) at that offset; `idOf` reads an item's id.
 */
export async function expectDeepPagesInOrder(
  listPath: string,
  token: string,
  ids: string[],
  idOf: (item: never) => string,
): Promise<void> {
  expect(ids.length).toBeGreaterThan(1_100);
  const limit = 25;
  const offsets = [1_001, 1_002, 1_017, 1_033, 1_050, 1_099, ids.length - limit, ids.length - 1, ids.length];
  const idsOf = (answer: { json(): unknown }) => (answer.json() as never[]).map(idOf);
  for (const offset of [...offsets, ids.length + 10]) {
    const page = await call('GET', `${listPath}?limit=${limit}&offset=${offset}`, { token });
    expect(page.statusCode, page.body).toBe(200);
    expect(idsOf(page), `offset ${offset}`).toEqual(ids.slice(offset, offset + limit));
    expect(page.headers['x-total-count-estimated']).toBe('true');
    const cursor = page.headers['x-next-cursor'];
    expect(typeof cursor === 'string', `offset ${offset}`).toBe(offset + limit < ids.length);
    if (typeof cursor !== 'string') continue;
    const next = await call('GET', `${listPath}?limit=${limit}&cursor=${encodeURIComponent(cursor)}`, {
      token,
    });
    expect(idsOf(next)).toEqual(ids.slice(offset + limit, offset + 2 * limit));
  }
}
