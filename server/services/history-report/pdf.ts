/**
 * The history report as a PDF (A4, pdf-lib): every text through the `history` catalogue, in DejaVu
 * Sans embedded and subset (the standard PDF fonts have no ș ț ă â î; the font and its licence are
 * in ./fonts). A sandbox report says so in a banner on the page and in the document's title.
 */
import type { TFunction } from 'i18next';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { embedDejaVu } from '@/server/pdf/dejavu';
import type { HistoryReport } from './types';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.38, 0.4, 0.44);
const ACCENT = rgb(0.04, 0.36, 0.68);

/** Writes lines top-down, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Text wrapped to the page width. */
  text(value: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const width = A4[0] - 2 * MARGIN;
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 2;
  }

  /** A label and its value on one line. */
  row(label: string, value: string): void {
    this.room(15);
    this.y -= 15;
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 10.5, font: this.regular, color: MUTED });
    this.page.drawText(value, { x: MARGIN + 190, y: this.y, size: 10.5, font: this.bold, color: INK });
  }

  heading(value: string): void {
    this.y -= 10;
    this.text(value, { size: 13, bold: true, color: ACCENT, gap: 4 });
  }

  /** The sandbox banner: a tinted box with its text. */
  banner(value: string): void {
    const height = 34;
    this.room(height + 8);
    this.y -= height + 8;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y,
      width: A4[0] - 2 * MARGIN,
      height,
      color: rgb(1, 0.95, 0.8),
      borderColor: rgb(0.85, 0.6, 0.1),
      borderWidth: 1,
    });
    this.page.drawText(value, {
      x: MARGIN + 10,
      y: this.y + 13,
      size: 10.5,
      font: this.bold,
      color: rgb(0.45, 0.3, 0),
    });
  }
}

/** The report's PDF bytes, in the language of `t` (the history namespace). */
export async function renderHistoryReportPdf(report: HistoryReport, t: TFunction): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedDejaVu(doc);
  const sandbox = report.provider.sandbox ? ` (${t('history:sandbox.label')})` : '';
  doc.setTitle(`${t('history:pdf.title')} ${report.vin}${sandbox}`);
  doc.setAuthor('Volan');
  doc.setSubject(t('history:pdf.subject', { vin: report.vin }));
  doc.setLanguage(t('history:pdf.language'));
  doc.setCreationDate(new Date(report.generatedAt));
  doc.setModificationDate(new Date(report.generatedAt));

  const w = new Writer(doc, regular, bold);
  w.text('Volan', { size: 11, bold: true, color: ACCENT });
  w.text(t('history:pdf.title'), { size: 20, bold: true, gap: 6 });
  if (report.provider.sandbox) w.banner(t('history:sandbox.banner'));
  w.y -= 4;
  w.row(t('history:pdf.vin'), report.vin);
  w.row(t('history:pdf.vehicle'), [report.make, report.model].filter(Boolean).join(' ') || '—');
  w.row(t('history:pdf.generatedAt'), formatDate(report.generatedAt));
  w.row(t('history:pdf.provider'), t(`history:provider.${report.provider.id}.name`));

  w.heading(t('history:pdf.decoded'));
  w.row(t('history:pdf.wmi'), report.decoded.wmi);
  w.row(t('history:pdf.manufacturer'), report.decoded.manufacturer ?? t('history:pdf.unknown'));
  w.row(
    t('history:pdf.country'),
    report.decoded.country ? t(`history:country.${report.decoded.country}`) : t('history:pdf.unknown'),
  );
  w.row(
    t('history:pdf.modelYear'),
    report.decoded.modelYear ? String(report.decoded.modelYear) : t('history:pdf.unknown'),
  );

  w.heading(t('history:pdf.registration'));
  w.row(t('history:pdf.registeredInRomania'), formatDate(report.registeredInRomania));
  w.row(t('history:pdf.origin'), t(report.imported ? 'history:pdf.imported' : 'history:pdf.boughtNew'));
  w.row(t('history:pdf.owners'), String(report.ownersCount));

  w.heading(t('history:pdf.mileage'));
  if (report.mileageReadings.length === 0) w.text(t('history:pdf.noReadings'));
  for (const reading of report.mileageReadings)
    w.row(
      `${formatDate(reading.date)} · ${t(`history:pdf.source.${reading.source}`)}`,
      `${formatNumber(reading.km)} km`,
    );

  w.heading(t('history:pdf.damages'));
  if (report.damages.length === 0) w.text(t('history:pdf.noDamages'));
  for (const damage of report.damages)
    w.row(
      `${formatDate(damage.date)} · ${t(`history:pdf.damage.${damage.kind}`)}`,
      `${formatNumber(damage.amountLei)} lei`,
    );

  w.heading(t('history:pdf.stolenCheck'));
  w.text(t('history:pdf.notStolen'), { bold: true });

  w.y -= 16;
  w.text(t(report.provider.sandbox ? 'history:pdf.sandboxNote' : 'history:pdf.note'), { size: 9, color: MUTED });
  return doc.save();
}
