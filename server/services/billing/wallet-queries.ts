/**
 * What the wallet pages read (docs/billing.md, Wallet): the balance with the credits expiring within
 * 30 days and the packs on offer, and the ledger, newest first, each entry described in the
 * request's language (the 'wallet' catalogue).
 */
import { sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '@/server/db/client';
import type { Wallet, WalletEntry, WalletEntryKind, WalletEntryPage } from '@/server/graphql/generated/resolver-types';
import type { Locale } from '@/lib/i18n/i18n-config';
import { serverI18nInstance } from '@/lib/i18n/server-i18n';
import { loadTranslations } from '@/server/page/load-translations';
import { iso, rowsOf } from './billing-sql';
import { offeredPacks } from './payment-dto';
import { paymentErrors } from './payment-errors';
import { expiringWithin } from './wallet-rules';
import { settledWallet } from './wallet';

/** Days ahead the wallet warns of expiring credits. */
export const EXPIRING_WITHIN_DAYS = 30;
const PAGE_MAX = 50;
const KINDS: readonly WalletEntryKind[] = ['TOP_UP', 'BONUS', 'SPEND', 'EXPIRE', 'REFUND'];

/** The balance (expired lots written off first), what expires within 30 days and the packs. */
export async function getWallet(db: Db, accountId: string, now: Date): Promise<Wallet> {
  const { balance, lots } = await settledWallet(db, accountId, now);
  return {
    balance,
    expiring: expiringWithin(lots, now, EXPIRING_WITHIN_DAYS),
    packs: await offeredPacks(db),
  };
}

interface EntryRow {
  id: string | number;
  kind: string;
  credits: number;
  balance_after: number;
  created_at: Date | string;
  expires_at: Date | string | null;
  advert_id: string | number | null;
  advert_title: string | null;
  promotion_kind: string | null;
  pack_credits: number | null;
}

function describe(t: TFunction, row: EntryRow): string {
  switch (row.kind) {
    case 'top_up':
      return t('entries.topUp', { credits: Number(row.credits) });
    case 'bonus':
      return t('entries.bonus', { credits: Number(row.credits) });
    case 'spend':
      return t(`entries.spend.${row.promotion_kind ?? 'other'}`, { title: row.advert_title ?? '' });
    case 'expire':
      return t('entries.expire');
    default:
      return t('entries.refund');
  }
}

function decodeCursor(after: string): number {
  if (!/^\d{1,18}$/.test(after)) throw paymentErrors.badCursor();
  return Number(after);
}

/** The account's ledger, newest first, optionally of some kinds only. */
export async function listWalletEntries(
  db: Db,
  accountId: string,
  kinds: readonly WalletEntryKind[] | null | undefined,
  first: number,
  after: string | null | undefined,
  locale: Locale,
): Promise<WalletEntryPage> {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw paymentErrors.badPageSize();
  const before = after ? decodeCursor(after) : null;
  const wanted = (kinds && kinds.length > 0 ? kinds : KINDS).map((k) => k.toLowerCase());
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select e.id, e.kind, e.credits, e.balance_after, e.created_at, e.expires_at,
               p.advert_id, a.title as advert_title, p.kind as promotion_kind, null::int as pack_credits
        from wallet_entries e
        left join advert_promotions p on p.id = e.promotion_id
        left join adverts a on a.id = p.advert_id
        where e.account_id = ${accountId}
          and e.kind in (${sql.join(
            wanted.map((k) => sql`${k}`),
            sql`, `,
          )})
          ${before === null ? sql`` : sql`and e.id < ${before}`}
        order by e.id desc limit ${first + 1}`,
  );
  const page = rows.slice(0, first);
  const t = serverI18nInstance(await loadTranslations(locale, ['wallet'])).getFixedT(locale, 'wallet');
  return {
    entries: page.map((row): WalletEntry => ({
      id: String(row.id),
      kind: row.kind.toUpperCase() as WalletEntryKind,
      credits: Number(row.credits),
      balanceAfter: Number(row.balance_after),
      description: describe(t, row),
      createdAt: iso(row.created_at)!,
      advertId: row.advert_id === null ? null : String(row.advert_id),
      advertTitle: row.advert_title,
    })),
    nextCursor: rows.length > first ? String(page[page.length - 1]!.id) : null,
  };
}
