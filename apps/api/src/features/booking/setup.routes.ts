// Studio setup for online booking (api-contract "Booking"): treatments, templates, team, booking
// hours, closures and booking rules. Reads of treatments, team and hours are public while the
// shop is; every write needs the shop's admin or a global admin (another shop's admin: 403).
import {
  bookingRuleSchema,
  bookingRuleUpdateSchema,
  bookingRuleWriteSchema,
  openingHoursSchema,
  serviceListSchema,
  serviceSchema,
  servicesFromTemplatesSchema,
  serviceTemplateListSchema,
  serviceUpdateSchema,
  serviceWriteSchema,
  teamMemberListSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamMemberWriteSchema,
  unavailabilitySchema,
  unavailabilityUpdateSchema,
  unavailabilityWriteSchema,
} from '@studio/domain/booking-contract';
import { serviceTemplates } from '@studio/domain/service-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import {
  createBookingRule,
  createUnavailability,
  deleteBookingRule,
  deleteUnavailability,
  listBookingRules,
  listUnavailabilities,
  showBookingRule,
  showUnavailability,
  updateBookingRule,
  updateUnavailability,
} from './manage-closures.ts';
import { replaceOpeningHours, showOpeningHours } from './manage-opening-hours.ts';
import {
  createService,
  createServicesFromTemplates,
  deleteService,
  listServices,
  showService,
  updateService,
} from './manage-services.ts';
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  showTeamMember,
  updateTeamMember,
} from './manage-team-members.ts';
import { findPublicShop, requireManagedShop } from './shop-access.ts';

const shopParams = z.object({ shopId: z.string().max(64) });
const itemParams = z.object({ shopId: z.string().max(64), id: z.string().max(64) });
const error = errorEnvelopeSchema;
const readAnswers = { 404: error };
const writeAnswers = { 400: error, 401: error, 403: error, 404: error };
const bearer = [{ bearer: [] }];

export const bookingSetupRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  // --- Treatments

  app.get(
    '/shops/:shopId/services',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Treatments of a shop (public: active ones; its admins: all)',
        params: shopParams,
        response: { 200: serviceListSchema, ...readAnswers },
      },
    },
    async (request) => {
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      return listServices(db, shop.id, { includeInactive: managed });
    },
  );

  app.get(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'One treatment (inactive ones only for the shop’s admins; else 404, errorCode 9404)',
        params: itemParams,
        response: { 200: serviceSchema, ...readAnswers },
      },
    },
    async (request) => {
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      return showService(db, shop.id, request.params.id, { includeInactive: managed });
    },
  );

  app.post(
    '/shops/:shopId/services',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Add a treatment (shop admin)',
        description:
          '`teamMemberIds`: who performs it (none = everyone; an unknown id → 404, errorCode 8010). `extras`: extra direct prices and extra per-unit prices (empty or 0 = no extra cost).',
        security: bearer,
        params: shopParams,
        body: serviceWriteSchema,
        response: { 201: serviceSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return reply.code(201).send(await createService(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Change a treatment (shop admin); fields left out stay',
        description: 'Bookings already made keep the name, price and duration they were booked with.',
        security: bearer,
        params: itemParams,
        body: serviceUpdateSchema,
        response: { 200: serviceSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return updateService(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/services/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a treatment (shop admin)',
        security: bearer,
        params: itemParams,
        response: { 204: z.null(), ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      await deleteService(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shops/:shopId/service-templates',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Treatments to start from: a set for nail studios (shop admin)',
        security: bearer,
        params: shopParams,
        response: { 200: serviceTemplateListSchema, ...writeAnswers },
      },
    },
    async (request) => {
      await requireManagedShop(db, request, request.params.shopId);
      return [...serviceTemplates];
    },
  );

  app.post(
    '/shops/:shopId/services/from-templates',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Create treatments from templates (shop admin)',
        description:
          'In the order given, after the existing ones. An unknown template id → 404, errorCode 8102.',
        security: bearer,
        params: shopParams,
        body: servicesFromTemplatesSchema,
        response: { 201: serviceListSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return reply.code(201).send(await createServicesFromTemplates(db, shop.id, request.body.templateIds));
    },
  );

  // --- Team

  app.get(
    '/shops/:shopId/team-members',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'The team (public: name, colour, description; its admins also email and phone)',
        params: shopParams,
        response: { 200: teamMemberListSchema, ...readAnswers },
      },
    },
    async (request) => {
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      return listTeamMembers(db, shop.id, { withContact: managed });
    },
  );

  app.get(
    '/shops/:shopId/team-members/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'One team member (unknown → 404, errorCode 8010)',
        params: itemParams,
        response: { 200: teamMemberSchema, ...readAnswers },
      },
    },
    async (request) => {
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      return showTeamMember(db, shop.id, request.params.id, { withContact: managed });
    },
  );

  app.post(
    '/shops/:shopId/team-members',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Add a team member (shop admin)',
        description: 'An empty name is allowed: the member is shown as unnamed. `color` is `#RRGGBB`.',
        security: bearer,
        params: shopParams,
        body: teamMemberWriteSchema,
        response: { 201: teamMemberSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return reply.code(201).send(await createTeamMember(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/team-members/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Change a team member (shop admin); fields left out stay',
        security: bearer,
        params: itemParams,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return updateTeamMember(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/team-members/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Remove a team member (shop admin)',
        description: 'Their bookings stay, without a team member.',
        security: bearer,
        params: itemParams,
        response: { 204: z.null(), ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      await deleteTeamMember(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- Booking hours

  app.get(
    '/shops/:shopId/opening-hours',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Booking hours: all seven weekdays (1 = Monday); no ranges = closed',
        params: shopParams,
        response: { 200: openingHoursSchema, ...readAnswers },
      },
    },
    async (request) => {
      const { shop } = await findPublicShop(db, request, request.params.shopId);
      return showOpeningHours(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/opening-hours',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Replace the booking hours (shop admin)',
        description:
          'Weekdays left out are closed. A range with `end ≤ start` or ranges that overlap → 400, errorCode 8009, with `fields` naming the range. Times are `HH:mm`; `24:00` may end a range.',
        security: bearer,
        params: shopParams,
        body: openingHoursSchema,
        response: { 200: openingHoursSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return replaceOpeningHours(db, shop.id, request.body);
    },
  );

  // --- Closures

  app.get(
    '/shops/:shopId/unavailabilities',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Closure times (shop admin), by start date',
        security: bearer,
        params: shopParams,
        response: { 200: z.array(unavailabilitySchema), ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return listUnavailabilities(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/unavailabilities/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'One closure time (shop admin; unknown → 404, errorCode 8004)',
        security: bearer,
        params: itemParams,
        response: { 200: unavailabilitySchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return showUnavailability(db, shop.id, request.params.id);
    },
  );

  app.post(
    '/shops/:shopId/unavailabilities',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Add a closure time (shop admin)',
        description:
          'Whole local days, both included; `endDate` before `startDate` → 400, errorCode 9400. Removed 48 hours after its end.',
        security: bearer,
        params: shopParams,
        body: unavailabilityWriteSchema,
        response: { 201: unavailabilitySchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return reply.code(201).send(await createUnavailability(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/unavailabilities/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Change a closure time (shop admin); fields left out stay',
        security: bearer,
        params: itemParams,
        body: unavailabilityUpdateSchema,
        response: { 200: unavailabilitySchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return updateUnavailability(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/unavailabilities/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a closure time (shop admin)',
        security: bearer,
        params: itemParams,
        response: { 204: z.null(), ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      await deleteUnavailability(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- Booking rules (concurrent slots)

  app.get(
    '/shops/:shopId/booking-rules',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Booking slots: concurrent capacity rules (shop admin)',
        security: bearer,
        params: shopParams,
        response: { 200: z.array(bookingRuleSchema), ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return listBookingRules(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/booking-rules/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'One booking rule (shop admin; unknown → 404, errorCode 8008)',
        security: bearer,
        params: itemParams,
        response: { 200: bookingRuleSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return showBookingRule(db, shop.id, request.params.id);
    },
  );

  app.post(
    '/shops/:shopId/booking-rules',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Add a booking rule (shop admin)',
        description:
          'From `startDate` until `endDate` (absent = permanent), at most `slots` (≥ 1) bookings at once. On a day several rules cover, the one with the latest `startDate` counts; without a rule the team size (at least 1) does. Removed 48 hours after its end.',
        security: bearer,
        params: shopParams,
        body: bookingRuleWriteSchema,
        response: { 201: bookingRuleSchema, ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return reply.code(201).send(await createBookingRule(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/booking-rules/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary:
          'Change a booking rule (shop admin); fields left out stay, `endDate: null` makes it permanent',
        security: bearer,
        params: itemParams,
        body: bookingRuleUpdateSchema,
        response: { 200: bookingRuleSchema, ...writeAnswers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return updateBookingRule(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/booking-rules/:id',
    {
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a booking rule (shop admin)',
        security: bearer,
        params: itemParams,
        response: { 204: z.null(), ...writeAnswers },
      },
    },
    async (request, reply) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      await deleteBookingRule(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
