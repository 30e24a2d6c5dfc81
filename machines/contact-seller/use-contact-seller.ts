/**
 * useContactSeller(input, deps): runs the seller contact form with the real upload and returns the
 * view of the contact dialog (docs/view-api.md): values, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ContactOutcome } from '@/lib/messages/contact-api';
import type { ContactDraft, ContactProblems } from '@/lib/messages/contact-rules';
import { pickFiles } from '@/lib/messages/picked-files';
import { flowInspector } from '../flow-inspector';
import { type ContactSendInput, contactSellerMachine } from './contact-seller.machine';
import type { ContactSellerInput } from './contact-seller.types';

/** A file attached, as the dialog lists it. */
export interface AttachedFileView {
  readonly name: string;
  readonly size: number;
}

/** What the contact dialog shows and can ask for. */
export interface ContactSellerView {
  readonly open: boolean;
  /** Without an account: the name and e-mail fields, and the confirmation link afterwards. */
  readonly anonymous: boolean;
  readonly draft: ContactDraft;
  readonly attachments: readonly AttachedFileView[];
  /** i18n keys of the problems under the fields. */
  readonly problems: ContactProblems;
  /** i18n key of a refusal about the advert or the sender, shown above the form. */
  readonly refusal: string | null;
  readonly sending: boolean;
  /** Upload progress while sending, 0..100. */
  readonly progress: number;
  /** While sending: bytes are still going up, so 'Anulează' can stop it. */
  readonly canCancel: boolean;
  /** The last send failed (network, server): everything is kept; `submit` tries again. */
  readonly failed: boolean;
  readonly sent: boolean;
  readonly confirmationSent: boolean;
  /** The buyer cancelled the last upload; everything typed and attached is still there. */
  readonly cancelled: boolean;
  readonly openDialog: () => void;
  readonly close: () => void;
  readonly change: (field: keyof ContactDraft, value: string) => void;
  /** Files chosen in the picker (their first bytes are read, then the rules check them). */
  readonly addFiles: (files: readonly File[]) => void;
  readonly removeFile: (index: number) => void;
  readonly submit: () => void;
  /** 'Anulează' while sending: aborts the upload and goes back to the form. */
  readonly cancelUpload: () => void;
}

const realActors = {
  // The signal aborts when the machine leaves 'sending' ('Anulează'): the request is aborted too.
  send: fromPromise<ContactOutcome, ContactSendInput>(async ({ input, signal }) =>
    (await import('@/lib/messages/contact-api')).sendContactMessage(
      input.advertId,
      input.draft,
      input.anonymous,
      input.attachments.map((a) => ({ file: a.file, name: a.name })),
      input.onProgress,
      signal,
    ),
  ),
};

/** Replacement actors (model tests park them). */
export interface ContactSellerDeps {
  readonly actors?: Partial<typeof realActors>;
}

/**
 * Runs the form for the page. The input is read once; a later `anonymous` (signing in or out on
 * the page) reaches the machine as an event, so the draft survives.
 */
export function useContactSeller(input: ContactSellerInput, deps: ContactSellerDeps = {}): ContactSellerView {
  const [logic] = useState(() => contactSellerMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const { anonymous } = input;
  useEffect(() => actor.send({ type: 'viewer.change', anonymous }), [actor, anonymous]);
  const context = useSelector(actor, (s) => s.context);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'upload.cancel' }));
  return useMemo(
    () => ({
      open,
      anonymous: context.anonymous,
      draft: context.draft,
      attachments: context.attachments.map((a) => ({ name: a.name, size: a.size })),
      problems: context.problems,
      refusal: context.refusal,
      sending,
      progress: context.progress,
      canCancel,
      failed,
      sent,
      confirmationSent: context.confirmationSent,
      cancelled: context.cancelled,
      openDialog: () => actor.send({ type: 'contact.open' }),
      close: () => actor.send({ type: 'contact.close' }),
      change: (field, value) => actor.send({ type: 'field.change', field, value }),
      addFiles: (files) => {
        if (files.length === 0) return;
        void pickFiles(files).then((picked) => actor.send({ type: 'attachments.add', files: picked }));
      },
      removeFile: (index) => actor.send({ type: 'attachments.remove', index }),
      submit: () => actor.send({ type: 'contact.submit' }),
      cancelUpload: () => actor.send({ type: 'upload.cancel' }),
    }),
    [actor, context, open, sending, canCancel, failed, sent],
  );
}
