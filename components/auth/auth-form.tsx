/**
 * The skeleton every auth form shares: a labelled form that the browser does not validate (the
 * machine does), the failure announced first, the fields, the submit button, and the note shown
 * while the flow leaves the page.
 */
import type { ReactNode } from 'react';
import forms from '@/components/forms/forms.module.css';
import { ChallengeStatus } from './challenge-status';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';

/** Props of AuthForm; texts are already translated. */
export interface AuthFormProps {
  /** The form's accessible name (the screen's title). */
  readonly label: string;
  readonly onSubmit: () => void;
  /** i18n key of the failure to announce, null when none. */
  readonly errorKey: string | null;
  /** A way out shown inside the failure (a link), if any. */
  readonly errorAction?: ReactNode;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  /** Announced under the button while the flow moves on (null or absent: nothing). */
  readonly leavingNote?: string | null;
  /** While a proof-of-work challenge is being solved: how far (0…1); null or absent otherwise. */
  readonly verifying?: number | null;
  /** The wait the challenge asks, in ms (shown from a minute up). */
  readonly waitMs?: number;
  readonly children: ReactNode;
}

export function AuthForm({
  label,
  onSubmit,
  errorKey,
  errorAction,
  submitLabel,
  busyLabel,
  busy,
  leavingNote,
  verifying,
  waitMs,
  children,
}: AuthFormProps) {
  return (
    <form
      className={forms.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormAlert errorKey={errorKey}>{errorAction}</FormAlert>
      {children}
      <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
      {verifying === null || verifying === undefined ? null : (
        <ChallengeStatus progress={verifying} {...(waitMs === undefined ? {} : { waitMs })} />
      )}
      {leavingNote ? (
        <p role="status" className={forms.hint}>
          {leavingNote}
        </p>
      ) : null}
    </form>
  );
}
