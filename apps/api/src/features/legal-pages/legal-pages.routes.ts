// The imprint and privacy pages, the platform's and each live studio's: HTML written by the server
// (no API key, like the sitemap), linked from every customer page's footer. Hidden from the OpenAPI
// document, which describes the JSON API.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pageLocaleOf } from '../../http/public-html-page.ts';
import { findShopById } from '../shops/shops.public.ts';
import { type ImprintSubject, renderImprintPage } from './render-imprint-page.ts';
import { renderPrivacyPage } from './render-privacy-page.ts';

const access = { role: 'public', shop: 'none' } as const;
const platformName = 'Studioly';
const studioParams = z.object({ shopId: z.string().max(64) });
const pageQuery = z.object({ lang: z.string().max(5).optional() });

export const legalPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const platform: ImprintSubject = { displayName: platformName, legal: config.platformOperator ?? null };
  const platformContact = { name: platformName, email: config.platformOperator?.email };

  /** A live studio's subject; a studio that is not live has no public pages (as its studio page). */
  async function studioSubject(shopId: string): Promise<ImprintSubject | undefined> {
    const shop = await findShopById(db, shopId);
    if (shop?.status !== 'active') return undefined;
    return { shopId: shop.id, displayName: shop.name, legal: shop.legal };
  }

  const page = { querystring: pageQuery, hide: true } as const;

  app.get(
    '/imprint',
    { config: { access }, schema: { ...page, summary: 'The platform’s imprint (HTML)' } },
    async function sendPlatformImprint(request, reply) {
      const html = renderImprintPage(platform, pageLocaleOf(request), `${config.publicUrl}/imprint`);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/privacy',
    { config: { access }, schema: { ...page, summary: 'The platform’s privacy notice (HTML)' } },
    async function sendPlatformPrivacy(request, reply) {
      const html = renderPrivacyPage(
        platform,
        platformContact,
        pageLocaleOf(request),
        `${config.publicUrl}/privacy`,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/partner/:shopId/app/imprint',
    { config: { access }, schema: { ...page, params: studioParams, summary: 'A studio’s imprint (HTML)' } },
    async function sendStudioImprint(request, reply) {
      const subject = await studioSubject(request.params.shopId);
      if (!subject) return reply.callNotFound();
      const url = `${config.publicUrl}/partner/${encodeURIComponent(request.params.shopId)}/app/imprint`;
      return reply
        .type('text/html; charset=utf-8')
        .send(renderImprintPage(subject, pageLocaleOf(request), url));
    },
  );

  app.get(
    '/partner/:shopId/app/privacy',
    {
      config: { access },
      schema: { ...page, params: studioParams, summary: 'A studio’s privacy notice (HTML)' },
    },
    async function sendStudioPrivacy(request, reply) {
      const subject = await studioSubject(request.params.shopId);
      if (!subject) return reply.callNotFound();
      const url = `${config.publicUrl}/partner/${encodeURIComponent(request.params.shopId)}/app/privacy`;
      const html = renderPrivacyPage(subject, platformContact, pageLocaleOf(request), url);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
