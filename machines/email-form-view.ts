/**
 * The view API of the flows whose form is one e-mail field (forgot password, verification): the
 * same selectors and the same two events, read from either machine.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import type { FieldErrors } from '@/lib/session/auth-validation';

/** The events such a form sends. */
export type EmailFormEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

/** What such a machine's snapshot offers. */
type EmailFormSnapshot = Snapshot<unknown> & {
  readonly context: {
    readonly email: string;
    readonly fieldErrors: FieldErrors<'email'>;
    readonly error: AuthFailure | null;
  };
  hasTag(tag: 'busy' | 'verifying'): boolean;
};

/** How the solving of a challenge goes (kept by the hook: a detail of the screen, not a flow step). */
export interface ChallengeProgress {
  readonly progress: number;
  readonly waitMs: number;
}

/** What an e-mail-only screen shows and can ask for. */
export interface EmailFormView {
  readonly email: string;
  readonly fieldErrors: FieldErrors<'email'>;
  readonly error: AuthFailure | null;
  readonly busy: boolean;
  /** Solving the server's proof-of-work challenge: how far (0…1), or null when not. */
  readonly verifying: number | null;
  /** The wait the challenge being solved asks (ms); 0 when none. */
  readonly waitMs: number;
  /** The flow is done and navigating away. */
  readonly leaving: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

export function useEmailFormView(
  actor: ActorRef<EmailFormSnapshot, EmailFormEvent>,
  challenge: ChallengeProgress,
): EmailFormView {
  const email = useSelector(actor, (s) => s.context.email);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  const solving = useSelector(actor, (s) => s.hasTag('verifying'));
  const verifying = solving ? challenge.progress : null;
  const waitMs = solving ? challenge.waitMs : 0;
  return useMemo(
    () => ({
      email,
      fieldErrors,
      error,
      busy,
      verifying,
      waitMs,
      leaving,
      change: (value: string) => actor.send({ type: 'field.change', field: 'email', value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, fieldErrors, error, busy, verifying, waitMs, leaving],
  );
}
