/**
 * /authentication?action=register — create an account (SPEC §2.4): private person or dealer,
 * e-mail, password; a code is e-mailed and the next page asks for it.
 */
import Link from 'next/link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordPath, signInPath } from '@/lib/session/auth-paths';
import type { SignUpUserType } from '@/machines/auth-sign-up/auth-sign-up.types';
import type { SignUpView } from '@/machines/auth-sign-up/use-auth-sign-up';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from '@/components/forms/password-field';
import { TextField } from '@/components/forms/text-field';

const USER_TYPES: readonly SignUpUserType[] = ['PRIVATE', 'PROFESSIONAL'];

export function SignUpScreen({ view }: { view: SignUpView }) {
  const { t } = useTranslation('auth');
  const name = useId();
  const { values } = view;
  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <AuthForm
        label={t('signUp.title')}
        onSubmit={view.submit}
        errorKey={view.error?.i18nKey ?? null}
        errorAction={
          view.error?.code === 'USERNAME_EXISTS' ? (
            <p>
              <Link href={signInPath({ email: values.email.trim() })}>{t('signUp.signInInstead')}</Link>
              {' · '}
              <Link href={forgotPasswordPath(values.email.trim())}>{t('signIn.forgotPassword')}</Link>
            </p>
          ) : null
        }
        submitLabel={t('signUp.submit')}
        busyLabel={t('signUp.submitting')}
        busy={view.busy || view.leaving}
        verifying={view.verifying}
        waitMs={view.waitMs}
        leavingNote={view.leaving ? t('signUp.created') : null}
      >
        <fieldset className={styles.choices}>
          <legend>{t('signUp.accountType')}</legend>
          {USER_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={type}
                checked={values.userType === type}
                onChange={() => view.chooseUserType(type)}
                disabled={view.busy}
              />
              {t(`signUp.userType.${type}`)}
            </label>
          ))}
        </fieldset>
        <EmailField
          value={values.email}
          onValueChange={(value) => view.change('email', value)}
          errorKey={view.fieldErrors.email}
          readOnly={view.busy}
        />
        <PasswordField
          purpose="new"
          label={t('fields.password')}
          value={values.password}
          onValueChange={(value) => view.change('password', value)}
          errorKey={view.fieldErrors.password}
          readOnly={view.busy}
        />
        {values.userType === 'PROFESSIONAL' ? (
          <TextField
            label={t('fields.companyName')}
            name="organization"
            autoComplete="organization"
            value={values.companyName}
            onValueChange={(value) => view.change('companyName', value)}
            errorKey={view.fieldErrors.companyName}
            readOnly={view.busy}
          />
        ) : (
          <TextField
            label={t('fields.givenName')}
            name="given-name"
            autoComplete="given-name"
            value={values.givenName}
            onValueChange={(value) => view.change('givenName', value)}
            errorKey={view.fieldErrors.givenName}
            readOnly={view.busy}
          />
        )}
      </AuthForm>
      <nav className={styles.links} aria-label={t('signIn.moreNav')}>
        <Link href={signInPath()}>{t('signUp.haveAccount')}</Link>
      </nav>
    </AuthCard>
  );
}
