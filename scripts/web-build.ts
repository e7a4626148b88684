// Builds the web app when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/react-on-preact',
  'packages/domain/src',
];
// Written last: the customer build's server renderer is built after the main and the customer
// build (apps/web/package.json).
const builtIndex = 'apps/web/dist/customer-server/entry-server.js';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function isWebBuildStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestChange(source) > builtAt);
}

export function buildWebIfStale(): void {
  if (isWebBuildStale()) buildWeb();
}

export function buildWeb(): void {
  console.log('[web] building the web app…');
  // Always the production bundle: started from a test (Vitest sets NODE_ENV=test) Vite would build
  // React's development code, which the server-render tests and the bundle budget then read.
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[web] the web app did not build.');
    process.exit(result.status ?? 1);
  }
}
