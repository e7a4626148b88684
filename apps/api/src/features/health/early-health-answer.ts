// GET /api/health answered in the HTTP server's request listener, before Fastify: the check of a load
// balancer or orchestrator, called many times a second, then costs about what a bare node:http
// server's answer costs (Fastify's routing, hooks and reply took ~60 % of the CPU of this tiny
// answer). Only the plain case is answered here, with exactly the headers the route sends (the
// security headers, no CORS ones: no Origin): a fresh successful database probe, GET, no Origin
// header and the exact path. Everything else (HEAD, an Origin, a query, a probe due or failing)
// goes to the route in health.routes.ts, which probes and answers errors in the usual envelope.
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { apiSecurityHeaders } from '../../http/security-headers.ts';
import type { DatabaseProbe } from './database-probe.ts';

/** The route's answer, serialized once. */
export const healthyAnswer = JSON.stringify({ status: 'ok' });

/**
 * The early answer for the app: `corsHeaders` are what the CORS plugin adds to an answer without an
 * Origin (Vary: Origin keeps shared caches from serving it to a cross-origin request).
 */
export function createEarlyHealthAnswer(
  probe: DatabaseProbe,
  corsHeaders: readonly (readonly [string, string])[],
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const headers = [
    ...apiSecurityHeaders(),
    ...corsHeaders,
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(healthyAnswer))],
  ].flat();
  /** Answers the request if it is the plain health check and the database answered lately; else false. */
  return function answerHealthEarly(request, response) {
    if (request.url !== '/api/health' || request.method !== 'GET') return false;
    if (request.headers.origin !== undefined || !probe.fresh()) return false;
    response.writeHead(200, headers);
    response.end(healthyAnswer);
    return true;
  };
}

/** Fastify's server options as its serverFactory gets them (its defaults filled in). */
interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * A `serverFactory` for Fastify: the server Fastify would make, with its timeouts, whose request
 * listener hands a request to Fastify only when `answerEarly` has not answered it.
 */
export function serverAnsweringEarly(
  answerEarly: (request: IncomingMessage, response: ServerResponse) => boolean,
): (handler: RequestListener, options: unknown) => Server {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!answerEarly(request, response)) handler(request, response);
    });
    const timeouts = options as ServerTimeouts;
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
}
