// The API reference page shows each schema of the OpenAPI document and lets a reader try a call
// with the API key.
import { expect, test } from '@playwright/test';

test('the API reference expands a schema and tries a call with the API key', async ({ page }) => {
  // The reference page parses a 1.6 MB script and renders every operation before it answers.
  test.slow();
  await page.goto('/api/docs');
  const schemas = page.getByRole('button', { name: 'Schemas', exact: true });
  await expect(schemas).toBeVisible({ timeout: 45_000 });
  // Folded like the operations until the reader opens it.
  if ((await schemas.getAttribute('aria-expanded')) !== 'true') await schemas.click();

  const freeSlotsName = page.getByRole('button', { name: 'FreeSlots', exact: true });
  const freeSlots = page.locator('article').filter({ has: freeSlotsName });
  await freeSlotsName.click();
  for (const property of ['timezone', 'durationMinutes', 'slots']) {
    await expect(freeSlots.getByText(property, { exact: true }).first()).toBeVisible();
  }

  await page.locator('.auth-wrapper button.authorize').click();
  const apiKeyForm = page.locator('.modal-ux .auth-container').first();
  await apiKeyForm.locator('input').fill('dev-api-key');
  await apiKeyForm.locator('button.authorize').click();
  await apiKeyForm.locator('button.btn-done').click();

  // Operations are folded under their tags until the reader opens one.
  await page.locator('#operations-tag-identity').click();
  const operation = page.locator('#operations-identity-get_api_auth_oidc');
  await operation.locator('.opblock-summary').first().click();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/oidc');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = await answer;
  expect(response.request().headers()['x-api-key']).toBe('dev-api-key');
  expect(response.status()).toBe(200);
  await expect(operation.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
});
