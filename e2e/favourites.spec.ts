/**
 * The favourite heart on the ad page in Chromium (SPEC §2.6, §6), at 375 px: a visitor without an
 * account follows an advert (kept in the browser, 'Adăugat la favorite'), is invited to sign in
 * and comes back to the advert signed in, where what the browser kept has been merged into the
 * account (the heart is pressed, the browser's list is gone); unfollowing from the sticky bar is
 * saved on the server. No horizontal scroll, no axe violation, signed out or in. The heart on a
 * listing card does the same: kept signed out, merged on the sign-in it invites to, and listed on
 * /favorite.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, expectNoAxeViolations, signIn, test } from './helpers';

/** The browser's list (lib/favourites/browser-favourites.ts). */
const KEPT_KEY = 'volan.favourites';

/** An active car advert's path, found through the public listing (not the first, which other specs use). */
async function someAdvert(request: APIRequestContext): Promise<string> {
  const query = `query Favourites_find($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { url } } } }`;
  const response = await request.post('/graphql', {
    data: { query, variables: { input: { categorySlug: 'autoturisme', first: 3 } } },
  });
  const body = (await response.json()) as { data?: { listingScreen: { adverts: { nodes: { url: string }[] } } } };
  const url = body.data?.listingScreen.adverts.nodes[2]?.url;
  if (!url) throw new Error('no active car advert');
  return url;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a visitor follows an ad, signs in to keep it, and unfollows it from the sticky bar (375 px)', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  // Two page loads, a sign-in and two axe passes: more than the default minute on a busy machine.
  test.slow();
  const url = await someAdvert(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);

  // Signed out: the heart waits for the session, then keeps the advert in this browser.
  // The summary's heart comes first (the sticky bar's, when shown, is named the same).
  const follow = page.getByRole('button', { name: 'Adaugă la favorite' }).first();
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const unfollow = page.getByRole('button', { name: 'Elimină din favorite' }).first();
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Adăugat la favorite' })).toBeVisible();
  const invitation = page.getByRole('link', { name: 'Autentifică-te ca să-ți păstrezi favoritele' });
  await expect(invitation).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'salvat doar în acest browser' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toMatch(/^\["\d+"\]$/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The invitation leads to sign-in and back to this advert, merged into the account.
  await invitation.click();
  await expect(page).toHaveURL(/\/authentication\?redirectUrl=/);
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
  await page.waitForURL((current) => current.pathname === url);
  const summaryHeart = page.getByRole('button', { name: 'Elimină din favorite' }).first();
  await expect(summaryHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(summaryHeart).toBeEnabled();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toBeNull();
  await expect(invitation).toHaveCount(0);

  // Unfollowed from the sticky bar: saved on the server, both hearts agree.
  await page.getByRole('heading', { name: 'Localizare' }).scrollIntoViewIfNeeded();
  const bar = page.getByRole('region', { name: 'Anunțul pe scurt' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Elimină din favorite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eliminat din favorite' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Adaugă la favorite' }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('favourites-375.png') });

  // A new page load asks the account: not followed any more, and no invitation for a signed-in visitor.
  await page.reload();
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: 'Adăugat la favorite' })).toBeVisible();
  await expect(invitation).toHaveCount(0);
  // Leave the demo account as it was.
  await unfollow.click();
  await expect(page.getByRole('status').filter({ hasText: 'Eliminat din favorite' })).toBeVisible();
});

test('a visitor follows an ad card of the listing, signs in from its invitation, and finds it on /favorite', async ({
  page,
  consoleErrors: _,
}) => {
  test.slow();
  await page.goto('/autoturisme');
  const heart = page.getByRole('button', { name: /^Adaugă la favorite: / }).first();
  await expect(heart).toBeEnabled();
  // Outside the card's title link, named for its advert.
  await expect(page.getByRole('link').filter({ has: heart })).toHaveCount(0);
  const href =
    (await heart.locator('xpath=ancestor::article').getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const id = /(\d+)$/.exec(href)?.[1];
  expect(id).toBeDefined();
  // The card, found by its advert (the heart's name changes when pressed).
  const card = page.locator('article').filter({ has: page.locator(`a[href="${href}"]`) });
  const box = await card.boundingBox();
  await card.getByRole('button', { name: /^Adaugă la favorite: / }).click();
  await expect(card.getByRole('button', { name: /^Elimină din favorite: / })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Adăugat la favorite' })).toBeVisible();
  expect(await card.boundingBox()).toEqual(box); // the invitation hangs over the card: nothing moves
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toBe(JSON.stringify([id]));
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Autentifică-te ca să-ți păstrezi favoritele' }).click();
  await expect(page).toHaveURL(/\/authentication\?redirectUrl=%2Fautoturisme/);
  // The dealer's team member: an account no other favourites test changes.
  await signIn(page, DEMO_ACCOUNTS.employee.email, DEMO_PASSWORD);
  await page.waitForURL((current) => current.pathname === '/autoturisme');
  // Merged: the card's heart is pressed from the account's list, the browser's is gone.
  await expect(card.getByRole('button', { name: /^Elimină din favorite: / })).toBeEnabled();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toBeNull();

  await page.goto('/favorite');
  await expect(page.locator(`[data-favourite="${id!}"]`)).toBeVisible();
  // Leave the demo account as it was.
  await page
    .locator(`[data-favourite="${id!}"]`)
    .getByRole('button', { name: /^Elimină din favorite: / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimină', exact: true }).click();
  await expect(page.locator(`[data-favourite="${id!}"]`)).toHaveCount(0);
});
