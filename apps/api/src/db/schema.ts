// Row types of the database, as Kysely sees them. Keep in step with db/migrations.

import type { ApprovalStatus, ApprovalSubjectType } from '@studio/domain/approvals-contract';
import type { BookingSource, BookingStatus } from '@studio/domain/booking-status';
import type { DealType } from '@studio/domain/deal-rules';
import type { GiftClaimStatus, GiftType } from '@studio/domain/gift-contract';
import type { PlanId, SubscriptionStatus } from '@studio/domain/payments-contract';
import type { PushTargetType } from '@studio/domain/push-message-contract';
import type { Role } from '@studio/domain/roles';
import type { ShopCategory, ShopStatus } from '@studio/domain/shop';
import type { StampEventKind } from '@studio/domain/stamp-card-contract';
import type { StampAction, StampRequestStatus } from '@studio/domain/stamp-rules';
import type { TourId } from '@studio/domain/tour-contract';
import type { VoucherLogType, VoucherRequestStatus } from '@studio/domain/voucher-rules';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CafeTables } from './cafe-schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  name: Generated<string>;
  first_name: Generated<string | null>;
  last_name: Generated<string | null>;
  password_hash: Generated<string | null>;
  role: Role;
  shop_id: Generated<string | null>;
  email_verified: Generated<boolean>;
  disabled: Generated<boolean>;
  guest: Generated<boolean>;
  locale: Generated<string>;
  last_login_at: Generated<Date | null>;
  privacy_consent_at: Generated<Date | null>;
  /** Only session tokens of this generation count; raised to sign every session out. */
  session_generation: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopsTable {
  id: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  category: ShopCategory;
  description: Generated<string>;
  google_places_id: Generated<string | null>;
  latitude: Generated<number | null>;
  longitude: Generated<number | null>;
  logo_url: Generated<string | null>;
  background_url: Generated<string | null>;
  external_links: ColumnType<string[], string | undefined, string>;
  timezone: Generated<string>;
  currency_code: Generated<string>;
  status: Generated<ShopStatus>;
  slot_step_minutes: Generated<number>;
  min_lead_minutes: Generated<number>;
  horizon_days: Generated<number>;
  auto_confirm: Generated<boolean>;
  review_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopModuleFlagsTable {
  shop_id: string;
  deals_enabled: Generated<boolean>;
  stamps_enabled: Generated<boolean>;
  gifts_enabled: Generated<boolean>;
  menu_enabled: Generated<boolean>;
  reservations_enabled: Generated<boolean>;
  orders_enabled: Generated<boolean>;
  analytics_enabled: Generated<boolean>;
  partner_cards_enabled: Generated<boolean>;
  vouchers_enabled: Generated<boolean>;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  shop_id: Generated<string | null>;
  visitor_id: string;
  user_id: Generated<string | null>;
  occurred_at: Timestamp;
}

/** One day and shop of the analytics rollup (shop_id null: pages of no shop). */
export interface AnalyticsDailyTable {
  day: DateColumn;
  shop_id: string | null;
  page_views: number;
  /** Distinct visitors of the shop that day. */
  visitors: number;
  bookings: number;
  orders: number;
  stamps_given: number;
  vouchers_sold_cents: ColumnType<string, number | string, number | string>;
}

export interface AnalyticsDailyPagesTable {
  day: DateColumn;
  shop_id: string | null;
  path: string;
  page_views: number;
}

/** Page views of a path in a whole month (`month`: its first day), summed from the daily rows. */
export interface AnalyticsMonthlyPagesTable {
  month: DateColumn;
  shop_id: string | null;
  path: string;
  page_views: number;
}

export interface AnalyticsRollupStateTable {
  id: Generated<boolean>;
  rolled_through: DateColumn;
}

export interface TreatmentsTable {
  id: string;
  shop_id: string;
  name: string;
  description: Generated<string | null>;
  category: Generated<string | null>;
  price_cents: number;
  duration_minutes: number;
  active: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  shop_id: string;
  name: Generated<string>;
  email: Generated<string | null>;
  phone: Generated<string | null>;
  color: string;
  description: Generated<string | null>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OpeningHoursTable {
  shop_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

export interface ServiceTeamMembersTable {
  service_id: string;
  team_member_id: string;
}

export interface ServiceExtrasTable {
  id: string;
  service_id: string;
  kind: 'direct' | 'perUnit';
  name: string;
  price_cents: Generated<number>;
  position: Generated<number>;
}

type DateColumn = ColumnType<string, string, string>;

export interface ClosuresTable {
  id: string;
  shop_id: string;
  start_date: DateColumn;
  end_date: DateColumn;
  reason: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingRulesTable {
  id: string;
  shop_id: string;
  start_date: DateColumn;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  slots: number;
  reason: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: string;
  shop_id: string;
  team_member_id: ColumnType<string | null, string | null | undefined, string | null>;
  preferred_team_member_id: ColumnType<string | null, string | null | undefined, string | null>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  status: BookingStatus;
  source: Generated<BookingSource>;
  customer_name: string;
  customer_email: ColumnType<string | null, string | null | undefined, string | null>;
  customer_phone: Generated<string | null>;
  notes: Generated<string | null>;
  user_id: Generated<string | null>;
  locale: Generated<string>;
  sequence: Generated<number>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the reminder went out, or was found needless (booked or moved less than 24 h ahead). */
  reminder_settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingCancelLinksTable {
  token_hash: string;
  booking_id: string;
  created_at: Timestamp;
}

export interface BookingTreatmentsTable {
  booking_id: string;
  position: number;
  service_id: string | null;
  name: string;
  price_cents: number;
  duration_minutes: number;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  locale: Generated<string>;
  kind: string;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  attempts: Generated<number>;
  last_error: Generated<string | null>;
  /** Files sent with the mail (e.g. a booking's .ics); written as JSON text. */
  attachments: ColumnType<MailAttachmentRow[], string | undefined, string>;
}

export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  /** The file's text (a small text file such as .ics), or Base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
}

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'recover_email';

export interface AuthTokensTable {
  token_hash: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** recover_email: the address the link restores. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ErrorEventsTable {
  id: Generated<string>;
  source: 'web' | 'api';
  message: string;
  exception_type: string | null;
  exception_value: string | null;
  level: string;
  release: string | null;
  url: string | null;
  user_agent: string | null;
  error_code: number | null;
  occurred_at: Timestamp;
  received_at: Generated<Date>;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_started_at: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}

/** A caller's Idempotency-Key with its first request's hash and answer (migration 0060). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  /** Null only inside the transaction that claimed the key. */
  status_code: number | null;
  /** The answer's body, written as JSON text. */
  answer: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** Bumped by triggers on every change to a shop's free times (migration 0045). */
export interface AvailabilityVersionsTable {
  shop_id: string;
  /** bigint: pg hands it over as a string. */
  version: ColumnType<string, never, never>;
}

export interface RateLimitBackoffsTable {
  bucket: string;
  failures: number;
  last_failure_at: ColumnType<Date, Date | string, Date | string>;
  blocked_until: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface EndedSessionTokensTable {
  jti: string;
  user_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ApprovalRequestsTable {
  id: string;
  shop_id: string;
  subject_type: ApprovalSubjectType;
  subject_id: string;
  /** The proposed values by API field name; written as JSON text. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<ApprovalStatus>;
  reason: Generated<string | null>;
  submitted_by: string | null;
  submitted_at: Timestamp;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface StampCardsTable {
  id: string;
  shop_id: string;
  title: string;
  description: Generated<string>;
  image_url: string;
  redeem_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerStampCardsTable {
  shop_id: string;
  user_id: string;
  stamps: Generated<number>;
  max_stamps: number;
  redemptions: Generated<number>;
  /** The last confirmed action was a redemption (false again after the next stamp). */
  redeemed: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StampRequestsTable {
  id: string;
  shop_id: string;
  user_id: string;
  action: StampAction;
  count: number;
  code: string;
  status: Generated<StampRequestStatus>;
  reason: Generated<string | null>;
  created_at: Timestamp;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Append-only (a trigger refuses updates). */
export interface StampCardEventsTable {
  id: Generated<string>;
  shop_id: string;
  user_id: string;
  request_id: string | null;
  kind: StampEventKind;
  count: number;
  stamps_after: number;
  reason: string | null;
  actor_id: string | null;
  created_at: Timestamp;
}

export interface DealsTable {
  id: string;
  /** The shop that proposed it; null for a global admin's ready-made deal. */
  owner_shop_id: string | null;
  title: string;
  offer_text: string;
  description: string;
  valid_from: string;
  valid_to: string;
  hot: boolean;
  multi_use: boolean;
  type: DealType;
  image_url: string | null;
  requires_purchase: boolean;
  price_cents: number | null;
  percent: number | null;
  article_ids: ColumnType<string[], string, string>;
  bundle_price_cents: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DealShopsTable {
  shop_id: string;
  deal_id: string;
  active: Generated<boolean>;
  changed_at: Timestamp;
}

export interface DealPurchasesTable {
  id: string;
  shop_id: string;
  deal_id: string;
  user_id: string;
  price_cents: number;
  status: Generated<'pending' | 'paid' | 'failed'>;
  created_at: Timestamp;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DealRedemptionsTable {
  id: string;
  shop_id: string;
  deal_id: string;
  user_id: string;
  purchase_id: string | null;
  multi_use: boolean;
  code: string;
  redeemed_at: Timestamp;
}

export interface PushSendersTable {
  sender_id: string;
  last_sent_at: Timestamp;
}

export interface PushMessagesTable {
  id: string;
  shop_id: string;
  sender_id: string | null;
  sender_name: string;
  title: string;
  body: string;
  type: PushTargetType;
  deal_id: string | null;
  recipients: Generated<number>;
  created_at: Timestamp;
}

export interface PushInboxTable {
  user_id: string;
  message_id: string;
  shop_id: string;
  created_at: Timestamp;
}

export interface ShopFollowersTable {
  shop_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface PaymentsTable {
  id: string;
  shop_id: string;
  purpose: PaymentPurpose;
  provider: PaymentProviderName;
  checkout_ref: Generated<string | null>;
  checkout_url: Generated<string | null>;
  payment_ref: Generated<string | null>;
  amount_cents: number;
  currency: string;
  description: string;
  status: Generated<PaymentStatus>;
  details: Json;
  return_url: string;
  cancel_url: Generated<string | null>;
  created_by: Generated<string | null>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface PaymentEventsTable {
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  received_at: Timestamp;
}

export interface PayoutAccountsTable {
  shop_id: string;
  provider: PaymentProviderName;
  account_id: string;
  charges_enabled: Generated<boolean>;
  payouts_enabled: Generated<boolean>;
  details_submitted: Generated<boolean>;
  disabled_reason: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopSubscriptionsTable {
  shop_id: string;
  plan: PlanId;
  status: Exclude<SubscriptionStatus, 'none'>;
  subscription_ref: Generated<string | null>;
  current_period_end: NullableTimestamp;
  last_payment_failed: Generated<boolean>;
  updated_at: Timestamp;
}

export interface PhoneAssistantsTable {
  shop_id: string;
  phone_number: string;
  activated_at: Timestamp;
}

export interface VoucherOffersTable {
  id: string;
  shop_id: string;
  name: string;
  value_cents: number;
  price_cents: number;
  active: Generated<boolean>;
  deleted: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VouchersTable {
  id: string;
  shop_id: string;
  offer_id: string | null;
  payment_id: string | null;
  code: string;
  name: string;
  total_cents: number;
  remaining_cents: number;
  price_cents: number;
  currency: string;
  buyer_name: string;
  buyer_email: string;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
  holder_id: Generated<string | null>;
  active: Generated<boolean>;
  inactive_reason: Generated<'refunded' | 'expired' | null>;
  purchased_at: Timestamp;
  expires_at: Timestamp;
}

export interface VoucherRedeemRequestsTable {
  id: string;
  shop_id: string;
  voucher_id: string;
  user_id: string;
  amount_cents: number;
  status: Generated<VoucherRequestStatus>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Append-only (a trigger refuses updates). */
export interface VoucherLogTable {
  id: Generated<string>;
  shop_id: string;
  voucher_id: string;
  type: VoucherLogType;
  account_id: string | null;
  account_name: string | null;
  amount_cents: number | null;
  created_at: Timestamp;
}

export interface GiftsTable {
  id: string;
  shop_id: string;
  title: string;
  offer_text: string;
  description: string;
  type: GiftType;
  valid_from: DateColumn | null;
  valid_to: DateColumn | null;
  image_url: string;
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GiftClaimsTable {
  id: string;
  shop_id: string;
  gift_id: string;
  user_id: string;
  status: Generated<GiftClaimStatus>;
  claimed_at: Timestamp;
  handed_over_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  handed_over_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PartnerCardsTable {
  id: string;
  title: string;
  pattern: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopPartnerCardsTable {
  shop_id: string;
  partner_card_id: string;
}

export interface CustomerPartnerCardsTable {
  id: string;
  user_id: string;
  partner_card_id: string;
  number: string;
  created_at: Timestamp;
}

export interface TourProgressTable {
  user_id: string;
  tour: TourId;
  step_id: string | null;
  completed: Generated<boolean>;
  offer_dismissed: Generated<boolean>;
  updated_at: Timestamp;
}

export interface Database extends CafeTables {
  users: UsersTable;
  shops: ShopsTable;
  shop_module_flags: ShopModuleFlagsTable;
  page_views: PageViewsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  analytics_monthly_pages: AnalyticsMonthlyPagesTable;
  analytics_rollup_state: AnalyticsRollupStateTable;
  services: TreatmentsTable;
  team_members: TeamMembersTable;
  opening_hours: OpeningHoursTable;
  service_team_members: ServiceTeamMembersTable;
  service_extras: ServiceExtrasTable;
  unavailabilities: ClosuresTable;
  booking_rules: BookingRulesTable;
  bookings: BookingsTable;
  booking_services: BookingTreatmentsTable;
  booking_cancel_links: BookingCancelLinksTable;
  mail_outbox: MailOutboxTable;
  auth_tokens: AuthTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  availability_versions: AvailabilityVersionsTable;
  error_events: ErrorEventsTable;
  rate_limit_backoffs: RateLimitBackoffsTable;
  ended_session_tokens: EndedSessionTokensTable;
  approval_requests: ApprovalRequestsTable;
  stamp_cards: StampCardsTable;
  customer_stamp_cards: CustomerStampCardsTable;
  stamp_requests: StampRequestsTable;
  stamp_card_events: StampCardEventsTable;
  deals: DealsTable;
  deal_shops: DealShopsTable;
  deal_purchases: DealPurchasesTable;
  deal_redemptions: DealRedemptionsTable;
  push_senders: PushSendersTable;
  push_messages: PushMessagesTable;
  push_inbox: PushInboxTable;
  shop_followers: ShopFollowersTable;
  push_subscriptions: PushSubscriptionsTable;
  gifts: GiftsTable;
  gift_claims: GiftClaimsTable;
  partner_cards: PartnerCardsTable;
  shop_partner_cards: ShopPartnerCardsTable;
  customer_partner_cards: CustomerPartnerCardsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payout_accounts: PayoutAccountsTable;
  shop_subscriptions: ShopSubscriptionsTable;
  phone_assistants: PhoneAssistantsTable;
  voucher_offers: VoucherOffersTable;
  vouchers: VouchersTable;
  voucher_redeem_requests: VoucherRedeemRequestsTable;
  voucher_log: VoucherLogTable;
  tour_progress: TourProgressTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ShopRow = Selectable<ShopsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type NewShop = Insertable<ShopsTable>;
export type ShopUpdate = Updateable<ShopsTable>;
export type ApprovalRequestRow = Selectable<ApprovalRequestsTable>;
export type TreatmentRow = Selectable<TreatmentsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type ClosureRow = Selectable<ClosuresTable>;
export type BookingRuleRow = Selectable<BookingRulesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingTreatmentRow = Selectable<BookingTreatmentsTable>;
export type StampCardRow = Selectable<StampCardsTable>;
export type CustomerStampCardRow = Selectable<CustomerStampCardsTable>;
export type StampRequestRow = Selectable<StampRequestsTable>;
export type GiftRow = Selectable<GiftsTable>;
export type GiftClaimRow = Selectable<GiftClaimsTable>;
export type PartnerCardRow = Selectable<PartnerCardsTable>;
export type CustomerPartnerCardRow = Selectable<CustomerPartnerCardsTable>;
export type PushMessageRow = Selectable<PushMessagesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PaymentPurpose = 'voucher' | 'deal' | 'subscription';
export type PaymentProviderName = 'test' | 'stripe';
export type PaymentStatus = 'open' | 'succeeded' | 'failed' | 'refunded';
export type PaymentRow = Selectable<PaymentsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type ShopSubscriptionRow = Selectable<ShopSubscriptionsTable>;
export type VoucherOfferRow = Selectable<VoucherOffersTable>;
export type VoucherRow = Selectable<VouchersTable>;
export type VoucherRedeemRequestRow = Selectable<VoucherRedeemRequestsTable>;
export type VoucherLogRow = Selectable<VoucherLogTable>;
