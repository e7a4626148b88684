// Review of approval-bound changes: global admins decide; a shop admin reads its own shop's requests.

import {
  approvalListQuerySchema,
  approvalRequestListSchema,
  approvalRequestSchema,
  approveAllRequestSchema,
  bulkDecisionResponseSchema,
  rejectAllRequestSchema,
  rejectApprovalRequestSchema,
  shopApprovalListQuerySchema,
} from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { requireIdentity } from '../../http/identity.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { withTotalCount } from '../../http/total-count.ts';
import type { ApprovalDeps } from './approval-registry.ts';
import { approveApprovalRequest } from './approve-approval-request.ts';
import { approveAllApprovalRequests, rejectAllApprovalRequests } from './decide-all-approval-requests.ts';
import { listApprovalRequests } from './list-approval-requests.ts';
import { rejectApprovalRequest } from './reject-approval-request.ts';

const idParams = itemParams(ErrorCode.notFound);

export const approvalRoutes: FastifyPluginAsyncZod<RouteDeps & ApprovalDeps> = async (app, deps) => {
  const { db, approvals } = deps;
  const mail: MailContext = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/approvals',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['approvals'],
        summary: 'Approval requests, newest first (global admin)',
        description:
          'Each with the shop name and the current next to the proposed values. Without `status` every status is listed. The number of matches is in the `x-total-count` header; beyond 1,000 it is the database’s estimate, and `x-total-count-estimated: true` says so. Pages by `offset` or, as fast at any depth, by `cursor` (from the previous page’s `x-next-cursor` header).',
        querystring: approvalListQuerySchema,
        response: { 200: approvalRequestListSchema },
      },
    },
    async function listApprovals(request, reply) {
      const { limit, offset, cursor, ...filter } = request.query;
      const { requests, count, nextCursor } = await listApprovalRequests(db, approvals, filter, {
        limit,
        offset,
        cursor,
      });
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(requests);
    },
  );

  app.post(
    '/approvals/approve-all',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['approvals'],
        summary: 'Approve every pending request, or those of one kind or shop (global admin)',
        description: "Each studio's owner is mailed once, listing all of its approved changes.",
        body: approveAllRequestSchema,
        response: { 200: bulkDecisionResponseSchema },
      },
    },
    async function approveAllApprovals(request) {
      const admin = requireIdentity(request);
      return approveAllApprovalRequests(db, approvals, mail, admin, request.body ?? {});
    },
  );

  app.post(
    '/approvals/reject-all',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['approvals'],
        summary: 'Reject every pending request, or those of one kind or shop, with one reason (global admin)',
        description: "Each studio's owner is mailed the reason once, listing all of its rejected changes.",
        body: rejectAllRequestSchema,
        response: { 200: bulkDecisionResponseSchema },
      },
    },
    async function rejectAllApprovals(request) {
      const admin = requireIdentity(request);
      return rejectAllApprovalRequests(db, approvals, mail, admin, request.body);
    },
  );

  app.post(
    '/approvals/:id/approve',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['approvals'],
        summary: 'Approve a change: its values go live and the owner is mailed (global admin)',
        description: 'A request that was already decided answers 409 (errorCode 8001).',
        errorCodes: [ErrorCode.requestAlreadyHandled, ErrorCode.notFound],
        params: idParams,
        response: {
          200: approvalRequestSchema,
        },
      },
    },
    async function approveOneApproval(request) {
      const admin = requireIdentity(request);
      return approveApprovalRequest(db, approvals, mail, admin, request.params.id);
    },
  );

  app.post(
    '/approvals/:id/reject',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['approvals'],
        summary: 'Reject a change with a reason; the live version stays (global admin)',
        description:
          'The owner is mailed the reason. A request that was already decided answers 409 (errorCode 8001).',
        errorCodes: [ErrorCode.requestAlreadyHandled, ErrorCode.notFound],
        params: idParams,
        body: rejectApprovalRequestSchema,
        response: {
          200: approvalRequestSchema,
        },
      },
    },
    async function rejectOneApproval(request) {
      const admin = requireIdentity(request);
      return rejectApprovalRequest(db, approvals, mail, admin, request.params.id, request.body.reason);
    },
  );

  app.get(
    '/shops/:shopId/approvals',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'owner' } },
      schema: {
        tags: ['approvals'],
        summary: "A shop's own approval requests, with rejection reasons (its shop admin, global admin)",
        params: shopParams,
        querystring: shopApprovalListQuerySchema,
        response: {
          200: approvalRequestListSchema,
        },
      },
    },
    async function listShopApprovals(request, reply) {
      const shopId = shopOf(request).shop.id;
      const { limit, offset, cursor, ...filter } = request.query;
      const { requests, count, nextCursor } = await listApprovalRequests(
        db,
        approvals,
        { ...filter, shopId },
        { limit, offset, cursor },
      );
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(requests);
    },
  );
};
