/**
 * /cautari-salvate/unsubscribe/{hash} (SPEC §2.2): the question and its button — nothing is turned
 * off on opening the link, since e-mail link scanners open links — then the confirmation naming the
 * search with a link to manage saved searches; a bad link says so with ways out; a failed call
 * offers a retry. Drawn from the unsubscribe flow's view.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import {
  useSavedSearchUnsubscribe,
  type SavedSearchUnsubscribeDeps,
  type SavedSearchUnsubscribeView,
} from '@/machines/saved-search-unsubscribe/use-saved-search-unsubscribe';
import styles from './saved-searches.module.css';

export function UnsubscribeScreen({
  view,
  searchName = null,
}: {
  view: SavedSearchUnsubscribeView;
  /** The search the link names, when the page could read it. */
  searchName?: string | null;
}) {
  const { t } = useTranslation(['savedSearches', 'errors']);
  const title = useRef<HTMLHeadingElement>(null);
  // The pressed button goes away with the answer: the focus goes to the title.
  useEffect(() => {
    if (!view.asking && !view.unsubscribing) focusIfDropped(title.current);
  }, [view.asking, view.unsubscribing]);
  const manage = (
    <Link href={routeUrl('savedSearches')} className={`${buttons.button} ${buttons.secondary}`} prefetch={false}>
      {t('savedSearches:unsubscribe.manage')}
    </Link>
  );
  return (
    <>
      <h1 ref={title} className={styles.title} tabIndex={-1}>
        {t('savedSearches:unsubscribe.title')}
      </h1>
      <div className={styles.panel}>
        {(view.asking || view.unsubscribing) && (
          <>
            {searchName !== null && (
              <p className={styles.searchName}>{t('savedSearches:unsubscribe.named', { name: searchName })}</p>
            )}
            <p>{t('savedSearches:unsubscribe.text')}</p>
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              disabled={view.unsubscribing}
              aria-busy={view.unsubscribing || undefined}
              onClick={view.confirm}
            >
              {view.unsubscribing ? t('savedSearches:unsubscribe.working') : t('savedSearches:unsubscribe.action')}
            </button>
          </>
        )}
        {view.unsubscribedName !== null && (
          <>
            <p role="status">{t('savedSearches:unsubscribe.done', { name: view.unsubscribedName })}</p>
            {manage}
          </>
        )}
        {view.badLink && view.error && (
          <>
            <p role="alert">{t(view.error)}</p>
            {manage}
            <Link href={routeUrl('home')} prefetch={false}>
              {t('savedSearches:unsubscribe.home')}
            </Link>
          </>
        )}
        {view.failed && view.error && (
          <>
            <p role="alert">{t(view.error)}</p>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={view.retry}>
              {t('savedSearches:unsubscribe.retry')}
            </button>
          </>
        )}
      </div>
    </>
  );
}

/** Props of UnsubscribePage. */
export interface UnsubscribePageProps {
  readonly token: string;
  /** The search the link names (null: a link that names none). */
  readonly searchName?: string | null;
  /** Replacement calls (tests). */
  readonly deps?: SavedSearchUnsubscribeDeps;
}

export function UnsubscribePage({ token, searchName = null, deps }: UnsubscribePageProps) {
  const { t } = useTranslation('savedSearches');
  const view = useSavedSearchUnsubscribe({ token }, deps);
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <title key="title">{t('unsubscribe.metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <UnsubscribeScreen view={view} searchName={searchName} />
    </div>
  );
}
