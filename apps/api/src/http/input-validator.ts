// The validator of every route's body, query and parameters: the route's zod schema, behind the
// rules every input shares (no control characters or lone surrogates anywhere, no deep nesting), so
// that new routes get them too.
import { withInputRules } from '@studio/domain/input-rules';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withInputRules(route.schema) });
