// Partner cards (module partnerCardsEnabled): the global admin's cards with their number patterns,
// the cards each shop accepts (approval for shop admins) and the customers' own cards.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  type AddCustomerPartnerCard,
  addCustomerPartnerCardSchema,
  customerPartnerCardListSchema,
  customerPartnerCardSchema,
  type PartnerCardWrite,
  partnerCardListSchema,
  partnerCardSchema,
  partnerCardWriteSchema,
  shopPartnerCardChoiceSchema,
  shopPartnerCardsWriteSchema,
} from '@studio/domain/partner-card-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { itemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { addCustomerPartnerCard } from './add-customer-partner-card.ts';
import { choosePartnerCards } from './choose-partner-cards.ts';
import { removePartnerCard } from './delete-partner-card.ts';
import { listAcceptedPartnerCards } from './list-accepted-partner-cards.ts';
import { listCustomerPartnerCards } from './list-customer-partner-cards.ts';
import { listPartnerCards } from './list-partner-cards.ts';
import { partnerCardShopOf } from './partner-card-access.ts';
import { removeCustomerPartnerCard } from './remove-customer-partner-card.ts';
import { changePartnerCard, createPartnerCard } from './save-partner-card.ts';
import { showPartnerCardChoice } from './show-partner-card-choice.ts';

const idParams = itemParams(ErrorCode.notFound);
const tags = ['partner cards'];
const patternNote =
  'The pattern is a regular expression matched against the whole card number; one that is not valid, could backtrack catastrophically or is longer than 200 characters answers 400 (errorCode 9400, `fields.pattern`).';
const moduleNote =
  'While the shop’s partnerCardsEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';

const cardExample: PartnerCardWrite = { title: 'Payback', pattern: '308342\\d{10}' };
const customerCardExample: AddCustomerPartnerCard = {
  partnerCardId: '0b8f6c1e-5a4d-4c1b-9d6e-2f3a4b5c6d7e',
  number: '3083421234567890',
};

export const partnerCardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/partner-cards',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Every partner card, by title (global admin)',
        response: { 200: partnerCardListSchema },
      },
    },
    async function listAllPartnerCards() {
      return listPartnerCards(db);
    },
  );

  app.post(
    '/partner-cards',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Create a partner card (global admin)',
        description: patternNote,
        body: partnerCardWriteSchema,
        requestExample: { body: cardExample },
        response: { 201: partnerCardSchema },
      },
    },
    async function createGlobalPartnerCard(request, reply) {
      return reply.code(201).send(await createPartnerCard(db, request.body));
    },
  );

  app.put(
    '/partner-cards/:id',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Change a partner card’s title or pattern (global admin)',
        description: `${patternNote} Numbers customers already added stay.`,
        errorCodes: [ErrorCode.notFound],
        params: idParams,
        body: partnerCardWriteSchema.partial(),
        requestExample: { body: { title: 'Payback Karte' } },
        response: { 200: partnerCardSchema },
      },
    },
    async function changeGlobalPartnerCard(request) {
      return changePartnerCard(db, request.params.id, request.body);
    },
  );

  app.delete(
    '/partner-cards/:id',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Delete a partner card (global admin)',
        description: 'Shops stop accepting it and customers’ copies of it are removed.',
        errorCodes: [ErrorCode.notFound],
        params: idParams,
        nonJsonAnswers: { 204: 'deleted' },
      },
    },
    async function deleteGlobalPartnerCard(request, reply) {
      await removePartnerCard(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/shops/:shopId/partner-cards',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags,
        summary: 'The partner cards the shop accepts (public)',
        description: `With each card’s pattern, so that an app can check a number before sending it. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: partnerCardListSchema },
      },
    },
    async function listShopPartnerCards(request) {
      const shop = await partnerCardShopOf(db, request);
      return listAcceptedPartnerCards(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/partner-cards/choice',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags,
        summary:
          'Every card there is, those the shop accepts and the choice waiting for approval (shop admin)',
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: shopPartnerCardChoiceSchema },
      },
    },
    async function showShopPartnerCardChoice(request) {
      const shop = await partnerCardShopOf(db, request);
      return showPartnerCardChoice(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/partner-cards',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags,
        summary: 'Choose the partner cards the shop accepts (shop admin: approval; global admin: at once)',
        description: `The whole set. A shop admin’s choice becomes an approval request (subject \`partner_card\`, subject id = the shop’s id); customers see the cards accepted now until it is approved. An unknown card id: 400 (errorCode 9400). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: shopPartnerCardsWriteSchema,
        requestExample: { body: { partnerCardIds: [customerCardExample.partnerCardId] } },
        response: { 200: shopPartnerCardChoiceSchema },
      },
    },
    async function chooseShopPartnerCards(request) {
      const shop = await partnerCardShopOf(db, request);
      return choosePartnerCards(db, requireIdentity(request), shop.id, request.body.partnerCardIds);
    },
  );

  app.get(
    '/me/partner-cards',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'The caller’s own partner cards, newest first (signed-in account)',
        response: { 200: customerPartnerCardListSchema },
      },
    },
    async function listOwnPartnerCards(request) {
      return listCustomerPartnerCards(db, requireIdentity(request));
    },
  );

  app.post(
    '/me/partner-cards',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Add a partner card by its number (signed-in account, not a guest)',
        description:
          'Spaces and dashes in the number are dropped. A number that does not match the card’s pattern as a whole: 400 (errorCode 9400, `fields.number`); an unknown card: 404 (errorCode 9404); the same card and number again: 409 (errorCode 9409); a guest: 403 (errorCode 9403).',
        errorCodes: [ErrorCode.notFound, ErrorCode.forbidden, ErrorCode.conflict],
        body: addCustomerPartnerCardSchema,
        requestExample: { body: customerCardExample },
        response: { 201: customerPartnerCardSchema },
      },
    },
    async function addOwnPartnerCard(request, reply) {
      return reply.code(201).send(await addCustomerPartnerCard(db, requireIdentity(request), request.body));
    },
  );

  app.delete(
    '/me/partner-cards/:id',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Remove one of the caller’s partner cards (signed-in account)',
        errorCodes: [ErrorCode.notFound],
        params: idParams,
        nonJsonAnswers: { 204: 'removed' },
      },
    },
    async function removeOwnPartnerCard(request, reply) {
      await removeCustomerPartnerCard(db, requireIdentity(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
