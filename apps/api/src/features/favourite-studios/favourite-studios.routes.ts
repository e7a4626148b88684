// A signed-in customer's favourite studios: marked from the search, shown first there and in the account.
import { ErrorCode } from '@studio/domain/error-codes';
import { favouriteStudiosSchema } from '@studio/domain/favourite-studios-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { rowId } from '../../http/shop-route-schemas.ts';
import { listFavouriteStudios } from './favourite-studios.repo.ts';
import { markFavouriteStudio } from './mark-favourite-studio.ts';
import { unmarkFavouriteStudio } from './unmark-favourite-studio.ts';

const favouriteParams = z.object({ shopId: rowId(ErrorCode.shopNotFound) });

export const favouriteStudioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/me/favourite-studios',
    {
      config: { access: access.account },
      schema: {
        tags: ['consumer platform'],
        summary: 'The caller’s favourite studios (signed in)',
        description: 'The live studios the caller marked, newest mark first; at most 200.',
        response: { 200: favouriteStudiosSchema },
      },
    },
    async function listOwnFavouriteStudios(request) {
      return listFavouriteStudios(db, requireIdentity(request).uid);
    },
  );

  app.put(
    '/me/favourite-studios/:shopId',
    {
      config: { access: access.account },
      schema: {
        tags: ['consumer platform'],
        summary: 'Mark a studio as a favourite (signed in)',
        description: `Idempotent. A studio that is unknown or not live → 404 with errorCode ${ErrorCode.shopNotFound}.`,
        errorCodes: [ErrorCode.shopNotFound],
        params: favouriteParams,
        response: { 204: z.null() },
      },
    },
    async function markOwnFavouriteStudio(request, reply) {
      await markFavouriteStudio(db, requireIdentity(request).uid, request.params.shopId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/favourite-studios/:shopId',
    {
      config: { access: access.account },
      schema: {
        tags: ['consumer platform'],
        summary: 'Unmark a favourite studio (signed in)',
        description: `Idempotent: a live studio that was not a favourite answers 204 too. A studio that is unknown or not live → 404 with errorCode ${ErrorCode.shopNotFound}.`,
        errorCodes: [ErrorCode.shopNotFound],
        params: favouriteParams,
        response: { 204: z.null() },
      },
    },
    async function unmarkOwnFavouriteStudio(request, reply) {
      await unmarkFavouriteStudio(db, requireIdentity(request).uid, request.params.shopId);
      return reply.code(204).send(null);
    },
  );
};
