// Builds the Fastify application without listening, so tests drive it through inject().
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createLocalDiskStorage } from './adapters/storage/local-disk-storage.ts';
import type { AppDeps, RouteDeps } from './app-deps.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { createApprovalRegistry } from './features/approvals/approval-registry.ts';
import { approvalRoutes } from './features/approvals/approvals.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { oidcSignInRoutes } from './features/auth/oidc-sign-in.routes.ts';
import { userRoutes } from './features/auth/users.routes.ts';
import { onlineBookingRoutes } from './features/booking/booking.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mailOutboxRoutes } from './features/mail-outbox/mail-outbox.routes.ts';
import { shopApprovalSubject } from './features/shops/shop-approval-subject.ts';
import { shopRoutes } from './features/shops/shops.routes.ts';
import { uploadRoutes } from './features/uploads/uploads.routes.ts';
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
    // Only behind a proxy that sets X-Forwarded-For itself; otherwise clients could pick their IP.
    trustProxy: config.trustProxy,
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

  // Uploads live on local disk unless the caller brings its own storage (then it also closes it).
  const storage = deps.storage ?? (await createLocalDiskStorage(config.dataDir));
  if (!deps.storage) app.addHook('onClose', () => storage.close());
  // Approval-bound subjects: the shop profile now; deals, gifts, stamp cards, partner cards and
  // menus register here as they arrive.
  const approvals = createApprovalRegistry();
  approvals.register('shop', shopApprovalSubject);
  const routeDeps: RouteDeps = { ...deps, storage, approvals };

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
      await api.register(oidcSignInRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(mailOutboxRoutes, deps);
      await api.register(shopRoutes, routeDeps);
      await api.register(approvalRoutes, routeDeps);
      await api.register(onlineBookingRoutes, routeDeps);
      await api.register(dashboardRoutes, routeDeps);
    },
    { prefix: '/api' },
  );

  await app.register(uploadRoutes, routeDeps);

  await registerWebApp(app, resolve(config.webDistDir ?? defaultWebDist), config.apiKeys[0] ?? '');
  return app;
}
