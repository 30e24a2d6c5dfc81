/** Site header: logo, financing slot, 'Adaugă anunț', account link, the phone's menu link and the category nav. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl, routeUrl } from '@/lib/routes/navigate';
import { useSignedInName } from '@/machines/session/use-session';
import { FinancingHeaderSlot } from './financing-slots';
import { Logo } from './logo';
import styles from './site-header.module.css';

/** Path of the account area (SPEC §2.5). */
export const ACCOUNT_PATH = routeUrl('myAccount');
/** Where posting starts (SPEC §2.3): the category selector. */
export const POSTING_PATH = routeUrl('postingSelectCategory');
/** Where signing in starts (SPEC §2.4). */
export const SIGN_IN_PATH = routeUrl('authentication');
/** The professionals listing (SPEC §2.6), last in the nav after the categories. */
const PROFESSIONALS_NAV_PATH = routeUrl('professionals');
/** The whole navigation on one page (SPEC §2.2). */
export const MENU_PATH = routeUrl('menu');

/**
 * `path` marks the current category in the nav. Links do not prefetch when they scroll into view
 * (the shell's links would load and run other pages' code while this one starts up, in long
 * tasks); pointing at or touching a link still prefetches its page.
 */
export function SiteHeader({ path }: { path: string }) {
  const { t } = useTranslation(['common', 'categories']);
  const current = path.split(/[/?#]/)[1] ?? '';
  const signedInName = useSignedInName();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={routeUrl('home')} prefetch={false} className={styles.logo} aria-label={t('common:header.home')}>
          <Logo />
        </Link>
        <div className={styles.actions}>
          <FinancingHeaderSlot className={styles.account} />
          <Link href={POSTING_PATH} prefetch={false} className={styles.post}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{t('common:header.addAdvert')}</span>
          </Link>
          <Link href={signedInName ? ACCOUNT_PATH : SIGN_IN_PATH} prefetch={false} className={styles.account}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {signedInName ? (
              <span>
                <span className="visually-hidden">{t('common:header.myAccount')}: </span>
                {signedInName}
              </span>
            ) : (
              <span>{t('common:header.signIn')}</span>
            )}
          </Link>
          {/* Phones only (CSS): the category row scrolls there, so the menu page lists everything. */}
          <Link
            href={MENU_PATH}
            prefetch={false}
            className={styles.menuLink}
            aria-current={path.split(/[?#]/)[0] === MENU_PATH ? 'page' : undefined}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 6h16M4 12h16M4 18h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{t('common:header.menu')}</span>
          </Link>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('common:header.categoriesNav')}>
        <ul className={`container ${styles.navList}`}>
          {CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link
                href={listingUrl(category.slug)}
                prefetch={false}
                className={styles.navLink}
                aria-current={current === category.slug ? 'page' : undefined}
              >
                {t(`categories:${category.slug}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href={PROFESSIONALS_NAV_PATH}
              prefetch={false}
              className={styles.navLink}
              aria-current={current === PROFESSIONALS_NAV_PATH.slice(1) ? 'page' : undefined}
            >
              {t('common:header.professionals')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
