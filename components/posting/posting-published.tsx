/** After 'Continuă cu activarea anunțului': active, or held by moderation with the reason; the ways on. */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationReasonKey } from '@/lib/posting/moderation';
import { routeUrl } from '@/lib/routes/navigate';
import type { Published } from '@/machines/posting/posting.types';
import styles from './posting.module.css';

export function PostingPublished({ result, categorySlug }: { result: Published; categorySlug: string }) {
  const { t } = useTranslation('posting');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const state = result.status === 'ACTIVE' ? 'active' : result.status === 'MODERATED' ? 'moderated' : 'waiting';
  const reason = result.moderationReason ? t(moderationReasonKey(result.moderationReason)) : '';
  return (
    <section className={styles.panel} aria-labelledby="published-title" data-status={state}>
      <h2 id="published-title" ref={heading} tabIndex={-1}>
        {t(`published.${state}Title`)}
      </h2>
      <p>{t(`published.${state}Text`, { reason })}</p>
      <div className={styles.actions}>
        {state === 'active' ? (
          <Link
            className={styles.primary}
            href={routeUrl('advertPage', { params: { category: categorySlug, ad_id: result.advertId } })}
          >
            {t('published.view')}
          </Link>
        ) : null}
        <Link className={styles.secondary} href={routeUrl('myAccountActive')}>
          {t('published.myAds')}
        </Link>
        <a className={styles.secondary} href={routeUrl('postingSelectCategory')}>
          {t('published.another')}
        </a>
      </div>
    </section>
  );
}
