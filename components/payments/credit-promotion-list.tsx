/** The promotions the dealer's credits bought, newest first (/contul-meu/plati-prin-credite). */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/date';
import type { CreditPaymentsView } from '@/machines/credit-promotion/use-credit-promotion';
import { ListEmpty, LoadMore } from './list-states';
import styles from './payments.module.css';

export function CreditPromotionList({ view }: { view: CreditPaymentsView }) {
  const { t } = useTranslation('payments');
  const column = (name: string) => t(`credits.columns.${name}`);
  return (
    <div className={styles.stack} role="region" aria-labelledby="credits-history-title">
      <h2 id="credits-history-title" className={styles.subtitle}>
        {t('credits.historyTitle')}
      </h2>
      {view.promotions.length === 0 ? (
        <ListEmpty>
          <p>{t('credits.empty')}</p>
          {view.adverts.length > 0 ? <p className={styles.muted}>{t('credits.emptyHint')}</p> : null}
        </ListEmpty>
      ) : (
        <table className={`${styles.table} ${styles.responsive}`}>
          <caption className="visually-hidden">{t('credits.historyTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{column('advert')}</th>
              <th scope="col">{column('kind')}</th>
              <th scope="col" className={styles.amount}>
                {column('credits')}
              </th>
              <th scope="col">{column('starts')}</th>
              <th scope="col">{column('ends')}</th>
              <th scope="col">{column('status')}</th>
            </tr>
          </thead>
          <tbody>
            {view.promotions.map((promotion) => (
              <tr key={promotion.id} data-promotion={promotion.id} data-status={promotion.status}>
                <td data-label={column('advert')}>
                  {promotion.advertUrl ? (
                    <a href={promotion.advertUrl}>{promotion.advertTitle}</a>
                  ) : (
                    promotion.advertTitle
                  )}
                </td>
                <td data-label={column('kind')}>{t(`credits.kinds.${promotion.kind}`)}</td>
                <td data-label={column('credits')} className={`${styles.amount} ${styles.minus}`}>
                  −{promotion.credits}
                </td>
                <td data-label={column('starts')}>{formatDate(promotion.startsAt)}</td>
                <td data-label={column('ends')}>
                  {promotion.endsAt ? formatDate(promotion.endsAt) : t('credits.noEnd')}
                </td>
                <td data-label={column('status')}>{t(`credits.statuses.${promotion.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore hasMore={view.hasMore} loadingMore={view.loadingMore} moreError={view.moreError} more={view.more} />
    </div>
  );
}
