/** /confirmation/abuse-report/{token}: the report is confirmed, was confirmed before, or the link is not ours. */
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth/auth-card';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/ui/button.module.css';
import type { ReportConfirmation } from '@/lib/ads/report-rules';

export function ReportConfirmationScreen({ outcome }: { outcome: ReportConfirmation }) {
  const { t } = useTranslation('advert');
  return (
    <AuthCard title={t('report.confirmation.title')}>
      <p
        role={outcome === 'unknown' ? 'alert' : 'status'}
        className={outcome === 'unknown' ? forms.alert : forms.success}
      >
        {t(`report.confirmation.${outcome}`)}
      </p>
      <a href="/" className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
        {t('report.confirmation.home')}
      </a>
    </AuthCard>
  );
}
