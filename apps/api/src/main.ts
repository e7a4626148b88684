// Starts the server: `node apps/api/src/main.ts` (npm start does this after building the web app).
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { demoAccounts, demoPassword, demoShopId } from './features/demo/demo-shop.ts';
import { startPlatform } from './platform.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n\nSee the README, section "Configuration".\n`);
    process.exit(1);
  }
  throw error;
}

const { app, database, storageDescription } = await startPlatform(config).catch((error: unknown) => {
  console.error(`\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });

const url = config.publicUrl;
const lines = [
  '',
  `  Studioly is running at ${url}`,
  `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  `  Uploads: ${storageDescription}`,
  `  API reference: ${url}/api/docs`,
];
if (config.seedDemo) {
  lines.push(
    '',
    `  Demo studio: ${url}/partner/${demoShopId}`,
    `  Demo logins at ${url}/login (password for all: ${demoPassword})`,
    ...demoAccounts.map((account) => `    ${account.role.padEnd(12)} ${account.email}`),
  );
}
console.log(`${lines.join('\n')}\n`);
