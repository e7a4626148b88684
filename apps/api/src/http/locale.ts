import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every request knows the language of its messages (Accept-Language, default German). */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'de');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
}
