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
  readonly context: { readonly email: string; readonly fieldErrors: FieldErrors<'email'>; readonly error: AuthFailure | null };
  hasTag(tag: 'busy'): boolean;
};

/** What an e-mail-only screen shows and can ask for. */
export interface EmailFormView {
  readonly email: string;
  readonly fieldErrors: FieldErrors<'email'>;
  readonly error: AuthFailure | null;
  readonly busy: boolean;
  /** The flow is done and navigating away. */
  readonly leaving: boolean;
  readonly change: (value: string) => void;
  readonly submit: () => void;
}

export function useEmailFormView(actor: ActorRef<EmailFormSnapshot, EmailFormEvent>): EmailFormView {
  const email = useSelector(actor, (s) => s.context.email);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const leaving = useSelector(actor, (s) => s.status === 'done');
  return useMemo(
    () => ({
      email,
      fieldErrors,
      error,
      busy,
      leaving,
      change: (value: string) => actor.send({ type: 'field.change', field: 'email', value }),
      submit: () => actor.send({ type: 'form.submit' }),
    }),
    [actor, email, fieldErrors, error, busy, leaving],
  );
}
