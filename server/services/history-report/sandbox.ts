/**
 * The sandbox history-report provider: a believable, made-up report that depends only on the VIN,
 * the advert's year and mileage and the day it is asked (the same VIN gives the same report). What
 * it decodes from the VIN itself (manufacturer, country, model year) is real; the rest — owners,
 * the registration in Romania, meter readings consistent with the advert's mileage, an occasional
 * minor damage, the stolen-vehicle check — is drawn from a generator seeded by SHA-256 of the VIN.
 * Labelled "sandbox" in the UI and in the PDF; free.
 */
import { createHash } from 'node:crypto';
import type { DamageRecord, HistoryReport, HistoryReportProvider, MileageReading, VehicleFacts } from './types';
import { decodeManufacturer, decodeModelYear } from './vin-decode';

const DAY_MS = 86_400_000;

/** mulberry32 on a seed from the VIN's digest: the same VIN, the same draws. */
function generator(vin: string): () => number {
  let state = createHash('sha256').update(`history-sandbox:${vin}`).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** A date in `year`, month and day drawn (a valid day of any month). */
function dateIn(year: number, random: () => number): number {
  return Date.UTC(year, Math.floor(random() * 12), 1 + Math.floor(random() * 28));
}

function readings(
  from: number,
  registeredHere: number,
  imported: boolean,
  now: number,
  mileage: number,
  random: () => number,
): MileageReading[] {
  const span = Math.max(now - from, DAY_MS);
  // Usage is not quite even over the years: a slight curve, drawn once.
  const curve = 0.85 + random() * 0.3;
  const kmAt = (at: number) => Math.round(mileage * Math.min(1, Math.max(0, (at - from) / span)) ** curve);
  const out: MileageReading[] = [];
  out.push({
    date: isoDay(registeredHere),
    km: imported ? kmAt(registeredHere) : Math.round(random() * 40),
    source: 'registration',
  });
  // Romanian technical inspections (ITP): three years after the first registration, then every two.
  for (let at = from + 3 * 365 * DAY_MS; at < now - 30 * DAY_MS; at += 2 * 365 * DAY_MS) {
    const when = at + Math.floor(random() * 40) * DAY_MS;
    if (when <= registeredHere || when >= now) continue;
    out.push({ date: isoDay(when), km: kmAt(when), source: random() < 0.25 ? 'service' : 'inspection' });
  }
  // Never above what the seller states, never going back.
  let last = 0;
  return out.map((reading) => {
    last = Math.max(last, Math.min(reading.km, mileage));
    return { ...reading, km: last };
  });
}

function damages(from: number, now: number, random: () => number): DamageRecord[] {
  // Most vehicles have none; about one in seven has a small claim.
  if (random() >= 0.15 || now - from < 60 * DAY_MS) return [];
  const kinds: DamageRecord['kind'][] = ['bodywork', 'glass', 'mechanical'];
  const date = from + Math.floor(random() * ((now - from) / DAY_MS - 30)) * DAY_MS;
  return [
    {
      date: isoDay(date),
      kind: kinds[Math.floor(random() * kinds.length)]!,
      amountLei: 100 * Math.round(8 + random() * 52),
    },
  ];
}

/** The sandbox's report on `facts`, as of `now`. */
export function sandboxReport(facts: VehicleFacts, now: Date): HistoryReport {
  const random = generator(facts.vin);
  const manufacturer = decodeManufacturer(facts.vin);
  const modelYear = decodeModelYear(facts.vin, facts.year, now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const year = Math.min(facts.year ?? modelYear ?? now.getUTCFullYear() - 5, now.getUTCFullYear());
  const given = facts.firstRegistration ? dayOf(facts.firstRegistration) : Number.NaN;
  const firstRegistration = Math.min(Number.isFinite(given) ? given : dateIn(year, random), today - DAY_MS);
  const ageYears = (today - firstRegistration) / (365 * DAY_MS);
  // Older vehicles were more often bought abroad and brought in.
  const imported = ageYears > 2 && random() < 0.45;
  const registeredInRomania = imported
    ? Math.min(
        firstRegistration + Math.round((1 + random() * Math.min(6, ageYears - 1)) * 365) * DAY_MS,
        today - DAY_MS,
      )
    : firstRegistration;
  const mileage = facts.mileage ?? Math.round(ageYears * (10_000 + random() * 8_000));
  const owners = Math.min(5, 1 + Math.floor(ageYears / 5 + random() * 1.5) + (imported ? 1 : 0));
  return {
    provider: { id: 'sandbox', sandbox: true },
    vin: facts.vin,
    generatedAt: now.toISOString(),
    decoded: { ...manufacturer, modelYear },
    make: facts.make,
    model: facts.model,
    ownersCount: Math.max(1, owners),
    registeredInRomania: isoDay(registeredInRomania),
    imported,
    mileageReadings: readings(firstRegistration, registeredInRomania, imported, today, mileage, random),
    damages: damages(registeredInRomania, today, random),
    stolen: false,
  };
}

/** The sandbox as a provider: free, made-up data, labelled. */
export const sandboxHistoryProvider: HistoryReportProvider = {
  id: 'sandbox',
  sandbox: true,
  priceLei: 0,
  report: (facts, now) => Promise.resolve(sandboxReport(facts, now)),
};
