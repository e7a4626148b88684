// What the features that sell through a checkout do when a payment settles. Payments knows no
// voucher, deal or studio page: the app's wiring (app.ts) hands it these, so that the features
// selling through it depend on payments and never the other way round.
import type { LiveRequirement } from '@studio/domain/shop-readiness';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Database, PaymentPurpose, PaymentRow, ShopRow } from '../../db/schema.ts';

/** Runs after the payment's transaction committed (e.g. the mails of what was bought). */
export type AfterPayment = (mail: MailContext) => Promise<void>;

/** A one-off purchase: how it comes into being, or fails, in the payment's own transaction. */
export interface PaidPurchase {
  fulfil(
    trx: Kysely<Database>,
    payment: PaymentRow,
    shop: ShopRow,
    now: Date,
  ): Promise<AfterPayment | undefined>;
  fail?(trx: Kysely<Database>, payment: PaymentRow): Promise<void>;
  /**
   * After the commit: a saved card's charge for the still-open payment was reported failed (the
   * purchase may ask the customer to pay another way).
   */
  cardChargeFailed?(payment: PaymentRow, shop: ShopRow, now: Date): Promise<void>;
}

export interface PaymentOutcomes {
  /** The shop a payment belongs to; undefined once it is gone. */
  findShop(db: Kysely<Database>, shopId: string): Promise<ShopRow | undefined>;
  purchases: Record<Exclude<PaymentPurpose, 'subscription'>, PaidPurchase>;
  /** What a studio still lacks to go live; a paid plan takes it live only when nothing is missing. */
  findMissingLiveRequirements(db: Kysely<Database>, shopId: string): Promise<LiveRequirement[]>;
  /** After the commit: a studio went live on its paid plan (its admins are told). */
  announceShopLive(db: Kysely<Database>, mail: MailContext, shop: ShopRow): Promise<void>;
}
