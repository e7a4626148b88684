// The city pages (/studios/{city}, /studios/{city}/{category}): HTML the server writes whole, for
// search engines and for phones without the app's code. Hidden from the OpenAPI document.
import { cityPageCategoryOf, consumerCityOf } from '@studio/domain/consumer-cities';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { AppError } from '../../http/app-error.ts';
import { pageLocaleOf } from '../../http/public-html-page.ts';
import { listCityStudios } from './city-studios.ts';
import { renderCityPage } from './render-city-page.ts';

const pageQuery = z.object({ lang: z.string().max(5).optional() });
// Short enough that a studio going live shows within minutes.
const cacheControl = 'public, max-age=300';

export const cityPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/studios/:city',
    {
      config: { access: access.public },
      schema: {
        hide: true,
        summary: 'A city’s studios (HTML)',
        errorCodes: [ErrorCode.notFound],
        params: z.object({ city: z.string().max(40) }),
        querystring: pageQuery,
      },
    },
    async function sendCityPage(request, reply) {
      const city = consumerCityOf(request.params.city);
      if (!city) throw new AppError(ErrorCode.notFound);
      const studios = await listCityStudios(db, city, undefined);
      const html = renderCityPage({
        city,
        category: undefined,
        studios,
        locale: pageLocaleOf(request),
        publicUrl: config.publicUrl,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
    },
  );

  app.get(
    '/studios/:city/:category',
    {
      config: { access: access.public },
      schema: {
        hide: true,
        summary: 'A city’s studios of one kind (HTML)',
        errorCodes: [ErrorCode.notFound],
        params: z.object({ city: z.string().max(40), category: z.string().max(40) }),
        querystring: pageQuery,
      },
    },
    async function sendCityCategoryPage(request, reply) {
      const city = consumerCityOf(request.params.city);
      const category = cityPageCategoryOf(request.params.category);
      if (!city || !category) throw new AppError(ErrorCode.notFound);
      const studios = await listCityStudios(db, city, category);
      const html = renderCityPage({
        city,
        category,
        studios,
        locale: pageLocaleOf(request),
        publicUrl: config.publicUrl,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
    },
  );
};
