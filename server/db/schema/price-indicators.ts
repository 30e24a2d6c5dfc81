/** The price indicator's details per advert (docs/price-indicator.md); the level itself is adverts.price_indicator. */
import { bigint, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { adverts, type PriceIndicatorCode } from './adverts';

/** How wide the comparables were: the advert's generation, its model, or its make and body type. */
export type PriceSegmentLevel = 'generation' | 'model' | 'make_body';
/** Why an advert has no indicator (null when it has one); stored as text, so a new reason needs no migration. */
export type PriceIndicatorNoneReason = 'new_car' | 'not_eur' | 'missing_attributes' | 'insufficient_data';
/** An attribute of the regression that moves this advert's expected price. */
export type PriceAttributeCode =
  'year' | 'mileage' | 'power' | 'engine_capacity' | 'fuel' | 'gearbox' | 'doors' | 'equipment';

/** One attribute's effect on the expected price against the segment's average car (exp(effect) - 1 = percent). */
export interface PriceAttributeEffect {
  attribute: PriceAttributeCode;
  /** Effect on log(price): positive raises the expected price. */
  logEffect: number;
}

/** The last computation for an advert (car adverts only; other categories never get a row). */
export const priceIndicators = pgTable('price_indicators', {
  advertId: bigint('advert_id', { mode: 'number' })
    .primaryKey()
    .references(() => adverts.id, { onDelete: 'cascade' }),
  level: text('level').$type<PriceIndicatorCode>().notNull(),
  /** Set when level is 'none'. */
  noneReason: text('none_reason').$type<PriceIndicatorNoneReason>(),
  /** Expected gross price range in whole LEI (null when level is 'none'). */
  expectedLow: integer('expected_low'),
  expectedMedian: integer('expected_median'),
  expectedHigh: integer('expected_high'),
  comparablesCount: integer('comparables_count').notNull().default(0),
  segmentLevel: text('segment_level').$type<PriceSegmentLevel>(),
  /** The attributes that move the price most, strongest first. */
  topAttributes: jsonb('top_attributes').$type<PriceAttributeEffect[]>().notNull().default([]),
  /** Residual spread (standard deviation of log price) of the segment's fit. */
  residualSpread: real('residual_spread'),
  computedAt: timestamp('computed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
