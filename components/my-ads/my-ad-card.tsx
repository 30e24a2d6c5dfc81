/**
 * One advert (or draft) of the ads lists: photo, title, price, dates, the statistics, the
 * moderation reason, and the actions its state allows — links to the posting form (edit,
 * duplicate, 'Continuă') and the state changes run by the row's own flow (machines/advert-state),
 * with a confirmation for deactivating and deleting a draft.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import buttons from '@/components/ui/button.module.css';
import { formatAdDate } from '@/lib/my-ads/my-ads-tabs';
import type { MyAdRow } from '@/lib/my-ads/my-ads-api';
import { moderationReasonKey } from '@/lib/posting/moderation';
import {
  type AdvertChanged,
  type AdvertStateDeps,
  type AdvertStateView,
  useAdvertState,
} from '@/machines/advert-state/use-advert-state';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import styles from './my-ads.module.css';

/** Props of MyAdCard. */
export interface MyAdCardProps {
  readonly row: MyAdRow;
  /** A state change is done (the list drops the row or updates its counts). */
  readonly onChanged: (changed: AdvertChanged) => void;
  /** Replacement actors of the row's flow (model tests park them). */
  readonly actors?: AdvertStateDeps['actors'];
}

const secondary = `${buttons.button} ${buttons.secondary}`;

/** A row of the list, running its own state flow. */
export function MyAdCard({ row, onChanged, actors }: MyAdCardProps) {
  const view = useAdvertState({ id: row.id, tab: row.tab }, { onChanged, ...(actors ? { actors } : {}) });
  return <MyAdCardView row={row} view={view} />;
}

/** The card drawn from the row and its state flow's view. */
export function MyAdCardView({ row, view }: { row: MyAdRow; view: AdvertStateView }) {
  const { t } = useTranslation('my-ads');
  const title = row.title || t('row.untitled');
  const named = { title };
  return (
    <li className={styles.card} data-my-ad={row.id} aria-busy={view.busy || undefined}>
      {row.photoUrl ? (
        <img className={styles.photo} src={row.photoUrl} alt="" width={128} height={96} loading="lazy" />
      ) : (
        <span className={`${styles.photo} ${styles.noPhoto}`}>{t('row.noPhoto')}</span>
      )}
      <div className={styles.body}>
        <h2 className={styles.title}>
          {row.url ? (
            <Link href={row.url} className={styles.link} prefetch={false}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className={styles.price}>{row.price ?? t('row.noPrice')}</p>
        <ul className={styles.meta}>
          <li>{t(row.draft ? 'row.started' : 'row.created', { date: formatAdDate(row.createdAt) })}</li>
          <li>{t(row.draft ? 'row.saved' : 'row.edited', { date: formatAdDate(row.editedAt) })}</li>
        </ul>
        {row.draft ? null : (
          <ul className={styles.stats} aria-label={t('row.statsLabel', named)}>
            <li>
              {t('row.views')} <strong>{row.stats.views}</strong>
            </li>
            <li>
              {t('row.phoneReveals')} <strong>{row.stats.phoneReveals}</strong>
            </li>
            <li>
              {t('row.messages')} <strong>{row.stats.messages}</strong>
            </li>
          </ul>
        )}
        {row.hiddenUntilPayment ? <p className={styles.reason}>{t('row.hiddenUntilPayment')}</p> : null}
        {row.moderationReason ? (
          <p className={styles.reason}>
            {t('row.moderationReason')} {t(moderationReasonKey(row.moderationReason))}
          </p>
        ) : null}
        <FormAlert errorKey={view.error} />
      </div>
      <div className={styles.actions}>
        {row.actions.includes('EDIT') ? (
          <Link
            href={row.editUrl}
            className={secondary}
            aria-label={t(row.draft ? 'row.continueLabel' : 'row.editLabel', named)}
            prefetch={false}
          >
            {t(row.draft ? 'row.continue' : 'row.edit')}
          </Link>
        ) : null}
        {row.duplicateUrl && row.actions.includes('DUPLICATE') ? (
          <Link
            href={row.duplicateUrl}
            className={secondary}
            aria-label={t('row.duplicateLabel', named)}
            prefetch={false}
          >
            {t('row.duplicate')}
          </Link>
        ) : null}
        {(view.canDeactivate && !row.hiddenUntilPayment) ||
        view.confirming === 'deactivate' ||
        view.pending === 'deactivate' ? (
          <button
            type="button"
            className={secondary}
            disabled={view.busy}
            aria-label={t('row.deactivateLabel', named)}
            onClick={view.deactivate}
          >
            {t(view.pending === 'deactivate' ? 'row.deactivating' : 'row.deactivate')}
          </button>
        ) : null}
        {view.canReactivate || view.pending === 'reactivate' ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={view.busy}
            aria-label={t('row.reactivateLabel', named)}
            onClick={view.reactivate}
          >
            {t(view.pending === 'reactivate' ? 'row.reactivating' : 'row.reactivate')}
          </button>
        ) : null}
        {view.canDeleteDraft || view.confirming === 'deleteDraft' || view.pending === 'deleteDraft' ? (
          <button
            type="button"
            className={secondary}
            disabled={view.busy}
            aria-label={t('row.deleteLabel', named)}
            onClick={view.deleteDraft}
          >
            {t(view.pending === 'deleteDraft' ? 'row.deleting' : 'row.delete')}
          </button>
        ) : null}
      </div>
      {view.confirming ? (
        <ConfirmChangeDialog change={view.confirming} title={title} onConfirm={view.confirm} onCancel={view.cancel} />
      ) : null}
    </li>
  );
}
