/**
 * /contul-meu/dashboard (SPEC §2.5 statistics, §9 periods): my adverts per state, the views, phone
 * reveals and messages of the last 7 and 30 days, and the latest messages buyers sent.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import account from '@/components/account/account.module.css';
import type { MyAdsDashboardView } from '@/lib/graphql/generated/operations';
import { formatMessageTime } from '@/lib/messages/inbox-tabs';
import { CountFigures } from './ads-summary';
import styles from './my-ads.module.css';

const FIGURES = ['views', 'phoneReveals', 'messages'] as const;

export function DashboardScreen({ dashboard }: { dashboard: MyAdsDashboardView }) {
  const { t } = useTranslation('my-ads');
  return (
    <>
      <h1 className={account.title}>{t('dashboard.title')}</h1>
      <section className={account.panel} aria-labelledby="dashboard-states">
        <h2 id="dashboard-states">{t('dashboard.states')}</h2>
        <CountFigures counts={dashboard.counts} />
      </section>
      <section className={account.panel} aria-labelledby="dashboard-activity">
        <h2 id="dashboard-activity">{t('dashboard.activity')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.figure')}</th>
              <th scope="col">{t('dashboard.last7')}</th>
              <th scope="col">{t('dashboard.last30')}</th>
            </tr>
          </thead>
          <tbody>
            {FIGURES.map((figure) => (
              <tr key={figure} data-figure={figure}>
                <th scope="row">{t(`dashboard.figures.${figure}`)}</th>
                <td>{dashboard.last7Days[figure]}</td>
                <td>{dashboard.last30Days[figure]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={account.panel} aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages">{t('dashboard.latestMessages')}</h2>
        {dashboard.latestMessages.length === 0 ? (
          <p>{t('dashboard.noMessages')}</p>
        ) : (
          <ul className={styles.messages}>
            {dashboard.latestMessages.map((message) => (
              <li key={`${message.conversationId}-${message.sentAt}`}>
                <Link href={message.url} className={styles.link} prefetch={false}>
                  {t('dashboard.messageFrom', { name: message.buyerName, title: message.advertTitle })}
                </Link>
                <p className={account.muted}>
                  <time dateTime={message.sentAt}>{formatMessageTime(message.sentAt)}</time>
                </p>
                <p>{message.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
