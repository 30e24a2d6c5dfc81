/**
 * /authentication/confirm — the code e-mailed at sign-up confirms the account (SPEC §2.4); a new
 * code can be asked for. Once confirmed, the way to sign in.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { signInPath } from '@/lib/session/auth-paths';
import type { ConfirmView } from '@/machines/auth-confirm/use-auth-confirm';
import { AuthCard } from './auth-card';
import { ChallengeStatus } from './challenge-status';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { EmailField } from './email-field';
import { TextField } from '@/components/forms/text-field';

export function ConfirmScreen({ view }: { view: ConfirmView }) {
  const { t } = useTranslation('auth');
  const email = view.email.trim();
  if (view.confirmed) {
    return (
      <AuthCard title={t('confirm.doneTitle')}>
        <p role="status" className={forms.success}>
          {t('confirm.done')}
        </p>
        <p className={styles.links}>
          <Link href={signInPath({ email })} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {t('signIn.submit')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const busy = view.confirming || view.resending;
  return (
    <AuthCard title={t('confirm.title')} intro={t('confirm.intro')}>
      <form
        className={forms.form}
        noValidate
        aria-label={t('confirm.title')}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        {view.notice ? (
          <p role="status" className={styles.notice} data-notice={view.notice}>
            {t(`confirm.${view.notice}`, { email })}
          </p>
        ) : null}
        <FormAlert errorKey={view.error?.i18nKey ?? null}>
          {view.error?.code === 'ALREADY_CONFIRMED' ? (
            <Link href={signInPath({ email })}>{t('signIn.submit')}</Link>
          ) : null}
        </FormAlert>
        <EmailField
          value={view.email}
          onValueChange={(value) => view.change('email', value)}
          errorKey={view.fieldErrors.email}
          readOnly={busy}
        />
        <TextField
          label={t('fields.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          inputClassName={forms.code}
          value={view.code}
          onValueChange={(value) => view.change('code', value)}
          errorKey={view.fieldErrors.code}
          hint={t('fields.codeHint')}
          readOnly={busy}
        />
        <SubmitButton
          label={t('confirm.submit')}
          busyLabel={t('confirm.submitting')}
          busy={view.confirming}
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
