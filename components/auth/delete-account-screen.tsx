/**
 * /delete-account — deletes the account after the password is asked again (SPEC §2.4).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import type { DeleteAccountView } from '@/machines/auth-delete-account/use-auth-delete-account';
import { AuthCard } from './auth-card';
import { ChallengeStatus } from './challenge-status';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { PasswordField } from '@/components/forms/password-field';

/** Where 'keep my account' leads. */
export const ACCOUNT_SETTINGS_PATH = routeUrl('myAccountSettings');

/** `impersonating`: a main account acting for a member may not delete the member's account (the server refuses too). */
export function DeleteAccountScreen({
  view,
  impersonating = false,
}: {
  view: DeleteAccountView;
  impersonating?: boolean;
}) {
  const { t } = useTranslation('auth');
  if (impersonating) {
    return (
      <AuthCard title={t('deleteAccount.title')}>
        <p role="alert" className={forms.alert}>
          {t('errors.impersonating')}
        </p>
        <div className={styles.links}>
          <Link href={ACCOUNT_SETTINGS_PATH} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {t('deleteAccount.keep')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (view.deleted) {
    return (
      <AuthCard title={t('deleteAccount.doneTitle')}>
        <p role="status" className={forms.success}>
          {t('deleteAccount.done')}
        </p>
        <div className={styles.links}>
          <Link href={routeUrl('home')} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
            {t('logout.home')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('deleteAccount.title')} intro={t('deleteAccount.intro')}>
      <form
        className={forms.form}
        noValidate
        aria-label={t('deleteAccount.title')}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        <p className={styles.notice}>{t('deleteAccount.warning')}</p>
        <FormAlert errorKey={view.error?.i18nKey ?? null} />
        <PasswordField
          purpose="current"
          label={t('fields.currentPassword')}
          value={view.password}
          onValueChange={view.change}
          errorKey={view.fieldErrors.password}
          readOnly={view.busy}
        />
        <SubmitButton label={t('deleteAccount.submit')} busyLabel={t('deleteAccount.submitting')} busy={view.busy} />
        {view.verifying === null ? null : <ChallengeStatus progress={view.verifying} />}
      </form>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={ACCOUNT_SETTINGS_PATH}>{t('deleteAccount.keep')}</Link>
      </nav>
    </AuthCard>
  );
}
