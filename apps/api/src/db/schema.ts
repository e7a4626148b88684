// The names the code gives the database's tables and rows. The tables' columns are generated from
// the migrated schema into generated-schema.ts (scripts/database-types.ts; `npm run check` fails
// when it is stale); below are only names for them and the value types of columns that belong to
// no domain module (the words a CHECK allows, the shape of a JSON column), which the generator
// puts on their columns.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './generated-schema.ts';

export type Database = DB;

export type BookingRulesTable = DB['booking_rules'];
export type BookingsTable = DB['bookings'];
export type OpeningHoursTable = DB['opening_hours'];
export type ShopModuleFlagsTable = DB['shop_module_flags'];
export type ShopsTable = DB['shops'];
export type TreatmentTeamMembersTable = DB['treatment_team_members'];
export type UsersTable = DB['users'];
export type DealsTable = DB['deals'];
export type ErrorEventsTable = DB['error_events'];
export type TeamMembersTable = DB['team_members'];
export type TourProgressTable = DB['tour_progress'];
export type TreatmentsTable = DB['treatments'];
export type ClosuresTable = DB['closures'];

export type UserRow = Selectable<DB['users']>;
export type NewUser = Insertable<DB['users']>;
export type UserUpdate = Updateable<DB['users']>;
export type ShopRow = Selectable<DB['shops']>;
export type NewShop = Insertable<DB['shops']>;
export type ShopUpdate = Updateable<DB['shops']>;
export type MailOutboxRow = Selectable<DB['mail_outbox']>;
export type AuthTokenRow = Selectable<DB['auth_tokens']>;
export type ApprovalRequestRow = Selectable<DB['approval_requests']>;
export type TreatmentRow = Selectable<DB['treatments']>;
export type TeamMemberRow = Selectable<DB['team_members']>;
export type ClosureRow = Selectable<DB['closures']>;
export type BookingRuleRow = Selectable<DB['booking_rules']>;
export type BookingRow = Selectable<DB['bookings']>;
export type BookingTreatmentRow = Selectable<DB['booking_treatments']>;
export type StampCardRow = Selectable<DB['stamp_cards']>;
export type CustomerStampCardRow = Selectable<DB['customer_stamp_cards']>;
export type StampRequestRow = Selectable<DB['stamp_requests']>;
export type GiftRow = Selectable<DB['gifts']>;
export type GiftClaimRow = Selectable<DB['gift_claims']>;
export type PartnerCardRow = Selectable<DB['partner_cards']>;
export type CustomerPartnerCardRow = Selectable<DB['customer_partner_cards']>;
export type PushMessageRow = Selectable<DB['push_messages']>;
export type PushSubscriptionRow = Selectable<DB['push_subscriptions']>;
export type PaymentRow = Selectable<DB['payments']>;
export type PayoutAccountRow = Selectable<DB['payout_accounts']>;
export type ShopSubscriptionRow = Selectable<DB['shop_subscriptions']>;
export type VoucherOfferRow = Selectable<DB['voucher_offers']>;
export type VoucherRow = Selectable<DB['vouchers']>;
export type VoucherRedeemRequestRow = Selectable<DB['voucher_redeem_requests']>;
export type VoucherLogRow = Selectable<DB['voucher_log']>;
export type MenuCategoryRow = Selectable<DB['menu_categories']>;
export type MenuArticleRow = Selectable<DB['menu_articles']>;
export type OrderGroupRow = Selectable<DB['order_groups']>;
export type OrderRow = Selectable<DB['orders']>;
export type OrderItemRow = Selectable<DB['order_items']>;
export type ReservationRow = Selectable<DB['reservations']>;

/** A file sent with a mail (e.g. a booking's .ics); the outbox keeps them as JSON text. */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  /** The file's text (a small text file such as .ics), or Base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
}

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'recover_email';

export type PaymentPurpose = 'voucher' | 'deal' | 'subscription' | 'deposit' | 'fee' | 'card_setup';

export type PaymentProviderName = 'test' | 'stripe';

export type PaymentStatus = 'open' | 'succeeded' | 'failed' | 'refunded';
