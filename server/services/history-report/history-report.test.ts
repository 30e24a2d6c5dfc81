/** The sandbox history report: decoded from the VIN, deterministic, consistent with the advert; its PDF. */
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { historyT } from './index';
import { checkReportLink, issueReportLink, REPORT_LINK_TTL_MS } from './link';
import { renderHistoryReportPdf } from './pdf';
import { sandboxReport } from './sandbox';
import type { VehicleFacts } from './types';
import { decodeManufacturer, decodeModelYear, isVin, VIN_COUNTRIES } from './vin-decode';
import { readFileSync } from 'node:fs';

const NOW = new Date('2026-03-15T09:00:00.000Z');
const DACIA: VehicleFacts = {
  vin: 'UU1HSDACNE5261234',
  advertId: '1001',
  make: 'Dacia',
  model: 'Duster',
  year: 2014,
  mileage: 148_000,
  firstRegistration: null,
};

describe('VIN decoding', () => {
  it('reads the manufacturer, its country and the model year', () => {
    expect(isVin(DACIA.vin)).toBe(true);
    expect(isVin('UU1HSDACN4526123O')).toBe(false);
    expect(decodeManufacturer(DACIA.vin)).toEqual({ wmi: 'UU1', manufacturer: 'Dacia', country: 'RO' });
    expect(decodeManufacturer('WZZ11111111111111')).toEqual({ wmi: 'WZZ', manufacturer: null, country: 'DE' });
    expect(decodeManufacturer('99911111111111111')).toEqual({ wmi: '999', manufacturer: null, country: null });
    // 'E' is 1984 or 2014: the one nearest the advert's year, else the latest.
    expect(decodeModelYear(DACIA.vin, 2014, NOW)).toBe(2014);
    expect(decodeModelYear(DACIA.vin, 1986, NOW)).toBe(1984);
    expect(decodeModelYear(DACIA.vin, null, NOW)).toBe(2014);
    expect(decodeModelYear('UU1HSDACNQ5261234', 2014, NOW)).toBeNull();
  });

  it('names every country it can decode in all four catalogues', () => {
    for (const locale of ['ro', 'en', 'pl', 'pt']) {
      const catalogue = JSON.parse(readFileSync(`public/locales/${locale}/history.json`, 'utf8')) as {
        country: Record<string, string>;
      };
      expect(Object.keys(catalogue.country).sort()).toEqual([...VIN_COUNTRIES].sort());
    }
  });
});

describe('sandbox report', () => {
  it('is the same for the same VIN, and differs between VINs', () => {
    expect(sandboxReport(DACIA, NOW)).toEqual(sandboxReport(DACIA, NOW));
    const other = sandboxReport({ ...DACIA, vin: 'WVWZZZ1KZ9W123456', make: 'Volkswagen', year: 2009 }, NOW);
    expect(other.decoded).toMatchObject({ manufacturer: 'Volkswagen', country: 'DE', modelYear: 2009 });
    expect(other).not.toEqual(sandboxReport(DACIA, NOW));
  });

  it('is believable for many VINs: readings rise up to the advert mileage, dates in order, few owners', () => {
    for (let i = 0; i < 200; i += 1) {
      const serial = String(100000 + i * 37);
      const year = 2005 + (i % 20);
      const facts = {
        ...DACIA,
        vin: `UU1HSDACN${'ABCDEFGHJKLMNPRSTVWXY123456789'.charAt(i % 30)}4${serial}`,
        year,
        mileage: 5_000 + i * 1_000,
      };
      const report = sandboxReport(facts, NOW);
      expect(report.provider).toEqual({ id: 'sandbox', sandbox: true });
      expect(report.stolen).toBe(false);
      expect(report.ownersCount).toBeGreaterThanOrEqual(1);
      expect(report.ownersCount).toBeLessThanOrEqual(5);
      expect(report.registeredInRomania >= `${year}-01-01`).toBe(true);
      expect(report.registeredInRomania < '2026-03-15').toBe(true);
      const kms = report.mileageReadings.map((r) => r.km);
      expect(kms).toEqual([...kms].sort((a, b) => a - b));
      expect(Math.max(...kms)).toBeLessThanOrEqual(facts.mileage);
      const dates = report.mileageReadings.map((r) => r.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((d) => d < '2026-03-15')).toBe(true);
      for (const damage of report.damages) expect(damage.date >= report.registeredInRomania).toBe(true);
    }
  });

  it('keeps the registration date the seller gave', () => {
    const report = sandboxReport({ ...DACIA, firstRegistration: '2014-06-20' }, NOW);
    if (!report.imported) expect(report.registeredInRomania).toBe('2014-06-20');
    else expect(report.registeredInRomania > '2014-06-20').toBe(true);
  });
});

describe('report PDF', () => {
  it('is a PDF with the VIN, the sandbox label and Romanian text', async () => {
    const bytes = await renderHistoryReportPdf(sandboxReport(DACIA, NOW), await historyT());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    // The page text is drawn in a subset font (glyph ids); the document's title names the VIN.
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Raport istoric vehicul ${DACIA.vin} (sandbox)`);
    expect(doc.getSubject()).toBe(`Istoricul vehiculului cu VIN ${DACIA.vin}`);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

describe('report link', () => {
  it('is valid for its advert until it expires; tampered or another advert is invalid', () => {
    const { url, expiresAt } = issueReportLink('secret-of-sufficient-length', '1001', NOW);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(REPORT_LINK_TTL_MS);
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    expect(url.startsWith('/api/history-report/1001?t=')).toBe(true);
    expect(checkReportLink('secret-of-sufficient-length', '1001', token, NOW)).toBe('valid');
    expect(checkReportLink('secret-of-sufficient-length', '1002', token, NOW)).toBe('invalid');
    expect(checkReportLink('another-secret-of-some-length', '1001', token, NOW)).toBe('invalid');
    expect(checkReportLink('secret-of-sufficient-length', '1001', `${token}x`, NOW)).toBe('invalid');
    expect(checkReportLink('secret-of-sufficient-length', '1001', '', NOW)).toBe('invalid');
    expect(checkReportLink('secret-of-sufficient-length', '1001', token, new Date(expiresAt.getTime() + 1))).toBe(
      'expired',
    );
  });
});
