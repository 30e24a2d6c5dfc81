/**
 * /contul-meu/newinvoices — the invoices page. Until the billing issue fills it, it says so; for a
 * suspended account (SPEC §4, §6: the only page it may open) it explains the suspension and its
 * reason.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes/navigate';
import type { PageSession } from '@/lib/session/session.types';
import styles from './account.module.css';

/** Suspension reasons with a translation; anything else shows the generic one. */
const KNOWN_REASONS = ['unpaid_invoice', 'terms_violation', 'fraud_suspicion'];

/** The i18n key of a suspend reason. */
export function suspendReasonKey(reason: string | null): string {
  return `suspended.reasons.${reason && KNOWN_REASONS.includes(reason) ? reason : 'other'}`;
}

export function InvoicesScreen({ session }: { session: PageSession }) {
  const { t } = useTranslation('account');
  const suspended = session.user.accountStatus === 'suspended';
  return (
    <section className={styles.panel} aria-labelledby="invoices-title">
      <h1 id="invoices-title" className={styles.title}>
        {t('invoices.title')}
      </h1>
      {suspended ? (
        <div className={styles.warning} role="alert" data-suspended="true">
          <h2>{t('suspended.heading')}</h2>
          <p>{t('suspended.message')}</p>
          <p>
            <strong>{t('suspended.reasonLabel')}:</strong> {t(suspendReasonKey(session.user.suspendReason))}
          </p>
        </div>
      ) : null}
      {/* A suspended account has the unpaid invoice its reason names: never 'no invoices' to it. */}
      {suspended ? null : <p className={styles.muted}>{t('invoices.none')}</p>}
      {suspended ? (
        <p>
          <Link href={routeUrl('logout')} prefetch={false}>
            {t('menu.logOut')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
