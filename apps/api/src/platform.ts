// Everything between a configuration and a ready application: database, migrations, start-up data.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureGlobalAdmin } from './features/auth/ensure-global-admin.ts';
import { createSessionTokens, resolveJwtSecret } from './features/auth/session-tokens.ts';
import { seedDemoData } from './features/demo/seed-demo-data.ts';

export interface Platform {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: boolean;
}

export async function startPlatform(config: AppConfig): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    if (config.adminEmail && config.adminPassword) {
      await ensureGlobalAdmin(database.db, config.adminEmail, config.adminPassword);
    }
    const seeded = config.seedDemo ? await seedDemoData(database.db) : false;
    const tokens = createSessionTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir));
    const app = await buildApp({ db: database.db, tokens, config });
    app.addHook('onClose', async () => database.close());
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
