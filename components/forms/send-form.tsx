/**
 * A form that sends what was written to the server (the seller contact form, the reply box, the
 * report form): no browser validation (the flow's machine checks the fields), busy while sending,
 * and above the fields the server's refusal and the failure of the last send, each an alert.
 */
import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** Props of SendForm. */
export interface SendFormProps {
  readonly sending: boolean;
  readonly onSubmit: () => void;
  /** The texts shown above the fields as alerts (null: not shown), e.g. the refusal and the failure. */
  readonly alerts: readonly (string | null)[];
  /** What the form says before the alerts (what it is for). */
  readonly intro?: ReactNode;
  /** The id of the heading that names the form. */
  readonly labelledBy?: string;
  readonly children: ReactNode;
}

export function SendForm({ sending, onSubmit, alerts, intro, labelledBy, children }: SendFormProps) {
  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {intro}
      {alerts.map((text, index) =>
        text === null ? null : (
          // The alerts keep their places, so one appearing never remounts another.
          <p key={index} role="alert" className={styles.alert}>
            {text}
          </p>
        ),
      )}
      {children}
    </form>
  );
}
