import { type GenericSchema, type InferOutput, safeParse } from 'valibot';
import type { AnswerSchema } from './api-client.ts';

/**
 * The check of an answer that customer pages read on their first load, written with valibot: its
 * functions are separate modules, so these few shapes weigh about 2 KB gzip where zod/mini's core
 * weighs 16 KB on every customer page. The rest of the app keeps zod.
 */
export function valibotAnswerSchema<TSchema extends GenericSchema>(
  schema: TSchema,
): AnswerSchema<InferOutput<TSchema>> {
  return {
    safeParse(data) {
      const result = safeParse(schema, data);
      return result.success ? { success: true, data: result.output } : { success: false };
    },
  };
}
