/**
 * The change-password form of /contul-meu/settings: current and new password; the machine checks
 * and saves, this renders it.
 */
import { useTranslation } from 'react-i18next';
import forms from '@/components/forms/forms.module.css';
import { FormAlert } from '@/components/forms/form-alert';
import { ChallengeStatus } from '@/components/auth/challenge-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { PasswordField } from '@/components/forms/password-field';
import type { ChangePasswordView } from '@/machines/auth-change-password/use-auth-change-password';

export function ChangePasswordForm({ view }: { view: ChangePasswordView }) {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <form
      className={forms.form}
      noValidate
      aria-labelledby="change-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <h2 id="change-password-title">{t('account:settings.changePassword')}</h2>
      {view.saved ? (
        <p role="status" className={forms.success}>
          {t('account:settings.passwordChanged')}
        </p>
      ) : null}
      <FormAlert errorKey={view.error?.i18nKey ?? null} />
      <PasswordField
        purpose="current"
        label={t('auth:fields.currentPassword')}
        name="current-password"
        value={view.values.currentPassword}
        onValueChange={(value) => view.change('currentPassword', value)}
        errorKey={view.fieldErrors.currentPassword}
        readOnly={view.busy}
      />
      <PasswordField
        purpose="new"
        label={t('auth:fields.newPassword')}
        value={view.values.newPassword}
        onValueChange={(value) => view.change('newPassword', value)}
        errorKey={view.fieldErrors.newPassword}
        readOnly={view.busy}
      />
      <SubmitButton
        label={t('account:settings.savePassword')}
        busyLabel={t('auth:reset.submitting')}
        busy={view.busy}
      />
      {view.verifying === null ? null : <ChallengeStatus progress={view.verifying} />}
    </form>
  );
}
