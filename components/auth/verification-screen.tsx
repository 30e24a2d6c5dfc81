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
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

export function VerificationScreen({ view }: { view: VerificationView }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('verification.title')} intro={t('verification.intro')}>
      <AuthForm
        label={t('verification.title')}
        onSubmit={view.submit}
        errorKey={view.error?.i18nKey ?? null}
        submitLabel={t('verification.submit')}
        busyLabel={t('confirm.resending')}
        busy={view.busy || view.leaving}
        verifying={view.verifying}
        waitMs={view.waitMs}
        leavingNote={view.leaving ? t('verification.sent') : null}
      >
        <EmailField
          value={view.email}
          onValueChange={view.change}
          errorKey={view.fieldErrors.email}
          readOnly={view.busy}
        />
      </AuthForm>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={signInPath()}>{t('signUp.haveAccount')}</Link>
      </nav>
    </AuthCard>
  );
}
