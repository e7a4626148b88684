// A new studio goes live by paying for its plan, the same against every payment provider
// (provider-pages.ts). The global admin approves the new studio, which leaves it waiting for
// payment; the owner chooses Basic, the payment fails and the dashboard shows the retry message
// with the studio still waiting; the second attempt is paid and the studio is live, on the
// provider's word and not on the browser's return.
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { expect as baseExpect } from './app-test.ts';
import { adminAuth, apiKey, createStudio, signInAsOwner } from './fresh-studio.ts';
import { waitForMail } from './mail-capture.ts';
import type { ProviderPages } from './provider-pages.ts';

// Provider round trips and webhooks on a busy machine: waits get more room.
const expect = baseExpect.configure({ timeout: 20_000 });

const retryMessage =
  'Die Aktivierung des Studios ist fehlgeschlagen, weil die Zahlung nicht verarbeitet werden konnte. Bitte versuche es erneut.';

export interface PlanJourneyFixtures {
  page: Page;
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  request: APIRequestContext;
}

export async function paidPlanJourney(
  { page, openContext, request }: PlanJourneyFixtures,
  provider: ProviderPages,
): Promise<void> {
  const studio = await createStudio(request);
  // The studio under review, approved by the global admin: with no plan paid it waits for payment.
  const admin = await adminAuth(request);
  for (const status of ['inactive', 'pending', 'pending_payment']) {
    const moved = await request.put(`${studio.shopApi}/${status}`, { headers: admin });
    expect(moved.status(), status).toBe(200);
  }

  await signInAsOwner(page, studio);
  const statusChip = page.getByTestId('studio-status-card').getByTestId('shop-status-chip');
  await expect(statusChip).toHaveAttribute('data-status', 'pending_payment');
  const planCard = page.getByTestId('plan-card');
  await expect(planCard).toContainText('Wähle und bezahle ein Paket');
  await expect(planCard.getByTestId('plan-payment-failed')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // First attempt: the payment fails at the provider.
  await planCard.getByTestId('plan-open').click();
  await expect(page.getByTestId('plan-dialog')).toContainText('59');
  await provider.expectNoMoneyNotice(page.getByTestId('plan-dialog'));
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('plan-choose-basic').click();
  await provider.failAndGoBack(page);
  await expect(page).toHaveURL(/\/shop\?plan=basic&cancelled=1$/);
  await expect(planCard.getByTestId('plan-payment-failed')).toHaveText(retryMessage);
  await expect(statusChip).toHaveAttribute('data-status', 'pending_payment');
  await expectNoSeriousA11yViolations(page);
  const hidden = await request.get(`/api/shops/${studio.shopId}`, { headers: apiKey });
  expect(hidden.status()).toBe(404);

  // Second attempt: paid, and the studio is live.
  await planCard.getByTestId('plan-open').click();
  await page.getByTestId('plan-choose-basic').click();
  await provider.pay(page);
  await expect(page).toHaveURL(/\/shop\?plan=basic&payment=/);
  await expect(statusChip).toHaveAttribute('data-status', 'active');
  await expect(planCard).toContainText('Basic ist aktiv.');
  await expect(planCard.getByTestId('plan-payment-failed')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const visitorContext = await openContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/partner/${studio.shopId}`);
  await expect(visitor.getByTestId('page-title')).toHaveText(studio.name);
  await visitorContext.close();
  await waitForMail(studio.owner.email, { pattern: new RegExp(`/partner/${studio.shopId}|${studio.name}`) });
}
