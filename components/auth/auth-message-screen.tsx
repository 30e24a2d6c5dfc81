/**
 * The auth pages that only say something and offer the next step: the reset code was e-mailed,
 * the password was changed, the user signed out, the account was deleted.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import buttons from '@/components/ui/button.module.css';
import { AuthCard } from './auth-card';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';

/** Props of AuthMessageScreen: texts are already translated. */
export interface AuthMessageScreenProps {
  readonly title: string;
  readonly message: ReactNode;
  readonly action?: { readonly href: string; readonly label: string };
  readonly secondary?: { readonly href: string; readonly label: string };
}

export function AuthMessageScreen({ title, message, action, secondary }: AuthMessageScreenProps) {
  return (
    <AuthCard title={title}>
      <p role="status" className={forms.success}>
        {message}
      </p>
      {action || secondary ? (
        <div className={styles.links}>
          {action ? (
            <Link href={action.href} className={`${buttons.button} ${buttons.primary} ${buttons.block}`}>
              {action.label}
            </Link>
          ) : null}
          {secondary ? <Link href={secondary.href}>{secondary.label}</Link> : null}
        </div>
      ) : null}
    </AuthCard>
  );
}
