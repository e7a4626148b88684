// The menu (module menuEnabled): the shop admin's categories and articles (articles need approval),
// the customers' menu, and the allergen and additive legends. Paths as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  additiveListSchema,
  allergenListSchema,
  menuArticleListSchema,
  menuArticleSchema,
  menuArticleWriteSchema,
  menuCategoryListSchema,
  menuCategorySchema,
  menuCategoryWriteSchema,
  menuOrderSchema,
  publicMenuSchema,
} from '@studio/domain/menu-contract';
import { additiveLegend, allergenLegend } from '@studio/domain/menu-labels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { changeMenuArticle } from './change-menu-article.ts';
import { createMenuArticle } from './create-menu-article.ts';
import { deleteMenuArticle } from './delete-menu-article.ts';
import { deleteMenuCategory } from './delete-menu-category.ts';
import { listMenuArticles } from './list-menu-articles.ts';
import { listCategories } from './menu.repo.ts';
import { menuShopOf } from './menu-access.ts';
import { reorderMenu } from './reorder-menu.ts';
import { changeMenuCategory, createMenuCategory, presentMenuCategory } from './save-menu-category.ts';
import { showMenuArticle } from './show-menu-article.ts';
import { showPublicMenu } from './show-public-menu.ts';

const tags = ['menu'];
const moduleNote =
  'While the shop’s menuEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';
const articleExample = {
  name: 'Cappuccino',
  description: 'Espresso mit Milchschaum',
  priceCents: 390,
  categoryId: '0b6f3c2e-8a0e-4c56-9d5a-3f0b7c1e2d4a',
  allergens: ['g'],
  additives: [11],
  available: true,
};

export const menuRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/menu/allergens',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags,
        summary: 'The 14 allergens of EU regulation 1169/2011, lettered a–n, in the request’s language',
        response: { 200: allergenListSchema },
      },
    },
    async function listAllergens(request) {
      return allergenLegend(request.locale);
    },
  );

  app.get(
    '/menu/additives',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags,
        summary: 'The 15 additives, numbered 1–15, in the request’s language',
        response: { 200: additiveListSchema },
      },
    },
    async function listAdditives(request) {
      return additiveLegend(request.locale);
    },
  );

  app.get(
    '/shops/:shopId/menu',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The menu customers see: approved and available articles by category',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: publicMenuSchema },
      },
    },
    async function showShopMenu(request) {
      const shop = await menuShopOf(db, request);
      return showPublicMenu(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/menu/order',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Reorder categories and their articles (drag and drop; no approval needed)',
        description: `An id that is not the shop’s: 404 (errorCode 9404), nothing moves. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: menuOrderSchema,
        requestExample: {
          body: { categories: [{ id: articleExample.categoryId, articleIds: [] }] },
        },
        response: { 204: z.null() },
      },
    },
    async function reorderShopMenu(request, reply) {
      const shop = await menuShopOf(db, request);
      await reorderMenu(db, shop.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shops/:shopId/menu/categories',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The menu’s categories in order',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: menuCategoryListSchema },
      },
    },
    async function listShopMenuCategories(request) {
      const shop = await menuShopOf(db, request);
      return (await listCategories(db, shop.id)).map(presentMenuCategory);
    },
  );

  app.post(
    '/shops/:shopId/menu/categories',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Add a category (shop admin; applies at once)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: menuCategoryWriteSchema,
        requestExample: { body: { name: 'Getränke', position: 0 } },
        response: { 201: menuCategorySchema },
      },
    },
    async function createShopMenuCategory(request, reply) {
      const shop = await menuShopOf(db, request);
      return reply.code(201).send(await createMenuCategory(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/menu/categories/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Rename or move a category (whole body)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: menuCategoryWriteSchema,
        requestExample: { body: { name: 'Kaffee', position: 1 } },
        response: { 200: menuCategorySchema },
      },
    },
    async function changeShopMenuCategory(request) {
      const shop = await menuShopOf(db, request);
      return changeMenuCategory(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/menu/categories/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Delete an empty category',
        description: `409 (errorCode 9409) while articles are in it. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.conflict],
        params: shopItemParams(ErrorCode.notFound),
        response: { 204: z.null() },
      },
    },
    async function deleteShopMenuCategory(request, reply) {
      const shop = await menuShopOf(db, request);
      await deleteMenuCategory(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shops/:shopId/menu/articles',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Every article with its approval state (shop admin)',
        description: `\`approvalState\`: pending (new, invisible to customers), rejected, live, changePending (live values shown until the change in \`pendingChange\` is approved). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: menuArticleListSchema },
      },
    },
    async function listShopMenuArticles(request) {
      const shop = await menuShopOf(db, request);
      return listMenuArticles(db, shop.id);
    },
  );

  app.post(
    '/shops/:shopId/menu/articles',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Add an article (a shop admin’s waits for approval)',
        description: `A global admin’s article is live at once; a shop admin’s becomes an approval request (subject \`menu\`) and stays invisible to customers until approved. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: menuArticleWriteSchema,
        requestExample: { body: articleExample },
        response: { 201: menuArticleSchema },
      },
    },
    async function createShopMenuArticle(request, reply) {
      const shop = await menuShopOf(db, request);
      const created = await createMenuArticle(db, requireIdentity(request), shop.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/shops/:shopId/menu/articles/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'One article with its approval state (shop admin)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 200: menuArticleSchema },
      },
    },
    async function showShopMenuArticle(request) {
      const shop = await menuShopOf(db, request);
      return showMenuArticle(db, shop.id, request.params.id);
    },
  );

  app.put(
    '/shops/:shopId/menu/articles/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Change an article (whole body; a shop admin’s change waits for approval)',
        description: `\`available\` (sold out or back) applies at once; the other fields of a live article wait for approval while customers see the live values. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: menuArticleWriteSchema,
        requestExample: { body: { ...articleExample, priceCents: 420 } },
        response: { 200: menuArticleSchema },
      },
    },
    async function changeShopMenuArticle(request) {
      const shop = await menuShopOf(db, request);
      return changeMenuArticle(db, requireIdentity(request), shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/menu/articles/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Take an article off the menu (at once; past orders keep their copy)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 204: z.null() },
      },
    },
    async function deleteShopMenuArticle(request, reply) {
      const shop = await menuShopOf(db, request);
      await deleteMenuArticle(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
