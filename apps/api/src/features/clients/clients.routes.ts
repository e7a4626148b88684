// A studio's clients: the list with search (and as CSV), the card, notes, photos (in a scope of their
// own), merge and split, and the client's data handed over or erased.
import {
  clientCardSchema,
  clientListQuerySchema,
  clientListSchema,
  clientMergeSchema,
  clientNoteSchema,
  clientNoteWriteSchema,
  clientSplitSchema,
  clientUpdateSchema,
} from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { addClientNote } from './add-client-note.ts';
import { changeClient } from './change-client.ts';
import { clientPhotoRoutes } from './client-photos.routes.ts';
import { clientViewerOf } from './client-viewer-of.ts';
import { eraseClient } from './erase-client.ts';
import { exportClientData } from './export-client-data.ts';
import { exportClientsCsv } from './export-clients-csv.ts';
import { listClients } from './list-clients.ts';
import { mergeClients } from './merge-clients.ts';
import { showClientCard } from './show-client-card.ts';
import { splitClient } from './split-client.ts';

const tags = ['clients'];
const staffNote = ' Staff see the clients with a booking in their own column.';

const clientParams = shopItemParams(ErrorCode.clientNotFound);

export const clientRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());
  await app.register(clientPhotoRoutes, deps);

  app.get(
    '/shops/:shopId/clients',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'The studio’s clients by name, one page at a time (shop admin, staff)',
        description:
          '`q` searches name, email and phone (a phone number in any spacing). `page` counts pages of `pageSize`, from the start or, with `cursor`, from where the page that gave it in its `x-next-cursor` header ended. Every person the studio has met is a client: online, walk-in and phone bookings, reservations, vouchers, stamp cards and orders. `visits` counts completed visits and past confirmed ones.' +
          staffNote,
        params: shopParams,
        querystring: clientListQuerySchema,
        response: { 200: clientListSchema },
      },
    },
    async function listShopClients(request, reply) {
      const { list, nextCursor } = await listClients(
        db,
        shopOf(request).shop.id,
        request.query,
        clientViewerOf(request),
        now(),
      );
      return withNextCursor(reply, nextCursor).send(list);
    },
  );

  app.get(
    '/shops/:shopId/clients/export',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The client list as CSV (shop admin)',
        description: 'Every client matching `q` (all without it), one row each.',
        params: shopParams,
        querystring: clientListQuerySchema.pick({ q: true }),
        nonJsonAnswers: { 200: 'text/csv' },
      },
    },
    async function exportShopClients(request, reply) {
      const { shop } = shopOf(request);
      const csv = await exportClientsCsv(db, shop.id, request.query.q, now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${shop.id.slice(0, 8)}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/shops/:shopId/clients/:id',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'A client’s card (shop admin, staff)',
        description:
          'Contact, visits past and upcoming, total spent (completed visits and orders), no-shows, late cancellations (less than 24 hours before the start), loyalty, marketing consent and notes. A record merged into another answers that one’s card.' +
          staffNote,
        errorCodes: [ErrorCode.clientNotFound],
        params: clientParams,
        response: { 200: clientCardSchema },
      },
    },
    async function showShopClient(request) {
      return showClientCard(db, shopOf(request).shop.id, request.params.id, now(), clientViewerOf(request));
    },
  );

  app.patch(
    '/shops/:shopId/clients/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Change a client’s name, contact or marketing consent (shop admin)',
        description:
          'An email or phone that belongs to another client answers 409 8301: merge the two instead.',
        errorCodes: [ErrorCode.clientNotFound, ErrorCode.clientContactTaken],
        params: clientParams,
        body: clientUpdateSchema,
        response: { 200: clientCardSchema },
      },
    },
    async function changeShopClient(request) {
      return changeClient(db, shopOf(request).shop.id, request.params.id, request.body, now());
    },
  );

  app.post(
    '/shops/:shopId/clients/:id/notes',
    {
      config: { access: access.shopStaff },
      schema: {
        tags,
        summary: 'Add a note to a client (shop admin, staff)',
        description: `Answers every note of the client, newest first, each with its author and time.${staffNote}`,
        errorCodes: [ErrorCode.clientNotFound],
        params: clientParams,
        body: clientNoteWriteSchema,
        response: { 201: z.object({ notes: z.array(clientNoteSchema) }) },
      },
    },
    async function addShopClientNote(request, reply) {
      const { uid } = requireIdentity(request);
      const shopId = shopOf(request).shop.id;
      const notes = await addClientNote(
        db,
        shopId,
        request.params.id,
        uid,
        request.body,
        clientViewerOf(request),
      );
      return reply.code(201).send(notes);
    },
  );

  app.post(
    '/shops/:shopId/clients/:id/merge',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Merge another client into this one (shop admin)',
        description: 'The other’s bookings, notes and contact join this card; `split` undoes it.',
        errorCodes: [ErrorCode.clientNotFound, ErrorCode.clientMergeRefused],
        params: clientParams,
        body: clientMergeSchema,
        response: { 200: clientCardSchema },
      },
    },
    async function mergeShopClients(request) {
      return mergeClients(db, shopOf(request).shop.id, request.params.id, request.body.otherClientId, now());
    },
  );

  app.post(
    '/shops/:shopId/clients/:id/split',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Split a merged record off this client again (shop admin)',
        errorCodes: [ErrorCode.clientNotFound, ErrorCode.clientMergeRefused],
        params: clientParams,
        body: clientSplitSchema,
        response: { 200: clientCardSchema },
      },
    },
    async function splitShopClient(request) {
      return splitClient(db, shopOf(request).shop.id, request.params.id, request.body.mergedClientId, now());
    },
  );

  app.get(
    '/shops/:shopId/clients/:id/export',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Everything the studio holds about a client, as one JSON document (shop admin)',
        description:
          'Bookings, reservations, vouchers, the client records with their notes and photos (each image inline as a data URL).',
        errorCodes: [ErrorCode.clientNotFound],
        params: clientParams,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async function exportShopClient(request, reply) {
      const data = await exportClientData(db, storage, shopOf(request).shop.id, request.params.id, now());
      return reply
        .header('content-disposition', `attachment; filename="client-${request.params.id}.json"`)
        .send(data);
    },
  );

  app.delete(
    '/shops/:shopId/clients/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Erase a client (shop admin)',
        description:
          'The record, its notes, photos (with their stored images) and merged records go; bookings, sales and vouchers stay for the books without name, contact or notes.',
        errorCodes: [ErrorCode.clientNotFound],
        params: clientParams,
        response: { 204: z.null() },
      },
    },
    async function eraseShopClient(request, reply) {
      await eraseClient(db, storage, shopOf(request).shop.id, request.params.id, now());
      return reply.code(204).send(null);
    },
  );
};
