import { expect, newAccount, openSecondBrowser, signIn, test, uniqueEmail } from './helpers';

const SESSION_REQUIRED = 'Autentifică-te ca să continui.';

// Two devices of one person (SPEC §4): a password change on one ends the other's session, and the
// other notices as soon as it looks at the session again (its window becomes visible): signed
// out, and the account page, which requires a session, hands over to sign-in.

test('a password change on one device signs the other out when its window becomes visible', async ({
  page,
  browser,
  consoleErrors: _,
}, testInfo) => {
  const email = uniqueEmail('e2e-doua-dispozitive');
  const password = 'doua-ferestre-deschise-3';
  await newAccount(page, email, password);
  const account = page.getByRole('banner').getByRole('link', { name: /Contul meu/ });
  await expect(account).toContainText('Irina');

  const phone = await openSecondBrowser(browser, testInfo);
  await phone.page.goto('/authentication?redirectUrl=%2Fcontul-meu%2Fsettings');
  await signIn(phone.page, email, password);
  await expect(phone.page).toHaveURL(/\/contul-meu\/settings$/);
  await phone.page.getByLabel('Parola actuală').fill(password);
  await phone.page.getByLabel('Parolă nouă').fill('alta-parola-de-pe-telefon-4');
  await phone.page.getByRole('button', { name: 'Salvează parola nouă' }).click();
  await expect(phone.page.getByRole('main').getByRole('status')).toHaveText(
    'Parola a fost schimbată. Celelalte dispozitive au fost deconectate.',
  );
  expect(phone.errors).toEqual([]);
  await phone.context.close();

  // The first device comes back to its tab: the session is read again and found ended.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  // The account page requires a session: next-auth's sign-in with SessionRequired, back here after.
  await expect(page).toHaveURL(/\/authentication\?callbackUrl=.*%2Fcontul-meu&error=SessionRequired$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Intră în cont' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(SESSION_REQUIRED);
  await signIn(page, email, 'alta-parola-de-pe-telefon-4');
  await expect(page).toHaveURL(/\/contul-meu\/?$/);
});

test('what a slow phone lets the visitor type before the page comes alive is kept', async ({
  page,
  consoleErrors: _,
}) => {
  const email = uniqueEmail('e2e-telefon-lent');
  const password = 'tastez-inainte-de-incarcare-5';
  await newAccount(page, email, password);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Te-ai deconectat' })).toBeVisible();

  // The page's scripts are held back: the server's HTML is there, the app is not alive yet.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/authentication?redirectUrl=%2Fcontul-meu%2Fpreferences', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  const alive = page.waitForResponse((response) => response.url().includes('/api/auth/session'));
  release();
  await alive;
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).toHaveURL(/\/contul-meu\/preferences$/);
});
