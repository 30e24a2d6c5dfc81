/**
 * An invoice as a PDF (A4, pdf-lib, DejaVu Sans shared with the history report): the seller block
 * (BILLING_COMPANY_*), the buyer as copied at issue, number and dates, the lines, net, VAT and
 * total, how to pay, and a 'PLĂTITĂ' stamp once paid. Texts through the billing-catalogue
 * namespace (invoices are issued in Romanian).
 */
import type { TFunction } from 'i18next';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatDate } from '@/lib/format/date';
import { formatBani } from '@/lib/billing/money';
import { bucharestDate } from '@/lib/billing/calendar-date';
import { embedDejaVu } from '@/server/pdf/dejavu';
import type { BillingCompany } from './billing-settings';
import type { InvoiceRow } from './invoices';

type LineRow = { position: number; description: string; quantity: number; unitPriceBani: number; netBani: number };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.38, 0.4, 0.44);
const ACCENT = rgb(0.04, 0.36, 0.68);
const RULE = rgb(0.82, 0.84, 0.87);
const PAID = rgb(0.05, 0.5, 0.25);
const CANCELLED = rgb(0.7, 0.1, 0.1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Splits `text` into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function right(page: PDFPage, text: string, x: number, y: number, font: PDFFont, size: number, color = INK): void {
  page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y, size, font, color });
}

/** A party block (seller or buyer): title, then lines; returns the y below it. */
function party(page: PDFPage, f: Fonts, x: number, y: number, title: string, lines: readonly string[]): number {
  page.drawText(title, { x, y, size: 9, font: f.bold, color: MUTED });
  let at = y - 14;
  lines.forEach((line, i) => {
    for (const part of wrap(line, i === 0 ? f.bold : f.regular, 9.5, 230)) {
      page.drawText(part, { x, y: at, size: 9.5, font: i === 0 ? f.bold : f.regular, color: INK });
      at -= 13;
    }
  });
  return at;
}

/** The invoice's PDF bytes. */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  lines: readonly LineRow[],
  company: BillingCompany,
  t: TFunction,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const f = await embedDejaVu(doc);
  doc.setTitle(`${t('pdf.title')} ${invoice.number}`);
  doc.setAuthor(company.name);
  doc.setSubject(`${t('pdf.title')} ${invoice.number}`);
  doc.setLanguage('ro-RO');
  doc.setCreationDate(invoice.createdAt);
  doc.setModificationDate(invoice.paidAt ?? invoice.createdAt);
  let page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  page.drawText('Volan', { x: MARGIN, y: y - 12, size: 12, font: f.bold, color: ACCENT });
  right(page, t('pdf.title').toUpperCase(), A4[0] - MARGIN, y - 14, f.bold, 20);
  right(page, t('pdf.number', { number: invoice.number }), A4[0] - MARGIN, y - 32, f.bold, 11);
  y -= 60;
  const dates: [string, string][] = [
    [t('pdf.issueDate'), formatDate(invoice.issueDate)],
    [t('pdf.period'), `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`],
    [t('pdf.dueDate'), formatDate(invoice.dueDate)],
  ];
  for (const [label, value] of dates) {
    page.drawText(label, { x: MARGIN, y, size: 9.5, font: f.regular, color: MUTED });
    page.drawText(value, { x: MARGIN + 110, y, size: 9.5, font: f.bold, color: INK });
    y -= 14;
  }
  y -= 14;
  const seller = [
    company.name,
    `${t('pdf.taxId')}: ${company.taxId}`,
    `${t('pdf.registry')}: ${company.registry}`,
    company.address,
    `${t('pdf.iban')}: ${company.iban}`,
    `${t('pdf.bank')}: ${company.bank}`,
  ];
  const buyer = [
    invoice.buyerName,
    ...(invoice.buyerTaxId ? [`${t('pdf.taxId')}: ${invoice.buyerTaxId}`] : []),
    ...(invoice.buyerRegistryNumber ? [`${t('pdf.registry')}: ${invoice.buyerRegistryNumber}`] : []),
    ...(invoice.buyerAddress ? [invoice.buyerAddress] : []),
  ];
  y = Math.min(
    party(page, f, MARGIN, y, t('pdf.seller'), seller),
    party(page, f, MARGIN + 265, y, t('pdf.buyer'), buyer),
  );
  y -= 18;

  // The lines: number, description (wrapped), quantity, unit price, net.
  const cols = {
    no: MARGIN,
    description: MARGIN + 28,
    quantity: MARGIN + 330,
    unit: MARGIN + 415,
    net: A4[0] - MARGIN,
  };
  const header = () => {
    page.drawRectangle({ x: MARGIN, y: y - 6, width, height: 20, color: rgb(0.95, 0.96, 0.97) });
    page.drawText(t('pdf.colNo'), { x: cols.no + 4, y, size: 9, font: f.bold, color: MUTED });
    page.drawText(t('pdf.colDescription'), { x: cols.description, y, size: 9, font: f.bold, color: MUTED });
    right(page, t('pdf.colQuantity'), cols.quantity, y, f.bold, 9, MUTED);
    right(page, t('pdf.colUnitPrice'), cols.unit, y, f.bold, 9, MUTED);
    right(page, t('pdf.colNet'), cols.net, y, f.bold, 9, MUTED);
    y -= 22;
  };
  header();
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    const parts = wrap(line.description, f.regular, 9.5, cols.quantity - cols.description - 40);
    if (y - parts.length * 13 < MARGIN + 120) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    page.drawText(String(line.position), { x: cols.no + 4, y, size: 9.5, font: f.regular, color: INK });
    right(page, String(line.quantity), cols.quantity, y, f.regular, 9.5);
    right(page, formatBani(line.unitPriceBani), cols.unit, y, f.regular, 9.5);
    right(page, formatBani(line.netBani), cols.net, y, f.regular, 9.5);
    for (const part of parts) {
      page.drawText(part, { x: cols.description, y, size: 9.5, font: f.regular, color: INK });
      y -= 13;
    }
    y -= 5;
    page.drawLine({
      start: { x: MARGIN, y: y + 8 },
      end: { x: A4[0] - MARGIN, y: y + 8 },
      thickness: 0.5,
      color: RULE,
    });
  }
  y -= 8;
  const totals: [string, string, boolean][] = [
    [t('pdf.net'), formatBani(invoice.netBani), false],
    [t('pdf.vat', { rate: invoice.vatRatePercent }), formatBani(invoice.vatBani), false],
    [t('pdf.total'), formatBani(invoice.totalBani), true],
  ];
  for (const [label, value, strong] of totals) {
    const size = strong ? 12 : 10;
    right(page, label, cols.unit, y, strong ? f.bold : f.regular, size, strong ? INK : MUTED);
    right(page, value, cols.net, y, strong ? f.bold : f.regular, size);
    y -= strong ? 20 : 15;
  }
  page.drawText(t('pdf.currency'), { x: MARGIN, y, size: 8.5, font: f.regular, color: MUTED });
  y -= 26;

  if (invoice.status === 'paid' && invoice.paidAt) {
    const stamp = t('pdf.paid');
    page.drawRectangle({
      x: MARGIN,
      y: y - 8,
      width: f.bold.widthOfTextAtSize(stamp, 20) + 24,
      height: 34,
      borderColor: PAID,
      borderWidth: 2,
    });
    page.drawText(stamp, { x: MARGIN + 12, y: y + 2, size: 20, font: f.bold, color: PAID });
    page.drawText(t('pdf.paidOn', { date: formatDate(bucharestDate(invoice.paidAt)) }), {
      x: MARGIN + f.bold.widthOfTextAtSize(stamp, 20) + 40,
      y: y + 6,
      size: 10,
      font: f.regular,
      color: PAID,
    });
  } else if (invoice.status === 'cancelled') {
    page.drawText(t('pdf.cancelled'), { x: MARGIN, y, size: 20, font: f.bold, color: CANCELLED });
  } else {
    for (const part of wrap(
      t('pdf.payment', { number: invoice.number, date: formatDate(invoice.dueDate) }),
      f.regular,
      9.5,
      width,
    )) {
      page.drawText(part, { x: MARGIN, y, size: 9.5, font: f.regular, color: INK });
      y -= 13;
    }
  }
  return doc.save();
}
