/**
 * DejaVu Sans for the PDFs we render (history report, invoices): the standard PDF fonts have no
 * ș ț ă â î, so the regular and bold faces are embedded and subset. The font files and their
 * licence live in server/services/history-report/fonts; they are read once per process.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const FONT_DIR = path.join(process.cwd(), 'server', 'services', 'history-report', 'fonts');
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;

function fontBytes(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]);
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

/** Embeds (subset) the regular and bold faces in `doc`. */
export async function embedDejaVu(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  return {
    regular: await doc.embedFont(regularBytes, { subset: true }),
    bold: await doc.embedFont(boldBytes, { subset: true }),
  };
}
