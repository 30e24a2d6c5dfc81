/**
 * /authentication — sign in with e-mail and password (SPEC §2.4). The machine checks the form,
 * calls the auth service and says where to go; this renders it.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { forgotPasswordPath, signInPath } from '@/lib/session/auth-paths';
import type { SignInView } from '@/machines/auth-sign-in/use-auth-sign-in';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from '@/components/forms/password-field';

/** The way out a failure offers, if any. */
function FailureLink({ code, email }: { code: string; email: string }) {
  const { t } = useTranslation('auth');
  if (code === 'PASSWORD_RESET_REQUIRED' || code === 'PASSWORD_ATTEMPTS_EXCEEDED') {
    return <Link href={forgotPasswordPath(email)}>{t('signIn.resetPassword')}</Link>;
  }
  return null;
}

export function SignInScreen({ view }: { view: SignInView }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <AuthForm
        label={t('signIn.title')}
        onSubmit={view.submit}
        errorKey={view.error?.i18nKey ?? null}
        errorAction={view.error ? <FailureLink code={view.error.code} email={view.email.trim()} /> : null}
        submitLabel={t('signIn.submit')}
        busyLabel={t('signIn.submitting')}
        busy={view.busy || view.leaving}
        leavingNote={view.leaving ? t('signIn.redirecting') : null}
        verifying={view.verifying}
      >
        <EmailField
          value={view.email}
          onValueChange={(value) => view.change('email', value)}
          errorKey={view.fieldErrors.email}
          readOnly={view.busy}
        />
        <PasswordField
          purpose="current"
          label={t('fields.password')}
          value={view.password}
          onValueChange={(value) => view.change('password', value)}
          errorKey={view.fieldErrors.password}
          readOnly={view.busy}
        />
      </AuthForm>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={forgotPasswordPath(view.email.trim())}>{t('signIn.forgotPassword')}</Link>
        <Link href={signInPath({ register: true })}>{t('signIn.noAccount')}</Link>
      </nav>
    </AuthCard>
  );
}
