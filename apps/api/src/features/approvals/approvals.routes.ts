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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireRole, requireShopAdminOf } from '../../http/identity.ts';
import { approveApprovalRequest } from './approve-approval-request.ts';
import { approveAllApprovalRequests, rejectAllApprovalRequests } from './decide-all-approval-requests.ts';
import { listApprovalRequests } from './list-approval-requests.ts';
import { rejectApprovalRequest } from './reject-approval-request.ts';

const idParams = z.object({ id: z.string().max(64) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const approvalRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, approvals } = deps;
  const mail: MailContext = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/approvals',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Approval requests, newest first (global admin)',
        description:
          'Each with the shop name and the current next to the proposed values. Without `status` every status is listed. The number of matches is in the `x-total-count` header.',
        security: [{ bearer: [] }],
        querystring: approvalListQuerySchema,
        response: { 200: approvalRequestListSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      const { limit, offset, ...filter } = request.query;
      const { requests, total } = await listApprovalRequests(db, approvals, filter, { limit, offset });
      return reply.header('x-total-count', String(total)).send(requests);
    },
  );

  app.post(
    '/approvals/approve-all',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Approve every pending request, or those of one kind or shop (global admin)',
        security: [{ bearer: [] }],
        body: approveAllRequestSchema,
        response: { 200: bulkDecisionResponseSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'globalAdmin');
      return approveAllApprovalRequests(db, approvals, admin, request.body ?? {});
    },
  );

  app.post(
    '/approvals/reject-all',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Reject every pending request, or those of one kind or shop, with one reason (global admin)',
        description: 'Each owner is mailed the reason.',
        security: [{ bearer: [] }],
        body: rejectAllRequestSchema,
        response: { 200: bulkDecisionResponseSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'globalAdmin');
      return rejectAllApprovalRequests(db, approvals, mail, admin, request.body);
    },
  );

  app.post(
    '/approvals/:id/approve',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Approve a change: its values go live (global admin)',
        description: 'A request that was already decided answers 409 (errorCode 8001).',
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: approvalRequestSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'globalAdmin');
      return approveApprovalRequest(db, approvals, admin, request.params.id);
    },
  );

  app.post(
    '/approvals/:id/reject',
    {
      schema: {
        tags: ['approvals'],
        summary: 'Reject a change with a reason; the live version stays (global admin)',
        description:
          'The owner is mailed the reason. A request that was already decided answers 409 (errorCode 8001).',
        security: [{ bearer: [] }],
        params: idParams,
        body: rejectApprovalRequestSchema,
        response: {
          200: approvalRequestSchema,
          400: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'globalAdmin');
      return rejectApprovalRequest(db, approvals, mail, admin, request.params.id, request.body.reason);
    },
  );

  app.get(
    '/shops/:id/approvals',
    {
      schema: {
        tags: ['approvals'],
        summary: "A shop's own approval requests, with rejection reasons (its shop admin, global admin)",
        security: [{ bearer: [] }],
        params: idParams,
        querystring: shopApprovalListQuerySchema,
        response: {
          200: approvalRequestListSchema,
          400: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.params.id;
      requireShopAdminOf(request, shopId);
      if (!uuidPattern.test(shopId)) throw new AppError(1001);
      const { limit, offset, ...filter } = request.query;
      const { requests, total } = await listApprovalRequests(
        db,
        approvals,
        { ...filter, shopId },
        { limit, offset },
      );
      return reply.header('x-total-count', String(total)).send(requests);
    },
  );
};
