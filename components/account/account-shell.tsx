/**
 * The frame of /contul-meu (SPEC §2.5): the account menu and the page's content. Sections of later
 * issues are absent until their pages exist.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevice } from '@/lib/device/use-device';
import { useUnreadConversationCount } from '@/lib/messages/use-conversation-events';
import type { PageSession } from '@/lib/session/session.types';
import { accountMenuFor, currentMenuItem } from './account-menu';
import styles from './account.module.css';

/** Props of AccountShell. */
export interface AccountShellProps {
  readonly session: PageSession;
  /** The current path (page props' `path`). */
  readonly path: string;
  /** The count next to "Mesaje" (conversations with a message not read yet). */
  readonly unreadMessages?: number;
  readonly children: ReactNode;
}

export function AccountShell({ session, path, unreadMessages: servedCount = 0, children }: AccountShellProps) {
  const { t } = useTranslation('account');
  // The served count until the live one arrives (live delivery: a new message, a thread read in
  // another tab).
  const unreadMessages = useUnreadConversationCount() ?? servedCount;
  const device = useDevice();
  const current = currentMenuItem(path);
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.menu} aria-label={t('menuLabel')}>
        <details open={device === 'desktop'}>
          <summary>
            {t('title')}
            {/* Closed (on phones) the menu hides "Mesaje" and its count: the summary shows it. */}
            {unreadMessages > 0 ? (
              <span className={`${styles.count} ${styles.summaryCount}`} data-summary-count>
                <span aria-hidden="true">{unreadMessages}</span>
                <span className="visually-hidden">{t('menu.unread', { count: unreadMessages })}</span>
              </span>
            ) : null}
          </summary>
          {accountMenuFor(session).map((group) => (
            <div key={group.id} className={styles.group}>
              <h2 className={styles.groupTitle} id={`account-menu-${group.id}`}>
                {t(group.labelKey)}
              </h2>
              <ul className={styles.items} aria-labelledby={`account-menu-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      className={styles.item}
                      data-menu-item={item.id}
                      aria-current={current === item.id ? 'page' : undefined}
                      prefetch={false}
                    >
                      {t(item.labelKey)}
                      {item.id === 'messages' && unreadMessages > 0 ? (
                        <span className={styles.count}>
                          <span aria-hidden="true">{unreadMessages}</span>
                          <span className="visually-hidden">{t('menu.unread', { count: unreadMessages })}</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
