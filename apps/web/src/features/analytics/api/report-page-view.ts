import { type PageViewRequest, pageViewRequestSchema } from '@studio/domain/analytics-contract';
import { api } from '../../../lib/api.ts';

export { pageViewRequestSchema };

/** Fire-and-forget: analytics must never disturb the user, so every failure is swallowed. */
export function reportPageView(body: PageViewRequest): void {
  const parsed = pageViewRequestSchema.safeParse(body);
  if (!parsed.success) return;
  api.post('/analytics/page-views', parsed.data, { silent: true }).catch(() => undefined);
}
