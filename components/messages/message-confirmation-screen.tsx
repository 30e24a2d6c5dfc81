/** /confirmation/message/{token}: the message is delivered now, was before, or the link is not ours. */
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/components/auth/auth-card';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/ui/button.module.css';
import type { MessageConfirmation } from '@/lib/messages/contact-rules';

export function MessageConfirmationScreen({ outcome }: { outcome: MessageConfirmation }) {
  const { t } = useTranslation('advert');
  return (
    <AuthCard title={t('contact.confirmation.title')}>
      <p
        role={outcome === 'unknown' ? 'alert' : 'status'}
        className={outcome === 'unknown' ? forms.alert : forms.success}
      >
        {t(`contact.confirmation.${outcome}`)}
      </p>
      <a href="/" className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
        {t('contact.confirmation.home')}
      </a>
    </AuthCard>
  );
}
