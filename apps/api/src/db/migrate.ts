// Versioned migrations, applied in name order at start. Add a file, then list it here.
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import * as foundation from './migrations/0001-foundation.ts';
import * as identity from './migrations/0002-identity.ts';
import * as governance from './migrations/0003-governance.ts';
import * as booking from './migrations/0004-booking.ts';
import * as bookingCancelLinks from './migrations/0005-booking-cancel-links.ts';
import * as recoverEmail from './migrations/0006-recover-email.ts';
import * as accountProtection from './migrations/0007-account-protection.ts';
import * as stampCards from './migrations/0008-stamp-cards.ts';
import * as deals from './migrations/0009-deals.ts';
import * as giftsPartnerCards from './migrations/0010-gifts-partner-cards.ts';
import * as pushMessages from './migrations/0011-push-messages.ts';
import * as payments from './migrations/0012-payments.ts';
import * as cafe from './migrations/0013-cafe.ts';
import * as bookingFixes from './migrations/0016-booking-fixes.ts';
import * as jobQueue from './migrations/0017-job-queue.ts';
import * as tourProgress from './migrations/0020-tour-progress.ts';
import * as analyticsRollup from './migrations/0021-analytics-rollup.ts';
import * as errorEvents from './migrations/0022-error-events.ts';
import * as paymentCancelUrl from './migrations/0030-payment-cancel-url.ts';
import * as analyticsMonthlyPages from './migrations/0035-analytics-monthly-pages.ts';
import * as rateLimitCountersUnlogged from './migrations/0040-rate-limit-counters-unlogged.ts';
import * as availabilityVersions from './migrations/0045-availability-versions.ts';
import * as serverSecrets from './migrations/0050-server-secrets.ts';
import * as eventStreamLeases from './migrations/0051-event-stream-leases.ts';
import * as analyticsVisitorSalts from './migrations/0055-analytics-visitor-salts.ts';
import * as idempotencyKeys from './migrations/0060-idempotency-keys.ts';
import * as treatmentsAndClosures from './migrations/0070-treatments-and-closures.ts';
import * as phoneAssistant from './migrations/0100-phone-assistant.ts';
import * as shopLegalDetails from './migrations/0120-shop-legal-details.ts';
import * as favouriteStudios from './migrations/0121-favourite-studios.ts';
import * as clients from './migrations/0140-clients.ts';
import * as staffLevels from './migrations/0141-staff-levels.ts';
import * as clientPhotos from './migrations/0142-client-photos.ts';
import * as clientPhotoThumbnails from './migrations/0143-client-photo-thumbnails.ts';
import * as deposits from './migrations/0160-deposits.ts';
import * as depositRules from './migrations/0161-deposit-rules.ts';
import * as savedCards from './migrations/0162-saved-cards.ts';
import * as refillOptOuts from './migrations/0163-refill-opt-outs.ts';
import * as feePaymentLinks from './migrations/0164-fee-payment-links.ts';
import * as reviews from './migrations/0170-reviews.ts';
import * as calendarFeeds from './migrations/0171-calendar-feeds.ts';
import * as waitlist from './migrations/0172-waitlist.ts';
import * as twoWayReminders from './migrations/0173-two-way-reminders.ts';
import * as studioSlugs from './migrations/0180-studio-slugs.ts';
import * as accountSettings from './migrations/0181-account-settings.ts';
import * as listIndexes from './migrations/0190-list-indexes.ts';
import * as analyticsMonthlyFacts from './migrations/0191-analytics-monthly-facts.ts';
import * as orderChangeNotifications from './migrations/0192-order-change-notifications.ts';
import * as reviewRequestIndex from './migrations/0193-review-request-index.ts';
import * as activeBookingsByEnd from './migrations/0194-active-bookings-by-end.ts';
import * as vacuumBusyTablesSooner from './migrations/0195-vacuum-busy-tables-sooner.ts';
import * as accountsPerDay from './migrations/0196-accounts-per-day.ts';
import * as bookingsPerDay from './migrations/0197-bookings-per-day.ts';

const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0003-governance': governance,
  '0004-booking': booking,
  '0005-booking-cancel-links': bookingCancelLinks,
  '0006-recover-email': recoverEmail,
  '0007-account-protection': accountProtection,
  '0008-stamp-cards': stampCards,
  '0009-deals': deals,
  '0010-gifts-partner-cards': giftsPartnerCards,
  '0011-push-messages': pushMessages,
  '0012-payments': payments,
  '0013-cafe': cafe,
  '0016-booking-fixes': bookingFixes,
  '0017-job-queue': jobQueue,
  '0020-tour-progress': tourProgress,
  '0021-analytics-rollup': analyticsRollup,
  '0022-error-events': errorEvents,
  '0030-payment-cancel-url': paymentCancelUrl,
  '0035-analytics-monthly-pages': analyticsMonthlyPages,
  '0040-rate-limit-counters-unlogged': rateLimitCountersUnlogged,
  '0045-availability-versions': availabilityVersions,
  '0050-server-secrets': serverSecrets,
  '0051-event-stream-leases': eventStreamLeases,
  '0055-analytics-visitor-salts': analyticsVisitorSalts,
  '0070-treatments-and-closures': treatmentsAndClosures,
  '0060-idempotency-keys': idempotencyKeys,
  '0100-phone-assistant': phoneAssistant,
  '0120-shop-legal-details': shopLegalDetails,
  '0121-favourite-studios': favouriteStudios,
  '0140-clients': clients,
  '0141-staff-levels': staffLevels,
  '0142-client-photos': clientPhotos,
  '0143-client-photo-thumbnails': clientPhotoThumbnails,
  '0160-deposits': deposits,
  '0161-deposit-rules': depositRules,
  '0162-saved-cards': savedCards,
  '0163-refill-opt-outs': refillOptOuts,
  '0164-fee-payment-links': feePaymentLinks,
  '0170-reviews': reviews,
  '0171-calendar-feeds': calendarFeeds,
  '0172-waitlist': waitlist,
  '0173-two-way-reminders': twoWayReminders,
  '0180-studio-slugs': studioSlugs,
  '0181-account-settings': accountSettings,
  '0190-list-indexes': listIndexes,
  '0191-analytics-monthly-facts': analyticsMonthlyFacts,
  '0192-order-change-notifications': orderChangeNotifications,
  '0193-review-request-index': reviewRequestIndex,
  '0194-active-bookings-by-end': activeBookingsByEnd,
  '0195-vacuum-busy-tables-sooner': vacuumBusyTablesSooner,
  '0196-accounts-per-day': accountsPerDay,
  '0197-bookings-per-day': bookingsPerDay,
};

// A migration may rebuild a large table's index: the requests' statement time limit is not its.
const provider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        {
          ...migration,
          async up(db) {
            await sql`SET LOCAL statement_timeout = 0`.execute(db);
            await migration.up(db);
          },
        },
      ]),
    ),
};

/** Runs every migration not yet applied. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  db: Kysely<any>,
): Promise<void> {
  if (await isUpToDate(db)) return;
  const migrator = await migratorFor(db);
  failOnError(await migrator.migrateToLatest());
}

/**
 * Whether exactly the known migrations have been applied: then the migrator has nothing to do, and
 * its bookkeeping (creating its tables if missing, taking its lock) was a noticeable part of a start
 * on the embedded database. Two reads instead.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  // The migrator's table in the current schema (migratorFor), if it exists yet.
  const { rows } = await sql<{
    table: string | null;
  }>`SELECT to_regclass('kysely_migration')::text AS table`.execute(db);
  if (!rows[0]?.table) return false;
  const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  const appliedNames = new Set(applied.rows.map((row) => row.name));
  // Exactly the known ones: a name the migrator does not know (a newer version's) is its to refuse.
  return (
    appliedNames.size === Object.keys(migrations).length &&
    Object.keys(migrations).every((name) => appliedNames.has(name))
  );
}

/** Runs the migrations up to and including `name` (tests of a migration start from the one before). */
export async function migrateTo(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  db: Kysely<any>,
  name: string,
): Promise<void> {
  if (!(name in migrations)) throw new Error(`No migration ${name}`);
  const migrator = await migratorFor(db);
  failOnError(await migrator.migrateTo(name));
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; another
  // schema's tables in the same database (e.g. a second test worker's) would fool it.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema;
  return new Migrator({
    db,
    provider,
    // Features number their migrations in ranges of their own, so one can arrive after a database
    // has run a higher number: it runs then instead of the database being refused.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function failOnError({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
