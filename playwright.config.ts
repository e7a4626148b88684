import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appClockEnv, settleRunClock } from './e2e/support/app-clock.ts';
import { fakeStripeEnv } from './e2e/support/fake-stripe.ts';
import { freePort } from './e2e/support/free-port.ts';

// Chosen once per run in the runner's process (the workers inherit them): free ports for the app,
// the app without Stripe settings, the SMTP capture, the second origin and the fake Stripe unless
// E2E_PORT / E2E_TEST_PROVIDER_PORT / E2E_SMTP_PORT / E2E_CORS_PORT / E2E_STRIPE_PORT name them, a
// mail folder of this run's own, and the run's clock (E2E_NOW, see e2e/support/app-clock.ts).
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_TEST_PROVIDER_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_CORS_PORT ??= String(await freePort());
process.env.E2E_STRIPE_PORT ??= String(await freePort());
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-mail-'));
settleRunClock();

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The same app without Stripe settings, so that it takes its payments from the built-in test
 * provider; the specs in e2e/test-provider/ (the test-provider projects) drive its own pages.
 */
const testProviderPort = Number(process.env.E2E_TEST_PROVIDER_PORT);
const testProviderURL = `http://127.0.0.1:${testProviderPort}`;
const testProviderSpecs = 'test-provider/**';
/** A second local origin (e2e/cross-origin.spec.ts serves a page there) that may call the API. */
export const corsTestOrigin = `http://127.0.0.1:${Number(process.env.E2E_CORS_PORT)}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // In CI a failure is retried once so its report shows whether it is flaky; npm test (scripts/test.ts)
  // fails a test that passed only on retry, and refuses a stray test.only (--forbid-only).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: the runs share two cores with other work, and each test first sets up its own studio.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // Receives the API's mail over SMTP (see e2e/support/mail-capture.ts).
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    // A first visit follows the browser's languages; the specs read German
    // texts, so their browser prefers German, as the studios' customers mostly do.
    locale: 'de-DE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: testProviderSpecs,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
      testIgnore: testProviderSpecs,
    },
    {
      name: 'test-provider',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: testProviderURL },
      testMatch: testProviderSpecs,
      grepInvert: /@phone/,
    },
    {
      name: 'test-provider-phone',
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: testProviderURL },
      testMatch: testProviderSpecs,
      grep: /@phone/,
    },
  ],
  webServer: [
    appServer(port, fakeStripeEnv()),
    // The built-in test provider, chosen as production would have to (it is also the default without Stripe settings).
    appServer(testProviderPort, { PAYMENTS_PROVIDER: 'test' }),
  ],
});

/** The API serving the built web app, on an in-memory database with the demo data. */
function appServer(listenPort: number, payments: Record<string, string>) {
  const url = `http://127.0.0.1:${listenPort}`;
  return {
    command: 'node apps/api/src/main.ts',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // Starting from source with the demo data takes well over a minute on a busy machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      API_KEYS: 'dev-api-key',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      CORS_ORIGINS: corsTestOrigin,
      ...payments,
      ...appClockEnv(),
    },
  };
}
