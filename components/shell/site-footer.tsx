/** Site footer: financing slot, category and service links. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { requestConsentPreferences } from '@/lib/consent/consent-store';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl, routeUrl } from '@/lib/routes/navigate';
import { FinancingFooterSlot } from './financing-slots';
import { ACCOUNT_PATH, POSTING_PATH } from './site-header';
import styles from './site-footer.module.css';

/**
 * Account links. Service pages of SPEC §2.2 (selling options, valuation, financing) join the
 * footer with their pages.
 */
const ACCOUNT_LINKS = [
  { href: POSTING_PATH, key: 'addAdvert' },
  { href: ACCOUNT_PATH, key: 'myAccount' },
  { href: routeUrl('favourites'), key: 'favourites' },
  { href: routeUrl('savedSearches'), key: 'savedSearches' },
] as const;

/** One titled column of links. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `pageType`: the route id of the page's path (page props), deciding the financing widget. */
export function SiteFooter({ pageType }: { pageType?: string | null }) {
  const { t } = useTranslation(['common', 'categories']);
  return (
    <footer className={styles.footer}>
      <FinancingFooterSlot pageType={pageType} />
      <div className={`container ${styles.columns}`}>
        <FooterLinks
          id="footer-categories"
          title={t('common:footer.categories')}
          links={CATEGORIES.map((c) => ({ href: listingUrl(c.slug), label: t(`categories:${c.slug}`) }))}
        />
        <FooterLinks
          id="footer-account"
          title={t('common:footer.account')}
          links={ACCOUNT_LINKS.map((l) => ({ href: l.href, label: t(`common:footer.${l.key}`) }))}
        />
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about" className={styles.heading}>
            Volan
          </h2>
          <p>{t('common:footer.about')}</p>
        </section>
      </div>
      <p className={`container ${styles.legal}`}>
        {t('common:footer.legal')} ·{' '}
        <button type="button" className={styles.cookieSettings} onClick={requestConsentPreferences}>
          {t('common:footer.cookieSettings')}
        </button>
      </p>
    </footer>
  );
}
