// Approvals: a shop admin's change to approval-bound content waits as a request
// until a global admin approves or rejects it. GET approvals, POST approvals/{id}/approve|reject,
// POST approvals/approve-all|reject-all, GET shops/{shopId}/approvals.
import { z } from 'zod';
import { approvalStatuses } from './approval-status.ts';
import { listCursorSchema } from './list-cursor.ts';

export { type ApprovalStatus, approvalStatuses } from './approval-status.ts';

/** The kinds of content whose changes need approval. */
export const approvalSubjectTypes = ['shop', 'deal', 'gift', 'stamp_card', 'partner_card', 'menu'] as const;
export type ApprovalSubjectType = (typeof approvalSubjectTypes)[number];

const personSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });

export const approvalRequestSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    /** The shop's currency (ISO 4217): amounts in the values (`…Cents`) are in it. */
    shopCurrencyCode: z.string(),
    subjectType: z.enum(approvalSubjectTypes),
    subjectId: z.string(),
    status: z.enum(approvalStatuses),
    /** The proposed values, by field name (only the fields that change). */
    proposed: z.record(z.string(), z.unknown()),
    /** The live values of the same fields now; null when the subject no longer exists. */
    current: z.record(z.string(), z.unknown()).nullable(),
    /** Why it was rejected (or a note on approval). */
    reason: z.string().nullable(),
    submittedBy: personSchema.nullable(),
    /** ISO 8601 instants. */
    submittedAt: z.string(),
    decidedBy: personSchema.nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export const approvalRequestListSchema = z.array(approvalRequestSchema);

/** Newest first; without `status` every status. The number of matches is in `x-total-count`. */
export const approvalListQuerySchema = z.object({
  status: z.enum(approvalStatuses).optional(),
  subjectType: z.enum(approvalSubjectTypes).optional(),
  shopId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: listCursorSchema,
});
export type ApprovalListQuery = z.input<typeof approvalListQuerySchema>;

/** GET shops/{shopId}/approvals: a shop's own requests. */
export const shopApprovalListQuerySchema = approvalListQuerySchema.omit({ shopId: true });

const reasonSchema = z.string().trim().min(1).max(1000);

export const rejectApprovalRequestSchema = z.object({ reason: reasonSchema });
export type RejectApprovalRequest = z.infer<typeof rejectApprovalRequestSchema>;

/** POST approvals/approve-all: every pending request, or those of one kind and/or one shop (no body: all). */
export const approveAllRequestSchema = z
  .object({
    subjectType: z.enum(approvalSubjectTypes).optional(),
    shopId: z.uuid().optional(),
  })
  .nullish();
export type ApproveAllRequest = z.input<typeof approveAllRequestSchema>;

export const rejectAllRequestSchema = z.object({
  subjectType: z.enum(approvalSubjectTypes).optional(),
  shopId: z.uuid().optional(),
  reason: reasonSchema,
});
export type RejectAllRequest = z.infer<typeof rejectAllRequestSchema>;

/** What a bulk decision did: the requests decided, and those that could not be (e.g. subject gone). */
export const bulkDecisionResponseSchema = z
  .object({
    decided: z.array(z.string()),
    failed: z.array(z.object({ id: z.string(), errorCode: z.number().int() })),
  })
  .meta({ id: 'BulkApprovalDecision' });
export type BulkDecisionResponse = z.infer<typeof bulkDecisionResponseSchema>;
