/**
 * /menu (SPEC §2.2): the site's navigation as one page, for phones, where the header shows only
 * the logo, the account icon and a link here. Lists only pages that exist (no dead links): home,
 * the categories, and the account area's entries for the signed-in user (the same list as the
 * account menu) or sign-in and sign-up. Help and legal pages join it when they are built.
 */
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { accountMenuFor } from '@/components/account/account-menu';
import { CATEGORIES } from '@/lib/routes/categories';
import { listingUrl, routeUrl } from '@/lib/routes/navigate';
import { signInPath } from '@/lib/session/auth-paths';
import type { PageSession } from '@/lib/session/session.types';
import styles from './menu-screen.module.css';

interface MenuLink {
  readonly href: string;
  readonly label: string;
}

/** One titled list of links; `level` keeps the heading outline (h2 sections, h3 account groups). */
function MenuSection({
  id,
  title,
  links,
  level = 2,
}: {
  id: string;
  title: string;
  links: readonly MenuLink[];
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading id={id} className={level === 2 ? styles.heading : styles.subheading}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MenuScreen({ session }: { session: PageSession | null }) {
  const { t } = useTranslation(['common', 'categories', 'account']);
  return (
    <div className={`container ${styles.menu}`}>
      <Head>
        <title key="title">{t('common:menu.metaTitle')}</title>
      </Head>
      <h1 className={styles.title}>{t('common:menu.title')}</h1>
      <nav aria-label={t('common:menu.title')} className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <Link href={routeUrl('home')} prefetch={false} className={styles.link}>
              {t('common:menu.home')}
            </Link>
          </li>
          <li>
            <Link href={routeUrl('professionals')} prefetch={false} className={styles.link}>
              {t('common:menu.professionals')}
            </Link>
          </li>
        </ul>
        <MenuSection
          id="menu-categories"
          title={t('common:menu.categories')}
          links={CATEGORIES.map((c) => ({ href: listingUrl(c.slug), label: t(`categories:${c.slug}`) }))}
        />
        <section aria-labelledby="menu-account" className={styles.section}>
          <h2 id="menu-account" className={styles.heading}>
            {t('common:menu.account')}
          </h2>
          {session ? (
            <>
              <p className={styles.who}>
                {t('common:menu.signedInAs', { name: session.user.displayName || session.user.name })}
              </p>
              {accountMenuFor(session).map((group) => (
                <MenuSection
                  key={group.id}
                  id={`menu-account-${group.id}`}
                  level={3}
                  title={t(`account:${group.labelKey}`)}
                  links={group.items.map((item) => ({ href: item.href, label: t(`account:${item.labelKey}`) }))}
                />
              ))}
            </>
          ) : (
            <ul className={styles.list}>
              <li>
                <Link href={signInPath()} prefetch={false} className={styles.link}>
                  {t('common:menu.signIn')}
                </Link>
              </li>
              <li>
                <Link href={signInPath({ register: true })} prefetch={false} className={styles.link}>
                  {t('common:menu.signUp')}
                </Link>
              </li>
            </ul>
          )}
        </section>
      </nav>
    </div>
  );
}
