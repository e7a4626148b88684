// Hot reads whose use case builds its 200 answer in exactly the response schema's shape (typed by
// it, no extra keys, no transforms) are serialized in one JSON.stringify pass: zod's encode first
// walks the whole answer (216 slots of a week: every string checked, every object copied) only to
// hand back the same values. Other status codes keep the zod serializer. The tests compare both
// serializers on real answers (apps/api/test/hot-reads.test.ts).
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodRoute = Parameters<typeof serializerCompiler>[0];

export function exactAnswerSerializer<Schema>(
  route: FastifyRouteSchemaDef<Schema>,
): (data: unknown) => string {
  if (String(route.httpStatus) === '200') return (data) => JSON.stringify(data);
  return serializerCompiler(route as unknown as ZodRoute);
}
