import { z } from 'zod';

export const pageViewRequestSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  shopId: z.string().max(64).nullish(),
  visitorId: z.string().min(8).max(64),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
