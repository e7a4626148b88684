// Online booking: studio setup, free times, bookings and the customer's cancel link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { bookingSetupRoutes } from './setup.routes.ts';

export const onlineBookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  await app.register(bookingSetupRoutes, deps);
  await app.register(bookingRoutes, deps);
};
