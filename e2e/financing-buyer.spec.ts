/**
 * The buyer's financing (issue 16; docs/financing.md, "/finantare, the redirect and the ad page"):
 * on a seeded active advert's ad page the under-price line and the calculator show a monthly
 * instalment that follows the term; the calculator's 'Aplică pentru finanțare' goes through
 * /finantare/redirect/calculator-cta to /finantare with that advert, where an empty application
 * shows every field's problem in Romanian and a correct one is confirmed with its FIN- reference.
 * At 1280 and 375 px, without axe violations. An unknown entry point is a 404.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

const ADVERT = '/autoturisme/anunt/1';

for (const width of [1280, 375]) {
  test(`financing: the ad page calculator to an application on /finantare (${width} px)`, async ({
    page,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ADVERT);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect(page.getByRole('link', { name: /^Rată de la [\d.]+,\d{2} lei\/lună$/ })).toHaveAttribute(
      'href',
      '/finantare/redirect/under-price-cta?anunt=1',
    );

    // The calculator (loaded lazily): an instalment, another one for another term.
    const calculator = page.getByRole('region', { name: 'Simulează creditul' });
    await calculator.scrollIntoViewIfNeeded();
    const instalment = calculator.getByTestId('loan-result').locator('dd').first();
    await expect(instalment).toHaveText(/^[\d.]+,\d{2} lei$/);
    const first = await instalment.textContent();
    await calculator.getByRole('radio', { name: '24 de luni' }).check();
    await expect(instalment).not.toHaveText(first!);
    await expect(calculator.getByText(/sandbox/)).toBeVisible();
    await expectNoAxeViolations(page);

    await calculator.getByRole('link', { name: 'Aplică pentru finanțare' }).click();
    await expect(page).toHaveURL(/\/finantare\?.*anunt=1/);
    await expect(page).toHaveURL(/punct=calculator-cta/);
    // /finantare is not a paint-first page: the fixtures do not wait for its scripts, the form does.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Finanțare auto' })).toBeVisible();
    await expect(page).toHaveTitle(`Finanțare pentru ${title} | Volan`);
    await expect(page.getByRole('region', { name: 'Anunțul pentru care calculezi' })).toContainText(title);
    await expect(page.getByText('Partener de finanțare: Brokerul de credit Volan')).toBeVisible();
    await expect(page.getByText(/^Partener de test: cererile ajung/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The application: an empty send shows each field's problem, nothing is sent.
    await page.getByRole('button', { name: 'Aplică pentru finanțare' }).click();
    await page.getByRole('button', { name: 'Trimite cererea' }).click();
    await expect(page.getByText(/^Scrie numele tău/)).toBeVisible();
    await expect(page.getByText('Scrie un număr de telefon din România, de exemplu 0722 123 456.')).toBeVisible();
    await expect(page.getByText('Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Nume și prenume').fill('Andreea Popescu');
    await page.getByLabel('Telefon').fill('0722 123 456');
    await page.getByLabel('E-mail').fill('andreea.popescu@example.ro');
    await page.getByRole('button', { name: 'Trimite cererea' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cererea ta a fost trimisă.' })).toContainText(
      /Referința cererii: FIN-[A-Z0-9]{8}/,
    );
    await expect(page.getByText(/^Un consultant de credit te sună/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}

test('financing: /finantare without an advert is a general simulation; a wrong credit is said', async ({
  page,
  consoleErrors: _,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/finantare');
  await expect(page.getByText(/^Simulare generală/)).toBeVisible();
  const credit = page.getByLabel('Suma creditului (lei)');
  await expect(credit).toHaveValue('50000');
  await credit.fill('900');
  await expect(page.getByText('Alege un credit între 1.500 și 200.000 lei.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aplică pentru finanțare' })).toBeDisabled();
  await credit.fill('20.000');
  await expect(page.getByRole('button', { name: 'Aplică pentru finanțare' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('financing: an unknown entry point is a 404; a known one redirects', async ({ request }) => {
  expect((await request.get('/finantare/redirect/sidebar', { maxRedirects: 0 })).status()).toBe(404);
  const known = await request.get('/finantare/redirect/header', { maxRedirects: 0 });
  expect(known.status()).toBe(302);
  expect(known.headers()['location']).toMatch(/\/finantare\?.*punct=header/);
});
