import { z } from 'zod';
import { locales } from './locale.ts';

/**
 * GET /me/settings: the signed-in account's own settings. `locale` is the language of the mails
 * the account receives; `reviewRequestMails` whether a completed visit is followed by a mail
 * asking for a review.
 */
export const accountSettingsSchema = z
  .object({ locale: z.enum(locales), reviewRequestMails: z.boolean() })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PATCH /me/settings: any of the settings; the ones left out stay as they are. */
export const accountSettingsChangeSchema = z
  .object({ locale: z.enum(locales).optional(), reviewRequestMails: z.boolean().optional() })
  .strict()
  .meta({ id: 'AccountSettingsChange' });
export type AccountSettingsChange = z.infer<typeof accountSettingsChangeSchema>;
