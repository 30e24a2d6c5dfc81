/**
 * Saved searches in Chromium (docs/saved-searches-screens.md). Needs the server side of
 * server/graphql/modules/saved-searches (saveSearch, savedSearches, renameSavedSearch,
 * setSavedSearchFrequency, deleteSavedSearch, markSavedSearchVisited, unsubscribeSavedSearch).
 *
 * A visitor without an account is invited to sign in from the listing's popover, back to the same
 * listing. A new account saves the Dacia listing with instant alerts: an empty name is refused on
 * its field and the text stays; saving it again names the search already saved. On
 * /cautari-salvate it renames the search in place, changes its alerts to weekly, and deletes it
 * after confirming (cancelling first keeps it). At 375 px nothing scrolls sideways; axe is clean on
 * each state shown. A bad unsubscribe link changes nothing on opening and says so after the button.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, newAccount, uniqueEmail } from './helpers';

const LISTING = '/autoturisme/dacia';
const PASSWORD = 'cautari-salvate-e2e-7';

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const trigger = (page: Page) => page.getByRole('button', { name: 'Salvează căutarea', exact: true });

test('a visitor without an account is invited to sign in, back to the same listing', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto(LISTING);
  await expect(trigger(page)).toBeEnabled();
  await trigger(page).click();
  const popover = page.getByRole('dialog', { name: 'Salvează căutarea' });
  await expect(popover).toContainText('Autentifică-te ca să salvezi căutarea');
  await expect(popover.getByRole('link', { name: 'Autentifică-te' })).toHaveAttribute(
    'href',
    `/authentication?redirectUrl=${encodeURIComponent(LISTING)}`,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
});

test('save a search with instant alerts, then rename it, change its alerts and delete it (1280 and 375 px)', async ({
  page,
  consoleErrors: _,
}) => {
  // An account made through the screens, two widths and several axe passes.
  test.slow();
  await newAccount(page, uniqueEmail('cautari'), PASSWORD);

  // The listing's popover: the name proposed from the filters, daily alerts by default.
  await page.goto(LISTING);
  await expect(trigger(page)).toBeEnabled();
  await trigger(page).click();
  const popover = page.getByRole('dialog', { name: 'Salvează căutarea' });
  const name = popover.getByLabel('Numele căutării');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/Dacia/);
  await expect(popover.getByRole('radio', { name: 'Zilnic' })).toBeChecked();
  await expectNoAxeViolations(page);

  // An empty name is refused on its field; what was typed stays.
  await name.fill('');
  await popover.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(popover.getByRole('alert')).toHaveText('Numele căutării trebuie să aibă între 1 și 80 de caractere.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('');
  await name.fill('Dacia de familie');
  await expect(popover.getByRole('alert')).toHaveCount(0);

  // Instant alerts, saved: the snackbar and the link to the saved searches.
  await popover.getByRole('radio', { name: 'Instant' }).check();
  await popover.getByRole('button', { name: 'Salvează', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Căutare salvată' });
  await expect(saved).toContainText('Vei primi pe e-mail anunțurile noi pentru „Dacia de familie”.');
  await expect(page.locator('[data-snackbar-id="savedSearch"]')).toContainText('Căutare salvată');

  // The same search again: refused, naming the one already saved.
  await page.keyboard.press('Escape');
  await expect(trigger(page)).toBeFocused();
  await trigger(page).click();
  await popover.getByLabel('Numele căutării').fill('Încă o dată');
  await popover.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(popover.getByRole('alert')).toHaveText('Ai salvat deja această căutare, ca „Dacia de familie”.');
  await expect(popover.getByLabel('Numele căutării')).toHaveValue('Încă o dată');

  // The mobile layout: the popover is a sheet, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(popover).toBeVisible();
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await trigger(page).click();
  await popover.getByLabel('Numele căutării').fill('Dacia de familie');
  await popover.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(popover.getByRole('alert')).toContainText('Ai salvat deja această căutare');
  await page.keyboard.press('Escape');

  // /cautari-salvate: the search with its instant alerts.
  await page.goto('/cautari-salvate');
  await expect(page.getByRole('heading', { level: 1, name: 'Căutări salvate' })).toBeVisible();
  const rows = page.locator('[data-saved-search]');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole('link', { name: 'Deschide căutarea: Dacia de familie' })).toHaveAttribute(
    'href',
    /\/autoturisme\/dacia/,
  );
  await expect(row.getByRole('combobox', { name: 'Alerte pe e-mail pentru Dacia de familie' })).toHaveValue('INSTANT');
  await expectNoAxeViolations(page);

  // Rename in place: Escape cancels, Enter saves.
  await row.getByRole('button', { name: 'Redenumește: Dacia de familie' }).click();
  const field = row.getByLabel('Numele căutării');
  await expect(field).toBeFocused();
  await field.fill('Anulat');
  await field.press('Escape');
  await expect(row.getByRole('link', { name: 'Deschide căutarea: Dacia de familie' })).toBeVisible();
  await row.getByRole('button', { name: 'Redenumește: Dacia de familie' }).click();
  await field.fill('');
  await field.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Numele căutării trebuie să aibă între 1 și 80 de caractere.');
  await field.fill('Dacia Logan');
  await field.press('Enter');
  await expect(notice(page, 'Căutarea a fost redenumită.')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Deschide căutarea: Dacia Logan' })).toBeVisible();

  // Weekly alerts.
  await row.getByRole('combobox', { name: 'Alerte pe e-mail pentru Dacia Logan' }).selectOption('WEEKLY');
  await expect(notice(page, 'Frecvența alertelor a fost schimbată.')).toBeVisible();
  await page.reload();
  await expect(row.getByRole('combobox', { name: 'Alerte pe e-mail pentru Dacia Logan' })).toHaveValue('WEEKLY');

  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);

  // Delete: cancelling keeps it; confirming deletes it.
  await row.getByRole('button', { name: 'Șterge căutarea: Dacia Logan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ștergi căutarea salvată?' });
  await expect(dialog).toContainText('„Dacia Logan” va fi ștearsă și nu vei mai primi alerte pentru ea.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Renunță' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await row.getByRole('button', { name: 'Șterge căutarea: Dacia Logan' }).click();
  await dialog.getByRole('button', { name: 'Șterge', exact: true }).click();
  await expect(notice(page, 'Căutarea a fost ștearsă.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Nu ai căutări salvate încă.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Caută anunțuri' })).toHaveAttribute('href', '/autoturisme');
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);

  // The server agrees.
  await page.reload();
  await expect(page.getByText('Nu ai căutări salvate încă.')).toBeVisible();
});

test('a bad unsubscribe link changes nothing on opening, and says so after the button', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/cautari-salvate/unsubscribe/not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Dezabonare de la alerte' })).toBeVisible();
  // Within the page's content: Next's route announcer is an (empty) alert of its own.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dezabonează-mă de la alerte' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Linkul de dezabonare nu este valid.');
  await expect(page.getByRole('link', { name: 'Gestionează căutările salvate' })).toHaveAttribute(
    'href',
    '/cautari-salvate',
  );
  await expectNoAxeViolations(page);
});
