/**
 * /contul-meu/portofel: the credit ledger (kind, credits ±, balance after, description, date),
 * newest first, filtered by kind, a page at a time. The empty ledger offers the top-up only with
 * walletTopUp on (issue 15).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import buttons from '@/components/ui/button.module.css';
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import { formatDate } from '@/lib/format/date';
import { routeUrl } from '@/lib/routes/navigate';
import type { CursorListView } from '@/machines/use-cursor-list';
import { CursorListBody, type ListColumn } from './cursor-list-body';
import styles from './payments.module.css';

const KINDS: readonly WalletEntryKind[] = ['TOP_UP', 'BONUS', 'SPEND', 'EXPIRE', 'REFUND'];

/** The ledger's view: its rows and the kinds it is filtered by (none: every kind). */
export type WalletLedgerView = CursorListView<WalletEntryView, readonly WalletEntryKind[]>;

export function WalletLedgerScreen({ view }: { view: WalletLedgerView }) {
  const { t } = useTranslation('payments');
  const selected = view.filter[0] ?? '';
  const topUp = useFeatureFlag('walletTopUp');
  const columns: readonly ListColumn<WalletEntryView>[] = [
    { label: t('ledger.date'), cell: (entry) => formatDate(entry.createdAt) },
    { label: t('ledger.kind'), cell: (entry) => t(`ledger.kinds.${entry.kind}`) },
    { label: t('ledger.description'), cell: (entry) => entry.description },
    {
      label: t('ledger.credits'),
      amount: true,
      cellClass: (entry) => (entry.credits >= 0 ? styles.plus : styles.minus),
      cell: (entry) => (entry.credits > 0 ? `+${entry.credits}` : `−${Math.abs(entry.credits)}`),
    },
    { label: t('ledger.balanceAfter'), amount: true, cell: (entry) => entry.balanceAfter },
  ];
  return (
    <section className={styles.stack} aria-labelledby="ledger-title">
      <h1 id="ledger-title" className={styles.title}>
        {t('ledger.title')}
      </h1>
      <div className={styles.field} style={{ maxWidth: '20rem' }}>
        <label htmlFor="ledger-kind">{t('ledger.filter')}</label>
        <select
          id="ledger-kind"
          value={selected}
          onChange={(e) => view.changeFilter(e.target.value ? [e.target.value as WalletEntryKind] : [])}
        >
          <option value="">{t('ledger.allKinds')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`ledger.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <CursorListBody
        view={view}
        caption={t('ledger.title')}
        rowData="entry"
        columns={columns}
        empty={
          <>
            <p>{t(selected ? 'ledger.emptyFiltered' : 'ledger.empty')}</p>
            {topUp ? (
              <p>
                <Link
                  href={routeUrl('myAccountDealerWallet')}
                  className={`${buttons.button} ${buttons.primary}`}
                  prefetch={false}
                >
                  {t('ledger.topUp')}
                </Link>
              </p>
            ) : null}
          </>
        }
      />
    </section>
  );
}
