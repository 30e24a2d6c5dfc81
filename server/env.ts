/**
 * The environment, read once and parsed with zod. Nothing else in the code base reads
 * `process.env` (docs/architecture.md, Server modules): import `env` from here.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TILE_URL, isTileTemplate } from '@/lib/map/tile-source';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL pool size. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Opening a PostgreSQL connection, and waiting for a free one in a full pool (ms). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(2_000),
  /** PostgreSQL's statement_timeout for the app's connections (ms; 0: none). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** Client-side: a query without an answer this long fails and its connection is destroyed (ms; 0: none). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(8_000),
  /** PostgreSQL's idle_in_transaction_session_timeout for the app's connections (ms; 0: none). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** An unused pooled connection is closed after this long (ms). */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Consecutive "database unavailable" failures that open the circuit breaker (0: no breaker). */
  DB_BREAKER_FAILURES: z.coerce.number().int().min(0).default(5),
  /** How long the open breaker answers 503 at once before trying the database again (ms); also Retry-After. */
  DB_BREAKER_OPEN_MS: z.coerce.number().int().min(100).default(5_000),
  /** The readiness probe's (/api/health/ready) timeout for its `select 1` (ms). */
  DB_READY_TIMEOUT_MS: z.coerce.number().int().min(50).default(1_000),
  /**
   * Redis for the live events of GraphQL subscriptions (redis:// or rediss://), so every app
   * instance hears them; when absent they stay inside this process (docs/messages.md, Live delivery).
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'a redis:// or rediss:// URL')
    .optional(),
  /** Folder for everything the app keeps on disk (PGlite data, generated secret, uploads). */
  DATA_DIR: z.string().default('.data'),
  /** Public origin of the site, used for Open Graph urls and redirect checks. */
  SITE_ORIGIN: z.string().url().default('http://localhost:3000'),
  /** Site code sent with every request (SPEC §1). */
  SITE_CODE: z.string().min(1).default('volan_ro'),
  /** Secret for session tokens; generated and kept under DATA_DIR when absent. */
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  /** next-auth's base URL (its redirects and cookie security follow it); defaults to SITE_ORIGIN + /api/auth. */
  NEXTAUTH_URL: z.string().url().optional(),
  /** Lifetime of the id token inside the session (SPEC §3: 15 minutes); e2e runs set a few seconds. */
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** SMTP server for mail; when absent mail goes to the outbox table. */
  SMTP_URL: z.string().optional(),
  /** Sender of the site's mail. */
  MAIL_FROM: z.string().min(3).default('Volan <no-reply@volan.ro>'),
  /**
   * The /dev/mailbox page: 'auto' serves it in development and test builds and whenever SMTP_URL is
   * absent (mail has nowhere else to go); '0' never; '1' always. Where it is served it still opens
   * only with MAILBOX_SECRET.
   */
  DEV_MAILBOX: z.enum(['auto', '0', '1']).default('auto'),
  /**
   * The key that opens /dev/mailbox (`/dev/mailbox?key=…`); generated and kept under DATA_DIR when
   * absent, and printed by `npm start` / `npm run dev`. Without it the page is a 404.
   */
  MAILBOX_SECRET: z.string().min(16).optional(),
  /**
   * Key of the saved-search unsubscribe links (an HMAC over the search's id and its own secret,
   * docs/saved-searches.md); generated and kept under DATA_DIR when absent.
   */
  SAVED_SEARCH_SECRET: z.string().min(16).optional(),
  /** Reverse proxies in front of the app; the client address for throttling is read from X-Forwarded-For that many hops back. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Folder for uploaded and generated photos; defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Where message attachments are kept (docs/messages.md, Storage): 'local' under UPLOAD_DIR/messages,
   * 's3' in the S3-compatible bucket of the S3_* variables (AWS S3, MinIO, Ceph, R2).
   */
  ATTACHMENT_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible server's origin (https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000). */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'an http:// or https:// URL')
    .optional(),
  /** The signing region (AWS: the bucket's region; MinIO and Ceph: usually us-east-1; R2: auto). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket holding the attachments (it must exist; the app does not create it). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** '1': <endpoint>/<bucket>/<key> (MinIO, Ceph); '0': <bucket>.<endpoint host>/<key> (AWS, R2). */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  PORT: z.coerce.number().int().positive().default(3000),
  /**
   * The shared page cache for anonymous visitors (server/page/page-cache.ts); '0' turns the
   * in-memory cache off (pages still send their CDN Cache-Control).
   */
  PAGE_CACHE: z.enum(['0', '1']).default('1'),
  /** How long a cached page is fresh (SPEC §3 pageCacheTTL), in seconds; also the CDN's s-maxage. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How long after that a stale page is still served while one refresh runs (stale-while-revalidate). */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Most pages the in-memory cache holds (least recently used go first). */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * '0' keeps the page data cache but renders every response (server/page/html-cache.ts); '1'
   * also keeps the rendered HTML of those pages (production builds only).
   */
  PAGE_HTML_CACHE: z.enum(['0', '1']).default('1'),
  /**
   * Favourites for visitors without an account (SPEC §6, until the feature-flags issue lands):
   * '1' keeps them in the browser, merged into the account on sign-in; '0' hides them: the hearts
   * only invite to sign in and /favorite asks to sign in (docs/favourites.md).
   */
  FAVOURITES_ANONYMOUS: z.enum(['0', '1']).default('1'),
  /**
   * The analytics provider's tracking script (SPEC §7 "loaded from a CDN ({host})"), an https URL;
   * absent (the default, and in tests) no outside script is loaded: events go to our own collector
   * only (docs/tracking.md). Loaded only after C0002 consent.
   */
  TRACKING_SCRIPT_URL: z
    .string()
    .url()
    .refine((url) => url.startsWith('https://'), 'an https:// URL')
    .optional(),
  /** Turns the /flows explorer off when '0'. */
  FLOWS_EXPLORER: z.enum(['0', '1']).default('1'),
  /**
   * Tiles of the map search (/{category}/harta): a URL template with {z}, {x}, {y} (and {s} for
   * subdomains); its origin joins the CSP's img-src. When tiles cannot load the map draws the bundled
   * county outline instead.
   */
  MAP_TILE_URL: z
    .string()
    .refine(isTileTemplate, 'a http(s) URL template with {z}, {x} and {y}')
    .default(DEFAULT_TILE_URL),
  /** Attribution of MAP_TILE_URL's tiles (HTML not allowed); empty: OpenStreetMap's, translated. */
  MAP_TILE_ATTRIBUTION: z.string().max(200).optional(),
  /** '1' serves the /bench/* pages in production (the benchmarks' floor pages); they are 404 otherwise. */
  BENCH_PAGES: z.enum(['0', '1']).default('0'),
  /** Photos an advert may have (SPEC §5, §9 '{limit}'; docs/posting-photos.md). */
  POSTING_PHOTO_LIMIT: z.coerce.number().int().min(1).max(100).default(20),
  /** Photos the posting form recommends at least (SPEC §5 '{recommended}'); at most the limit. */
  POSTING_PHOTO_RECOMMENDED: z.coerce.number().int().min(0).max(100).default(8),
  /** VAT of new invoices, a whole percentage (docs/billing.md, Money): 21, Romania's rate since 1 Aug 2025. */
  VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(21),
  /** Calendar days between an invoice's issue date and its due date. */
  INVOICE_PAYMENT_DAYS: z.coerce.number().int().min(0).max(120).default(14),
  /** Calendar days after the due date of an unpaid invoice until the account is blocked (SPEC §4). */
  BLOCK_AFTER_DAYS: z.coerce.number().int().min(1).max(120).default(10),
  /** Days a temporary unblock lasts (SPEC §4 unblock modal, '{number} zile'). */
  UNBLOCK_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /** The seller block of the invoices (the PDF); the defaults are the demo's. */
  BILLING_COMPANY_NAME: z.string().min(1).default('Volan Marketplace SRL'),
  BILLING_COMPANY_TAX_ID: z.string().min(1).default('RO 41234567'),
  BILLING_COMPANY_REGISTRY: z.string().min(1).default('J40/12345/2019'),
  BILLING_COMPANY_ADDRESS: z.string().min(1).default('Str. Fabrica de Glucoză 11, 020331 București'),
  BILLING_COMPANY_IBAN: z.string().min(1).default('RO49 AAAA 1B31 0075 9384 0000'),
  BILLING_COMPANY_BANK: z.string().min(1).default('Banca demo (sandbox)'),
  /**
   * '0' keeps this server process from running the job queue's worker (server/jobs/start.ts): a
   * web-only instance, with the jobs run by `npm run worker` or other instances (PostgreSQL only).
   */
  JOBS_WORKER: z.enum(['0', '1']).default('1'),
  /**
   * Tests only: '1' gives the server a movable clock (server/clock.ts) for the job worker and its
   * handlers, and the endpoint that moves it (POST /api/dev/clock). Refused with NODE_ENV=production
   * unless E2E_SERVER=1, which only scripts/e2e.ts sets on its servers.
   */
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Set by scripts/e2e.ts on the servers it starts; lets TEST_CLOCK=1 run in a production build. */
  E2E_SERVER: z.enum(['0', '1']).default('0'),
  /** VAT of the posting form's net price, as a fraction (docs/ad-strength.md): Romania's 21 % since 1 August 2025. */
  PRICE_VAT_RATE: z.coerce.number().min(0).max(1).default(0.21),
  /** SPEC §9 "an additional fee of {value} {currency} is added to gross prices above {min}": the fee (0: none). */
  PRICE_FEE_VALUE: z.coerce.number().min(0).default(100),
  /** The currency of PRICE_FEE_VALUE and PRICE_FEE_MIN. */
  PRICE_FEE_CURRENCY: z.enum(['EUR', 'LEI']).default('EUR'),
  /** Gross prices above this (in PRICE_FEE_CURRENCY) carry the fee. */
  PRICE_FEE_MIN: z.coerce.number().min(0).default(50_000),
  /**
   * How long a published advert waits before the national register's answer moves its 'Verified
   * details' from pending (docs/vehicle-check.md). Users are promised 2 business days; the sandbox
   * register answers at once, so a few minutes keep the demo believable.
   */
  REGISTER_CHECK_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(5),
  /**
   * Key of the sandbox payment provider's callbacks (HMAC-SHA256 of the body, docs/billing.md,
   * Payments). Outside production a fixed development key when absent; in production a random key
   * generated and kept under DATA_DIR when absent (never a key anyone knows).
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /**
   * Sandbox financing partners that answer as if down (docs/financing.md, "Server"): 'all', or
   * partner ids or financing types, comma-separated; empty for none.
   */
  FINANCING_SANDBOX_FAILURE: z.string().default(''),
});

/** The sandbox provider's key outside production when PAYMENT_SANDBOX_SECRET is absent. */
export const DEV_PAYMENT_SANDBOX_SECRET = 'volan-dev-payment-sandbox-secret';

/** The variables ATTACHMENT_STORE=s3 cannot do without. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// Checked at start (npm start and npm run dev parse the environment first), not at the first upload.
const checked = schema.superRefine((env, ctx) => {
  if (env.TEST_CLOCK === '1' && env.NODE_ENV === 'production' && env.E2E_SERVER !== '1')
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_CLOCK'],
      message: 'a test-only setting: refused with NODE_ENV=production (outside the e2e runs, which set E2E_SERVER=1)',
    });
  if (env.ATTACHMENT_STORE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'required when ATTACHMENT_STORE=s3' });
  }
});

/** The S3-compatible attachment store's settings (server/services/s3-attachment-store.ts). */
export interface S3Settings {
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly forcePathStyle: boolean;
}

export type Env = Omit<
  z.infer<typeof schema>,
  | 'NEXTAUTH_SECRET'
  | 'NEXTAUTH_URL'
  | 'UPLOAD_DIR'
  | 'MAILBOX_SECRET'
  | 'SAVED_SEARCH_SECRET'
  | 'PAYMENT_SANDBOX_SECRET'
> & {
  PAYMENT_SANDBOX_SECRET: string;
  NEXTAUTH_SECRET: string;
  MAILBOX_SECRET: string;
  SAVED_SEARCH_SECRET: string;
  NEXTAUTH_URL: string;
  UPLOAD_DIR: string;
  /** The S3_* variables together when ATTACHMENT_STORE=s3; null for the local disk. */
  S3: S3Settings | null;
};

/** A random secret kept in `DATA_DIR/<name>` (created on first use, readable by the owner only). */
function readSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses `source` (process.env, or a test's variables); throws one message naming every bad variable. */
export function parseEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = checked.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    NEXTAUTH_SECRET: parsed.NEXTAUTH_SECRET ?? readSecret(dataDir, 'nextauth-secret'),
    MAILBOX_SECRET: parsed.MAILBOX_SECRET ?? readSecret(dataDir, 'mailbox-secret'),
    SAVED_SEARCH_SECRET: parsed.SAVED_SEARCH_SECRET ?? readSecret(dataDir, 'saved-search-secret'),
    PAYMENT_SANDBOX_SECRET:
      parsed.PAYMENT_SANDBOX_SECRET ??
      (parsed.NODE_ENV === 'production' ? readSecret(dataDir, 'payment-sandbox-secret') : DEV_PAYMENT_SANDBOX_SECRET),
    NEXTAUTH_URL: parsed.NEXTAUTH_URL ?? `${new URL(parsed.SITE_ORIGIN).origin}/api/auth`,
    // A run-time folder (photos), not part of the app: turbopackIgnore keeps Next's file tracing from
    // taking in the whole project for it.
    UPLOAD_DIR: path.resolve(/* turbopackIgnore: true */ parsed.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    S3:
      parsed.ATTACHMENT_STORE === 's3'
        ? {
            endpoint: parsed.S3_ENDPOINT!,
            region: parsed.S3_REGION,
            bucket: parsed.S3_BUCKET!,
            accessKeyId: parsed.S3_ACCESS_KEY_ID!,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: parsed.S3_FORCE_PATH_STYLE === '1',
          }
        : null,
  };
}

let cached: Env | undefined;

/** The parsed environment (parsed on first use, then cached). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * next-auth reads NEXTAUTH_URL from process.env itself (it decides the origin of its redirects and
 * whether cookies are secure); this hands it the parsed value, so the default follows SITE_ORIGIN.
 */
export function publishNextAuthUrl(env: Env = getEnv()): void {
  process.env.NEXTAUTH_URL = env.NEXTAUTH_URL;
}
