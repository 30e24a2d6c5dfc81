/**
 * usePaymentReminders(deps): runs the payment reminders with the real GraphQL calls and the app's
 * session actor, and returns the view of PaymentReminders (docs/view-api.md): values, booleans and
 * intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { declareInvoicePaid, fetchBillingStatus, unblockAccount } from '@/lib/billing/billing-api';
import { refreshSessionToken, type SessionActorRef } from '@/machines/session/session-tokens';
import { useOptionalSessionActorRef } from '@/machines/session/use-session';
import { flowInspector } from '../flow-inspector';
import { paymentRemindersMachine } from './payment-reminders.machine';
import type { BillingStatusView, PaymentRemindersContext } from './payment-reminders.types';

/** What PaymentReminders shows and can ask for. */
export interface PaymentRemindersView extends Pick<PaymentRemindersContext, 'error' | 'notice' | 'confirmed'> {
  /** The server's status (null until it arrives or when it could not be read). */
  readonly status: BillingStatusView | null;
  /** The status could not be read: `error` says why, `retry` asks again. */
  readonly loadFailed: boolean;
  /** 'Ai plătit factura?' is open. */
  readonly declareOpen: boolean;
  /** The unblock modal is open. */
  readonly unblockOpen: boolean;
  /** 'Deblochează temporar' is offered (BLOCKED with an unblock left, on a page with the modals). */
  readonly canOpenUnblock: boolean;
  /** A call is under way (the modal's buttons wait). */
  readonly busy: boolean;
  readonly retry: () => void;
  readonly declare: () => void;
  readonly close: () => void;
  readonly openUnblock: () => void;
  readonly setConfirmed: (confirmed: boolean) => void;
  readonly unblock: () => void;
}

/** Where the closed 'Ai plătit factura?' modal is remembered for this visit (the invoice's id). */
const DECLARE_CLOSED_KEY = 'volan.billing.declareClosed';

/** Replacement calls (model tests park them) and the page reload after an unblock. */
export interface PaymentRemindersDeps {
  /** The status the page was rendered with; null: read it in the browser. */
  readonly status: BillingStatusView | null;
  /** This page shows the modals (the account overview and the invoices page). */
  readonly modals: boolean;
  readonly actors?: Partial<ReturnType<typeof realActors>>;
  readonly reload?: () => void;
}

const noSubscription = () => () => {};

/** This tab's storage: what was closed is remembered for the visit, not for ever. */
function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function realActors(session: SessionActorRef | null) {
  return {
    loadStatus: fromPromise<BillingStatusView>(() => fetchBillingStatus()),
    declare: fromPromise<BillingStatusView, { invoiceId: string }>(({ input }) => declareInvoicePaid(input.invoiceId)),
    unblock: fromPromise<BillingStatusView>(() => unblockAccount(true)),
    // The id token carries account_status: a forced refresh, then the status as it is now.
    refresh: fromPromise<BillingStatusView>(async () => {
      if (session) await refreshSessionToken(session);
      return fetchBillingStatus();
    }),
  };
}

export function usePaymentReminders(deps: PaymentRemindersDeps): PaymentRemindersView {
  const session = useOptionalSessionActorRef();
  const [logic] = useState(() =>
    paymentRemindersMachine.provide({
      actors: { ...realActors(session), ...deps.actors },
      actions: {
        statusChanged: ({ context }) => {
          // Unblocked, the account has its menu and adverts back: the page is loaded again.
          if (context.notice === 'unblocked') (deps.reload ?? (() => window.location.reload()))();
        },
      },
    }),
  );
  const [declareClosed] = useState(() => {
    const invoiceId = deps.status?.invoice?.id;
    return invoiceId !== undefined && visitStorage()?.getItem(DECLARE_CLOSED_KEY) === invoiceId;
  });
  const actor = useActorRef(logic, {
    input: { status: deps.status, modals: deps.modals, declareClosed },
    inspect: flowInspector,
  });
  // The modals open after hydration: the server cannot know what this visit closed.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const context = useSelector(actor, (s) => s.context);
  const loadFailed = useSelector(actor, (s) => s.matches('unavailable'));
  const asking = useSelector(actor, (s) => s.matches('asking') || s.matches('declaring'));
  const unblocking = useSelector(actor, (s) => s.matches('unblockOpen') || s.matches('unblocking'));
  const canOpenUnblock = useSelector(actor, (s) => s.matches('banner') && s.can({ type: 'unblock.open' }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return useMemo(
    () => ({
      status: context.status,
      error: context.error,
      notice: context.notice,
      confirmed: context.confirmed,
      loadFailed,
      declareOpen: mounted && asking,
      unblockOpen: unblocking,
      canOpenUnblock,
      busy,
      retry: () => actor.send({ type: 'status.retry' }),
      declare: () => actor.send({ type: 'declare.confirm' }),
      close: () => {
        const snapshot = actor.getSnapshot();
        const invoiceId = snapshot.context.status?.invoice?.id;
        try {
          if (snapshot.matches('asking') && invoiceId) visitStorage()?.setItem(DECLARE_CLOSED_KEY, invoiceId);
        } catch {
          // Storage full or refused: the modal may then be offered again on the next page.
        }
        actor.send({ type: 'dialog.close' });
      },
      openUnblock: () => actor.send({ type: 'unblock.open' }),
      setConfirmed: (confirmed: boolean) => actor.send({ type: 'unblock.toggle', confirmed }),
      unblock: () => actor.send({ type: 'unblock.confirm' }),
    }),
    [actor, context, loadFailed, mounted, asking, unblocking, canOpenUnblock, busy],
  );
}
