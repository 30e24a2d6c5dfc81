/**
 * /authentication/verification — an account that is not confirmed yet (sign-in answered 'User is
 * not confirmed.') asks for a new code, then goes to the confirmation page.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { signInPath } from '@/lib/session/auth-paths';
import type { VerificationView } from '@/machines/auth-verification/use-auth-verification';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { EmailField } from './email-field';

export function VerificationScreen({ view }: { view: VerificationView }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verification.title')} intro={t('verification.intro')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('verification.title')}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        <FormAlert errorKey={view.error?.i18nKey ?? null} />
        <EmailField
          value={view.email}
          onValueChange={view.change}
          errorKey={view.fieldErrors.email}
          readOnly={view.busy}
        />
        <SubmitButton label={t('verification.submit')} busyLabel={t('confirm.resending')} busy={view.busy || view.leaving} />
        {view.leaving ? (
          <p role="status" className={styles.hint}>
            {t('verification.sent')}
          </p>
        ) : null}
      </form>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={signInPath()}>{t('signUp.haveAccount')}</Link>
      </nav>
    </AuthCard>
  );
}
