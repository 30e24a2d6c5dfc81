/**
 * Reporting an advert in Chromium: wrong input first (no reason, a malformed e-mail, no message:
 * SPEC §5's messages under the fields, nothing sent), then a report with an e-mail, the success
 * message, the confirmation mail in the sandbox mailbox and its link confirming the report once.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openNewestMail, uniqueEmail } from './helpers';
import { BOTH_DATABASES_WIDTHS } from './both-databases';

/** The newest active car advert, found through the public listing. */
async function someAdvert(request: APIRequestContext): Promise<string> {
  const query = `query Report_find($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { url } } } }`;
  const response = await request.post('/graphql', {
    data: { query, variables: { input: { categorySlug: 'autoturisme', first: 1 } } },
  });
  const body = (await response.json()) as { data?: { listingScreen: { adverts: { nodes: { url: string }[] } } } };
  const url = body.data?.listingScreen.adverts.nodes[0]?.url;
  if (!url) throw new Error('no active car advert');
  return url;
}

for (const width of BOTH_DATABASES_WIDTHS) {
  test(`a visitor reports an advert and confirms it by e-mail (${width} px)`, async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await someAdvert(request));
    await page.getByRole('button', { name: 'Raportează anunțul' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raportează anunțul' });
    await expect(dialog.getByLabel('Motivul')).toBeVisible();

    // Wrong input: every problem under its field, nothing sent.
    await dialog.getByLabel('E-mail (opțional)').fill('ion@pop');
    await dialog.getByRole('button', { name: 'Trimite raportarea' }).click();
    await expect(dialog.getByText('Te rugăm să alegi o opțiune')).toBeVisible();
    await expect(
      dialog.getByText('Formatul adresei de e-mail este greșit, corectează-l și încearcă din nou'),
    ).toBeVisible();
    await expect(dialog.getByText('Câmpul este obligatoriu')).toBeVisible();
    await expect(dialog.getByLabel('E-mail (opțional)')).toHaveValue('ion@pop');
    await expectNoAxeViolations(page);

    // Corrected: the problems go as the fields are fixed; the counter counts down.
    const email = uniqueEmail('raport');
    await dialog.getByLabel('Motivul').selectOption({ label: 'Vehiculul a fost vândut' });
    await dialog.getByLabel('E-mail (opțional)').fill(email);
    // Past the limit the counter says by how much.
    await dialog.getByLabel('Mesaj').fill('m'.repeat(1003));
    await expect(dialog.getByText('Ai depășit limita cu 3 caractere')).toBeVisible();
    await dialog.getByLabel('Mesaj').fill('Mașina a fost vândută, anunțul e încă activ.');
    await expect(dialog.getByText('Mai poți scrie 956 de caractere')).toBeVisible();
    await expect(dialog.getByText('Te rugăm să alegi o opțiune')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await dialog.getByRole('button', { name: 'Trimite raportarea' }).click();
    await expect(dialog.getByRole('status')).toContainText('Mesajul a fost trimis cu succes');
    await expect(dialog.getByRole('button', { name: 'Închide' }).last()).toBeFocused();
    await dialog.getByRole('button', { name: 'Închide' }).last().click();
    await expect(dialog).toBeHidden();

    // The mailed link confirms it, once.
    const mail = await openNewestMail(page, email);
    expect(mail.subject).toBe('Confirmă raportarea anunțului pe Volan');
    const link = /https?:\/\/\S+\/confirmation\/abuse-report\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    await page.goto(path);
    await expect(page.getByRole('status')).toHaveText(
      'Mulțumim! Raportarea ta a fost confirmată și va fi verificată cu prioritate.',
    );
    await page.goto(path);
    await expect(page.getByRole('status')).toHaveText('Această raportare a fost deja confirmată. Mulțumim!');
    const wrong = await page.goto(`${path.slice(0, -3)}xyz`);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole('alert').filter({ hasText: 'Linkul de confirmare nu este valid' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
