// Error reporting end to end: failures in the browser go through the Sentry SDK to the API's
// tunnel (no SENTRY_DSN in e2e: stored), and the global admin finds them on the Errors screen.
import { randomUUID } from 'node:crypto';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { signIn } from './support/sign-in.ts';

test('a failed call with an error code and an unhandled rejection end up on the Errors screen', async ({
  page,
  openContext,
}) => {
  test.setTimeout(120_000);
  const marker = `e2e unhandled ${Date.now()}`;

  await test.step('a visitor opens a studio that does not exist (1001) and meets an unhandled rejection', async () => {
    const visitor = await (await openContext()).newPage();
    const tunnelCalls: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/errors/tunnel')) tunnelCalls.push(request.postData() ?? '');
    });
    const reported = visitor.waitForResponse(
      (response) =>
        response.url().endsWith('/api/errors/tunnel') &&
        response.request().postData()?.includes('1001') === true,
    );
    await visitor.goto(`/partner/${randomUUID()}`);
    expect((await reported).status()).toBe(200);

    const rejection = visitor.waitForResponse(
      (response) =>
        response.url().endsWith('/api/errors/tunnel') &&
        response.request().postData()?.includes(marker) === true,
    );
    await visitor.evaluate((text) => {
      void Promise.reject(new Error(text));
    }, marker);
    expect((await rejection).status()).toBe(200);
    // The SDK loads as its own chunk and goes through our tunnel only, never to the DSN's host.
    expect(tunnelCalls.length).toBeGreaterThanOrEqual(2);
  });

  await test.step('the global admin finds both, grouped by message', async () => {
    await signIn(page, 'admin@demo.studio', demoPassword);
    await expect(page).toHaveURL(/\/shops$/);
    await page.getByTestId('nav-adminErrors').click();
    await expect(page).toHaveURL(/\/admin\/errors$/);
    const apiFailure = page.getByTestId('error-group').filter({ hasText: 'errorCode 1001' }).first();
    await expect(apiFailure).toBeVisible();
    const unhandled = page.getByTestId('error-group').filter({ hasText: marker });
    await expect(unhandled).toHaveCount(1);
    await unhandled.click();
    await expect(unhandled.getByTestId('error-event')).toHaveCount(1);
    await expect(unhandled.getByTestId('error-event')).toContainText('Web-App');
    await expectNoSeriousA11yViolations(page);
  });
});
