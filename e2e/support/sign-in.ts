import type { Page } from '@playwright/test';

/** Fills the login form and submits it; the caller waits for where the role lands. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
