/**
 * /contul-meu/leads: the dealer's financing leads, newest first (SPEC §1 leads; other kinds come
 * later): when, who (phone and e-mail links), for which advert, the loan (credit, down payment,
 * term, monthly instalment, DAE in lei the Romanian way), the reference and the status, which the
 * dealer changes on the row. "Încarcă mai multe", the empty list saying how leads arrive, the
 * failure with its retry (the cursor list's shared body).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { CursorListBody, type ListColumn } from '@/components/payments/cursor-list-body';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import { formatRomanianAmount } from '@/lib/format/number';
import type { FinancingAccount_Lead } from '@/lib/graphql/generated/operations';
import { routeUrl } from '@/lib/routes/navigate';
import type { CursorListView } from '@/machines/use-cursor-list';
import { LeadStatusCell } from './lead-status-control';
import styles from './financing-account.module.css';

/** The leads' view. */
export type FinancingLeadsView = CursorListView<FinancingAccount_Lead, null>;

function Loan({ lead }: { lead: FinancingAccount_Lead }) {
  const { t } = useTranslation('financing-account');
  const lei = (amount: number) => t('leads.amount', { amount: formatRomanianAmount(amount) });
  const rows: [string, string][] = [
    [t('leads.credit'), lei(lead.creditAmount)],
    [t('leads.downPayment'), lead.downPayment === null ? t('leads.none') : lei(lead.downPayment)],
    [t('leads.term'), String(lead.termMonths)],
    [t('leads.monthly'), lei(lead.monthlyPayment)],
    [t('leads.dae'), t('leads.percent', { value: formatRomanianAmount(lead.daePercent) })],
  ];
  return (
    <dl className={styles.loan}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.loanRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Applicant({ lead }: { lead: FinancingAccount_Lead }) {
  const { t } = useTranslation('financing-account');
  return (
    <span className={styles.contact}>
      <strong>{lead.applicantName}</strong>
      <a
        className={styles.nowrap}
        href={`tel:${lead.applicantPhone}`}
        aria-label={t('leads.call', { phone: lead.applicantPhone })}
      >
        {lead.applicantPhone}
      </a>
      <a href={`mailto:${lead.applicantEmail}`} aria-label={t('leads.write', { email: lead.applicantEmail })}>
        {lead.applicantEmail}
      </a>
    </span>
  );
}

export function FinancingLeadsScreen({ view }: { view: FinancingLeadsView }) {
  const { t } = useTranslation('financing-account');
  const columns: readonly ListColumn<FinancingAccount_Lead>[] = [
    {
      label: t('leads.columns.date'),
      cell: (lead) => (
        <span className={styles.contact}>
          <span>{formatDate(lead.createdAt)}</span>
          <span className={`${styles.nowrap} ${styles.muted}`}>{lead.reference}</span>
        </span>
      ),
    },
    { label: t('leads.columns.applicant'), cell: (lead) => <Applicant lead={lead} /> },
    {
      label: t('leads.columns.advert'),
      cell: (lead) =>
        lead.advertUrl ? (
          <Link href={lead.advertUrl} prefetch={false}>
            {lead.advertTitle ?? lead.advertUrl}
          </Link>
        ) : (
          <span className={styles.muted}>{t('leads.advertGone')}</span>
        ),
    },
    { label: t('leads.columns.loan'), cell: (lead) => <Loan lead={lead} /> },
    { label: t('leads.columns.status'), cell: (lead) => <LeadStatusCell lead={lead} /> },
  ];
  return (
    <section className={styles.stack} aria-labelledby="leads-title">
      <h1 id="leads-title" className={styles.title}>
        {t('leads.title')}
      </h1>
      <p>{t('leads.intro')}</p>
      <CursorListBody
        view={view}
        caption={t('leads.caption')}
        rowData="lead"
        columns={columns}
        empty={
          <>
            <p>
              <strong>{t('leads.empty')}</strong>
            </p>
            <p>{t('leads.emptyHow')}</p>
            <p>
              <Link
                href={routeUrl('myAccountFinancing')}
                className={`${buttons.button} ${buttons.secondary}`}
                prefetch={false}
              >
                {t('leads.emptyLink')}
              </Link>
            </p>
          </>
        }
      />
    </section>
  );
}
