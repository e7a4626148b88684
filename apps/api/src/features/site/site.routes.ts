// The files crawlers and browsers ask for at fixed addresses (no API key); without these routes
// they would get the app's HTML. Web files, not API: hidden from the OpenAPI document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { buildSitemap } from './build-sitemap.ts';
import { robotsTxt } from './robots-txt.ts';
import { webAppManifest } from './web-app-manifest.ts';

const access = { role: 'public', shop: 'none' } as const;
// Short enough that a newly active or closed studio shows up within the hour.
const cacheControl = 'public, max-age=3600';

export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/robots.txt',
    { config: { access }, schema: { hide: true, summary: 'Rules for crawlers' } },
    async function sendRobotsTxt(_request, reply) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(robotsTxt(config.publicUrl));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access },
      schema: { hide: true, summary: 'Public pages of the active studios' },
    },
    async function sendSitemap(_request, reply) {
      const sitemap = await buildSitemap(db, config.publicUrl);
      return reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(sitemap);
    },
  );

  app.get(
    '/manifest.webmanifest',
    { config: { access }, schema: { hide: true, summary: 'Web app manifest' } },
    async function sendWebAppManifest(_request, reply) {
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(JSON.stringify(webAppManifest()));
    },
  );
};
