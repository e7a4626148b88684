// Every periodic job of the platform, in one list: a new job (e.g. an analytics rollup) is a
// function answering a PeriodicJob, added here. startPlatform puts them on the job queue.
import type { Kysely } from 'kysely';
import type { MailContext } from '../adapters/mail/send-mail.ts';
import type { PaymentProvider } from '../adapters/payments/payment-provider.ts';
import type { WebPushSender } from '../adapters/push/web-push-sender.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { TelephonyProvider } from '../adapters/telephony/telephony-provider.ts';
import type { Clock } from '../clock.ts';
import type { PaymentsConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { bookingRemindersJob } from './booking-reminders.ts';
import { closureCleanupJob } from './cleanup-closures.ts';
import { orphanedImageCleanupJob } from './cleanup-orphaned-images.ts';
import { guestContactErasureJob } from './erase-guest-contacts.ts';
import { errorReportExpiryJob } from './expire-error-reports.ts';
import { idempotencyKeyExpiryJob } from './expire-idempotency-keys.ts';
import { voucherExpiryJob } from './expire-vouchers.ts';
import { bookingsPerDayFoldingJob } from './fold-bookings-per-day.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';
import { phoneAssistantUpkeepJob } from './keep-phone-assistants.ts';
import { rateLimitCounterPruningJob } from './prune-rate-limit-counters.ts';
import { refillRemindersJob } from './refill-reminders.ts';
import { depositHoldReleaseJob } from './release-deposit-holds.ts';
import { reviewRequestsJob } from './review-requests.ts';
import { analyticsRollupJob } from './roll-up-analytics.ts';
import { lostFeeChargesJob } from './settle-lost-fee-charges.ts';
import { waitlistOffersJob } from './waitlist-offers.ts';

export interface PeriodicJobDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  telephony: TelephonyProvider;
  mail: MailContext;
  /** The payment provider and its settings, for fees charged to saved cards. */
  payments: PaymentProvider;
  paymentsConfig: PaymentsConfig;
  /** Web Push for offers to one account (waitlist). */
  push: WebPushSender;
  clock: Clock;
  /** A logger for the named job. */
  logFor(job: string): JobLog;
}

export function listPeriodicJobs(deps: PeriodicJobDeps): PeriodicJob[] {
  const { db, storage, telephony, mail, push, clock, logFor } = deps;
  const now = () => clock.now();
  const feeDeps = {
    db,
    mail,
    payments: deps.payments,
    config: { publicUrl: mail.publicUrl, payments: deps.paymentsConfig },
  };
  return [
    closureCleanupJob(db, logFor('closure-cleanup'), now),
    orphanedImageCleanupJob(db, storage, logFor('image-cleanup')),
    voucherExpiryJob(db, logFor('voucher-expiry'), now),
    bookingRemindersJob(db, mail, telephony, logFor('booking-reminders'), now),
    reviewRequestsJob(db, mail, logFor('review-requests'), now),
    refillRemindersJob(db, mail, telephony, logFor('refill-reminders'), now),
    waitlistOffersJob(db, mail, { push, telephony }, logFor('waitlist-offers'), now),
    analyticsRollupJob(db, logFor('analytics-rollup'), now),
    errorReportExpiryJob(db, logFor('error-report-expiry'), now),
    idempotencyKeyExpiryJob(db, logFor('idempotency-key-expiry'), now),
    phoneAssistantUpkeepJob(db, telephony, logFor('phone-assistant-upkeep'), now),
    rateLimitCounterPruningJob(db, logFor('rate-limit-counter-pruning'), now),
    bookingsPerDayFoldingJob(db, logFor('bookings-per-day-folding')),
    guestContactErasureJob(db, storage, logFor('guest-contact-erasure'), now),
    depositHoldReleaseJob(db, logFor('deposit-hold-release'), now),
    lostFeeChargesJob(feeDeps, logFor('lost-fee-charges'), now),
  ];
}
