/** The frame of every auth screen: a centred card with the page title and an optional intro. */
import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** Props of AuthCard. */
export interface AuthCardProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}

export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
