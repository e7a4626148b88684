// Everything between a configuration and a ready application: database, migrations, start-up data.
import type { FastifyInstance } from 'fastify';
import { createMailer } from './adapters/mail/mailer.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import { selectPaymentProvider } from './adapters/payments/select-payment-provider.ts';
import { createConfiguredPushDelivery } from './adapters/push/configured-push-delivery.ts';
import { openFileStorage } from './adapters/storage/open-file-storage.ts';
import { selectTelephonyProvider } from './adapters/telephony/select-telephony-provider.ts';
import { buildApp } from './app.ts';
import { clockStartingAt, systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { createChangeNotifications } from './db/change-notifications.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureGlobalAdmin } from './features/auth/auth.public.ts';
import { seedDemoData, seedDemoPhotos } from './features/demo/demo.public.ts';
import { createSessionTokens, resolveJwtSecret } from './http/session-tokens.ts';
import { type JobQueue, startJobQueue } from './jobs/job-queue.ts';
import { listPeriodicJobs } from './jobs/periodic-jobs.ts';

export interface Platform {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where uploads live, for the start-up banner. */
  storageDescription: string;
  seeded: boolean;
  /**
   * Starts the job queue (the periodic jobs), once; the app stops it when it closes. With several
   * API processes (WEB_CONCURRENCY) exactly one calls it (api-cluster.ts); the others only answer
   * requests. The server calls it once it listens: requests need none of the jobs, and the queue's
   * start and the jobs' first runs would hold up the first answer on the embedded database.
   */
  startJobs(): Promise<void>;
}

export async function startPlatform(config: AppConfig): Promise<Platform> {
  const clock = config.clockStart === undefined ? systemClock : clockStartingAt(config.clockStart);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  try {
    await migrateToLatest(database.db);
    // The demo seed only fills an empty database, so it goes before the configured admin.
    const seeded = config.seedDemo ? await seedDemoData(database.db, clock.now()) : false;
    if (config.adminEmail && config.adminPassword) {
      await ensureGlobalAdmin(database.db, config.adminEmail, config.adminPassword);
    }
    const tokens = createSessionTokens(await resolveJwtSecret(database.db, config.jwtSecret, config.dataDir));
    const mailer = createMailer(database.db, {
      transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    });
    const storage = await openFileStorage(config);
    // Pictures go to storage after the seed's transaction, so a failed seed leaves no files behind.
    if (seeded) await seedDemoPhotos(database.db, storage);
    const push = await createConfiguredPushDelivery(config, database.db);
    const notifications = createChangeNotifications(database.access);
    const telephony = selectTelephonyProvider(config);
    const payments = selectPaymentProvider(config, database.db);
    const app = await buildApp({
      db: database.db,
      tokens,
      mailer,
      config,
      storage,
      clock,
      push,
      notifications,
      telephony,
      payments,
      soleProcess: database.kind === 'pglite',
    });
    const jobs = listPeriodicJobs({
      db: database.db,
      storage,
      telephony,
      mail: { mailer, publicUrl: config.publicUrl },
      payments,
      paymentsConfig: config.payments,
      push: push.sender,
      clock,
      logFor: (job) => app.log.child({ job }),
    });
    let jobQueue: Promise<JobQueue> | undefined;
    // The one place jobs start.
    const startJobs = async () => {
      jobQueue ??= startJobQueue(database, jobs, app.log.child({ component: 'job-queue' }));
      await jobQueue;
    };
    // Jobs and pending deliveries still write to the database, so they stop first.
    app.addHook('onClose', async () => {
      await (await jobQueue?.catch(() => undefined))?.stop();
      await storage.close();
      await mailer.close();
      await push.idle();
      await notifications.close();
      await database.close();
    });
    return { app, database, storageDescription: storage.description, seeded, startJobs };
  } catch (error) {
    await database.close();
    throw error;
  }
}
