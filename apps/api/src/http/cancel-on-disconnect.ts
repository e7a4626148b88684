import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CancellationScope, runInCancellationScope } from '../db/statement-cancellation.ts';

const scopeOfRequest = new WeakMap<FastifyRequest['raw'], CancellationScope>();

/**
 * Each request runs in a cancellation scope: when its client disconnects before the answer is
 * complete, the database statements it still runs are cancelled instead of running on for nobody.
 */
export function registerCancelOnDisconnect(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const scope = new CancellationScope();
    scopeOfRequest.set(request.raw, scope);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) scope.abort();
    });
    runInCancellationScope(scope, done);
  });
  // Reading a body continues in the socket's context, not the request's: enter the scope again.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOfRequest.get(request.raw);
    if (scope) runInCancellationScope(scope, done);
    else done();
  });
}

/** Whether the request's client went away before its answer: its failures are not the server's. */
export function isAbandonedByClient(request: FastifyRequest): boolean {
  return scopeOfRequest.get(request.raw)?.aborted ?? false;
}
