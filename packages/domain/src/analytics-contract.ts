import { z } from 'zod';
import { isoDateSchema } from './input-rules.ts';
import { pageViewPathMax } from './page-view-path.ts';

export const pageViewRequestSchema = z.object({
  path: z.string().min(1).max(pageViewPathMax).startsWith('/'),
  shopId: z.uuid().nullish(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

// --- Platform analytics: GET analytics/summary (global admin)

/** Days are counted in the platform's home time zone, whatever the shop's. */
export const analyticsTimeZone = 'Europe/Berlin';

/** The most days one summary may cover (from and to included): a leap year. */
export const maxAnalyticsRangeDays = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const analyticsSummaryQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    shopId: z.uuid().optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to before from' })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < maxAnalyticsRangeDays, {
    path: ['to'],
    message: `at most ${maxAnalyticsRangeDays} days`,
  });
export type AnalyticsSummaryQuery = z.infer<typeof analyticsSummaryQuerySchema>;

const countsSchema = {
  pageViews: z.number().int(),
  /**
   * Daily unique visitors: the distinct visitors (browsers) of each studio (and of the pages of no
   * studio) on each day, summed over the row's days and studios. A visitor who comes back on another
   * day, or sees two studios, counts again; that keeps a year's figure a sum over the daily rollup.
   */
  visitors: z.number().int(),
  bookings: z.number().int(),
  orders: z.number().int(),
};

export const analyticsDaySchema = z.object({ date: z.string(), ...countsSchema });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsShopSchema = z.object({
  shopId: z.string(),
  name: z.string(),
  ...countsSchema,
  stampsGiven: z.number().int(),
  vouchersSoldCents: z.number().int(),
});
export type AnalyticsShop = z.infer<typeof analyticsShopSchema>;

export const analyticsPageSchema = z.object({
  path: z.string(),
  /** The studio a `/partner/<id>…` path belongs to, by name; null for the platform's own pages. */
  shopName: z.string().nullable(),
  pageViews: z.number().int(),
});
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;

export const analyticsSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    ...countsSchema,
    stampsGiven: z.number().int(),
    vouchersSoldCents: z.number().int(),
    /** Every day of the range, oldest first, zeros included. */
    days: z.array(analyticsDaySchema),
    /** The busiest shops of the range (at most 100), most page views first. */
    shops: z.array(analyticsShopSchema),
    /** How many shops had any activity in the range (the list shows the busiest of them). */
    shopCount: z.number().int(),
    /** The most viewed paths, most first (at most 10). */
    topPages: z.array(analyticsPageSchema),
  })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** The most shops a summary lists. */
export const analyticsShopsShown = 100;
