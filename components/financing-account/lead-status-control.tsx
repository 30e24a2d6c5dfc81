/** A lead's status: a list of the three statuses, saved as soon as one is chosen (docs/financing.md). */
import { useTranslation } from 'react-i18next';
import type { FinancingAccount_Lead, FinancingLeadStatus } from '@/lib/graphql/generated/operations';
import type { LeadStatusView } from '@/machines/financing-lead-status/use-lead-status';
import { useLeadStatus } from '@/machines/financing-lead-status/use-lead-status';
import { ChangeError } from './change-error';
import styles from './financing-account.module.css';

/** The statuses in the order a lead goes through them. */
export const LEAD_STATUSES: readonly FinancingLeadStatus[] = ['NEW', 'CONTACTED', 'CLOSED'];

export function LeadStatusControl({ view, reference }: { view: LeadStatusView; reference: string }) {
  const { t } = useTranslation('financing-account');
  return (
    <div className={styles.status} aria-busy={view.saving} data-status={view.status}>
      <select
        aria-label={t('leads.statusLabel', { reference })}
        value={view.status}
        disabled={view.saving}
        onChange={(event) => view.change(event.target.value as FinancingLeadStatus)}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`leads.statuses.${status}`)}
          </option>
        ))}
      </select>
      {view.saving ? <span className={styles.state}>{t('leads.saving')}</span> : null}
      {view.error ? <ChangeError error={view.error} retry={view.retry} /> : null}
    </div>
  );
}

/** The control of one lead of the list, with its own status flow. */
export function LeadStatusCell({ lead }: { lead: FinancingAccount_Lead }) {
  return <LeadStatusControl view={useLeadStatus({ id: lead.id, status: lead.status })} reference={lead.reference} />;
}
