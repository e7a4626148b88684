// A studio's team logins: owners invite by email at a level, the invitee accepts signed in, and
// owners change levels or take logins off the team (the last owner stays).
import { loginResponseSchema } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  acceptStaffInvitationSchema,
  staffInvitationSchema,
  staffInvitationWriteSchema,
  staffMemberSchema,
  staffMemberUpdateSchema,
  staffOverviewSchema,
} from '@studio/domain/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { rowId, shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { acceptStaffInvitation } from './accept-staff-invitation.ts';
import { changeStaffLevel } from './change-staff-level.ts';
import { inviteStaff } from './invite-staff.ts';
import { listStaff } from './list-staff.ts';
import { removeStaff } from './remove-staff.ts';
import { revokeStaffInvitation } from './revoke-staff-invitation.ts';

const tags = ['team logins'];
const staffParams = z.object({ shopId: shopParams.shape.shopId, uid: rowId(ErrorCode.notFound) });

export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, tokens, mailer, config } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());

  app.post(
    '/shops/:shopId/staff-invitations',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'Invite someone to the team at a level (owner)',
        description:
          '`level`: `owner` (everything), `manager` (everything but plans, payouts, the profile and the team’s logins), `staff` (the calendar, their own column to change, the cards of their clients). `teamMemberId` links their calendar column. Mails a link carrying `token=`, valid 7 days.',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopParams,
        body: staffInvitationWriteSchema,
        response: { 201: staffInvitationSchema },
      },
    },
    async function inviteShopStaff(request, reply) {
      const { shop } = shopOf(request);
      const { uid } = requireIdentity(request);
      const invitation = await inviteStaff(
        db,
        { mailer, publicUrl: config.publicUrl },
        shop,
        uid,
        request.body,
        request.locale,
        now(),
      );
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/shops/:shopId/staff-invitations/:id',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'Withdraw an open invitation (owner)',
        errorCodes: [ErrorCode.invitationInvalid],
        params: shopItemParams(ErrorCode.invitationInvalid),
        response: { 204: z.null() },
      },
    },
    async function revokeShopStaffInvitation(request, reply) {
      await revokeStaffInvitation(db, shopOf(request).shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff-invitations/accept',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Accept an invitation to a studio’s team (signed in with the invited email)',
        description:
          'Answers a fresh session: `user: {role: "shopAdmin", shopId, shopLevel, teamMemberId}`. Unknown, used or expired token 404 8303; another email, a guest or a global admin 403; an admin of another studio 409 9409.',
        errorCodes: [
          ErrorCode.invitationInvalid,
          ErrorCode.forbidden,
          ErrorCode.conflict,
          ErrorCode.lastOwner,
        ],
        body: acceptStaffInvitationSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async function acceptShopStaffInvitation(request) {
      return acceptStaffInvitation(db, tokens, requireIdentity(request).uid, request.body.token, now());
    },
  );

  app.get(
    '/shops/:shopId/staff',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'The team’s logins with their levels, and open invitations (owner)',
        params: shopParams,
        response: { 200: staffOverviewSchema },
      },
    },
    async function listShopStaff(request) {
      return listStaff(db, shopOf(request).shop.id, now());
    },
  );

  app.put(
    '/shops/:shopId/staff/:uid',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'Change a login’s level or calendar column (owner)',
        description:
          'Lowering a level ends that person’s sessions at once. The last owner cannot be lowered: 409 8304. Unknown 404 9404.',
        errorCodes: [ErrorCode.notFound, ErrorCode.lastOwner, ErrorCode.teamMemberNotFound],
        params: staffParams,
        body: staffMemberUpdateSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async function changeShopStaffLevel(request) {
      return changeStaffLevel(db, shopOf(request).shop.id, request.params.uid, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/staff/:uid',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'Take a login off the team (owner)',
        description:
          'The account stays, as a customer account; its sessions end at once. The last owner cannot be removed: 409 8304.',
        errorCodes: [ErrorCode.notFound, ErrorCode.lastOwner],
        params: staffParams,
        response: { 204: z.null() },
      },
    },
    async function removeShopStaff(request, reply) {
      await removeStaff(db, shopOf(request).shop.id, request.params.uid);
      return reply.code(204).send(null);
    },
  );
};
