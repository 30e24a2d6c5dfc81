/**
 * /favorite in Chromium, reached from the footer. Signed out: a prompt to sign in that comes back here (no redirect). Signed
 * in, the buyer whose favourites the test made through GraphQL (Mutation.followAdvert) sees them
 * newest first as listing cards, the archived one marked 'Anunț inactiv' with its link to similar
 * adverts; removes one and then all, each after confirming, and ends on the empty state with its
 * link to search. At 375 px nothing scrolls sideways; axe is clean on every state shown. A visitor
 * sees what this browser keeps (remove one, the prompt to sign in to keep them); the tabs
 * (Anunțuri, Căutări salvate) are in the URL, move with the arrow keys and with back / forward.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/** Runs an operation as the signed-in visitor (the session's id token, as the browser's client sends it). */
async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const session = (await (await request.get('/api/auth/session')).json()) as { idToken?: string };
  const response = await request.post('/graphql', {
    headers: session.idToken ? { authorization: `Bearer ${session.idToken}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Two active car adverts of the public listing (not the demo adverts other specs change). */
async function activeCars(request: APIRequestContext): Promise<string[]> {
  const { listingScreen } = await graphql<{ listingScreen: { adverts: { nodes: { id: string }[] } } }>(
    request,
    'query FavoriteE2e_cars { listingScreen(input: { categorySlug: "autoturisme", first: 10 }) { adverts { nodes { id } } } }',
  );
  const demo = new Set(Object.values(DEMO_ADVERT_IDS).map(String));
  return listingScreen.adverts.nodes
    .map((n) => n.id)
    .filter((id) => !demo.has(id))
    .slice(0, 2);
}

const FOLLOW = 'mutation FavoriteE2e_follow($id: ID!) { followAdvert(advertId: $id) { followed } }';

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the buyer sees the favourites made through GraphQL, removes one and then all (1280 and 375 px)', async ({
  page,
  consoleErrors: _,
}) => {
  // Two widths, four axe passes and two sign-in round trips: more than the default minute on a busy machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Anunțuri favorite' }).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Anunțuri' })).toHaveAttribute('aria-selected', 'true');
  const prompt = page.getByRole('link', { name: 'Autentifică-te' });
  await expect(prompt).toHaveAttribute('href', '/authentication?redirectUrl=%2Ffavorite');
  await expectNoAxeViolations(page);
  await prompt.click();
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/favorite$/);

  // The buyer's favourites, made here: an archived advert first, then two active ones (newest last).
  await graphql(page.request, 'mutation FavoriteE2e_clear { removeAllFavouriteAdverts }');
  const [older, newest] = await activeCars(page.request);
  expect(newest).toBeDefined();
  for (const id of [String(DEMO_ADVERT_IDS.archivedCar), older!, newest!]) await graphql(page.request, FOLLOW, { id });

  await page.reload();
  const cards = page.locator('[data-favourite]');
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-favourite')))).toEqual([
    newest,
    older,
    String(DEMO_ADVERT_IDS.archivedCar),
  ]);
  const archived = cards.nth(2);
  await expect(archived.getByText('Anunț inactiv')).toBeVisible();
  await expect(archived.getByRole('link', { name: /^Vezi anunțuri similare: / })).toHaveAttribute(
    'href',
    new RegExp(`/anunt/${DEMO_ADVERT_IDS.archivedCar}#anunturi-similare$`),
  );
  await expect(cards.nth(0).getByText('Anunț inactiv')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);

  // One, after confirming.
  const title = (await cards.nth(1).getByRole('heading', { level: 3 }).textContent()) ?? '';
  await cards
    .nth(1)
    .getByRole('button', { name: `Elimină din favorite: ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Elimini anunțul din favorite?' });
  await expect(dialog).toContainText(`„${title}” nu va mai apărea în lista ta de favorite.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Elimină', exact: true }).click();
  await expect(notice(page, 'Anunțul a fost eliminat din favorite.')).toBeVisible();
  await expect(cards).toHaveCount(2);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-favourite')))).toEqual([
    newest,
    String(DEMO_ADVERT_IDS.archivedCar),
  ]);

  // Cancelling keeps the list; then all, after confirming.
  await page.getByRole('button', { name: 'Elimină tot' }).click();
  const all = page.getByRole('dialog', { name: 'Elimini toate anunțurile favorite?' });
  await all.getByRole('button', { name: 'Renunță' }).click();
  await expect(all).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Elimină tot' }).click();
  await all.getByRole('button', { name: 'Elimină tot' }).click();
  await expect(notice(page, 'Toate anunțurile au fost eliminate din favorite.')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('Nu ai anunțuri favorite încă.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Caută anunțuri' })).toHaveAttribute('href', '/autoturisme');
  await noHorizontalScroll(page, 375);
  await expectNoAxeViolations(page);

  // The server agrees: after a reload the list is still empty.
  await page.reload();
  await expect(page.getByText('Nu ai anunțuri favorite încă.')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('what a visitor followed before signing in is listed once they sign in from the page', async ({
  page,
  consoleErrors: _,
}) => {
  const [id] = await activeCars(page.request);
  await page.goto(`/autoturisme/anunt/${id!}`);
  await page.getByRole('button', { name: 'Adaugă la favorite' }).first().click();
  await expect(page.getByText('Anunțul este salvat doar în acest browser.').first()).toBeVisible();
  await page.goto('/favorite');
  await page.getByRole('link', { name: 'Autentifică-te' }).click();
  await signIn(page, DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.locator(`[data-favourite="${id!}"]`)).toBeVisible();
  // The browser forgot it: it is the account's now.
  expect(await page.evaluate(() => window.localStorage.getItem('volan.favourites'))).toBeNull();
  await graphql(page.request, 'mutation FavoriteE2e_cleanUp { removeAllFavouriteAdverts }');
});

test('a visitor sees the adverts kept in this browser; the tabs follow the URL and the keys', async ({
  page,
  consoleErrors: _,
}) => {
  const [first, second] = await activeCars(page.request);
  await page.goto('/');
  await page.evaluate((ids) => localStorage.setItem('volan.favourites', JSON.stringify(ids)), [second, first]);
  await page.goto('/favorite');
  const cards = page.locator('[data-favourite]');
  await expect(cards).toHaveCount(2);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-favourite')))).toEqual([second, first]);
  await expect(
    page.getByRole('link', { name: 'Autentifică-te ca să le păstrezi pe orice dispozitiv' }),
  ).toHaveAttribute('href', '/authentication?redirectUrl=%2Ffavorite');
  await expectNoAxeViolations(page);
  const title = (await cards.nth(0).getByRole('heading', { level: 3 }).textContent()) ?? '';
  await cards
    .nth(0)
    .getByRole('button', { name: `Elimină din favorite: ${title}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimină', exact: true }).click();
  await expect(notice(page, 'Anunțul a fost eliminat din favorite.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('volan.favourites'))).toBe(JSON.stringify([first]));

  // The searches tab: in the URL, a sign-in prompt signed out; arrow keys and back / forward.
  const ads = page.getByRole('tab', { name: 'Anunțuri' });
  const searches = page.getByRole('tab', { name: 'Căutări salvate' });
  await searches.click();
  await expect(page).toHaveURL(/\/favorite\?tab=cautari$/);
  await expect(searches).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Căutări salvate' })).toContainText(
    'Autentifică-te ca să salvezi căutări',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowLeft');
  await expect(ads).toBeFocused();
  await expect(ads).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(cards).toHaveCount(1);
  await page.goBack();
  await expect(searches).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(ads).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => localStorage.removeItem('volan.favourites'));
});
