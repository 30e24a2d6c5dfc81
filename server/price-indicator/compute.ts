/**
 * The price indicator of a set of car adverts (pure; store.ts loads and writes). For each advert:
 * comparables of its generation, else its model, else its make and body type (the first with at
 * least MIN_COMPARABLES other recent adverts); a log-price regression over that segment; the
 * advert's expected price left out of its own fit; a band of ± BAND_Z residual spreads; the
 * label with hysteresis. docs/price-indicator.md explains the choices.
 */
import type { PriceIndicatorCode } from '@/server/db/schema/adverts';
import type {
  PriceAttributeEffect,
  PriceIndicatorNoneReason,
  PriceSegmentLevel,
} from '@/server/db/schema/price-indicators';
import { ATTRIBUTES, attributeRow, fillUnknown, ineligibility, type PriceSubject } from './features';
import { classify } from './hysteresis';
import { fitLinear, leaveOneOut, type LinearFit, predict } from './regression';

/** Fewest comparables (other recent adverts of the segment) a fit needs. */
export const MIN_COMPARABLES = 15;
/** The band is the fitted price ± BAND_Z residual spreads: the middle half of a normal spread. */
export const BAND_Z = 0.674;
/** …but never narrower than ± 5 % (a tight segment would otherwise call a fair price dear). */
export const MIN_HALF_WIDTH = 0.05;
/** Residuals beyond this many spreads (a typo'd price) are dropped and the segment refitted once. */
const OUTLIER_SPREADS = 3;
/** How many attributes the explanation names, and the smallest effect worth naming (1 %). */
const TOP_ATTRIBUTES = 3;
const MIN_EFFECT = 0.01;

/** The outcome for one advert. */
export interface PriceIndicatorResult {
  advertId: number;
  level: PriceIndicatorCode;
  noneReason: PriceIndicatorNoneReason | null;
  expectedLow: number | null;
  expectedMedian: number | null;
  expectedHigh: number | null;
  comparablesCount: number;
  segmentLevel: PriceSegmentLevel | null;
  topAttributes: PriceAttributeEffect[];
  residualSpread: number | null;
}

interface SegmentFit {
  fit: LinearFit;
  members: PriceSubject[];
  /** Position of each member (by advert id) in members and rows. */
  positions: Map<number, number>;
  rows: number[][];
}

const LEVELS: readonly { level: PriceSegmentLevel; key: (s: PriceSubject) => string | null }[] = [
  { level: 'generation', key: (s) => (s.generationId === null ? null : `g${s.generationId}`) },
  { level: 'model', key: (s) => (s.modelId === null ? null : `m${s.modelId}`) },
  { level: 'make_body', key: (s) => (s.bodyType === null ? null : `b${s.makeId}:${s.bodyType}`) },
];

function fitSegment(members: PriceSubject[]): SegmentFit | null {
  let current = members;
  for (let round = 0; round < 2; round += 1) {
    if (current.length < MIN_COMPARABLES) return null;
    const rows = fillUnknown(current.map(attributeRow));
    const y = current.map((s) => Math.log(s.priceLei));
    let fit: LinearFit;
    try {
      fit = fitLinear(rows, y);
    } catch {
      return null;
    }
    const limit = OUTLIER_SPREADS * fit.residualSpread;
    const kept = current.filter((_, i) => Math.abs(fit.residuals[i]!) <= limit);
    if (round === 1 || kept.length === current.length)
      return { fit, members: current, positions: new Map(current.map((s, i) => [s.id, i])), rows };
    current = kept;
  }
  return null;
}

function none(advertId: number, noneReason: PriceIndicatorNoneReason, comparablesCount = 0): PriceIndicatorResult {
  return {
    advertId,
    level: 'none',
    noneReason,
    expectedLow: null,
    expectedMedian: null,
    expectedHigh: null,
    comparablesCount,
    segmentLevel: null,
    topAttributes: [],
    residualSpread: null,
  };
}

/** Each attribute's pull on this advert's log price against the segment's average car. */
function attributeEffects(segment: SegmentFit, row: readonly number[]): PriceAttributeEffect[] {
  const effects: PriceAttributeEffect[] = [];
  let column = 0;
  for (const attribute of ATTRIBUTES) {
    let logEffect = 0;
    for (let c = column; c < column + attribute.columns; c += 1)
      logEffect += segment.fit.coefficients[c]! * (row[c]! - segment.fit.means[c]!);
    column += attribute.columns;
    if (Math.abs(logEffect) >= MIN_EFFECT) effects.push({ attribute: attribute.code, logEffect });
  }
  return effects.sort((a, b) => Math.abs(b.logEffect) - Math.abs(a.logEffect)).slice(0, TOP_ATTRIBUTES);
}

/**
 * Indicators for `targets` (default: every subject), comparing against the eligible subjects
 * (EUR, not new, every attribute known) published within the window. Subjects should cover every advert of the targets' makes.
 */
export function computeIndicators(
  subjects: readonly PriceSubject[],
  targets: readonly PriceSubject[] = subjects,
): PriceIndicatorResult[] {
  const comparables = subjects.filter((s) => s.recent && ineligibility(s) === null);
  const groups = new Map<string, PriceSubject[]>();
  for (const subject of comparables)
    for (const { key } of LEVELS) {
      const k = key(subject);
      if (k === null) continue;
      const group = groups.get(k);
      if (group) group.push(subject);
      else groups.set(k, [subject]);
    }
  const fits = new Map<string, SegmentFit | null>();
  const segmentFit = (k: string) => {
    if (!fits.has(k)) fits.set(k, fitSegment(groups.get(k) ?? []));
    return fits.get(k) ?? null;
  };

  return targets.map((subject) => {
    const reason = ineligibility(subject);
    if (reason) return none(subject.id, reason);
    // The widest segment's size (without the advert itself) tells the seller how far it was from enough.
    let found = 0;
    for (const { level, key } of LEVELS) {
      const k = key(subject);
      const members = k === null ? [] : (groups.get(k) ?? []);
      found = Math.max(found, members.length - (members.some((m) => m.id === subject.id) ? 1 : 0));
      const segment = k === null ? null : segmentFit(k);
      if (!segment) continue;
      const index = segment.positions.get(subject.id) ?? -1;
      const count = segment.members.length - (index >= 0 ? 1 : 0);
      if (count < MIN_COMPARABLES) continue;
      const logPrice = Math.log(subject.priceLei);
      const row = index >= 0 ? segment.rows[index]! : fillRow(segment, attributeRow(subject));
      const expected = index >= 0 ? leaveOneOut(segment.fit, index, logPrice) : predict(segment.fit, row);
      const half = Math.max(MIN_HALF_WIDTH, BAND_Z * segment.fit.residualSpread);
      const band = { low: expected - half, high: expected + half };
      return {
        advertId: subject.id,
        level: classify(logPrice, band, subject.previousLevel),
        noneReason: null,
        expectedLow: Math.round(Math.exp(band.low)),
        expectedMedian: Math.round(Math.exp(expected)),
        expectedHigh: Math.round(Math.exp(band.high)),
        comparablesCount: count,
        segmentLevel: level,
        topAttributes: attributeEffects(segment, row),
        residualSpread: segment.fit.residualSpread,
      };
    }
    return none(subject.id, 'insufficient_data', found);
  });
}

/** An outside advert's unknown values take the segment's means. */
function fillRow(segment: SegmentFit, row: number[]): number[] {
  return row.map((value, j) => (Number.isNaN(value) ? segment.fit.means[j]! : value));
}
