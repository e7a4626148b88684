import type { StampRequest } from '@studio/domain/stamp-card-contract';
import type { StampRequestRow } from '../../db/schema.ts';
import type { StampRequestListRow } from './stamp-cards.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentStampRequest(row: StampRequestListRow): StampRequest {
  return {
    id: row.id,
    account: { uid: row.user_id, name: row.name, email: row.email },
    stamps: row.stamps,
    maxStamps: row.max_stamps,
    action: row.action,
    count: row.count,
    createdAt: iso(row.created_at),
    status: row.status,
    code: row.code,
    reason: row.reason,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
  };
}

/** The caller's own pending request, as the customer sees it. */
export function presentOwnStampRequest(row: StampRequestRow | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    action: row.action,
    count: row.count,
    status: row.status,
    code: row.code,
    createdAt: iso(row.created_at),
  };
}
