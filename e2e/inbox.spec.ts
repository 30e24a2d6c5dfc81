/**
 * The inbox in Chromium, two people in two browsers: the signed-in buyer reveals the private
 * seller's number on her advert and writes to her with a photo and a PDF; the seller, with Primite
 * open, sees it arrive live, unread, opens it (read), is refused an empty reply, then replies with a
 * PDF; the buyer sees the reply arrive in the open Trimise list (and the menu's count go up), reads
 * the thread, downloads the PDF, deletes the conversation and restores it from Șterse. At 1280 px
 * with axe, and the seller's list and thread at 375 px without a horizontal scroll.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS, DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSecondBrowser, signIn } from './helpers';

/** The seller's demo advert's page. */
async function sellerAdvert(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    data: { query: `query Inbox_find { advert(id: "${DEMO_ADVERT_IDS.activeCar}") { url } }` },
  });
  const body = (await response.json()) as { data?: { advert: { url: string } } };
  if (!body.data) throw new Error('no demo advert');
  return body.data.advert.url;
}

const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(2048, 0x20),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function signInTo(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`/authentication?redirectUrl=${encodeURIComponent(url)}`);
  await signIn(page, email, DEMO_PASSWORD);
}

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a buyer and a seller write to each other through the inbox; delete and restore', async ({
  page,
  request,
  browser,
  consoleErrors: _,
}, testInfo) => {
  const stamp = String(Date.now()).slice(-6);
  const question = `Bună ziua, mai este disponibilă? Pot veni mâine la 10. (${stamp})`;
  const answer = `Da, vă aștept mâine; atașez factura de service. (${stamp})`;

  // The seller has Primite open before anything is sent: what follows arrives live (no reload).
  const seller = await openSecondBrowser(browser, testInfo);
  await signInTo(seller.page, '/contul-meu/messages', DEMO_ACCOUNTS.seller.email);
  await expect(seller.page).toHaveURL(/\/contul-meu\/messages\/received$/);
  await expect(seller.page.getByRole('link', { name: 'Primite' })).toHaveAttribute('aria-current', 'page');
  const row = seller.page.locator('[data-conversation]').filter({ hasText: question.slice(0, 60) });
  await expect(row).toHaveCount(0);

  // The buyer writes from the advert's page, with a photo.
  const advert = await sellerAdvert(request);
  await signInTo(page, advert, DEMO_ACCOUNTS.buyer.email);
  await page.waitForURL(advert); // and its scripts (the ad page paints first, then hydrates)
  // First the number (the seller box's reveal), then a message.
  const sellerBox = page.getByRole('region', { name: 'Vânzător' });
  await sellerBox.getByRole('button', { name: 'Vezi numărul' }).click();
  await expect(sellerBox.getByRole('link', { name: /^07\d\d \d{3} \d{3}$/ })).toHaveAttribute('href', /^tel:\+407/);
  await page.getByRole('button', { name: 'Trimite mesaj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scrie vânzătorului' });
  await dialog.getByLabel('Subiect').selectOption({ label: 'Programare vizionare' });
  await dialog.getByLabel('Mesaj').fill(question);
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'talon.jpg', mimeType: 'image/jpeg', buffer: JPG },
    { name: 'oferta-finantare.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await dialog.getByRole('button', { name: 'Trimite mesajul' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Mesajul a fost trimis cu succes.');

  // The seller's open list shows it, unread, and the menu counts it — without a reload.
  await expect(row).toContainText('Necitit');
  await expect(row).toContainText(DEMO_ACCOUNTS.buyer.displayName);
  await expect(seller.page.locator('[data-menu-item="messages"]')).toContainText(/\d/);
  await expectNoAxeViolations(seller.page);
  await seller.page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(seller.page, 375);
  await seller.page.setViewportSize({ width: 1280, height: 900 });

  // The buyer waits in Trimise: the seller's reply will arrive there live.
  await page.goto('/contul-meu/messages/sent');
  const asked = page.locator('[data-conversation]').filter({ hasText: question.slice(0, 40) });
  await expect(asked).toHaveCount(1);
  await expect(asked).not.toContainText('Necitit');
  // The row by its id: its text becomes the reply's.
  const sent = page.locator(`[data-conversation="${await asked.getAttribute('data-conversation')}"]`);
  const badge = page.locator('[data-menu-item="messages"] [aria-hidden="true"]');
  const unreadBefore = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;

  // Opened: the thread with the photo, marked read.
  await row.getByRole('link').click();
  await expect(seller.page).toHaveURL(/\/contul-meu\/messages\/received\/[0-9a-f-]{36}$/);
  await expect(seller.page.getByText(question)).toBeVisible();
  await expect(seller.page.getByRole('link', { name: 'Descarcă talon.jpg' })).toBeVisible();
  await expect(seller.page.getByRole('link', { name: 'Descarcă oferta-finantare.pdf' })).toBeVisible();

  // An empty reply is refused with the contact form's text; then a reply with a PDF.
  const reply = seller.page.getByRole('region', { name: 'Răspunde' });
  await reply.getByRole('button', { name: 'Trimite răspunsul' }).click();
  await expect(reply.getByText('Câmpul este obligatoriu')).toBeVisible();
  await reply.getByLabel('Răspunsul tău').fill(answer);
  await reply
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'factura-service.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(reply.getByRole('button', { name: 'Elimină factura-service.pdf' })).toBeVisible();
  await expectNoAxeViolations(seller.page);
  await seller.page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(seller.page, 375);
  await seller.page.setViewportSize({ width: 1280, height: 900 });
  await reply.getByRole('button', { name: 'Trimite răspunsul' }).click();
  await expect(seller.page.getByRole('status')).toHaveText('Răspunsul a fost trimis.');
  await expect(seller.page.getByText(answer)).toBeVisible();
  await seller.page.getByRole('link', { name: 'Înapoi la Primite' }).click();
  await expect(seller.page.locator('[data-conversation]').filter({ hasText: answer.slice(0, 40) })).not.toContainText(
    'Necitit',
  );
  expect(seller.errors).toEqual([]);
  await seller.context.close();

  // The buyer: the reply arrived in the open Trimise list, unread, and the menu counts it; the
  // thread with the PDF, which downloads.
  await expect(sent).toContainText(answer.slice(0, 40));
  await expect(sent).toContainText('Necitit');
  await expect(badge).toHaveText(String(unreadBefore + 1));
  await sent.getByRole('link').click();
  await expect(page.getByText(answer)).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Descarcă factura-service.pdf' });
  const download = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');

  // Deleted from the thread, restored from Șterse.
  await page.getByRole('button', { name: 'Șterge conversația' }).click();
  await expect(page.getByRole('status')).toHaveText('Conversația a fost mutată în Șterse.');
  await page
    .getByRole('navigation', { name: 'Meniul contului' })
    .getByRole('link', { name: /^Mesaje/ })
    .click();
  await page.getByRole('link', { name: 'Șterse' }).click();
  const deleted = page.locator('[data-conversation]').filter({ hasText: answer.slice(0, 40) });
  await deleted.getByRole('button', { name: /^Restaurează conversația cu Maria Ionescu/ }).click();
  await expect(page.getByRole('status')).toHaveText('Conversația a fost restaurată.');
  await expect(deleted).toHaveCount(0);
  // The row left with the focused button: the focus is on the heading (no row is left), not the body.
  await expect(page.getByRole('heading', { level: 1, name: 'Mesaje' })).toBeFocused();
  await page.getByRole('link', { name: 'Trimise' }).click();
  await expect(page.locator('[data-conversation]').filter({ hasText: answer.slice(0, 40) })).toHaveCount(1);

  // Someone else's conversation id is the 404 page.
  const missing = await page.goto('/contul-meu/messages/sent/00000000-0000-4000-8000-00000000dead');
  expect(missing?.status()).toBe(404);
});
