/**
 * The saved searches tab of /favorite until its own list is here: a sentence and a link to the
 * saved searches page (/cautari-salvate), where the searches and their alerts are.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import styles from './favourites.module.css';

export function SavedSearchesLink() {
  const { t } = useTranslation('favourites');
  return (
    <div className={styles.panel}>
      <p>{t('searches.text')}</p>
      <Link href={routeUrl('savedSearches')} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
        {t('searches.action')}
      </Link>
    </div>
  );
}
