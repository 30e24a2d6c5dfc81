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
import { type ContactDraft, contactProblems } from '@/lib/messages/contact-rules';
import { outputOf } from '../actor-events';
import {
  composeGuards,
  composeStates,
  followProblem,
  progressed,
  refusalOf,
  withFileRemoved,
  withFilesAdded,
  withoutProblem,
  withUploadProgress,
} from '../compose-send';
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

/** The form as it opens the first time, and again after a message was sent. */
const BLANK_FORM = {
  draft: EMPTY_CONTACT,
  attachments: [],
  problems: {},
  refusal: null,
  progress: 0,
  confirmationSent: false,
  cancelled: false,
} satisfies Omit<ContactSellerContext, 'advertId' | 'anonymous'>;

const notProvided = () => Promise.reject(new Error('provided by useContactSeller'));

const compose = composeStates({
  submit: 'contact.submit',
  change: 'field.change',
  valid: 'valid',
  files: true,
  progress: true,
  // Checked again: the viewer may have signed out since (the name and e-mail are then asked).
  recheckOnRetry: true,
  tags: { form: ['open'], sending: ['open', 'busy'] },
  descriptions: {
    editing: 'Formularul: subiect, mesaj cu caracterele rămase, telefon, (nume, e-mail), atașamente.',
    sending: 'Mesajul și fișierele se încarcă, cu procentul încărcat; câmpurile nu se pot schimba.',
    failed: 'Trimiterea a eșuat (rețea, server): tot ce s-a scris rămâne; „Încearcă din nou”.',
  },
  send: {
    src: 'send',
    input: withUploadProgress(({ advertId, anonymous, draft, attachments }: ContactSellerContext) => ({
      advertId,
      anonymous,
      draft,
      attachments,
    })),
    sent: { target: 'sent', actions: { type: 'succeed', params: outputOf } },
  },
});

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
    ...composeGuards,
    valid: ({ context }) => Object.keys(contactProblems(context.draft, context.anonymous)).length === 0,
    /** A field's value really changed (the browser sends no change for the same value). */
    differs: ({ context, event }) => event.type === 'field.change' && context.draft[event.field] !== event.value,
    /** The viewer signed in or out (the page reports the session as it is, changed or not). */
    viewerChanged: ({ context, event }) => event.type === 'viewer.change' && event.anonymous !== context.anonymous,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      return {
        draft,
        problems: followProblem(context.problems, event.field, contactProblems(draft, context.anonymous)[event.field]),
      };
    }),
    add: assign(({ context, event }) => (event.type === 'attachments.add' ? withFilesAdded(context, event.files) : {})),
    remove: assign(({ context, event }) =>
      event.type === 'attachments.remove' ? withFileRemoved(context, event.index) : {},
    ),
    showProblems: assign(({ context }) => ({ problems: contactProblems(context.draft, context.anonymous) })),
    startSending: assign({ refusal: null, progress: 0, cancelled: false }),
    cancel: assign({ progress: 0, cancelled: true }),
    clearCancelled: assign({ cancelled: false }),
    setViewer: assign(({ context, event }) => {
      if (event.type !== 'viewer.change') return {};
      // Signed in: the name and e-mail are no longer asked, so neither are their problems.
      const problems = event.anonymous
        ? context.problems
        : withoutProblem(withoutProblem(context.problems, 'name'), 'email');
      return { anonymous: event.anonymous, problems };
    }),
    progress: assign(({ context, event }) =>
      event.type === 'upload.progress' ? { progress: progressed(context.progress, event.percent) } : {},
    ),
    refuse: assign(({ context }, outcome: ContactOutcome) => refusalOf(context.problems, outcome)),
    succeed: assign((_, outcome: ContactOutcome) => ({
      confirmationSent: outcome.kind === 'sent' && outcome.confirmationSent,
    })),
    reset: assign(BLANK_FORM),
  },
}).createMachine({
  id: 'contactSeller',
  description:
    'Formularul de contact al vânzătorului: subiect, mesaj, telefon, nume și e-mail fără cont, atașamente verificate în browser; o eroare păstrează tot ce s-a scris.',
  context: ({ input }) => ({ advertId: input.advertId, anonymous: input.anonymous, ...BLANK_FORM }),
  initial: 'closed',
  on: { 'viewer.change': { guard: 'viewerChanged', actions: 'setViewer' } },
  states: {
    closed: {
      description: 'Fereastra este închisă; ce s-a scris rămâne până la un mesaj trimis.',
      on: { 'contact.open': { target: 'editing', actions: 'clearCancelled' } },
    },
    editing: {
      ...compose.editing,
      on: { ...compose.editing.on, 'contact.close': { target: 'closed' } },
    },
    sending: {
      ...compose.sending,
      on: {
        ...compose.sending.on,
        // Leaving the state stops the send actor, whose abort signal aborts the request. Once every
        // byte is up the server may already be storing the message: too late to call it cancelled.
        'upload.cancel': { guard: 'uploading', target: 'editing', actions: 'cancel' },
      },
    },
    failed: {
      ...compose.failed,
      on: { ...compose.failed.on, 'contact.close': { target: 'closed' } },
    },
    sent: {
      description: '„Mesajul a fost trimis cu succes.” (fără cont: linkul de confirmare trimis pe e-mail).',
      tags: ['open'],
      on: { 'contact.close': { target: 'closed', actions: 'reset' } },
    },
  },
});
