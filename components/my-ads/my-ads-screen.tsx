/**
 * /contul-meu/{active,waiting,archive,moderated,draft} (SPEC §2.5): the tabs with their counts, the
 * adverts of the state (MyAdCard), 'Încarcă mai multe', the empty list with 'Adaugă anunț', and the
 * loading and error-with-retry states. Drawn from the list's view; it never decides what state it is in.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import account from '@/components/account/account.module.css';
import { slugOfMyAdsTab } from '@/lib/my-ads/my-ads-tabs';
import { postingStartUrl } from '@/lib/posting/posting-routes';
import type { AdvertStateDeps } from '@/machines/advert-state/use-advert-state';
import type { MyAdsView } from '@/machines/my-ads/use-my-ads';
import { MyAdCard } from './my-ad-card';
import { MyAdsTabsNav } from './my-ads-tabs-nav';
import styles from './my-ads.module.css';

/** Props of MyAdsScreen; `rowActors` replace the rows' calls (model tests). */
export interface MyAdsScreenProps {
  readonly view: MyAdsView;
  readonly rowActors?: AdvertStateDeps['actors'];
}

export function MyAdsScreen({ view, rowActors }: MyAdsScreenProps) {
  const { t } = useTranslation('my-ads');
  const slug = slugOfMyAdsTab(view.tab);
  // A row that leaves the list takes its focused button with it: focus goes to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = view.adverts.length;
  const before = useRef(shown);
  useEffect(() => {
    if (shown < before.current) focusIfDropped(heading.current);
    before.current = shown;
  }, [shown]);
  return (
    <>
      <h1 ref={heading} className={account.title} tabIndex={-1}>
        {t('title')}
      </h1>
      <MyAdsTabsNav current={view.tab} counts={view.counts} />
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <FormAlert errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('retry')}
          </button>
        </FormAlert>
      ) : null}
      {view.notice ? <p role="status">{t(`notices.${view.notice}`)}</p> : null}
      <FormAlert errorKey={view.actionError} />
      {view.empty ? (
        <div className={`${account.panel} ${styles.empty}`}>
          <p>{t(`empty.${slug}`)}</p>
          <Link href={postingStartUrl()} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
            {t('addAdvert')}
          </Link>
        </div>
      ) : null}
      {shown > 0 ? (
        <ul className={styles.list} aria-label={t('listLabel', { tab: t(`tabs.${slug}`) })}>
          {view.adverts.map((row) => (
            <MyAdCard key={row.id} row={row} onChanged={view.changed} {...(rowActors ? { actors: rowActors } : {})} />
          ))}
        </ul>
      ) : null}
      {view.hasMore && !view.loading && !view.loadFailed ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={view.loadingMore}
          aria-busy={view.loadingMore || undefined}
          onClick={view.loadMore}
        >
          {t(view.loadingMore ? 'loadingMore' : 'loadMore')}
        </button>
      ) : null}
    </>
  );
}
