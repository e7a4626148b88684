// The OpenAPI document (/api/openapi.json, /api/docs/json) and its reference page (/api/docs).
// Every zod schema registered with an id becomes a component; each route's security and error
// answers follow from its access declaration, its request schemas and the codes it names, so no
// route states them by hand.
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorMessage, fieldProblemMessage, httpStatusOf } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needsApiKey } from './api-key.ts';
import type { RouteAccess } from './route-access.ts';
import { rowIdsOf } from './shop-route-schemas.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Catalogue codes the route answers beyond those its access declaration and request schemas
     * already imply (API key, sign-in, role, shop, validation, body size, internal failure).
     */
    errorCodes?: readonly ErrorCode[];
    /** An example request for the reference page and generated clients (typed where it is written). */
    requestExample?: { body?: object; querystring?: Record<string, unknown> };
    /** Answers without a JSON body (redirects, files) by status, with what they carry. */
    nonJsonAnswers?: Readonly<Record<number, string>>;
  }
}

type JsonObject = Record<string, unknown>;

const errorEnvelopeRef = '#/components/schemas/ErrorEnvelope';
const schemaRefPrefix = '#/components/schemas/';

/** A route as registered: what its documented error answers follow from. */
export interface DocumentedRoute {
  url: string;
  method: string | readonly string[];
  config?: { access?: RouteAccess };
  schema?: FastifySchema;
}

/** A route whose headers schema names the Idempotency-Key (http/idempotent-answer.ts). */
function takesIdempotencyKey(schema: FastifySchema): boolean {
  const headers = schema.headers;
  return headers instanceof z.ZodObject && 'idempotency-key' in headers.shape;
}

/**
 * The codes a route can answer with: implied by its declaration (API key, sign-in, role, shop,
 * request schemas, an Idempotency-Key, internal failure), plus the ones it names. Tests hold every error answer the
 * suite sees against this list.
 */
export function documentedErrorCodes(route: DocumentedRoute): ErrorCode[] {
  const access = route.config?.access;
  const schema = route.schema ?? {};
  const codes = new Set<ErrorCode>(schema.errorCodes ?? []);
  // Any request may carry a bearer token, and a forged or ended one is refused on every route.
  codes.add(ErrorCode.signInRequired);
  if (access && access.role !== 'public' && access.role !== 'account') codes.add(ErrorCode.forbidden);
  if (access && access.shop !== 'none') codes.add(ErrorCode.shopNotFound);
  for (const [, notFound] of rowIdsOf(schema.params)) codes.add(notFound);
  if (schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined) {
    codes.add(ErrorCode.invalidInput);
  }
  // A method that may carry a body meets the body parser, whether or not the route reads one.
  const methods = typeof route.method === 'string' ? [route.method] : route.method;
  if (schema.body !== undefined || methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
    codes.add(ErrorCode.invalidInput);
    codes.add(ErrorCode.payloadTooLarge);
  }
  if (takesIdempotencyKey(schema)) codes.add(ErrorCode.idempotencyKeyReused);
  codes.add(ErrorCode.internalError);
  return [...codes].sort((a, b) => a - b);
}

/** API key on every /api route but the open ones; a bearer token where the role needs a sign-in. */
function securityOf(url: string, access: RouteAccess | undefined): Record<string, string[]>[] {
  if (!needsApiKey(url)) return [];
  if (!access || access.role === 'public') return [{ apiKey: [] }, { apiKey: [], bearer: [] }];
  return [{ apiKey: [], bearer: [] }];
}

function exampleOf(code: ErrorCode): JsonObject {
  const message = errorMessage(code, 'en');
  if (code !== ErrorCode.invalidInput) return { summary: message, value: { errorCode: code, message } };
  return {
    summary: message,
    value: { errorCode: code, message, fields: { email: fieldProblemMessage('email', 'en') } },
  };
}

/** One response per HTTP status: the envelope, its possible codes as an enum, an example per code. */
function errorAnswers(codes: readonly ErrorCode[]): Record<string, JsonObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const answers: Record<string, JsonObject> = {};
  for (const [status, statusCodes] of byStatus) {
    answers[String(status)] = {
      'x-response-description': statusCodes.map((code) => `${code}: ${errorMessage(code, 'en')}`).join(' · '),
      allOf: [{ $ref: errorEnvelopeRef }],
      properties: { errorCode: { type: 'integer', enum: statusCodes } },
      'x-examples': Object.fromEntries(statusCodes.map((code) => [String(code), exampleOf(code)])),
    };
  }
  return answers;
}

/** Answers without a JSON body: a description only (`type: 'null'` leaves the content out). */
function plainAnswers(answers: FastifySchema['nonJsonAnswers']): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.entries(answers ?? {}).map(([status, description]) => [status, { description, type: 'null' }]),
  );
}

/**
 * A body example becomes the request's example; a query example the example of each parameter.
 * (Set here rather than as zod metadata: zod leaves examples out of a transforming schema's input.)
 */
function addRequestExample(documented: FastifySchema, example: FastifySchema['requestExample']): void {
  if (example?.body && documented.body) documented.body = { ...documented.body, examples: [example.body] };
  const query = documented.querystring as { properties?: Record<string, JsonObject> } | undefined;
  for (const [name, value] of Object.entries(example?.querystring ?? {})) {
    const property = query?.properties?.[name];
    if (property) property.examples = [value];
  }
}

const transformRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const { errorCodes: _, requestExample, nonJsonAnswers, ...documented } = schema;
  addRequestExample(documented, requestExample);
  const codes = documentedErrorCodes(input.route);
  return {
    url,
    schema: {
      ...documented,
      security: securityOf(input.route.url, input.route.config?.access),
      response: {
        ...(documented.response as JsonObject | undefined),
        ...plainAnswers(nonJsonAnswers),
        ...errorAnswers(codes),
      },
    },
  };
};

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)) {
        into.add(child.slice(schemaRefPrefix.length));
      } else {
        collectRefs(child, into);
      }
    }
  }
}

/**
 * Components of every id-registered schema, both as read (`…Input`) and as written; only those the
 * paths reach are kept, so the document carries no schema nobody uses.
 */
const transformDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const schemas: Record<string, unknown> | undefined =
    'components' in document ? document.components?.schemas : undefined;
  if (!schemas) return document;
  const reached = new Set<string>();
  collectRefs(document.paths, reached);
  const pending = [...reached];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const nested = new Set<string>();
    collectRefs(schemas[name], nested);
    for (const child of nested) {
      if (!reached.has(child)) {
        reached.add(child);
        pending.push(child);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
};

export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Studio platform API',
        description:
          'Booking and loyalty platform for beauty studios. Every /api route needs the `x-api-key` header except the few whose security is empty (health, this document, the browser steps of the OpenID Connect sign-in); routes for signed-in callers also a bearer token from `POST /api/auth/login` or `POST /api/auth/guest`. Errors answer `{errorCode, message, fields?}` in the language of `Accept-Language`; each operation lists the codes it can answer with.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: 'The key the platform issued to your app (`API_KEYS`).',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `token` of `POST /api/auth/login` or `POST /api/auth/guest`.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: {
      // The Schemas section open, each schema shown with its properties. Operations stay folded
      // under their tags until opened: rendering all 180-odd at once takes a phone (or a busy
      // machine) minutes.
      defaultModelsExpandDepth: 1,
      defaultModelExpandDepth: 3,
      defaultModelRendering: 'model',
      docExpansion: 'none',
      // "Authorize" with the API key (and a token) once; "Try it out" sends them with each call.
      persistAuthorization: true,
      tryItOutEnabled: true,
      displayRequestDuration: true,
      filter: true,
    },
  });
}
