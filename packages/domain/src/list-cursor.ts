// Lists that page by key: `cursor` continues after the last row of the page whose answer carried it
// in the `x-next-cursor` header (no header: that page was the last).
import { z } from 'zod';

export const listCursorSchema = z
  .string()
  .min(1)
  .max(2000)
  .optional()
  .describe(
    'Continues after the page whose answer carried it in the `x-next-cursor` header (no header: that was the last page); `offset` then counts from there. Rows added or removed meanwhile neither repeat nor skip a row.',
  );
