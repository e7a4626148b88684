// Every error answer the API suite provokes is held against the codes its route lists in the
// OpenAPI document: a route cannot answer with a code its operation does not name.
import type { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import { documentedErrorCodes } from '../../src/http/openapi-document.ts';

const undocumented = new Set<string>();

export function watchErrorAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async function noteUndocumentedErrorAnswer(request, reply, payload) {
    const route = request.routeOptions;
    if (reply.statusCode < 400 || typeof payload !== 'string' || !route.url || !route.config.access) {
      return payload;
    }
    const { errorCode } = JSON.parse(payload) as { errorCode?: ErrorCode };
    if (errorCode === undefined) return payload;
    const documented = documentedErrorCodes({
      url: route.url,
      method: route.method,
      config: route.config,
      schema: route.schema,
    });
    if (!documented.includes(errorCode)) {
      undocumented.add(`${request.method} ${route.url} answered errorCode ${errorCode}`);
    }
    return payload;
  });
}

/** The undocumented error answers seen since the last call. */
export function takeUndocumentedErrorAnswers(): string[] {
  const seen = [...undocumented];
  undocumented.clear();
  return seen;
}
