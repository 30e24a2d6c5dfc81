import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, openNewestMail, openSecondBrowser, signIn, test, uniqueEmail } from './helpers';

/** The page's own status or alert line: not the payment reminder banner every dealer page shows above it. */
function pageNotice(page: Page, role: 'status' | 'alert') {
  return page.getByRole('main').getByRole(role).and(page.locator(':not([data-billing-stage])'));
}

// "Echipa ta" (SPEC §2.5, §6): the dealer's main account invites a colleague, the colleague
// accepts the e-mailed invitation and signs in as a sub-user, meets the access-restricted dialog
// on the sections it has no right for, gets a right from the main account, and is removed again.
// Two browser contexts, one per person, against the built app and its sandbox mailbox.

const TEAM_PATH = '/contul-meu/user-administration';
const INVOICES_PATH = '/contul-meu/newinvoices';
const RESTRICTED_MESSAGE =
  'Nu ai permisiunile necesare pentru această secțiune. Cere acces administratorului contului principal.';

const memberCard = (page: Page, email: string): Locator =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: email });
const rightBox = (page: Page, email: string, right: string): Locator =>
  memberCard(page, email)
    .getByRole('group', { name: `Drepturi pentru ${email}` })
    .getByRole('checkbox', { name: right });

/** The access-restricted dialog as a sub-user without the section's right meets it on `path`. */
async function expectRestricted(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Acces restricționat' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(RESTRICTED_MESSAGE);
  // Open from the first render with focus inside, on its only button; Tab cannot leave it.
  const gotIt = dialog.getByRole('button', { name: 'Am înțeles' });
  await expect(gotIt).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(gotIt).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(gotIt).toBeFocused();
  return dialog;
}

test('the main account invites a colleague, who registers from the e-mail, is restricted, gets a right and is removed', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  const email = uniqueEmail('e2e-coleg');
  const password = 'echipa-buna-la-volan-9';
  const dealer = page;
  const colleague = await openSecondBrowser(browser, testInfo);
  const invitee = colleague.page;

  await test.step('the dealer opens "Echipa ta" and sees the seeded sub-user with its rights', async () => {
    await dealer.goto(`/authentication?redirectUrl=${encodeURIComponent(TEAM_PATH)}`);
    await signIn(dealer, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
    await expect(dealer).toHaveURL(new RegExp(`${TEAM_PATH}$`));
    await expect(dealer.getByRole('heading', { level: 1, name: 'Echipa ta' })).toBeVisible();
    await expect(memberCard(dealer, DEMO_ACCOUNTS.employee.email)).toContainText('Activ');
    await expect(rightBox(dealer, DEMO_ACCOUNTS.employee.email, 'Anunțuri')).toBeChecked();
    await expect(rightBox(dealer, DEMO_ACCOUNTS.employee.email, 'Facturi')).not.toBeChecked();
    await expectNoAxeViolations(dealer);
  });

  await test.step('the invitation form refuses an empty address and an existing account, then invites', async () => {
    const emailField = dealer.getByLabel('E-mailul colegului');
    const send = dealer.getByRole('button', { name: 'Trimite invitația' });
    await send.click();
    await expect(emailField).toHaveAccessibleDescription('Introdu adresa de e-mail.');
    await emailField.fill(DEMO_ACCOUNTS.employee.email);
    await send.click();
    await expect(pageNotice(dealer, 'alert')).toHaveText('Există deja un cont cu această adresă de e-mail.');

    await emailField.fill(email);
    await dealer.getByRole('group', { name: 'Secțiuni permise' }).getByRole('checkbox', { name: 'Mesaje' }).check();
    await send.click();
    await expect(pageNotice(dealer, 'status')).toHaveText('Invitația a fost trimisă.');
    await expect(memberCard(dealer, email)).toContainText('Invitat');
    await expect(rightBox(dealer, email, 'Mesaje')).toBeChecked();
    await expect(rightBox(dealer, email, 'Facturi')).not.toBeChecked();
    await expect(emailField).toHaveValue('');
  });

  await test.step('the colleague follows the link of the invitation e-mail and sets a password', async () => {
    const mail = await openNewestMail(invitee, email);
    expect(mail.subject).toBe(
      `${DEMO_ACCOUNTS.dealer.displayName} te invită în echipa ${DEMO_ACCOUNTS.dealer.displayName} pe Volan`,
    );
    const link = /https?:\/\/\S+\/multi-user\/register\?\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no invitation link in the mail to ${email}:\n${mail.text}`);
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Alătură-te echipei' })).toBeVisible();
    await expect(invitee.getByLabel('E-mail')).toHaveValue(email);
    await expect(invitee.getByLabel('Codul de confirmare')).toHaveValue(/^\d{6}$/);
    await invitee.getByLabel('Parolă', { exact: true }).fill(password);
    await invitee.getByRole('button', { name: 'Activează contul' }).click();
    await expect(invitee).toHaveURL(/\/multi-user\/register-confirmation\?email=/);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Contul tău este activ' })).toBeVisible();
    await expect(invitee.getByRole('main')).toContainText(
      `Te poți autentifica acum cu adresa ${email} și parola aleasă.`,
    );
    await expectNoAxeViolations(invitee);

    await invitee.getByRole('main').getByRole('link', { name: 'Intră în cont' }).click();
    await expect(invitee.getByLabel('E-mail')).toHaveValue(email);
    await invitee.getByLabel('Parolă', { exact: true }).fill(password);
    await invitee.getByRole('button', { name: 'Intră în cont' }).click();
    await expect(invitee).toHaveURL(/\/contul-meu\/?$/);
    await expect(invitee.getByRole('main')).toContainText(
      'Faci parte din echipa unui cont de dealer; contul principal îți alege secțiunile.',
    );

    await dealer.reload();
    await expect(memberCard(dealer, email)).toContainText('Activ');
  });

  await test.step('without the invoices right the colleague meets the access-restricted dialog', async () => {
    const dialog = await expectRestricted(invitee, INVOICES_PATH);
    await expectNoAxeViolations(invitee);
    // Escape closes it; the page stays, with a note in place of the invoices and a way to reread it.
    await invitee.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(invitee).toHaveURL(new RegExp(`${INVOICES_PATH}$`));
    const main = invitee.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Acces restricționat' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Facturi' })).toHaveCount(0);
    const reopen = main.getByRole('button', { name: 'Acces restricționat' });
    await reopen.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Am înțeles' })).toBeFocused();
    // The button closes it too, and focus goes back to what opened it.
    await dialog.getByRole('button', { name: 'Am înțeles' }).click();
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();
  });

  await test.step('the team page is never open to a sub-user', async () => {
    const dialog = await expectRestricted(invitee, TEAM_PATH);
    await dialog.getByRole('button', { name: 'Am înțeles' }).click();
    await expect(dialog).toBeHidden();
    await expect(invitee.getByRole('heading', { name: 'Membrii echipei' })).toHaveCount(0);
    await expect(invitee.getByLabel('E-mailul colegului')).toHaveCount(0);
  });

  await test.step('the main account grants the invoices right; after a reload the colleague sees the invoices', async () => {
    // The box shows the new state at once (while saving), and keeps it once the server has it.
    await rightBox(dealer, email, 'Facturi').check();
    await expect(pageNotice(dealer, 'status')).toHaveText('Drepturile au fost salvate.');
    await expect(rightBox(dealer, email, 'Facturi')).toBeChecked();
    await dealer.reload();
    await expect(rightBox(dealer, email, 'Facturi')).toBeChecked();
    await expect(rightBox(dealer, email, 'Mesaje')).toBeChecked();

    await invitee.goto(INVOICES_PATH);
    await expect(invitee.getByRole('main').getByRole('heading', { level: 1, name: 'Facturi' })).toBeVisible();
    // The main account's invoices (the seed's history of the demo dealer), not an empty list.
    await expect(invitee.locator('[data-invoice]').first()).toContainText(/VOL-\d{4}-\d{6}/u);
    await expect(invitee.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the main account removes the colleague after confirming', async () => {
    const removeButton = memberCard(dealer, email).getByRole('button', { name: `Elimină ${email}` });
    await removeButton.click();
    const confirm = dealer.getByRole('dialog', { name: 'Elimini membrul din echipă?' });
    await expect(confirm).toHaveAccessibleDescription(
      `${email} nu va mai avea acces la contul tău, iar sesiunile lui se închid.`,
    );
    await expect(confirm.getByRole('button', { name: 'Renunță' })).toBeFocused();
    await dealer.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(memberCard(dealer, email)).toBeVisible();

    await removeButton.click();
    await confirm.getByRole('button', { name: 'Elimină', exact: true }).click();
    await expect(pageNotice(dealer, 'status')).toHaveText('Membrul a fost eliminat din echipă.');
    await expect(memberCard(dealer, email)).toHaveCount(0);
    await dealer.reload();
    await expect(memberCard(dealer, DEMO_ACCOUNTS.employee.email)).toBeVisible();
    await expect(memberCard(dealer, email)).toHaveCount(0);
  });

  await test.step('the removed colleague is signed out at once and no longer sees the invoices of the team', async () => {
    // Removal revokes the colleague's sessions, and a revoked session ends on its next read (not
    // when the id token runs out): the account page sends the visitor to sign in.
    await invitee.goto(INVOICES_PATH);
    await expect(invitee).toHaveURL(new RegExp(`/authentication\\?redirectUrl=${encodeURIComponent(INVOICES_PATH)}$`));
    await expect(invitee.getByRole('button', { name: 'Intră în cont' })).toBeVisible();
    await expect(invitee.getByRole('heading', { level: 1, name: 'Facturi' })).toHaveCount(0);
  });

  await colleague.context.close();
  expect(colleague.errors, 'console errors and uncaught exceptions of the colleague').toEqual([]);
});
