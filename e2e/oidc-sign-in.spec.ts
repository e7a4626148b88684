// The platform identity sign-in end to end in a browser. The default e2e server has no
// OIDC configuration, so this spec starts a server of its own, configured for a small real
// OpenID Connect provider running inside the test (apps/api/test/support/oidc-fake-provider.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { type FakeOidcProvider, startFakeOidcProvider } from '../apps/api/test/support/oidc-fake-provider.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { appClockEnv } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { freePort } from './support/free-port.ts';

let origin = '';
let provider: FakeOidcProvider;
let server: ChildProcess;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the OIDC e2e server did not start on ${origin}`);
}

test.beforeAll(async () => {
  // A server of its own starts from source: on a busy machine that takes a while.
  test.setTimeout(180_000);
  provider = await startFakeOidcProvider();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      API_KEYS: 'dev-api-key',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      SMTP_URL: '',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Google',
      ...appClockEnv(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(Date.now() + 150_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
});

test('a customer signs in with the platform identity, gets an account, and comes back where they were @phone', async ({
  page,
}) => {
  const email = `oidc-${Date.now()}-${test.info().project.name}@e2e.studio.test`;
  provider.identity = {
    sub: email,
    email,
    email_verified: true,
    given_name: 'Linh',
    family_name: 'Pham',
    name: 'Linh Pham',
  };

  await test.step('the customer sign-in step offers the provider', async () => {
    await page.goto(`${origin}/account`);
    await expect(page.getByTestId('customer-sign-in')).toBeVisible();
    await expect(page.getByTestId('oidc-sign-in')).toHaveText('Weiter mit Google');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the provider agrees and the new account is signed in on the same page', async () => {
    await page.getByTestId('oidc-sign-in').click();
    await expect(page).toHaveURL(`${origin}/account`);
    await expect(page.getByTestId('customer-sign-in')).toHaveCount(0);
    await expect(page.getByText(email).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth.user') ?? 'null'));
    expect(stored).toMatchObject({
      email,
      name: 'Linh Pham',
      role: 'appUser',
      guest: false,
      emailVerified: true,
    });
    const uid = stored.uid as string;

    // Signing in again from /login finds the same account.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin}/login`);
    await page.getByTestId('oidc-sign-in').click();
    await expect(page).toHaveURL(`${origin}/account`);
    const again = await page.evaluate(() => JSON.parse(localStorage.getItem('auth.user') ?? 'null'));
    expect(again.uid).toBe(uid);
  });
});

test('a provider account with an unconfirmed address is refused with the catalogue text', async ({
  page,
}) => {
  provider.identity = { sub: 'unverified', email: 'unverified@e2e.studio.test', email_verified: false };
  await page.goto(`${origin}/login`);
  await page.getByTestId('oidc-sign-in').click();
  await expect(page).toHaveURL(`${origin}/auth/callback`);
  await expect(page.getByTestId('oidc-callback-error')).toHaveText(
    'Bitte bestätige zuerst deine E-Mail-Adresse.',
  );
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
});
