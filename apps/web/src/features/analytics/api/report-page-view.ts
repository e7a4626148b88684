import type { PageViewRequest } from '@studio/domain/analytics-contract';
import { z } from 'zod/mini';
import { api } from '../../../lib/api.ts';

// The contract's rules in zod/mini (every page reports its view; classic zod would weigh 26 KB).
export const pageViewRequestSchema: z.ZodMiniType<PageViewRequest> = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(2048), z.startsWith('/')),
  shopId: z.nullish(z.string().check(z.maxLength(64))),
  visitorId: z.string().check(z.minLength(8), z.maxLength(64)),
});

/** Fire-and-forget: analytics must never disturb the user, so every failure is swallowed. */
export function reportPageView(body: PageViewRequest): void {
  const parsed = pageViewRequestSchema.safeParse(body);
  if (!parsed.success) return;
  api.post('/analytics/page-views', parsed.data, { silent: true }).catch(() => undefined);
}
