// The single place where failures become HTTP answers: {errorCode, message, fields?}.
import {
  errorMessage,
  type FieldProblem,
  fieldProblemMessage,
  httpStatusOf,
} from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import type { InputProblem } from '@studio/domain/input-rules';
import { type Locale, localeFromAcceptLanguage } from '@studio/domain/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRetryableTransactionFailure } from '../db/errors.ts';
import { AppError } from './app-error.ts';
import { applySecurityHeaders } from './security-headers.ts';

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

/** The problem a shared input rule (input-rules.ts) names in its issue's params. */
function sharedInputProblem(params: unknown): FieldProblem {
  const problem = (params as { problem?: InputProblem } | undefined)?.problem;
  if (problem === 'nestedTooDeep') return 'nestedTooDeep';
  if (problem === 'controlCharacter' || problem === 'loneSurrogate') return 'forbiddenCharacter';
  return 'invalid';
}

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
    case 'custom':
      return sharedInputProblem(params.params);
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
  400: ErrorCode.invalidInput,
  401: ErrorCode.signInRequired,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.invalidInput,
  429: ErrorCode.rateLimited,
};

/** Where the API's own 5xx are reported (error-reports/error-reporter.ts). */
export type ServerFailureReport = (error: unknown, request: FastifyRequest) => void;

export function registerErrorEnvelope(
  app: FastifyInstance,
  reportFailure: ServerFailureReport = () => {},
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code >= ErrorCode.internalError) {
        request.log.error({ err: error.cause ?? error }, 'internal failure');
        reportFailure(error.cause ?? error, request);
      }
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, request, error.code, appErrorFields(error, request.locale));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        request,
        ErrorCode.invalidInput,
        validationFields(error.validation as unknown as ValidationEntry[], request.locale),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      reportFailure(error, request);
      return sendError(reply, request, ErrorCode.internalError);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, request, ErrorCode.payloadTooLarge);
    if (isRetryableTransactionFailure(error)) {
      // Still colliding after the transaction helper's retries: a conflict the caller may retry.
      request.log.warn({ err: error }, 'transaction kept colliding');
      return sendError(reply.header('retry-after', '1'), request, ErrorCode.conflict);
    }
    const status = error.statusCode ?? 500;
    // Other client errors (e.g. 406 from a parser) are invalid input as far as callers can tell.
    if (status < 500) return sendError(reply, request, statusCodes[status] ?? ErrorCode.invalidInput);
    request.log.error({ err: error }, 'unhandled error');
    reportFailure(error, request);
    return sendError(reply, request, ErrorCode.internalError);
  });
}

/**
 * Fastify's own answers before routing (a URL that does not decode, a path parameter over the
 * router's limit): the same envelope and headers as every other error, never the URL echoed.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  applySecurityHeaders(request, reply);
  const clientError = error.statusCode !== undefined && error.statusCode < 500;
  if (!clientError) request.log.error({ err: error }, 'router failure');
  const code = clientError ? ErrorCode.invalidInput : ErrorCode.internalError;
  void sendError(reply, request, code);
}
