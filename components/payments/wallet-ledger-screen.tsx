/**
 * /contul-meu/portofel: the credit ledger (kind, credits ±, balance after, description, date),
 * newest first, filtered by kind, a page at a time.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { WalletEntryKind, WalletEntryView } from '@/lib/graphql/generated/operations';
import { formatDate } from '@/lib/format/date';
import { routeUrl } from '@/lib/routes/navigate';
import type { CursorListView } from '@/machines/use-cursor-list';
import { ListEmpty, ListFailed, ListLoading, LoadMore } from './list-states';
import styles from './payments.module.css';

const KINDS: readonly WalletEntryKind[] = ['TOP_UP', 'BONUS', 'SPEND', 'EXPIRE', 'REFUND'];

/** The ledger's view: its rows and the kinds it is filtered by (none: every kind). */
export type WalletLedgerView = CursorListView<WalletEntryView, readonly WalletEntryKind[]>;

export function WalletLedgerScreen({ view }: { view: WalletLedgerView }) {
  const { t } = useTranslation('payments');
  const selected = view.filter[0] ?? '';
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
      {view.loading ? <ListLoading /> : null}
      {view.loadFailed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.empty ? (
        <ListEmpty>
          <p>{t(selected ? 'ledger.emptyFiltered' : 'ledger.empty')}</p>
          <p>
            <Link
              href={routeUrl('myAccountDealerWallet')}
              className={`${buttons.button} ${buttons.primary}`}
              prefetch={false}
            >
              {t('ledger.topUp')}
            </Link>
          </p>
        </ListEmpty>
      ) : null}
      {view.items.length > 0 ? (
        <table className={`${styles.table} ${styles.responsive}`}>
          <caption className="visually-hidden">{t('ledger.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ledger.date')}</th>
              <th scope="col">{t('ledger.kind')}</th>
              <th scope="col">{t('ledger.description')}</th>
              <th scope="col" className={styles.amount}>
                {t('ledger.credits')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('ledger.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((entry) => (
              <tr key={entry.id} data-entry={entry.id}>
                <td data-label={t('ledger.date')}>{formatDate(entry.createdAt)}</td>
                <td data-label={t('ledger.kind')}>{t(`ledger.kinds.${entry.kind}`)}</td>
                <td data-label={t('ledger.description')}>{entry.description}</td>
                <td
                  data-label={t('ledger.credits')}
                  className={`${styles.amount} ${entry.credits >= 0 ? styles.plus : styles.minus}`}
                >
                  {entry.credits > 0 ? `+${entry.credits}` : `−${Math.abs(entry.credits)}`}
                </td>
                <td data-label={t('ledger.balanceAfter')} className={styles.amount}>
                  {entry.balanceAfter}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <LoadMore
        hasMore={view.hasMore && !view.loading}
        loadingMore={view.loadingMore}
        moreError={view.moreError}
        more={view.more}
      />
    </section>
  );
}
