/** /contul-meu/settings — change the password; the way to delete the account. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes/navigate';
import type { ChangePasswordView } from '@/machines/auth-change-password/use-auth-change-password';
import styles from './account.module.css';
import { ChangePasswordForm } from './change-password-form';

/** The account deletion page (SPEC §2.4). */
export const DELETE_ACCOUNT_PATH = routeUrl('deleteAccount');

/** `impersonating`: a main account acting for a member may not change or delete the member's account. */
export function SettingsScreen({
  changePassword,
  impersonating = false,
}: {
  changePassword: ChangePasswordView;
  impersonating?: boolean;
}) {
  const { t } = useTranslation('account');
  if (impersonating) {
    return (
      <>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.panel}>{t('team.errors.impersonating')}</p>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <section className={styles.panel}>
        <ChangePasswordForm view={changePassword} />
      </section>
      <section className={styles.panel} aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">{t('settings.deleteTitle')}</h2>
        <p className={styles.muted}>{t('settings.deleteText')}</p>
        <p>
          <Link href={DELETE_ACCOUNT_PATH} prefetch={false}>
            {t('settings.deleteLink')}
          </Link>
        </p>
      </section>
    </>
  );
}
