/**
 * The seller contact form in Chromium: a signed-in buyer opens another seller's advert, writes with
 * a JPG and a PDF attached (made here, recognised by their first bytes), sees the upload go and
 * 'Mesajul a fost trimis cu succes.'; at 1280 and 375 px with axe. At 1280 px the dialog is opened
 * with the keyboard from the sticky bar (the page scrolled past the price), and its top is checked
 * to be above the bar (the dialog is portalled out of the page's stacking contexts).
 */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';
import { BOTH_DATABASES_WIDTHS } from './both-databases';

/** The newest active car advert, found through the public listing. */
async function someAdvert(request: APIRequestContext): Promise<string> {
  const query = `query Contact_find($input: ListingInput!) { listingScreen(input: $input) { adverts { nodes { url } } } }`;
  const response = await request.post('/graphql', {
    data: { query, variables: { input: { categorySlug: 'autoturisme', first: 1 } } },
  });
  const body = (await response.json()) as { data?: { listingScreen: { adverts: { nodes: { url: string }[] } } } };
  const url = body.data?.listingScreen.adverts.nodes[0]?.url;
  if (!url) throw new Error('no active car advert');
  return url;
}

const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(2048, 0x20),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const width of BOTH_DATABASES_WIDTHS) {
  test(`a signed-in buyer writes to the seller with a photo and a PDF (${width} px)`, async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const advert = await someAdvert(request);
    await page.goto(`/authentication?redirectUrl=${encodeURIComponent(advert)}`);
    await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(advert);

    const dialog = page.getByRole('dialog', { name: 'Scrie vânzătorului' });
    const barButton = page
      .getByRole('region', { name: 'Anunțul pe scurt' })
      .getByRole('button', { name: 'Trimite mesaj' });
    if (width === 1280) {
      // Past the price the sticky bar shows at the top; its 'Trimite mesaj' opens the same form.
      // 500 px high: the dialog fills the height, so its title lies in the bar's band.
      await page.setViewportSize({ width, height: 500 });
      // Again until the bar shows: the client-side arrival after signing in may scroll back to the top.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, 900));
        await expect(barButton).toBeVisible({ timeout: 1000 });
      }).toPass();
      await barButton.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel('Subiect')).toBeVisible();
      // The bar slides in (160 ms): measure where it comes to rest, not mid-slide.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      // The dialog's title and × are what the browser finds at their place, not the bar.
      const top = await dialog.evaluate((node) => {
        const bar = document.querySelector('[role="region"][aria-label="Anunțul pe scurt"]')!.getBoundingClientRect();
        return [node.querySelector('h2')!, node.querySelector('button')!].map((element) => {
          const box = element.getBoundingClientRect();
          const centre = box.y + box.height / 2;
          const found = document.elementFromPoint(box.x + box.width / 2, centre);
          return { underBar: centre < bar.bottom, onTop: element.contains(found) };
        });
      });
      expect(top).toEqual([
        { underBar: true, onTop: true },
        { underBar: true, onTop: true },
      ]);
    } else {
      await page.getByRole('button', { name: 'Trimite mesaj' }).click();
    }
    await expect(dialog.getByLabel('Subiect')).toBeVisible();
    await expect(dialog.getByLabel('Numele tău')).toHaveCount(0);
    await expect(dialog.getByText('JPG, PNG sau PDF; cel mult 5 fișiere, maximum 5 MB fiecare.')).toBeVisible();

    // Nothing typed: the problems under the fields, nothing sent.
    await dialog.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(dialog.getByText('Te rugăm să alegi o opțiune')).toBeVisible();
    await expect(dialog.getByText('Câmpul este obligatoriu')).toBeVisible();

    await dialog.getByLabel('Subiect').selectOption({ label: 'Este disponibil?' });
    await dialog.getByLabel('Mesaj').fill('Bună ziua, mai este disponibilă mașina? Aș veni sâmbătă.');
    await expect(dialog.getByText(/^Mai poți scrie 1\.?944 de caractere$/)).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'talon.jpg', mimeType: 'image/jpeg', buffer: JPG },
      { name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(dialog.getByRole('button', { name: 'Elimină talon.jpg' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Elimină factura.pdf' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Mesajul a fost trimis cu succes.');
    await expectNoAxeViolations(page);
    // The send button is gone: the focus is on 'Închide', inside the dialog, where Escape works.
    await expect(dialog.getByRole('button', { name: 'Închide' }).last()).toBeFocused();
    await dialog.getByRole('button', { name: 'Închide' }).last().click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    if (width === 1280) await expect(barButton).toBeFocused();
  });
}
