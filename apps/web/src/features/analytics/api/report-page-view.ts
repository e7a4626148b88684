import type { PageViewRequest } from '@studio/domain/analytics-contract';
import { pageViewPathMax } from '@studio/domain/page-view-path';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';

// The contract's rules in valibot (every page reports its view; lib/valibot-answer-schema.ts says
// why not zod).
export const pageViewRequestSchema: v.GenericSchema<PageViewRequest> = v.object({
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(pageViewPathMax), v.startsWith('/')),
  shopId: v.nullish(v.pipe(v.string(), v.uuid())),
});

/** Fire-and-forget: analytics must never disturb the user, so every failure is swallowed. */
export function reportPageView(body: PageViewRequest): void {
  const parsed = v.safeParse(pageViewRequestSchema, body);
  if (!parsed.success) return;
  api.post('/analytics/page-views', parsed.output, { silent: true }).catch(() => undefined);
}
