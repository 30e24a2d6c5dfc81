/**
 * Running the site (SPEC §3, §7, §9; issue 15): experiments and feature flags that the bootstrap
 * (`/api/uoffe`) hands out, the tracking collector, house ads for the advert slots, web-vital
 * beacons (`/api/bm`) and client error reports.
 *
 * - `experiments`: an A/B test by its upper-case name, its variants with weights, the audience it
 *   runs for and its window. A visitor's variant is a deterministic hash of visitor id and name.
 * - `feature_flags`: the stored state of a flag of the typed list (lib/feature-flags/flags.ts);
 *   a flag without a row has the list's default. `rollout` is the share of visitors (0–100) that
 *   get it when `enabled`; `value` carries a string flag's value (externalPartner).
 * - `tracking_events`: what the data layer sends to our own collector (page views, clicks,
 *   impressions, page actions), with the common properties in `properties`.
 * - `house_ads`: what an advert slot shows (SPEC §9 slot names), by weight within its window.
 * - `web_vitals`: one row per beacon, with the SPEC §7 fields.
 * - `client_errors`: sampled browser error reports (monitoring).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Who an experiment or a flag applies to. */
export type AudienceCode = 'all' | 'visitors' | 'signed_in' | 'private' | 'business';

/** A variant of an experiment and its weight (relative; the weights of an experiment need not sum to 100). */
export interface ExperimentVariant {
  name: string;
  weight: number;
}

export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    /** Upper-case name as in the experiment cookie (e.g. CARS-1234). */
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    /** Lower-case variant names with weights; the first is the control. */
    variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
    audience: text('audience').$type<AudienceCode>().notNull().default('all'),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('experiments_name_upper_ck', sql`${t.name} = upper(${t.name}) and length(${t.name}) between 1 and 64`),
    check('experiments_window_ck', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const featureFlags = pgTable(
  'feature_flags',
  {
    /** A name of the typed list (lib/feature-flags/flags.ts). */
    name: text('name').primaryKey(),
    enabled: boolean('enabled').notNull(),
    /** Share of the audience that gets the flag, 0–100, by a deterministic hash of visitor id and name. */
    rollout: integer('rollout').notNull().default(100),
    audience: text('audience').$type<AudienceCode>().notNull().default('all'),
    /** A string flag's value (e.g. externalPartner's partner); null for on/off flags. */
    value: text('value'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('feature_flags_rollout_ck', sql`${t.rollout} between 0 and 100`)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** pv, click, impression, area_impression, page_action. */
    eventType: text('event_type').notNull(),
    /** The event or page name (e.g. listing, ad_page_modal, slot_click). */
    name: text('name').notNull(),
    /** The page path it happened on. */
    page: text('page').notNull().default(''),
    /** Anonymous visitor id (the bootstrap's), never a user's e-mail or name. */
    visitorId: text('visitor_id').notNull().default(''),
    /** The common properties (SPEC §3) and the event's own. */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_created_idx').on(t.createdAt),
    index('tracking_events_name_idx').on(t.eventType, t.name, t.createdAt),
  ],
);

export const houseAds = pgTable(
  'house_ads',
  {
    id: serial('id').primaryKey(),
    /** The slot name it fills (SPEC §9, e.g. slot-leaderboard). */
    slot: text('slot').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A site path or an https URL. */
    targetUrl: text('target_url').notNull(),
    /** Optional picture (a path under /public or an upload URL). */
    imageUrl: text('image_url'),
    /** touch_point_button of the slot's click event. */
    tpb: text('tpb').notNull().default(''),
    weight: integer('weight').notNull().default(1),
    active: boolean('active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('house_ads_slot_idx').on(t.slot, t.active)],
);

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** l: 'web-vital' or 'custom'. */
    label: text('label').notNull(),
    /** n: FCP, LCP, CLS, FID, TTFB, INP, or a custom metric's name. */
    name: text('name').notNull(),
    /** v */
    value: doublePrecision('value').notNull(),
    /** u: 'r:' + route id or 'p:' + path. */
    page: text('page').notNull(),
    /** The route the page belongs to (u without its prefix), what the team page groups by. */
    route: text('route').notNull(),
    /** r: previous page ('initial' on the first). */
    previous: text('previous').notNull().default('initial'),
    /** h: app version. */
    appVersion: text('app_version').notNull().default(''),
    /** q: sorted experiment cookie. */
    experiments: text('experiments').notNull().default(''),
    /** s: user type. */
    userType: text('user_type').notNull().default(''),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('web_vitals_route_idx').on(t.name, t.route, t.receivedAt)],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageName: text('page_name').notNull().default(''),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    /** What else the report carried (operation name, variables, error path, CDN request id, log context). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    transactionId: text('transaction_id').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);
