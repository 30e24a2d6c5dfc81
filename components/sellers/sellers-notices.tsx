/** What part of the URL was ignored and why (both seller pages). */
import { useTranslation } from 'react-i18next';
import type { SellersNotice } from '@/lib/page/sellers-page-data.types';
import styles from './sellers.module.css';

export function SellersNotices({ notices }: { notices: readonly SellersNotice[] }) {
  const { t } = useTranslation('sellers');
  if (notices.length === 0) return null;
  return (
    <div role="status" className={styles.notices}>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{t(`notice.${notice}`)}</li>
        ))}
      </ul>
    </div>
  );
}
