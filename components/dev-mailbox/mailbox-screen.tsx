/**
 * /dev/mailbox: the outbox, newest first, with one message opened. A development and sandbox
 * tool (the page is a 404 in production when mail goes out through SMTP).
 */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { MAILBOX_NAMESPACE, MAILBOX_PATH } from './mailbox-i18n';
import type { MailboxMessageView, MailboxScreenProps } from './mailbox.types';
import styles from './mailbox.module.css';

/** 2026-03-15T10:04:05.000Z → 2026-03-15 10:04:05 UTC (the same on server and browser). */
export function formatMailDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function OpenedMessage({ message }: { message: MailboxMessageView }) {
  const { t } = useTranslation(MAILBOX_NAMESPACE);
  return (
    <article className={styles.message} aria-labelledby="mailbox-subject">
      <h2 id="mailbox-subject" className={styles.subject}>
        {message.subject}
      </h2>
      <dl className={styles.meta}>
        <dt>{t('message.to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('message.date')}</dt>
        <dd>{formatMailDate(message.createdAt)}</dd>
        <dt>{t('message.template')}</dt>
        <dd>{message.template}</dd>
      </dl>
      <h3 className={styles.partTitle}>{t('message.text')}</h3>
      <pre className={styles.text}>{message.text}</pre>
      <h3 className={styles.partTitle}>{t('message.html')}</h3>
      {/* An empty sandbox: the message's HTML renders without scripts, forms or navigation. Loaded from
          its own address, not srcdoc: a srcdoc frame inherits this page's CSP, which refuses the
          mail's <style> (the address answers with a policy of its own, server/page/mailbox-message.ts). */}
      <iframe
        className={styles.html}
        title={t('message.html')}
        sandbox=""
        src={`${MAILBOX_PATH}/${String(message.id)}`}
      />
    </article>
  );
}

export function MailboxScreen({ messages, selected, sandbox }: MailboxScreenProps) {
  const { t } = useTranslation(MAILBOX_NAMESPACE);
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="mailbox-title">
      <Head>
        <title key="title">{t('metaTitle')}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <h1 id="mailbox-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.notice} role="note">
        {sandbox ? t('sandbox') : t('smtp')}
      </p>
      <div className={styles.layout}>
        <nav aria-label={t('list.label')} className={styles.list}>
          <a href={MAILBOX_PATH} className={styles.refresh}>
            {t('refresh')}
          </a>
          {messages.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <ol className={styles.items}>
              {messages.map((m) => (
                <li key={m.id}>
                  {/* A full load, not Next's client navigation: its data request (/_next/data/…) would not
                      carry the access cookie, which is scoped to the page's own path. */}
                  <a
                    href={`${MAILBOX_PATH}?id=${m.id}`}
                    className={styles.item}
                    aria-current={selected?.id === m.id ? 'true' : undefined}
                  >
                    <span className={styles.itemSubject}>{m.subject}</span>
                    <span className={styles.itemMeta}>
                      {m.to} · {formatMailDate(m.createdAt)}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </nav>
        {selected && <OpenedMessage message={selected} />}
      </div>
    </section>
  );
}
