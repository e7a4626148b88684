// The phone assistant in a real browser: a studio pays for Plus (the fake Stripe's checkout),
// activates the assistant (the simulator provider: a fictional number, said on screen), copies a
// forwarding code and talks to the assistant in the simulator until it sends the booking link; a
// studio below Plus sees the locked screen and asks support, whose inbox the global admin reads with
// Plus studios' requests first.
import { expect } from '@playwright/test';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { test } from './support/app-test.ts';
import { createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { fakeStripePages } from './support/provider-pages.ts';
import { signIn } from './support/sign-in.ts';

test('a Plus studio activates its assistant, copies the forwarding code and talks to it until the link is sent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = await createStudio(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsOwner(page, studio);

  await page.goto('/voice');
  await expect(page.getByTestId('voice-locked')).toBeVisible();
  await page.getByTestId('voice-upgrade').click();
  await page.getByTestId('plan-choose-plus').click();
  await fakeStripePages.pay(page);
  await expect(page).toHaveURL(/\/shop\?plan=plus&payment=/);
  // The plan counts once the provider's webhook has arrived, as the plan card shows.
  await expect(page.getByTestId('plan-card')).toContainText('Plus ist aktiv.', { timeout: 30_000 });

  await page.goto('/voice');
  await expect(page.getByTestId('voice-simulator-notice')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('voice-activate').click();
  const number = page.getByTestId('voice-number');
  await expect(number).toHaveText(/^\+447700900\d{3}$/);
  const assigned = (await number.textContent()) ?? '';
  await expect(page.getByTestId('voice-code-always')).toHaveText(`**21*${assigned}#`);
  await page.getByTestId('voice-copy-always').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`**21*${assigned}#`);
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('voice-simulator-start').click();
  const assistantLines = page.getByTestId('voice-line-assistant');
  await expect(assistantLines.first()).toContainText(studio.name);
  await page.getByTestId('voice-simulator-input').fill('Was kostet Maniküre klassisch?');
  await page.getByTestId('voice-simulator-send').click();
  await expect(assistantLines.nth(1)).toContainText('Maniküre klassisch kostet 25,00');
  await page.getByTestId('voice-simulator-input').fill('Schick mir den Link');
  await page.getByTestId('voice-simulator-send').click();
  await expect(assistantLines.nth(2)).toContainText('Buchungslink geschickt');
  await expect(page.getByTestId('voice-action-linkSent')).toBeVisible();
  await expect(page.getByTestId('voice-messages')).toContainText(`/partner/${studio.shopId}/app/book`);
  await expect(page.getByTestId('voice-calls')).toContainText('Link geschickt');
  await expectNoSeriousA11yViolations(page);
});

test("a studio below Plus asks support from the locked screen; a Plus studio's older request leads the inbox", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const signOut = async () => {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  };

  // A Plus studio asks first, from its support screen, which says it has priority.
  const plusStudio = await createStudio(request);
  await signInAsOwner(page, plusStudio);
  await page.goto('/voice');
  await page.getByTestId('voice-upgrade').click();
  await page.getByTestId('plan-choose-plus').click();
  await fakeStripePages.pay(page);
  await expect(page.getByTestId('plan-card')).toContainText('Plus ist aktiv.', { timeout: 30_000 });
  await page.goto('/support');
  await expect(page.getByTestId('support-priority-note')).toBeVisible();
  await expect(page.getByTestId('my-support-empty')).toBeVisible();
  await page.getByLabel('Betreff').fill('Gutscheine drucken');
  await page.getByLabel('Nachricht').fill('Wie drucke ich einen Gutschein aus?');
  await page.getByTestId('support-send').click();
  await expect(page.getByTestId('support-sent')).toBeVisible();
  await expect(page.getByTestId('my-support-request')).toContainText('Gutscheine drucken');
  await expectNoSeriousA11yViolations(page);
  await signOut();

  // Then a studio below Plus, from the locked assistant screen.
  const studio = await createStudio(request);
  await signInAsOwner(page, studio);
  await page.goto('/voice');
  await expect(page.getByTestId('voice-locked')).toBeVisible();
  await expect(page.getByTestId('voice-number')).toHaveCount(0);
  await page.getByTestId('voice-support-send').click();
  await expect(page.getByTestId('voice-support-sent')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signOut();

  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);
  await page.goto('/admin/support');
  const requests = page.getByTestId('support-request');
  const basic = requests.filter({ hasText: studio.name });
  // The inbox reads across studios; give it time on a busy machine.
  await expect(basic).toContainText('Telefonassistent aktivieren', { timeout: 30_000 });
  await expect(basic.getByTestId('support-priority')).toHaveCount(0);
  const plus = requests.filter({ hasText: plusStudio.name });
  await expect(plus.getByTestId('support-priority')).toBeVisible();
  // Priority first: every Plus request above every other, though this one is older.
  const order = await requests.evaluateAll((cards) =>
    cards.map((card) => card.querySelector('[data-testid="support-priority"]') !== null),
  );
  expect(order.indexOf(false)).toBeGreaterThan(order.lastIndexOf(true));
  const texts = await requests.allTextContents();
  expect(texts.findIndex((text) => text.includes(plusStudio.name))).toBeLessThan(
    texts.findIndex((text) => text.includes(studio.name)),
  );
  await expectNoSeriousA11yViolations(page);
});
