// The validator of every route's body, query and parameters: the route's zod schema, behind the
// rules every input shares (no control characters anywhere), so that new routes get them too.
import { withoutControlCharacters } from '@studio/domain/input-rules';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutControlCharacters(route.schema) });
