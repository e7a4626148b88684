// Builds the web app when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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

/** What each step of apps/web's build script makes, for its one line of summary. */
const stepNames = ['the app', 'the customer pages', 'the customer pages’ server renderer'];

/**
 * Runs apps/web's build script step by step with the production bundle. Each step prints one line
 * (what it built, how long it took); Vite's own output (hundreds of lines) shows only when a step
 * fails, so that the start's banner is not buried under it.
 */
export function buildWeb(): void {
  const webDir = join(root, 'apps/web');
  const { scripts } = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  const steps = scripts.build.split(' && ');
  console.log(`[web] building the web app (${steps.length} steps)…`);
  for (const [index, step] of steps.entries()) {
    const started = performance.now();
    // Always the production bundle: started from a test (Vitest sets NODE_ENV=test) Vite would
    // build React's development code, which the server-render tests and the bundle budget then read.
    const result = spawnSync(step, {
      cwd: webDir,
      shell: true,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      console.error(`[web] the web app did not build: ${step} failed after ${seconds} s.`);
      process.exit(result.status ?? 1);
    }
    console.log(`[web] built ${stepNames[index] ?? step} in ${seconds} s`);
  }
}
