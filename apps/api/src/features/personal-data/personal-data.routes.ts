// Each person's data under their control: a signed-in person downloads everything held about
// them, or deletes their account.
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { deleteMyAccount } from './delete-my-account.ts';
import { exportMyData } from './export-my-data.ts';

const tags = ['identity'];

export const personalDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/me/data',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Everything the platform holds about the signed-in person (JSON)',
        description:
          'The account, bookings with their treatments, reservations, vouchers bought, held or received, the studios’ client records with their notes and photos (images inline as data URLs), stamp cards, gift claims, orders, deal purchases, partner cards, followed studios and the inbox.',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async function downloadMyData(request, reply) {
      const data = await exportMyData(db, storage, requireIdentity(request).uid, new Date(clock.now()));
      return reply.header('content-disposition', 'attachment; filename="my-data.json"').send(data);
    },
  );

  app.delete(
    '/me',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Delete the signed-in account',
        description:
          'Every session ends at once. Personal data goes everywhere; bookings, orders and vouchers stay for the studios’ books without the person (a voucher’s balance stays usable by its code). A global admin answers 403; a studio’s last admin 409 8304.',
        errorCodes: [ErrorCode.forbidden, ErrorCode.lastOwner],
        response: { 204: z.null() },
      },
    },
    async function deleteSignedInAccount(request, reply) {
      await deleteMyAccount(db, storage, requireIdentity(request).uid, new Date(clock.now()));
      return reply.code(204).send(null);
    },
  );
};
