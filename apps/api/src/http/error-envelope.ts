// The single place where failures become HTTP answers: {errorCode, message, fields?}.
import {
  type ErrorCode,
  errorMessage,
  type FieldProblem,
  fieldProblemMessage,
  httpStatusOf,
} from '@studio/domain/error-catalogue';
import type { Locale } from '@studio/domain/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';

export const errorEnvelopeSchema = z
  .object({
    errorCode: z.number().int(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

// What fastify-type-provider-zod reports per problem: the zod issue's code as `keyword`, its
// other properties as `params`, its path as `instancePath`.
type ValidationEntry = { keyword: string; instancePath: string; params: Record<string, unknown> };

function problemOf(entry: ValidationEntry): FieldProblem {
  const { params } = entry;
  switch (entry.keyword) {
    case 'invalid_type':
      return params.input === undefined || params.input === null ? 'required' : 'invalid';
    case 'invalid_format':
      return params.format === 'email' ? 'email' : 'invalid';
    case 'too_small':
      if (params.origin === 'string' && params.minimum === 1) return 'required';
      return params.origin === 'string' || params.origin === 'array' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return params.origin === 'string' || params.origin === 'array' ? 'tooLong' : 'tooBig';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalid';
  }
}

function fieldName(entry: ValidationEntry): string {
  const path = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params.keys)) {
    return [path, entry.params.keys.join(',')].filter(Boolean).join('.');
  }
  return path || '_';
}

function validationFields(validation: readonly ValidationEntry[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const entry of validation) {
    fields[fieldName(entry)] ??= fieldProblemMessage(problemOf(entry), locale);
  }
  return fields;
}

function appErrorFields(error: AppError, locale: Locale): Record<string, string> | undefined {
  if (!error.problems) return error.fields;
  const fields: Record<string, string> = { ...error.fields };
  for (const [name, problem] of Object.entries(error.problems)) {
    fields[name] ??= fieldProblemMessage(problem, locale);
  }
  return fields;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  fields?: Record<string, string>,
): FastifyReply {
  return reply
    .code(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .send({ errorCode: code, message: errorMessage(code, request.locale), ...(fields ? { fields } : {}) });
}

const statusCodes: Record<number, ErrorCode> = {
  400: 9400,
  401: 9401,
  403: 9403,
  404: 9404,
  409: 9409,
  413: 9413,
  415: 9400,
  429: 9429,
};

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code >= 9500) request.log.error({ err: error.cause ?? error }, 'internal failure');
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, request, error.code, appErrorFields(error, request.locale));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        request,
        9400,
        validationFields(error.validation as unknown as ValidationEntry[], request.locale),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, request, 9500);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, request, 9413);
    const status = error.statusCode ?? 500;
    const mapped = statusCodes[status];
    if (mapped && status < 500) return sendError(reply, request, mapped);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, 9500);
  });
}
