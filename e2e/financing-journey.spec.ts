/**
 * Issue 16's journey in Chromium: a buyer sees the demo dealer's car on the listing with its card
 * simulation ("de la X lei/lună"), opens the ad, simulates on the ad page's calculator, applies on
 * /finantare (the dealer's own financing, a sandbox partner) and gets a FIN- reference; the dealer
 * then finds that application among its leads. Also: a card whose price is beyond the card's
 * simulation (over 200 000 lei) shows none (HIDDEN by UNDER_PRICE). Runs on the PGlite server (the
 * dealer-pages spec, on PostgreSQL, counts the seeded leads).
 */
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { decideConsent, expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

const DEALER_CAR = DEMO_ADVERT_IDS.dealerCar;
const CARD_SIMULATION = 'a[data-financing-entry="LISTING_AD_CARD"]';

test('financing: card simulation → ad page calculator → /finantare application → the dealer’s lead', async ({
  page,
  browser,
  baseURL,
  consoleErrors: _,
}) => {
  await page.goto(`/autoturisme/anunt/${DEALER_CAR}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  // The listing: the dealer's car among the results for its title, with its card simulation.
  await page.goto(`/autoturisme?q=${encodeURIComponent(title)}`);
  const card = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.locator(`a[href$="/anunt/${DEALER_CAR}"]`) });
  await expect(card).toHaveCount(1);
  const simulation = card.locator(CARD_SIMULATION);
  await expect(simulation).toHaveText(/^de la [\d.]+,\d{2} lei\/lună/u);
  expect(new URL((await simulation.getAttribute('href'))!, baseURL).searchParams.get('anunt')).toBe(String(DEALER_CAR));

  // The ad page: its calculator, a shorter term.
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/anunt/${DEALER_CAR}$`, 'u'));
  const calculator = page.getByRole('region', { name: 'Simulează creditul' });
  await calculator.scrollIntoViewIfNeeded();
  const instalment = calculator.getByTestId('loan-result').locator('dd').first();
  await expect(instalment).toHaveText(/^[\d.]+,\d{2} lei$/u);
  const before = await instalment.textContent();
  await calculator.getByRole('radio', { name: '36 de luni' }).check();
  await expect(instalment).not.toHaveText(before!);
  await calculator.getByRole('link', { name: 'Aplică pentru finanțare' }).click();

  // /finantare with the dealer's car: the application.
  await expect(page).toHaveURL(new RegExp(`/finantare\\?.*anunt=${DEALER_CAR}`, 'u'));
  // /finantare is not a paint-first page: the fixtures do not wait for its scripts, the form does.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Anunțul pentru care calculezi' })).toContainText(title);
  await expect(page.getByText(/sandbox/iu).first()).toBeVisible();
  await page.getByRole('button', { name: 'Aplică pentru finanțare' }).click();
  const applicant = `Radu Ionescu ${Date.now() % 100_000}`;
  await page.getByLabel('Nume și prenume').fill(applicant);
  await page.getByLabel('Telefon').fill('0744 555 666');
  await page.getByLabel('E-mail').fill('radu.ionescu@example.ro');
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Cererea ta a fost trimisă.' });
  await expect(confirmation).toContainText(/FIN-[A-Z0-9]{8}/u);
  const reference = /FIN-[A-Z0-9]{8}/u.exec((await confirmation.textContent())!)![0];

  // The dealer's leads: the application, newest first.
  const dealer = await browser.newContext({ baseURL });
  await decideConsent(dealer, baseURL);
  const dealerPage = await dealer.newPage();
  await dealerPage.goto(`/authentication?redirectUrl=${encodeURIComponent('/contul-meu/leads')}`);
  await signIn(dealerPage, DEMO_ACCOUNTS.dealer.email, DEMO_PASSWORD);
  await expect(dealerPage).toHaveURL('/contul-meu/leads');
  const lead = dealerPage.locator('[data-lead]').first();
  await expect(lead).toContainText(applicant);
  await expect(lead).toContainText(reference);
  await expect(lead.locator(`a[href$="/anunt/${DEALER_CAR}"]`)).toBeVisible();
  await expect(dealerPage.getByLabel(`Starea cererii ${reference}`)).toHaveValue('NEW');
  await expectNoAxeViolations(dealerPage);
  await dealer.close();
});

test('financing: a card priced beyond the card simulation shows none (HIDDEN)', async ({ page, consoleErrors: _ }) => {
  // Over 200 000 lei, dearest first: no card may carry a simulation.
  await page.goto('/autoturisme?pret_min=250000&ordine=price_desc');
  const cards = page.getByRole('main').locator('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('main').locator(CARD_SIMULATION)).toHaveCount(0);
  // The same listing cheaper does.
  await page.goto('/autoturisme?pret_max=100000');
  await expect(page.getByRole('main').locator(CARD_SIMULATION).first()).toBeVisible();
});
