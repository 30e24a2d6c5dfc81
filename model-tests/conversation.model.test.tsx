// @vitest-environment jsdom
/**
 * Generated paths of a conversation's page, walked on the machine and through ConversationScreen
 * with the real hook (parked calls and upload): the thread with its attachments, the read mark,
 * delete and restore, and the reply box with the contact form's rules (the characters left, files
 * chosen in the picker and read by their first bytes, '×' next to a file, the upload's percentage,
 * a retry). A live update arrives through the view's `update`, as the live-delivery hook sends it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ConversationScreen } from '@/components/messages/conversation-screen';
import type { ReplyOutcome } from '@/lib/messages/inbox-api';
import type { ReplySendInput } from '@/machines/conversation/conversation.machine';
import type {
  ConversationContext,
  ConversationEvent,
  ConversationInput,
} from '@/machines/conversation/conversation.types';
import { useConversation } from '@/machines/conversation/use-conversation';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { chooseFiles, parkedUpload } from '@/test-support/message-upload';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ConversationContext;
const form = () => within(screen.getByRole('region', { name: 'Răspunde' }));

/** The texts under the reply box, as SPEC §5 words them. */
const PROBLEM_TEXT: Record<string, string> = {
  'advert:contact.validation.required': 'Câmpul este obligatoriu',
  'advert:contact.validation.tooShort': 'Introdu cel puțin 10 caractere',
  'advert:contact.validation.tooManyFiles': 'Atașarea a eșuat, poți adăuga cel mult 5 fișiere',
  'advert:contact.validation.fileTooLarge': 'Fișierul este prea mare (5 MB)',
  'advert:contact.validation.fileType': 'Sunt acceptate doar fișiere JPG, PNG sau PDF',
};
const NOTICES = {
  sent: 'Răspunsul a fost trimis.',
  deleted: 'Conversația a fost mutată în Șterse.',
  restored: 'Conversația a fost restaurată.',
};

function expectProblem(control: HTMLElement, key: string | undefined): void {
  if (key) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(PROBLEM_TEXT[key]!));
  } else expect(control).not.toHaveAttribute('aria-invalid');
}

/** The thread: its messages in order with sender and attachments, the delete or restore button, the notice. */
function expectThread(snapshot: FlowSnapshot, busy: boolean): void {
  const { thread, notice, actionError } = ctx(snapshot);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Conversația despre ${thread!.advert.title}`);
  expect(screen.getByRole('link', { name: 'Înapoi la Primite' })).toHaveAttribute(
    'href',
    '/contul-meu/messages/received',
  );
  expect(screen.getByRole('link', { name: 'Vezi anunțul' })).toHaveAttribute('href', thread!.advert.path);
  const items = [...document.querySelectorAll<HTMLElement>('[data-message]')];
  expect(items.map((item) => item.dataset['message'])).toEqual(thread!.messages.map((m) => m.id));
  thread!.messages.forEach((message, i) => {
    const item = within(items[i]!);
    expect(item.getByText(message.mine ? 'Tu' : thread!.otherName)).toBeInTheDocument();
    expect(item.getByText(message.body)).toBeInTheDocument();
    for (const file of message.attachments)
      expect(item.getByRole('link', { name: `Descarcă ${file.fileName}` })).toHaveAttribute('href', file.url);
  });
  const action = thread!.deleted
    ? busy
      ? 'Se restaurează…'
      : 'Restaurează conversația'
    : busy
      ? 'Se șterge…'
      : 'Șterge conversația';
  expect(theButtonNamed(document, action).disabled).toBe(busy);
  const status = document.querySelector('p[role="status"]');
  if (notice) expect(status).toHaveTextContent(NOTICES[notice]);
  else expect(status).toBeNull();
  const alert = document.querySelector('[data-error-key]');
  expect(alert?.getAttribute('data-error-key') ?? null).toBe(actionError);
}

/** The reply box: the text, its problem, the characters left, the files, and the button of its mode. */
function expectReply(snapshot: FlowSnapshot, mode: 'editing' | 'sending' | 'failed'): void {
  const { draft, problems, attachments, refusal, progress } = ctx(snapshot);
  const box = form().getByLabelText('Răspunsul tău');
  expect(box).toHaveValue(draft);
  expectProblem(box, problems.message);
  const left = 2000 - [...draft].length;
  expect(form().getByText(new RegExp(`^Mai poți scrie ${String(left)} `))).toBeInTheDocument();
  expect(form().getByText('JPG, PNG sau PDF; cel mult 5 fișiere, maximum 5 MB fiecare.')).toBeInTheDocument();
  const removes = form().queryAllByRole('button', { name: /^Elimină / });
  expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual(attachments.map((a) => `Elimină ${a.name}`));
  expectProblem(form().getByRole('button', { name: 'Adaugă fișiere' }), problems.attachments);
  const alerts = form()
    .queryAllByRole('alert')
    .map((a) => a.textContent);
  const expected = [
    ...(refusal ? ['Ai trimis prea multe mesaje. Încearcă din nou peste o oră.'] : []),
    ...(mode === 'failed' ? ['Răspunsul nu a putut fi trimis. Ce ai scris a rămas; încearcă din nou.'] : []),
  ];
  expect(alerts).toEqual(expected);
  if (mode === 'sending') {
    expect(form().getByRole('button', { name: `Se trimite… ${String(progress)}%` })).toBeDisabled();
    expect(form().getByRole('progressbar', { name: 'Încărcarea răspunsului' })).toHaveAttribute(
      'value',
      String(progress),
    );
  } else {
    expect(
      form().getByRole('button', { name: mode === 'failed' ? 'Încearcă din nou' : 'Trimite răspunsul' }),
    ).toBeEnabled();
    expect(form().queryByRole('progressbar')).toBeNull();
  }
}

describeFlow(
  findRegisteredMachine('conversation')!,
  (scenario, flow) => {
    const controller = createActorController(actorSources(flow.machine));
    const upload = parkedUpload<ReplyOutcome, ReplySendInput>(controller, 'sendReply');
    const input = scenario.input as ConversationInput;
    const harness = renderScreenHarness(
      controller,
      (actors) => useConversation(input, { actors: { ...actors, sendReply: upload.actor } }),
      (view) => <ConversationScreen view={view} tab="RECEIVED" />,
    );
    const events: Record<string, (step: { event: EventObject }) => void | Promise<void>> = {
      'conversation.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
      'conversation.delete': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Șterge conversația'))),
      'conversation.restore': () =>
        actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Restaurează conversația'))),
      'reply.change': ({ event }) => {
        const { value } = event as Extract<ConversationEvent, { type: 'reply.change' }>;
        act(() => {
          fireEvent.change(form().getByLabelText('Răspunsul tău'), { target: { value } });
        });
      },
      'attachments.add': async ({ event }) => {
        const { files } = event as Extract<ConversationEvent, { type: 'attachments.add' }>;
        await chooseFiles(document.querySelector<HTMLInputElement>('input[type="file"]')!, files);
      },
      'attachments.remove': ({ event }) => {
        const { index } = event as Extract<ConversationEvent, { type: 'attachments.remove' }>;
        act(() => {
          fireEvent.click(form().getAllByRole('button', { name: /^Elimină / })[index]!);
        });
      },
      'reply.submit': () =>
        actAndFlush(() =>
          fireEvent.click(form().getByRole('button', { name: /^(Trimite răspunsul|Încearcă din nou)$/ })),
        ),
      'upload.progress': ({ event }) => {
        const { percent } = event as Extract<ConversationEvent, { type: 'upload.progress' }>;
        upload.report(percent);
      },
      CONVERSATION_UPDATED: ({ event }) => {
        const { conversationId, kind } = event as Extract<ConversationEvent, { type: 'CONVERSATION_UPDATED' }>;
        return actAndFlush(() => harness.view().update(conversationId, kind));
      },
      ...harness.settling([
        'loadThread',
        'markRead',
        'refreshThread',
        'deleteConversation',
        'restoreConversation',
        'sendReply',
      ]),
    };
    return {
      params: {
        events,
        states: {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Se încarcă conversația…');
            expect(document.querySelector('[data-message]')).toBeNull();
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Conversația nu s-a putut încărca.');
            expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
            expect(screen.queryByRole('region', { name: 'Răspunde' })).toBeNull();
          },
          'ready.thread.marking': (snapshot: FlowSnapshot) => expectThread(snapshot, false),
          'ready.thread.shown': (snapshot: FlowSnapshot) => expectThread(snapshot, false),
          'ready.thread.refreshing': (snapshot: FlowSnapshot) => expectThread(snapshot, false),
          'ready.thread.deleting': (snapshot: FlowSnapshot) => expectThread(snapshot, true),
          'ready.thread.restoring': (snapshot: FlowSnapshot) => expectThread(snapshot, true),
          'ready.reply.editing': (snapshot: FlowSnapshot) => expectReply(snapshot, 'editing'),
          'ready.reply.sending': (snapshot: FlowSnapshot) => expectReply(snapshot, 'sending'),
          'ready.reply.failed': (snapshot: FlowSnapshot) => expectReply(snapshot, 'failed'),
        },
      },
      dispose: harness.dispose,
    };
  },
  { screenPaths: 'covering' },
);
