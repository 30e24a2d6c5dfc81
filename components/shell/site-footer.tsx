/** Site footer: financing slot, category and service links. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@/lib/routes/categories';
import { FinancingFooterSlot } from './financing-slots';
import { ACCOUNT_PATH, NEW_ADVERT_PATH } from './site-header';
import styles from './site-footer.module.css';

/** Service pages of SPEC §2.2 linked from the footer, with their label keys in common:footer. */
const SERVICE_LINKS = [
  { href: NEW_ADVERT_PATH, key: 'addAdvert' },
  { href: '/vinde', key: 'sell' },
  { href: '/evaluarea-masinii', key: 'valuation' },
  { href: '/finantare', key: 'financing' },
] as const;
const ACCOUNT_LINKS = [
  { href: ACCOUNT_PATH, key: 'myAccount' },
  { href: '/favorite', key: 'favourites' },
  { href: '/cautari-salvate', key: 'savedSearches' },
] as const;

export function SiteFooter({ path }: { path: string }) {
  const { t } = useTranslation(['common', 'categories']);
  return (
    <footer className={styles.footer}>
      <FinancingFooterSlot path={path} />
      <div className={`container ${styles.columns}`}>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            {t('common:footer.categories')}
          </h2>
          <ul className={styles.list}>
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link href={`/${category.slug}`} prefetch={false}>
                  {t(`categories:${category.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('common:footer.services')}
          </h2>
          <ul className={styles.list}>
            {SERVICE_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>
                  {t(`common:footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.heading}>
            {t('common:footer.account')}
          </h2>
          <ul className={styles.list}>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>
                  {t(`common:footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className={styles.heading}>
            Volan
          </h2>
          <p>{t('common:footer.about')}</p>
        </section>
      </div>
      <p className={`container ${styles.legal}`}>{t('common:footer.legal')}</p>
    </footer>
  );
}
