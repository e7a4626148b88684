import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Database } from '../../db/schema.ts';
import { sendShopApprovedMail, sendShopLiveMail } from './shop-mails.ts';
import { findShopAdmins } from './shops.repo.ts';

/** Tells the studio's admins (those not disabled) that it is live: on approval, or on its paid plan. */
export async function announceShopLive(
  db: Kysely<Database>,
  mail: MailContext,
  shop: { id: string; name: string },
): Promise<void> {
  for (const admin of await findShopAdmins(db, shop.id)) {
    if (!admin.disabled) await sendShopLiveMail(mail, admin, shop.name);
  }
}

/** Tells the studio's admins that the review passed and their plan is what remains before going live. */
export async function announceShopApproved(
  db: Kysely<Database>,
  mail: MailContext,
  shop: { id: string; name: string },
): Promise<void> {
  for (const admin of await findShopAdmins(db, shop.id)) {
    if (!admin.disabled) await sendShopApprovedMail(mail, admin, shop.name);
  }
}
