// The production recipe cannot rot unnoticed: a clean copy of this checkout is built with
// scripts/build-production.sh, the script the Dockerfile runs, and the server started from that
// copy the way the image starts it (NODE_ENV=production, no dev dependencies) serves the API and
// the web app.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(join(tmpdir(), 'studio-production-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  // A whole install (about a gigabyte before the prune) takes a while to delete on a busy machine.
  await rm(copy, { recursive: true, force: true });
}, 300_000);

/** What a clean clone holds: tracked and new files, nothing ignored (no node_modules, no builds). */
function copyCheckout(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

it('should build a clean copy with the Dockerfile’s script and serve it without dev dependencies', async () => {
  copyCheckout();
  const dockerfile = readFileSync(join(copy, 'Dockerfile'), 'utf8');
  expect(dockerfile).toContain('sh scripts/build-production.sh');
  expect(dockerfile).toMatch(/CMD \["node", "apps\/api\/src\/main\.ts"\]/);

  const build = spawnSync('sh', ['scripts/build-production.sh'], { cwd: copy, encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  expect(existsSync(join(copy, 'apps/web/dist/index.html'))).toBe(true);
  // Pruned: the image carries what runs, not the tools that built it.
  expect(existsSync(join(copy, 'node_modules/vite'))).toBe(false);
  expect(existsSync(join(copy, 'node_modules/vitest'))).toBe(false);
  expect(existsSync(join(copy, 'node_modules/fastify'))).toBe(true);

  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  let output = '';
  // This test's own Node is the pinned Node 24, the same major version as the image's base.
  server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: address,
      DATA_DIR: join(copy, 'data'),
      API_KEYS: 'recipe-key',
      JWT_SECRET: 'the-production-recipe-test-secret-0123456789',
      // No Stripe account here: production runs the test provider only when it is chosen explicitly.
      PAYMENTS_PROVIDER: 'test',
      // No Twilio account either: the phone assistant's simulator, chosen explicitly.
      TELEPHONY_PROVIDER: 'simulator',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let healthy = false;
  for (let attempt = 0; attempt < 600 && !healthy && server.exitCode === null; attempt += 1) {
    healthy = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(healthy, output).toBe(true);
  const page = await fetch(`${address}/`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${address}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-encoding')).toBe('br');
  expect(asset.headers.get('cache-control')).toContain('immutable');
}, 900_000);
