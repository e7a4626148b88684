// The owner of a studio with the demo catalogue sets up treatments (with
// an extra price), the team, booking hours, closure times and booking-slot rules, each page
// scanned for accessibility. Each test has a studio of its own; its dates come from the run's clock.

import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { studioToday } from './support/app-clock.ts';
import { expect, test } from './support/app-test.ts';
import { choose, typeDate } from './support/form-fields.ts';
import { createStudio, signInAsOwner } from './support/fresh-studio.ts';

test('the owner sets up treatments, team, booking hours, closures and booking slots', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(300_000);
  const studio = await createStudio(request);
  const stamp = Date.now();
  const treatment = `Gel-Lack Deluxe ${stamp}`;
  const member = `Nora ${stamp}`;
  // Days some months ahead, as German writes them and the date fields show them (dd.MM.yyyy).
  const ahead = studioToday().plus({ months: 4 });
  const typed = (days: number) => ahead.plus({ days }).toFormat('dd.MM.yyyy');

  await signInAsOwner(page, studio);

  await test.step('treatments: the demo list, grouped by category, and the templates', async () => {
    await page.getByTestId('nav-services').click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByTestId('page-title')).toHaveText('Behandlungen & Preise');
    await expect(page.getByTestId('service-category-group').first()).toBeVisible();
    const classic = page.locator('[data-testid="service-row"][data-name="Maniküre klassisch"]');
    await expect(classic.getByTestId('service-row-price')).toHaveText(/25,00\s€/);
    await expect(classic.getByTestId('service-row-duration')).toHaveText('30 Min.');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('services-templates').click();
    const templates = page.getByTestId('service-templates-dialog');
    await expect(templates.getByTestId('service-template').first()).toBeVisible();
    // What the studio already offers is not preselected; the submit button counts the rest.
    await expect(
      templates.locator('[data-template-id="manicure-classic"] input[type="checkbox"]'),
    ).not.toBeChecked();
    await expect(templates.getByTestId('service-templates-submit')).toContainText('hinzufügen');
    await expectNoSeriousA11yViolations(page);
    await templates.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(templates).toBeHidden();
  });

  await test.step('create a treatment with price, duration and an extra price', async () => {
    await page.getByTestId('services-add').click();
    const dialog = page.getByTestId('service-dialog');
    // Validation first: name and price are required, the price must be an amount.
    await dialog.getByTestId('service-price').fill('zwölf');
    await dialog.getByTestId('service-submit').click();
    await expect(dialog.getByText('Pflichtfeld')).toBeVisible();
    await expect(dialog.getByText('Gib einen Betrag wie 35 oder 35,50 ein')).toBeVisible();

    await dialog.getByTestId('service-name').fill(treatment);
    await dialog.getByTestId('service-category').fill('Nail Art');
    await dialog.getByTestId('service-description').fill('Farbe nach Wahl mit Glanz-Finish.');
    await dialog.getByTestId('service-price').fill('42,50');
    await choose(page, dialog.getByTestId('service-duration'), 'service-duration-60');
    await dialog.getByTestId('service-extra-add-direct').click();
    await dialog.getByTestId('service-extra-name-direct-0').fill('Überlänge');
    await dialog.getByTestId('service-extra-price-direct-0').fill('7');
    await dialog.getByTestId('service-extra-add-perUnit').click();
    await dialog.getByTestId('service-extra-name-perUnit-0').fill('Steinchen');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('service-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('global-snackbar')).toContainText(treatment);

    const row = page.locator(`[data-testid="service-row"][data-name="${treatment}"]`);
    await expect(row.getByTestId('service-row-price')).toHaveText(/42,50\s€/);
    await expect(row.getByTestId('service-row-duration')).toHaveText('1 Std.');
    await expect(row.getByTestId('service-row-extras')).toContainText(/Überlänge \+7,00\s€/);
    await expect(row.getByTestId('service-row-extras')).toContainText('Steinchen (ohne Aufpreis)');
    await expect(row.getByTestId('service-row-team')).toHaveText('Ganzes Team');
    // It landed in its category.
    const nailArt = page.getByTestId('service-category-group').filter({ hasText: 'Nail Art' });
    await expect(nailArt.locator(`[data-name="${treatment}"]`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Switching it off keeps it listed as not bookable.
    await row.getByTestId('service-edit').click();
    await expect(dialog.getByTestId('service-price')).toHaveValue('42,50');
    await dialog.getByTestId('service-active').uncheck();
    await dialog.getByTestId('service-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveAttribute('data-active', 'false');
    await expect(row.getByTestId('service-row-inactive')).toHaveText('Nicht buchbar');
  });

  await test.step('add a team member with a colour', async () => {
    await page.goto('/bookings/members');
    await expect(page.getByTestId('team-member-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('team-add').click();
    const dialog = page.getByTestId('team-member-dialog');
    await dialog.getByTestId('team-member-name').fill(member);
    await dialog.getByTestId('team-member-email').fill('nora@example');
    await dialog.getByTestId('team-member-submit').click();
    await expect(dialog).toContainText('Die E-Mail-Adresse ist ungültig');
    await dialog.getByTestId('team-member-email').fill(`nora-${stamp}@example.com`);
    await dialog.getByTestId('team-member-phone').fill('+49 151 2345678');
    await dialog.getByTestId('team-member-color-sage').check();
    await expect(dialog.getByTestId('team-member-color-hex')).toHaveValue('#33B679');
    await dialog.getByTestId('team-member-description').fill('Pediküre und Nail Art');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('team-member-submit').click();
    await expect(dialog).toBeHidden();

    const card = page.locator(`[data-testid="team-member-card"][data-name="${member}"]`);
    await expect(card).toContainText(`nora-${stamp}@example.com`);
    await expect(card).toContainText('+49 151 2345678');
    await expect(card).toContainText('Pediküre und Nail Art');
    await expect(card.getByTestId('team-member-color-text')).toHaveText('#33B679');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the new member can be chosen for a treatment', async () => {
    await page.goto('/services');
    const row = page.locator(`[data-testid="service-row"][data-name="${treatment}"]`);
    await row.getByTestId('service-edit').click();
    const dialog = page.getByTestId('service-dialog');
    await dialog.getByTestId('service-team').getByRole('checkbox', { name: member }).check();
    await dialog.getByTestId('service-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('service-row-team')).toHaveText(member);
  });

  await test.step('booking hours: open Sunday, see it after a reload, then close it again', async () => {
    await page.goto('/bookings/hours');
    const sunday = page.getByTestId('hours-day-7');
    await expect(sunday).toHaveAttribute('data-open', 'false');
    await expect(page.getByTestId('hours-day-1')).toContainText('Montag');
    await expectNoSeriousA11yViolations(page);

    await sunday.getByTestId('hours-open-7').check();
    await choose(page, sunday.getByTestId('hours-start-7-0'), 'time-option-14:00');
    await choose(page, sunday.getByTestId('hours-end-7-0'), 'time-option-12:00');
    await expect(sunday.getByTestId('hours-problem-7-0')).toHaveText(
      'Der Zeitraum muss nach seinem Beginn enden.',
    );
    await expect(page.getByTestId('booking-hours-save')).toBeDisabled();
    await choose(page, sunday.getByTestId('hours-start-7-0'), 'time-option-10:00');
    await sunday.getByTestId('hours-add-7').click();
    await choose(page, sunday.getByTestId('hours-start-7-1'), 'time-option-11:00');
    await expect(sunday.getByTestId('hours-problem-7-1')).toContainText('überschneidet');
    await sunday.getByTestId('hours-remove-7-1').click();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('booking-hours-save').click();
    // The page's own state line, not the snackbar: on a busy machine the snackbar can come and go
    // between two looks.
    await expect(page.getByTestId('booking-hours-state')).toHaveText('Alle Änderungen sind gespeichert.');

    await page.reload();
    await expect(sunday).toHaveAttribute('data-open', 'true');
    await expect(sunday.getByTestId('hours-start-7-0')).toHaveText('10:00');
    await expect(sunday.getByTestId('hours-end-7-0')).toHaveText('12:00');

    await sunday.getByTestId('hours-open-7').uncheck();
    await page.getByTestId('booking-hours-save').click();
    await expect(page.getByTestId('booking-hours-state')).toHaveText('Alle Änderungen sind gespeichert.');
    await page.reload();
    await expect(sunday).toHaveAttribute('data-open', 'false');
    await expect(page.getByTestId('hours-day-6').getByTestId('hours-end-6-0')).toHaveText('16:00');
  });

  await test.step('closure times: add, edit and delete one', async () => {
    await page.goto('/bookings/availabilities');
    await expect(page.getByTestId('page-title')).toHaveText('Schließzeiten');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('closures-add').click();
    const dialog = page.getByTestId('closure-dialog');
    await typeDate(page, dialog.getByTestId('closure-start'), typed(2));
    await typeDate(page, dialog.getByTestId('closure-end'), typed(0));
    await dialog.getByTestId('closure-submit').click();
    await expect(dialog).toContainText('Das Enddatum darf nicht vor dem Startdatum liegen.');
    await typeDate(page, dialog.getByTestId('closure-start'), typed(0));
    await typeDate(page, dialog.getByTestId('closure-end'), typed(2));
    await dialog.getByTestId('closure-reason').fill(`Schulung ${stamp}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('closure-submit').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('closure-row').filter({ hasText: `Schulung ${stamp}` });
    await expect(row.getByTestId('closure-row-dates')).toHaveText(`${typed(0)} – ${typed(2)}`);
    await expect(row).toContainText('3 Tage');
    await expect(row).toHaveAttribute('data-status', 'upcoming');
    await expectNoSeriousA11yViolations(page);

    await row.getByTestId('closure-row-edit').click();
    await expect(dialog.getByTestId('closure-start-value')).toHaveValue(typed(0));
    await typeDate(page, dialog.getByTestId('closure-end'), typed(4));
    await dialog.getByTestId('closure-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('closure-row-dates')).toHaveText(`${typed(0)} – ${typed(4)}`);
    await expect(row).toContainText('5 Tage');

    await row.getByTestId('closure-row-delete').click();
    await expect(page.getByTestId('closure-delete-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('closure-delete-dialog-confirm').click();
    await expect(row).toHaveCount(0);
  });

  await test.step('booking slots: add a permanent rule, then remove it', async () => {
    await page.goto('/bookings/rules');
    await expect(page.getByTestId('booking-rules-today')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('booking-rules-add').click();
    const dialog = page.getByTestId('booking-rule-dialog');
    await typeDate(page, dialog.getByTestId('booking-rule-start'), typed(14));
    await dialog.getByTestId('booking-rule-slots').fill('0');
    await dialog.getByTestId('booking-rule-submit').click();
    await expect(dialog).toContainText('Gib eine ganze Zahl von 1 bis 1000 ein.');
    await dialog.getByTestId('booking-rule-slots').fill('2');
    await dialog.getByTestId('booking-rule-reason').fill(`Umbau ${stamp}`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('booking-rule-submit').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('booking-rule-row').filter({ hasText: `Umbau ${stamp}` });
    await expect(row.getByTestId('booking-rule-row-dates')).toHaveText(`Ab ${typed(14)}`);
    await expect(row).toContainText('2 Termine gleichzeitig · dauerhaft');
    await expect(row.getByTestId('booking-rule-row-status')).toHaveText('Bevorstehend');
    await expectNoSeriousA11yViolations(page);

    await row.getByTestId('booking-rule-row-delete').click();
    await page.getByTestId('booking-rule-delete-dialog-confirm').click();
    await expect(row).toHaveCount(0);
  });

  await test.step('remove the member and the treatment', async () => {
    await page.goto('/bookings/members');
    const card = page.locator(`[data-testid="team-member-card"][data-name="${member}"]`);
    await card.getByTestId('team-member-delete').click();
    await expect(page.getByTestId('team-delete-dialog')).toContainText(member);
    await page.getByTestId('team-delete-dialog-confirm').click();
    await expect(card).toHaveCount(0);

    await page.goto('/services');
    const row = page.locator(`[data-testid="service-row"][data-name="${treatment}"]`);
    await row.getByTestId('service-delete').click();
    await expect(page.getByTestId('service-delete-dialog')).toContainText(treatment);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('service-delete-dialog-confirm').click();
    await expect(row).toHaveCount(0);
  });
});

test('the setup screens work on a phone @phone', async ({ page, request }, testInfo) => {
  await signInAsOwner(page, await createStudio(request));
  await page.goto('/services');
  await expect(page.getByTestId('service-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('services-add').click();
  // The dialog fills the screen on phones, and floats on wider screens.
  const dialog = page.getByTestId('service-dialog').locator('.MuiDialog-paper');
  const fullScreen = /MuiDialog-paperFullScreen/;
  if (testInfo.project.name === 'phone') await expect(dialog).toHaveClass(fullScreen);
  else await expect(dialog).not.toHaveClass(fullScreen);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/bookings/hours');
  await expect(page.getByTestId('hours-day-1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
