/**
 * The seller contact form (SPEC §2.6, §5): subject, message (10..2000 characters, with the
 * characters left), phone (digits only), a name and an e-mail when not signed in, and up to five
 * JPG, PNG or PDF files of at most 5 MB each, checked by their first bytes when added. Nothing is
 * sent while a field is wrong; the upload shows its progress; a refusal of the server shows under
 * its field; a failed send keeps everything and offers a retry; success says 'Mesajul a fost trimis
 * cu succes.' (or, without an account, that a confirmation link was mailed). Closing keeps the
 * draft until a message was sent. 'Anulează' during the upload aborts it (the invoked send actor
 * is stopped, which aborts its request) and goes back to the form with everything kept. One
 * machine serves the whole ad page (seller box and sticky bar); signing in or out on the page
 * shows or hides the name and e-mail without losing what was typed.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type ContactDraft, contactProblems, type ContactProblems } from '@/lib/messages/contact-rules';
import { acceptFiles } from '@/lib/messages/picked-files';
import { outputOf } from '../actor-events';
import type {
  ContactAttachment,
  ContactOutcome,
  ContactSellerContext,
  ContactSellerEvent,
  ContactSellerInput,
} from './contact-seller.types';

/** What the send actor gets. */
export interface ContactSendInput {
  readonly advertId: string;
  readonly anonymous: boolean;
  readonly draft: ContactDraft;
  readonly attachments: readonly ContactAttachment[];
  readonly onProgress: (percent: number) => void;
}

export const EMPTY_CONTACT: ContactDraft = { subject: '', message: '', phone: '', name: '', email: '' };

const notProvided = () => Promise.reject(new Error('provided by useContactSeller'));

const without = (problems: ContactProblems, field: keyof ContactProblems): ContactProblems => {
  const next = { ...problems };
  delete next[field];
  return next;
};

export const contactSellerMachine = setup({
  types: {
    context: {} as ContactSellerContext,
    events: {} as ContactSellerEvent,
    input: {} as ContactSellerInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    send: fromPromise<ContactOutcome, ContactSendInput>(notProvided),
  },
  guards: {
    valid: ({ context }) => Object.keys(contactProblems(context.draft, context.anonymous)).length === 0,
    refused: (_, outcome: ContactOutcome) => outcome.kind === 'refused',
    /** A field's value really changed (the browser sends no change for the same value). */
    differs: ({ context, event }) => event.type === 'field.change' && context.draft[event.field] !== event.value,
    /** Files were chosen (the picker closed without a choice sends nothing). */
    picked: ({ event }) => event.type === 'attachments.add' && Array.isArray(event.files) && event.files.length > 0,
    /** The viewer signed in or out (the page reports the session as it is, changed or not). */
    viewerChanged: ({ context, event }) => event.type === 'viewer.change' && event.anonymous !== context.anonymous,
    /** Bytes are still going up (the upload's progress is below 100 %). */
    uploading: ({ context }) => context.progress < 100,
    /** The index names an attached file. */
    attached: ({ context, event }) =>
      event.type === 'attachments.remove' && event.index >= 0 && event.index < context.attachments.length,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // A problem already shown follows the value as it is corrected; none appears while typing.
      const now = contactProblems(draft, context.anonymous);
      let problems = context.problems;
      if (problems[event.field] !== undefined)
        problems = now[event.field] ? { ...problems, [event.field]: now[event.field] } : without(problems, event.field);
      return { draft, problems };
    }),
    add: assign(({ context, event }) => {
      if (event.type !== 'attachments.add') return {};
      const { added, problem } = acceptFiles(context.attachments, event.files);
      return {
        attachments: [...context.attachments, ...added],
        problems: problem ? { ...context.problems, attachments: problem } : without(context.problems, 'attachments'),
      };
    }),
    remove: assign(({ context, event }) =>
      event.type !== 'attachments.remove'
        ? {}
        : {
            attachments: context.attachments.filter((_, i) => i !== event.index),
            problems: without(context.problems, 'attachments'),
          },
    ),
    showProblems: assign(({ context }) => ({ problems: contactProblems(context.draft, context.anonymous) })),
    startSending: assign({ refusal: null, progress: 0, cancelled: false }),
    cancel: assign({ progress: 0, cancelled: true }),
    clearCancelled: assign({ cancelled: false }),
    setViewer: assign(({ context, event }) => {
      if (event.type !== 'viewer.change') return {};
      // Signed in: the name and e-mail are no longer asked, so neither are their problems.
      const problems = event.anonymous ? context.problems : without(without(context.problems, 'name'), 'email');
      return { anonymous: event.anonymous, problems };
    }),
    progress: assign(({ context, event }) =>
      event.type === 'upload.progress'
        ? { progress: Math.max(context.progress, Math.min(100, Math.max(0, Math.round(event.percent)))) }
        : {},
    ),
    refuse: assign(({ context }, outcome: ContactOutcome) =>
      outcome.kind !== 'refused'
        ? {}
        : outcome.field
          ? { problems: { ...context.problems, [outcome.field]: outcome.key } }
          : { refusal: outcome.key },
    ),
    succeed: assign((_, outcome: ContactOutcome) => ({
      confirmationSent: outcome.kind === 'sent' && outcome.confirmationSent,
    })),
    reset: assign({
      draft: EMPTY_CONTACT,
      attachments: [],
      problems: {},
      refusal: null,
      progress: 0,
      confirmationSent: false,
      cancelled: false,
    }),
  },
}).createMachine({
  id: 'contactSeller',
  description:
    'Formularul de contact al vânzătorului: subiect, mesaj, telefon, nume și e-mail fără cont, atașamente verificate în browser; o eroare păstrează tot ce s-a scris.',
  context: ({ input }) => ({
    advertId: input.advertId,
    anonymous: input.anonymous,
    draft: EMPTY_CONTACT,
    attachments: [],
    problems: {},
    refusal: null,
    progress: 0,
    confirmationSent: false,
    cancelled: false,
  }),
  initial: 'closed',
  on: { 'viewer.change': { guard: 'viewerChanged', actions: 'setViewer' } },
  states: {
    closed: {
      description: 'Fereastra este închisă; ce s-a scris rămâne până la un mesaj trimis.',
      on: { 'contact.open': { target: 'editing', actions: 'clearCancelled' } },
    },
    editing: {
      description: 'Formularul: subiect, mesaj cu caracterele rămase, telefon, (nume, e-mail), atașamente.',
      tags: ['open'],
      on: {
        'field.change': { guard: 'differs', actions: 'change' },
        'attachments.add': { guard: 'picked', actions: 'add' },
        'attachments.remove': { guard: 'attached', actions: 'remove' },
        'contact.submit': [{ guard: 'valid', target: 'sending' }, { actions: 'showProblems' }],
        'contact.close': { target: 'closed' },
      },
    },
    sending: {
      description: 'Mesajul și fișierele se încarcă, cu procentul încărcat; câmpurile nu se pot schimba.',
      tags: ['open', 'busy'],
      entry: 'startSending',
      on: {
        'upload.progress': { actions: 'progress' },
        // Leaving the state stops the send actor, whose abort signal aborts the request. Once every
        // byte is up the server may already be storing the message: too late to call it cancelled.
        'upload.cancel': { guard: 'uploading', target: 'editing', actions: 'cancel' },
      },
      invoke: {
        src: 'send',
        id: 'send',
        input: ({ context, self }) => ({
          advertId: context.advertId,
          anonymous: context.anonymous,
          draft: context.draft,
          attachments: context.attachments,
          onProgress: (percent: number) => self.send({ type: 'upload.progress', percent }),
        }),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'editing',
            actions: { type: 'refuse', params: outputOf },
          },
          { target: 'sent', actions: { type: 'succeed', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'Trimiterea a eșuat (rețea, server): tot ce s-a scris rămâne; „Încearcă din nou”.',
      tags: ['open'],
      on: {
        // Checked again: the viewer may have signed out since (the name and e-mail are then asked).
        'contact.submit': [
          { guard: 'valid', target: 'sending' },
          { target: 'editing', actions: 'showProblems' },
        ],
        'field.change': { guard: 'differs', target: 'editing', actions: 'change' },
        'attachments.add': { guard: 'picked', target: 'editing', actions: 'add' },
        'attachments.remove': { guard: 'attached', target: 'editing', actions: 'remove' },
        'contact.close': { target: 'closed' },
      },
    },
    sent: {
      description: '„Mesajul a fost trimis cu succes.” (fără cont: linkul de confirmare trimis pe e-mail).',
      tags: ['open'],
      on: { 'contact.close': { target: 'closed', actions: 'reset' } },
    },
  },
});
