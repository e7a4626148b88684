// Parameters that the routes under /shops/{shopId} share.
import { z } from 'zod';

export const shopParams = z.object({ shopId: z.string().max(64) });
export const shopItemParams = z.object({ shopId: z.string().max(64), id: z.string().max(64) });
