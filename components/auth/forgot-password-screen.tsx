/**
 * /authentication/forgotpassword — the e-mail of the account receives a reset code (SPEC §2.4).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { signInPath } from '@/lib/session/auth-paths';
import type { ForgotPasswordView } from '@/machines/auth-forgot-password/use-auth-forgot-password';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

export function ForgotPasswordScreen({ view }: { view: ForgotPasswordView }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <AuthForm
        label={t('forgot.title')}
        onSubmit={view.submit}
        errorKey={view.error?.i18nKey ?? null}
        submitLabel={t('forgot.submit')}
        busyLabel={t('confirm.resending')}
        busy={view.busy || view.leaving}
        verifying={view.verifying}
        waitMs={view.waitMs}
      >
        <EmailField
          value={view.email}
          onValueChange={view.change}
          errorKey={view.fieldErrors.email}
          readOnly={view.busy}
        />
      </AuthForm>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={signInPath()}>{t('forgot.backToSignIn')}</Link>
      </nav>
    </AuthCard>
  );
}
