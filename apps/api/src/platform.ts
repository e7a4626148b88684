// Everything between a configuration and a ready application: database, migrations, start-up data.
import type { FastifyInstance } from 'fastify';
import { createMailer } from './adapters/mail/mailer.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import { createConfiguredPushDelivery } from './adapters/push/configured-push-delivery.ts';
import { openFileStorage } from './adapters/storage/open-file-storage.ts';
import { buildApp } from './app.ts';
import { clockStartingAt, systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureGlobalAdmin } from './features/auth/ensure-global-admin.ts';
import { createSessionTokens, resolveJwtSecret } from './features/auth/session-tokens.ts';
import { seedDemoData } from './features/demo/seed-demo-data.ts';
import { scheduleClosureCleanup } from './jobs/cleanup-closures.ts';
import { scheduleOrphanedImageCleanup } from './jobs/cleanup-orphaned-images.ts';
import { scheduleVoucherExpiry } from './jobs/expire-vouchers.ts';
import { scheduleAnalyticsRollup } from './jobs/roll-up-analytics.ts';

export interface Platform {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where uploads live, for the start-up banner. */
  storageDescription: string;
  seeded: boolean;
}

export async function startPlatform(config: AppConfig): Promise<Platform> {
  const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    // The demo seed only fills an empty database, so it goes before the configured admin.
    const seeded = config.seedDemo ? await seedDemoData(database.db, clock.now()) : false;
    if (config.adminEmail && config.adminPassword) {
      await ensureGlobalAdmin(database.db, config.adminEmail, config.adminPassword);
    }
    const tokens = createSessionTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir));
    const mailer = createMailer(database.db, {
      transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    });
    const storage = await openFileStorage(config);
    const push = await createConfiguredPushDelivery(config);
    const app = await buildApp({ db: database.db, tokens, mailer, config, storage, clock, push });
    const cleanup = scheduleClosureCleanup(database.db, app.log.child({ job: 'closure-cleanup' }), {
      now: () => clock.now(),
    });
    const imageCleanup = scheduleOrphanedImageCleanup(
      database.db,
      storage,
      app.log.child({ job: 'image-cleanup' }),
    );
    const voucherExpiry = scheduleVoucherExpiry(database.db, app.log.child({ job: 'voucher-expiry' }), {
      now: () => clock.now(),
    });
    const analyticsRollup = scheduleAnalyticsRollup(database.db, app.log.child({ job: 'analytics-rollup' }), {
      now: () => clock.now(),
    });
    // Jobs and pending deliveries still write to the database, so they stop first.
    app.addHook('onClose', async () => {
      await cleanup.stop();
      await imageCleanup.stop();
      await voucherExpiry.stop();
      await analyticsRollup.stop();
      await storage.close();
      await mailer.close();
      await push.idle();
      await database.close();
    });
    return { app, database, storageDescription: storage.description, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
