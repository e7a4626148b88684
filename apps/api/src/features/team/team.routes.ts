// A shop's team: public reads (without contact details) while the shop is visible, writes for its admins.

import {
  teamMemberListSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamMemberWriteSchema,
} from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { createTeamMember } from './create-team-member.ts';
import { deleteTeamMember } from './delete-team-member.ts';
import { listTeamMembers } from './list-team-members.ts';
import { showTeamMember } from './show-team-member.ts';
import { updateTeamMember } from './update-team-member.ts';

export const teamRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/shops/:shopId/team-members',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'The team (public: name, colour, description; its admins also email and phone)',
        params: shopParams,
        response: { 200: teamMemberListSchema },
      },
    },
    async function listShopTeam(request) {
      const { shop, managed } = shopOf(request);
      return listTeamMembers(db, shop.id, { withContact: managed });
    },
  );

  app.get(
    '/shops/:shopId/team-members/:id',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'One team member (unknown → 404, errorCode 8010)',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopItemParams(ErrorCode.teamMemberNotFound),
        response: { 200: teamMemberSchema },
      },
    },
    async function showShopTeamMember(request) {
      const { shop, managed } = shopOf(request);
      return showTeamMember(db, shop.id, request.params.id, { withContact: managed });
    },
  );

  app.post(
    '/shops/:shopId/team-members',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Add a team member (shop admin)',
        description: 'An empty name is allowed: the member is shown as unnamed. `color` is `#RRGGBB`.',
        params: shopParams,
        body: teamMemberWriteSchema,
        response: { 201: teamMemberSchema },
      },
    },
    async function addShopTeamMember(request, reply) {
      const { shop } = shopOf(request);
      return reply.code(201).send(await createTeamMember(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/team-members/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Change a team member (shop admin); fields left out stay',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopItemParams(ErrorCode.teamMemberNotFound),
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async function changeShopTeamMember(request) {
      const { shop } = shopOf(request);
      return updateTeamMember(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/team-members/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Remove a team member (shop admin)',
        description: 'Their bookings stay, without a team member.',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopItemParams(ErrorCode.teamMemberNotFound),
        response: { 204: z.null() },
      },
    },
    async function removeShopTeamMember(request, reply) {
      const { shop } = shopOf(request);
      await deleteTeamMember(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
