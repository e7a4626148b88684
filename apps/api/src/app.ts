// Builds the Fastify application without listening, so tests drive it through inject().
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { userRoutes } from './features/auth/users.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { shopRoutes } from './features/shops/shops.routes.ts';
import { registerApiKeyCheck } from './http/api-key.ts';
import { registerErrorEnvelope } from './http/error-envelope.ts';
import { registerIdentity } from './http/identity.ts';
import { registerLocale } from './http/locale.ts';
import { registerWebApp } from './http/web-app.ts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  deps.mailer.useLogger(app.log.child({ module: 'mail' }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerLocale(app);
  registerErrorEnvelope(app);
  registerApiKeyCheck(app, config.apiKeys);
  registerIdentity(app, deps.db, deps.tokens);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['x-total-count', 'retry-after'],
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Studio platform API',
        description:
          'Booking and loyalty platform for beauty studios. Every /api route except /api/health and this document needs the `x-api-key` header. Errors answer `{errorCode, message, fields?}` in the language of `Accept-Language`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(shopRoutes, deps);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, resolve(config.webDistDir ?? defaultWebDist), config.apiKeys[0] ?? '');
  return app;
}
