/**
 * /authentication/forgotpassword/confirm — the e-mailed code and the new password (SPEC §2.4).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { forgotPasswordPath } from '@/lib/session/auth-paths';
import type { ResetPasswordView } from '@/machines/auth-reset-password/use-auth-reset-password';
import { AuthCard } from './auth-card';
import { ChallengeStatus } from './challenge-status';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { EmailField } from './email-field';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';

/** The texts of each use: the password reset, or accepting a team invitation (/multi-user/register). */
const TEXTS = {
  reset: {
    title: 'reset.title',
    intro: 'reset.intro',
    code: 'fields.resetCode',
    password: 'fields.newPassword',
    submit: 'reset.submit',
    submitting: 'reset.submitting',
  },
  invitation: {
    title: 'invitation.title',
    intro: 'invitation.intro',
    code: 'fields.code',
    password: 'fields.password',
    submit: 'invitation.submit',
    submitting: 'invitation.submitting',
  },
} as const;

export function ResetPasswordScreen({
  view,
  variant = 'reset',
}: {
  view: ResetPasswordView;
  variant?: keyof typeof TEXTS;
}) {
  const { t } = useTranslation('auth');
  const { values } = view;
  const texts = TEXTS[variant];
  const busy = view.resetting || view.resending || view.leaving;
  return (
    <AuthCard title={t(texts.title)} intro={t(texts.intro)}>
      <form
        className={forms.form}
        noValidate
        aria-label={t(texts.title)}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        {view.codeResent ? (
          <p role="status" className={styles.notice} data-notice="codeResent">
            {t('confirm.codeResent', { email: values.email.trim() })}
          </p>
        ) : null}
        <FormAlert errorKey={view.error?.i18nKey ?? null}>
          {view.error?.code === 'CODE_EXPIRED' && variant === 'reset' ? (
            <Link href={forgotPasswordPath(values.email.trim())}>{t('reset.startAgain')}</Link>
          ) : null}
        </FormAlert>
        <EmailField
          value={values.email}
          onValueChange={(value) => view.change('email', value)}
          errorKey={view.fieldErrors.email}
          readOnly={busy}
        />
        <TextField
          label={t(texts.code)}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          inputClassName={forms.code}
          value={values.code}
          onValueChange={(value) => view.change('code', value)}
          errorKey={view.fieldErrors.code}
          hint={t('fields.codeHint')}
          readOnly={busy}
        />
        <PasswordField
          purpose="new"
          label={t(texts.password)}
          value={values.newPassword}
          onValueChange={(value) => view.change('newPassword', value)}
          errorKey={view.fieldErrors.newPassword}
          readOnly={busy}
        />
        <SubmitButton
          label={t(texts.submit)}
          busyLabel={t(texts.submitting)}
          busy={view.resetting || view.leaving}
          disabled={view.resending}
        />
        {view.verifying === null ? null : <ChallengeStatus progress={view.verifying} waitMs={view.waitMs} />}
        <button type="button" className={styles.linkButton} onClick={view.resend} disabled={busy}>
          {view.resending ? t('confirm.resending') : t('confirm.resend')}
        </button>
      </form>
    </AuthCard>
  );
}
