// Builds the Fastify application without listening, so tests drive it through inject().
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { selectGeocoder } from './adapters/geocoding/select-geocoder.ts';
import { selectPaymentProvider } from './adapters/payments/select-payment-provider.ts';
import { createConfiguredPushDelivery } from './adapters/push/configured-push-delivery.ts';
import { openFileStorage } from './adapters/storage/open-file-storage.ts';
import { selectTelephonyProvider } from './adapters/telephony/select-telephony-provider.ts';
import type { AppDeps, RouteDeps } from './app-deps.ts';
import { systemClock } from './clock.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { createApprovalRegistry } from './features/approvals/approvals.public.ts';
import { approvalRoutes } from './features/approvals/approvals.routes.ts';
import { findSessionTokenAccount } from './features/auth/auth.public.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { oidcSignInRoutes } from './features/auth/oidc-sign-in.routes.ts';
import { userRoutes } from './features/auth/users.routes.ts';
import { createFreeSlotsCache, type FreeSlotsCache } from './features/availability/availability.public.ts';
import { availabilityRoutes } from './features/availability/availability.routes.ts';
import { answerReminderReply, depositPaymentOutcome } from './features/bookings/bookings.public.ts';
import { bookingRoutes } from './features/bookings/bookings.routes.ts';
import { refillUnsubscribeRoutes } from './features/bookings/refill-unsubscribe.routes.ts';
import { calendarFeedRoutes } from './features/calendar-feeds/calendar-feeds.routes.ts';
import { clientRoutes } from './features/clients/clients.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { dealApprovalSubject, dealPurchasePaymentOutcome } from './features/deals/deals.public.ts';
import { dealRoutes } from './features/deals/deals.routes.ts';
import { feePaymentOutcome } from './features/deposits/deposits.public.ts';
import { depositRoutes } from './features/deposits/deposits.routes.ts';
import { createErrorReporter } from './features/error-reports/error-reports.public.ts';
import { errorReportRoutes } from './features/error-reports/error-reports.routes.ts';
import { favouriteStudioRoutes } from './features/favourite-studios/favourite-studios.routes.ts';
import { giftApprovalSubject } from './features/gifts/gifts.public.ts';
import { giftRoutes } from './features/gifts/gifts.routes.ts';
import { createDatabaseProbe } from './features/health/health.public.ts';
import { healthProbeMaxAgeMs, healthRoutes } from './features/health/health.routes.ts';
import { legalPageRoutes } from './features/legal-pages/legal-pages.routes.ts';
import { mailOutboxRoutes } from './features/mail-outbox/mail-outbox.routes.ts';
import { menuArticleApprovalSubject } from './features/menu/menu.public.ts';
import { menuRoutes } from './features/menu/menu.routes.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { partnerCardChoiceApprovalSubject } from './features/partner-cards/partner-cards.public.ts';
import { partnerCardRoutes } from './features/partner-cards/partner-cards.routes.ts';
import type { PaymentOutcomes } from './features/payments/payments.public.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { personalDataRoutes } from './features/personal-data/personal-data.routes.ts';
import { placeRoutes } from './features/places/places.routes.ts';
import { pushMessageRoutes } from './features/push-messages/push-messages.routes.ts';
import { reservationRoutes } from './features/reservations/reservations.routes.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import {
  announceShopLive,
  findMissingLiveRequirements,
  findShopById,
  findShopForAccess,
  shopApprovalSubject,
} from './features/shops/shops.public.ts';
import { shopRoutes } from './features/shops/shops.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { stampCardApprovalSubject } from './features/stamp-cards/stamp-cards.public.ts';
import { stampCardRoutes } from './features/stamp-cards/stamp-cards.routes.ts';
import { studioPageRoutes } from './features/studio-page/studio-page.routes.ts';
import { cityPageRoutes } from './features/studio-search/city-pages.routes.ts';
import { studioSearchRoutes } from './features/studio-search/studio-search.routes.ts';
import { supportRequestRoutes } from './features/support/support-requests.routes.ts';
import { teamRoutes } from './features/team/team.routes.ts';
import { tourProgressRoutes } from './features/tours/tour-progress.routes.ts';
import { treatmentRoutes } from './features/treatments/treatments.routes.ts';
import { uploadRoutes } from './features/uploads/uploads.routes.ts';
import type { MessageReplies } from './features/voice/voice.public.ts';
import { voiceRoutes } from './features/voice/voice.routes.ts';
import { voucherPaymentOutcome } from './features/vouchers/vouchers.public.ts';
import { voucherRoutes } from './features/vouchers/vouchers.routes.ts';
import { waitlistRoutes } from './features/waitlist/waitlist.routes.ts';
import { registerApiKeyCheck } from './http/api-key.ts';
import { isAbandonedByClient, registerCancelOnDisconnect } from './http/cancel-on-disconnect.ts';
import { answerFrameworkError, registerErrorEnvelope } from './http/error-envelope.ts';
import { registerIdentity } from './http/identity.ts';
import { validatorCompiler } from './http/input-validator.ts';
import { registerJsonBodyParser } from './http/json-body-parser.ts';
import { registerLocale } from './http/locale.ts';
import { registerOpenApiDocument } from './http/openapi-document.ts';
import { type DeclaredRoute, registerRouteAccess } from './http/route-access.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { fastifyTrustProxy } from './http/trusted-proxies.ts';
import { registerWebApp } from './http/web-app.ts';

/** Headers the browser may read on cross-origin answers. */
const exposedHeaders = ['x-total-count', 'x-total-count-estimated', 'x-next-cursor', 'retry-after'];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The free-time answers kept by this worker; a test passes one that counts its builds. */
  freeSlots?: FreeSlotsCache;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const healthProbe = createDatabaseProbe(deps.db, { maxAgeMs: healthProbeMaxAgeMs });
  const corsOrigins = config.corsOrigins.length > 0;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A number of proxies or their addresses, never every hop: the left-most X-Forwarded-For entry
    // is the client's own choice (http/trusted-proxies.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: answerFrameworkError,
  });
  deps.mailer.useLogger(app.log.child({ module: 'mail' }));
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerLocale(app);
  const clock = deps.clock ?? systemClock;
  const errorReporter = createErrorReporter({
    db: deps.db,
    sentryDsn: config.sentryDsn,
    clock,
    log: app.log.child({ module: 'error-reports' }),
  });
  app.addHook('onClose', () => errorReporter.idle());
  registerCancelOnDisconnect(app);
  registerErrorEnvelope(app, (error, request) => {
    // A statement cancelled because its client left is no failure of ours.
    if (isAbandonedByClient(request)) return;
    errorReporter.reportServerFailure({
      error,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      userAgent: request.headers['user-agent'],
    });
  });
  // Security and CORS headers first, so that every answer carries them, the API key's 401s and
  // CORS preflights (which carry no key) included.
  registerSecurityHeaders(app);
  await app.register(fastifyCors, {
    origin: corsOrigins ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders,
  });
  // JSON and HTML above 1 KiB go out compressed; the built assets come pre-compressed from disk
  // (web-app.ts) and keep their Content-Encoding.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerApiKeyCheck(app, config.apiKeys);
  registerIdentity(app, deps.tokens, (uid, tokenId) => findSessionTokenAccount(deps.db, uid, tokenId));

  // Uploads live where the configuration says unless the caller brings its own storage (then it also closes it).
  const storage = deps.storage ?? (await openFileStorage(config));
  if (!deps.storage) app.addHook('onClose', () => storage.close());
  // Approval-bound subjects: the shop profile now; deals, gifts, stamp cards, partner cards and
  // menus register here as they arrive.
  const approvals = createApprovalRegistry();
  approvals.register('shop', shopApprovalSubject);
  approvals.register('stamp_card', stampCardApprovalSubject);
  approvals.register('gift', giftApprovalSubject);
  approvals.register('partner_card', partnerCardChoiceApprovalSubject);
  approvals.register('deal', dealApprovalSubject);
  approvals.register('menu', menuArticleApprovalSubject);
  // Web Push; a caller that brings its own delivery (tests, the platform) waits for it on close.
  const push = deps.push ?? (await createConfiguredPushDelivery(config, deps.db));
  push.useLogger(app.log.child({ module: 'push' }));
  if (!deps.push) app.addHook('onClose', () => push.idle());
  const payments = deps.payments ?? selectPaymentProvider(config, deps.db);
  const telephony = deps.telephony ?? selectTelephonyProvider(config);
  const geocoder = deps.geocoder ?? selectGeocoder(config);
  const routeDeps: RouteDeps = { ...deps, storage, push, payments, telephony, geocoder };
  // One store of kept free times for the booking page and the consumer search, which show the same.
  const freeSlots = options.freeSlots ?? createFreeSlotsCache();
  // What settling a payment does, from the features that sell through a checkout.
  const paymentOutcomes: PaymentOutcomes = {
    findShop: findShopById,
    purchases: {
      voucher: voucherPaymentOutcome,
      deal: dealPurchasePaymentOutcome,
      deposit: depositPaymentOutcome(deps.db, payments),
      fee: feePaymentOutcome({
        db: deps.db,
        payments,
        config,
        mail: { mailer: deps.mailer, publicUrl: config.publicUrl },
      }),
      card_setup: depositPaymentOutcome(deps.db, payments),
    },
    findMissingLiveRequirements,
    announceShopLive,
  };

  // A customer's answer to a messaged reminder, taken by the bookings before the phone assistant.
  const messageReplies: MessageReplies = (shop, message) =>
    answerReminderReply(
      {
        db: deps.db,
        clock,
        log: app.log.child({ module: 'reminder-replies' }),
        mail: { mailer: deps.mailer, publicUrl: config.publicUrl },
        checkout: { db: deps.db, payments, config },
      },
      shop,
      message,
    );

  await registerOpenApiDocument(app);

  // Our own routes, each with its access declaration (swagger UI and the web app are not ours).
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  await app.register(async function ownRoutes(routes) {
    registerRouteAccess(routes, (shopId) => findShopForAccess(deps.db, shopId), app.declaredRoutes);
    await routes.register(
      async (api) => {
        api.get(
          '/openapi.json',
          { config: { access: { role: 'public', shop: 'none' } }, schema: { hide: true } },
          async function sendOpenApiDocument() {
            return app.swagger();
          },
        );
        await api.register(healthRoutes, { ...deps, probe: healthProbe });
        await api.register(authRoutes, deps);
        await api.register(oidcSignInRoutes, deps);
        await api.register(userRoutes, deps);
        await api.register(personalDataRoutes, routeDeps);
        await api.register(analyticsRoutes, deps);
        await api.register(mailOutboxRoutes, deps);
        await api.register(errorReportRoutes, { ...deps, errorReporter });
        await api.register(shopRoutes, routeDeps);
        await api.register(approvalRoutes, { ...routeDeps, approvals });
        await api.register(treatmentRoutes, routeDeps);
        await api.register(teamRoutes, routeDeps);
        await api.register(staffRoutes, routeDeps);
        await api.register(availabilityRoutes, { ...routeDeps, freeSlots });
        await api.register(bookingRoutes, routeDeps);
        await api.register(depositRoutes, routeDeps);
        await api.register(clientRoutes, routeDeps);
        await api.register(reviewRoutes, routeDeps);
        await api.register(calendarFeedRoutes, routeDeps);
        await api.register(waitlistRoutes, routeDeps);
        await api.register(dashboardRoutes, routeDeps);
        await api.register(stampCardRoutes, routeDeps);
        await api.register(giftRoutes, routeDeps);
        await api.register(studioPageRoutes, routeDeps);
        await api.register(partnerCardRoutes, routeDeps);
        await api.register(dealRoutes, { ...routeDeps, approvals });
        await api.register(menuRoutes, routeDeps);
        await api.register(orderRoutes, routeDeps);
        await api.register(reservationRoutes, routeDeps);
        await api.register(pushMessageRoutes, routeDeps);
        await api.register(paymentRoutes, { ...routeDeps, paymentOutcomes });
        await api.register(voucherRoutes, routeDeps);
        await api.register(voiceRoutes, { ...routeDeps, messageReplies });
        await api.register(supportRequestRoutes, routeDeps);
        await api.register(tourProgressRoutes, routeDeps);
        await api.register(placeRoutes, routeDeps);
        await api.register(studioSearchRoutes, { ...routeDeps, freeSlots });
        await api.register(favouriteStudioRoutes, routeDeps);
      },
      { prefix: '/api' },
    );

    await routes.register(uploadRoutes, routeDeps);
    await routes.register(siteRoutes, deps);
    await routes.register(legalPageRoutes, deps);
    await routes.register(refillUnsubscribeRoutes, deps);
    await routes.register(cityPageRoutes, deps);
  });

  await registerWebApp(app, resolve(config.webDistDir ?? defaultWebDist), {
    apiKey: config.apiKeys[0] ?? '',
    sentryDsn: config.sentryDsn,
    paymentsProvider: payments.name,
    geocoder: geocoder.name,
    publicUrl: config.publicUrl,
  });
  return app;
}
