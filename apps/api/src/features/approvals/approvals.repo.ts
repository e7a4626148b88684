import type { ApprovalStatus, ApprovalSubjectType } from '@studio/domain/approvals-contract';
import { type Kysely, sql } from 'kysely';
import { type KeysetPage, keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import { countPageMatches, type MatchCount } from '../../db/match-count.ts';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';

export interface NewApprovalSubmission {
  id: string;
  subjectType: ApprovalSubjectType;
  subjectId: string;
  payload: Record<string, unknown>;
  submittedBy: string | null;
}

/**
 * Records a submission: a new pending request, or, when the subject already has one, the proposed
 * values merged into it (later values win). One atomic statement, safe under concurrent submissions.
 */
export async function upsertPendingRequest(
  db: Kysely<Database>,
  shopId: string,
  submission: NewApprovalSubmission,
): Promise<ApprovalRequestRow> {
  return db
    .insertInto('approval_requests')
    .values({
      id: submission.id,
      shop_id: shopId,
      subject_type: submission.subjectType,
      subject_id: submission.subjectId,
      payload: JSON.stringify(submission.payload),
      submitted_by: submission.submittedBy,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['subject_type', 'subject_id'])
        .where('status', '=', 'pending')
        .doUpdateSet({
          payload: sql<string>`approval_requests.payload || excluded.payload`,
          submitted_by: (eb) => eb.ref('excluded.submitted_by'),
          submitted_at: sql<Date>`now()`,
        }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPendingRequest(
  db: Kysely<Database>,
  shopId: string,
  subjectType: ApprovalSubjectType,
  subjectId: string,
): Promise<ApprovalRequestRow | undefined> {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function listPendingRequestsOfShop(
  db: Kysely<Database>,
  shopId: string,
  subjectType: ApprovalSubjectType,
): Promise<ApprovalRequestRow[]> {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('subject_type', '=', subjectType)
    .where('status', '=', 'pending')
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
}

/**
 * Locks the shop a request belongs to. The lock order everywhere is the shop first, then its
 * approval requests: a shop admin's edit locks the shop before it writes its pending request, so
 * a decision must not hold the request while it waits for the shop.
 */
export async function lockShopOfRequest(trx: Kysely<Database>, id: string): Promise<void> {
  await trx
    .selectFrom('shops')
    .select('id')
    .where('id', '=', trx.selectFrom('approval_requests').select('shop_id').where('id', '=', id))
    .forUpdate()
    .execute();
}

/** The request, locked until the transaction ends (a decision in progress). */
export function findRequestForUpdate(
  trx: Kysely<Database>,
  id: string,
): Promise<ApprovalRequestRow | undefined> {
  return trx.selectFrom('approval_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function recordDecision(
  trx: Kysely<Database>,
  id: string,
  decision: { status: ApprovalStatus; decidedBy: string; reason: string | null },
): Promise<ApprovalRequestRow> {
  return trx
    .updateTable('approval_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql<Date>`now()`,
      reason: decision.reason,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ApprovalFilter {
  id?: string | undefined;
  status?: ApprovalStatus | undefined;
  subjectType?: ApprovalSubjectType | undefined;
  shopId?: string | undefined;
}

export interface ApprovalListRow extends ApprovalRequestRow {
  shop_name: string;
  shop_currency_code: string;
  submitter_name: string | null;
  submitter_email: string | null;
  decider_name: string | null;
  decider_email: string | null;
}

function filtered(db: Kysely<Database>, filter: ApprovalFilter) {
  let query = db.selectFrom('approval_requests as a').innerJoin('shops as s', 's.id', 'a.shop_id');
  if (filter.id) query = query.where('a.id', '=', filter.id);
  if (filter.shopId) query = query.where('a.shop_id', '=', filter.shopId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.subjectType) query = query.where('a.subject_type', '=', filter.subjectType);
  return query;
}

const requestListOrder: ListOrderKey[] = [
  { expression: sql.ref('a.submitted_at'), direction: 'desc', type: 'timestamptz' },
  { expression: sql.ref('a.id'), direction: 'asc', type: 'uuid' },
];

/** Requests with their shop's name and the people involved, newest submission first. */
export async function listRequests(
  db: Kysely<Database>,
  filter: ApprovalFilter,
  page: KeysetPage,
): Promise<{ rows: ApprovalListRow[]; count: MatchCount; nextCursor: string | undefined }> {
  const listed = filtered(db, filter)
    .leftJoin('users as sub', 'sub.id', 'a.submitted_by')
    .leftJoin('users as dec', 'dec.id', 'a.decided_by')
    .selectAll('a')
    .select([
      's.name as shop_name',
      's.currency_code as shop_currency_code',
      'sub.name as submitter_name',
      'sub.email as submitter_email',
      'dec.name as decider_name',
      'dec.email as decider_email',
    ]);
  const picked = await selectKeysetPage(db, listed, requestListOrder, page).execute();
  const { rows, nextCursor } = keysetResult(picked, page.limit);
  return { rows, count: await countPageMatches(db, filtered(db, filter), page, picked.length), nextCursor };
}

/** Ids of pending requests, oldest first (the order a reviewer would work through them). */
export async function listPendingIds(
  db: Kysely<Database>,
  filter: Omit<ApprovalFilter, 'status'>,
): Promise<string[]> {
  const rows = await filtered(db, { ...filter, status: 'pending' })
    .select('a.id')
    .orderBy('a.submitted_at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => row.id);
}

export interface NoticeRecipient {
  email: string;
  name: string;
  locale: string;
}

/**
 * Who hears about a decision: the account that submitted the change while it can still use the
 * shop, otherwise the shop's enabled admins.
 */
export async function findDecisionRecipients(
  db: Kysely<Database>,
  shopId: string,
  submittedBy: string | null,
): Promise<NoticeRecipient[]> {
  const admins = db
    .selectFrom('users')
    .select(['email', 'name', 'locale'])
    .where('disabled', '=', false)
    .where('guest', '=', false);
  if (submittedBy) {
    const submitter = await admins
      .where('id', '=', submittedBy)
      .where('role', '=', 'shopAdmin')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (submitter) return [submitter];
  }
  return admins.where('role', '=', 'shopAdmin').where('shop_id', '=', shopId).orderBy('created_at').execute();
}

/** Every change request of the shop, whatever its status: their payloads may name stored images. */
export function listApprovalPayloadsOfShop(db: Kysely<Database>, shopId: string) {
  return db.selectFrom('approval_requests').select('payload').where('shop_id', '=', shopId).execute();
}
