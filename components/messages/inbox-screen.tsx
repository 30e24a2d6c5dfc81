/**
 * /contul-meu/messages/{tab} (SPEC §2.5 messages): the tabs Primite / Trimise / Șterse, the
 * conversations of the tab (advert photo, title and price, the other party, the last message's
 * start and time; unread ones in bold and counted), 'Încarcă mai multe', delete or restore, and
 * the empty, loading and error states. Drawn from the inbox view; it never decides what state it is in.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { focusIfDropped } from '@/components/forms/use-focus-back';
import buttons from '@/components/ui/button.module.css';
import type { ConversationTab } from '@/lib/graphql/generated/schema-enums';
import { conversationUrl, formatMessageTime, inboxTabUrl, slugOfTab } from '@/lib/messages/inbox-tabs';
import type { InboxConversationRow } from '@/lib/messages/inbox-api';
import type { InboxView } from '@/machines/inbox/use-inbox';
import account from '@/components/account/account.module.css';
import styles from './messages.module.css';

const TABS: readonly ConversationTab[] = ['RECEIVED', 'SENT', 'DELETED'];

/** The tab links, the current one marked. */
export function InboxTabs({ current }: { current: ConversationTab }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('messages.tabsLabel')}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={inboxTabUrl(tab)}
              className={styles.tab}
              aria-current={tab === current ? 'page' : undefined}
              prefetch={false}
            >
              {t(`messages.tabs.${slugOfTab(tab)}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Row({ row, view }: { row: InboxConversationRow; view: InboxView }) {
  const { t } = useTranslation('account');
  const restoring = view.tab === 'DELETED';
  const labels = { name: row.otherName, title: row.advert.title };
  return (
    <li className={`${styles.row} ${row.unread ? styles.unread : ''}`} data-conversation={row.id}>
      {row.advert.photoUrl ? (
        <img className={styles.photo} src={row.advert.photoUrl} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span className={`${styles.photo} ${styles.noPhoto}`}>{t('messages.noPhoto')}</span>
      )}
      <div className={styles.rowText}>
        <Link href={conversationUrl(view.tab, row.id)} className={styles.rowLink} prefetch={false}>
          {row.advert.title}
        </Link>
        <p className={styles.rowMeta}>
          <span className={styles.other}>{row.otherName}</span>
          {row.advert.price ? <span>{row.advert.price}</span> : null}
          <time dateTime={row.lastMessageAt}>{formatMessageTime(row.lastMessageAt)}</time>
          {row.unread ? <span className={styles.badge}>{t('messages.unreadMark')}</span> : null}
        </p>
        <p className={styles.excerpt}>{row.lastMessage}</p>
      </div>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${styles.rowAction}`}
        aria-label={t(restoring ? 'messages.restoreLabel' : 'messages.deleteLabel', labels)}
        disabled={view.busy}
        onClick={() => (restoring ? view.restore(row.id) : view.remove(row.id))}
      >
        {view.pendingId === row.id
          ? t(restoring ? 'messages.thread.restoring' : 'messages.thread.deleting')
          : t(restoring ? 'messages.restore' : 'messages.delete')}
      </button>
    </li>
  );
}

export function InboxScreen({ view }: { view: InboxView }) {
  const { t } = useTranslation('account');
  const tabName = t(`messages.tabs.${slugOfTab(view.tab)}`);
  // A row deleted or restored leaves the list with its focused button: focus moves to the button
  // now in its place (or the last row's), else to the heading, not to the page's body.
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pressedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = pressedAt.current;
    if (index === null || view.busy) return;
    pressedAt.current = null;
    const actions = list.current?.querySelectorAll<HTMLButtonElement>('[data-conversation] > button') ?? [];
    focusIfDropped(actions[Math.min(index, actions.length - 1)] ?? heading.current);
  }, [view.busy, view.conversations]);
  return (
    <>
      <h1 ref={heading} className={account.title} tabIndex={-1}>
        {t('messages.title')}
      </h1>
      <InboxTabs current={view.tab} />
      {view.unread > 0 ? <p className={styles.unreadCount}>{t('messages.unread', { count: view.unread })}</p> : null}
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('messages.loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <FormAlert errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('messages.retry')}
          </button>
        </FormAlert>
      ) : null}
      {view.notice ? <p role="status">{t(`messages.notices.${view.notice}`)}</p> : null}
      <FormAlert errorKey={view.actionError} />
      {view.empty ? (
        <div className={account.panel}>
          <p>{t(`messages.empty.${slugOfTab(view.tab)}`)}</p>
          {view.tab === 'SENT' ? (
            <p>
              <Link href="/" className={`${buttons.button} ${buttons.primary}`}>
                {t('messages.emptySearch')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {view.conversations.length > 0 ? (
        <ul
          ref={list}
          className={styles.list}
          aria-label={t('messages.listLabel', { tab: tabName })}
          onClickCapture={(event) => {
            const button = event.target instanceof Element ? event.target.closest('button') : null;
            const rows = list.current ? [...list.current.children] : [];
            const row = button?.parentElement;
            if (button && row && button === document.activeElement) pressedAt.current = rows.indexOf(row);
          }}
        >
          {view.conversations.map((row) => (
            <Row key={row.id} row={row} view={view} />
          ))}
        </ul>
      ) : null}
      {view.hasMore && !view.loading && !view.loadFailed ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${styles.more}`}
          disabled={view.busy}
          onClick={view.loadMore}
        >
          {view.loadingMore ? t('messages.loadingMore') : t('messages.loadMore')}
        </button>
      ) : null}
    </>
  );
}
