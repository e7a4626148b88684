// The onboarding tours end to end: a new studio's owner is offered the tour on the dashboard, takes
// it from /onboarding through every checklist screen (a module switched off is skipped), pauses,
// folds and resumes it; the global admin walks the platform tour from the header, in German and in
// Arabic (right to left). Each step must highlight the real element of the screen it opened.
import type { Page } from '@playwright/test';
import { demoPassword } from '../apps/api/src/features/demo/demo-shop.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expect, test } from './support/app-test.ts';
import { adminAuth, createStudio, signInAsOwner } from './support/fresh-studio.ts';
import { signIn } from './support/sign-in.ts';

interface Step {
  path: string;
  target: string;
  title: string;
}

const player = (page: Page) => page.getByTestId('tour-player');

/** The player shows the step, its screen is open, and the step's element is under the spotlight. */
async function expectStep(page: Page, step: Step, position: string) {
  await expect(page).toHaveURL(new RegExp(`${step.path}$`));
  await expect(player(page).getByTestId('tour-player-position')).toHaveText(position);
  await expect(player(page).getByTestId('tour-player-title')).toHaveText(step.title);
  await expect(page.locator(`[data-tour="${step.target}"]`).first()).toHaveClass(/driver-active-element/);
}

/**
 * Next, once. A screen still filling in can move the player under the pointer (a scrollbar
 * appearing shifts everything fixed to the right) and swallow the click; only while the player
 * still shows the step it showed is the click repeated, so a step is never skipped.
 */
async function clickNext(page: Page) {
  const shown = () =>
    Promise.all([
      player(page).getByTestId('tour-player-position').textContent(),
      player(page).getByTestId('tour-player-title').textContent(),
    ]).then((parts) => parts.join(' · '));
  const before = await shown();
  await expect(async () => {
    if ((await shown()) === before) await page.getByTestId('tour-player-next').click();
    expect(await shown()).not.toBe(before);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
}

// Deals are switched off for the studio, so the tour has ten steps instead of eleven.
const shopSteps: Step[] = [
  { path: '/shop/profile', target: 'setup-profile', title: 'Studioprofil' },
  { path: '/shop/profile', target: 'setup-imprint', title: 'Impressum' },
  { path: '/services', target: 'setup-treatments', title: 'Behandlungen und Preise' },
  { path: '/bookings/members', target: 'setup-team', title: 'Team' },
  { path: '/bookings/hours', target: 'setup-bookingHours', title: 'Buchungszeiten' },
  { path: '/bookings/availabilities', target: 'setup-closures', title: 'Schließzeiten' },
  { path: '/bookings/rules', target: 'setup-slots', title: 'Buchungsplätze' },
  { path: '/stampcards', target: 'setup-stampCards', title: 'Stempelkarten' },
  { path: '/voucher', target: 'setup-vouchers', title: 'Gutscheine' },
  { path: '/voice', target: 'setup-phoneAssistant', title: 'Telefonassistent' },
];

test('a new studio’s owner takes the setup tour, skipping a module that is off', async ({
  page,
  request,
  openContext,
}) => {
  test.setTimeout(300_000);
  const studio = await createStudio(request);
  const switchedOff = await request.put(`/api/flags/shop/${studio.shopId}`, {
    headers: await adminAuth(request),
    data: { dealsEnabled: false },
  });
  expect(switchedOff.status()).toBe(200);
  await signInAsOwner(page, studio);

  await test.step('the dashboard offers the tour; “not now” keeps it away', async () => {
    await expect(page.getByTestId('tour-offer')).toBeVisible();
    // The card hides at once and the choice is saved in the background: reload only once it is.
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/me/tour-progress') && response.request().method() === 'PUT',
    );
    await page.getByTestId('tour-offer-dismiss').click();
    await expect(page.getByTestId('tour-offer')).toBeHidden();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('dashboard-checklist-progress')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('tour-offer')).toHaveCount(0);
  });

  await test.step('/onboarding shows the checklist and the tour', async () => {
    await page.getByTestId('nav-onboarding').click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByTestId('page-title')).toHaveText('Einrichtung');
    await expect(page.getByTestId('dashboard-checklist-profile')).toBeVisible();
    await expect(page.getByTestId('dashboard-checklist-deals')).toHaveCount(0);
    await expect(page.getByTestId('tour-start-status')).toHaveText('10 Schritte, etwa zwei Minuten.');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('next walks the checklist screens, each element highlighted', async () => {
    await page.getByTestId('tour-start').click();
    for (const [index, step] of shopSteps.slice(0, 4).entries()) {
      await expectStep(page, step, `Schritt ${index + 1} von 10`);
      await clickNext(page);
    }
    await expectStep(page, shopSteps[4] as Step, 'Schritt 5 von 10');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('previous goes back a screen', async () => {
    await page.getByTestId('tour-player-previous').click();
    await expectStep(page, shopSteps[3] as Step, 'Schritt 4 von 10');
  });

  await test.step('minimize frees the page; restore brings the step back', async () => {
    await page.getByTestId('tour-player-minimize').click();
    await expect(player(page)).toHaveAttribute('data-minimized', 'true');
    await expect(page.locator('.driver-active-element')).toHaveCount(0);
    // The page is usable again: the navigation answers.
    await page.getByTestId('nav-bookingsTeam').click();
    await expect(page).toHaveURL(/\/bookings\/members$/);
    await page.getByTestId('tour-player-restore').click();
    await expectStep(page, shopSteps[3] as Step, 'Schritt 4 von 10');
  });

  await test.step('play advances by itself, pause stops it', async () => {
    await page.getByTestId('tour-player-play').click();
    await page.clock.fastForward(8_000);
    await expectStep(page, shopSteps[4] as Step, 'Schritt 5 von 10');
    await page.getByTestId('tour-player-pause').click();
    await page.clock.fastForward(15_000);
    await expectStep(page, shopSteps[4] as Step, 'Schritt 5 von 10');
  });

  await test.step('closed, the tour resumes where it was left', async () => {
    await page.getByTestId('tour-player-close').click();
    await expect(player(page)).toHaveCount(0);
    await expect(page.locator('.driver-active-element')).toHaveCount(0);
    await page.getByTestId('nav-onboarding').click();
    await expect(page.getByTestId('tour-start-status')).toHaveText('Zuletzt bei Schritt 5 von 10.');
    // The progress is the account's, not the browser's: another device finds the same step.
    const otherDevice = await (await openContext()).newPage();
    await signInAsOwner(otherDevice, studio);
    await expect(otherDevice.getByTestId('tour-offer')).toHaveCount(0);
    await otherDevice.getByTestId('nav-onboarding').click();
    await expect(otherDevice.getByTestId('tour-start-status')).toHaveText('Zuletzt bei Schritt 5 von 10.');
    await otherDevice.close();
    await expect(page.getByTestId('tour-start')).toHaveText('Tour fortsetzen');
    await page.getByTestId('tour-start').click();
    for (const [offset, step] of shopSteps.slice(4).entries()) {
      await expectStep(page, step, `Schritt ${offset + 5} von 10`);
      await clickNext(page);
    }
  });

  await test.step('the end of the tour, remembered; replay starts over', async () => {
    await expect(player(page).getByTestId('tour-player-title')).toHaveText('Tour abgeschlossen');
    await expect(page.locator('.driver-active-element')).toHaveCount(0);
    await page.getByTestId('tour-player-done').click();
    await expect(player(page)).toHaveCount(0);
    await page.getByTestId('nav-onboarding').click();
    await expect(page.getByTestId('tour-start-status')).toHaveText('Du hast die Tour abgeschlossen.');
    await page.getByTestId('tour-replay').click();
    await expectStep(page, shopSteps[0] as Step, 'Schritt 1 von 10');
    await clickNext(page);
    await expectStep(page, shopSteps[1] as Step, 'Schritt 2 von 10');
    await page.getByTestId('tour-player-replay').click();
    await expectStep(page, shopSteps[0] as Step, 'Schritt 1 von 10');
  });
});

const adminSteps: Step[] = [
  { path: '/shops', target: 'admin-shops', title: 'Willkommen' },
  { path: '/admin/gifts', target: 'admin-gifts', title: 'Geschenke' },
  { path: '/admin/approvals', target: 'admin-approvals', title: 'Stempel' },
  { path: '/deals', target: 'admin-deals', title: 'Deals' },
  { path: '/admin/price-list', target: 'admin-price-list', title: 'Preisliste' },
  { path: '/admin/reservations', target: 'admin-reservations', title: 'Reservierungen' },
  { path: '/shops', target: 'admin-shop-setup', title: 'Einrichtung im Studio' },
];

test('the global admin walks the platform tour, in German and right to left in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.studio', demoPassword);
  await expect(page).toHaveURL(/\/shops$/);

  await test.step('from the header, through every step to the end', async () => {
    await page.getByTestId('tour-launcher').click();
    for (const [index, step] of adminSteps.entries()) {
      await expectStep(page, step, `Schritt ${index + 1} von 7`);
      await clickNext(page);
    }
    await expect(player(page).getByTestId('tour-player-title')).toHaveText('Tour abgeschlossen');
    await page.getByTestId('tour-player-done').click();
  });

  await test.step('in Arabic the player sits on the left and still steps', async () => {
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('tour-launcher').click();
    await expect(player(page).getByTestId('tour-player-title')).toHaveText('مرحبًا');
    await expect(player(page).getByTestId('tour-player-position')).toHaveText('الخطوة 1 من 7');
    const box = await player(page).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width / 2).toBeLessThan(width / 2);
    await clickNext(page);
    await expect(page).toHaveURL(/\/admin\/gifts$/);
    await expect(player(page).getByTestId('tour-player-title')).toHaveText('الهدايا');
    await expect(page.locator('[data-tour="admin-gifts"]')).toHaveClass(/driver-active-element/);
    await page.getByTestId('tour-player-previous').click();
    await expect(page).toHaveURL(/\/shops$/);
    await page.getByTestId('tour-player-minimize').click();
    await expect(player(page)).toHaveAttribute('data-minimized', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});
