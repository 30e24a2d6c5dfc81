// @vitest-environment jsdom
/**
 * Generated paths of the inbox list, walked on the machine and through InboxScreen with the real
 * hook (parked calls): the tabs, the rows (unread ones marked), 'Încarcă mai multe', delete and
 * restore, the empty, loading and error states; a live update arrives through the view's `update`,
 * as the live-delivery hook sends it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { InboxScreen } from '@/components/messages/inbox-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { InboxContext, InboxEvent, InboxInput } from '@/machines/inbox/inbox.types';
import { useInbox } from '@/machines/inbox/use-inbox';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as InboxContext;

/** The texts of the fixtures' rows and of the page, as the catalogue words them. */
const TAB_NAMES = { RECEIVED: 'Primite', SENT: 'Trimise', DELETED: 'Șterse' } as const;
const EMPTY = {
  RECEIVED: /Nu ai primit încă niciun mesaj/,
  SENT: /Nu ai scris încă niciunui vânzător/,
  DELETED: /Nu ai nicio conversație ștearsă/,
} as const;
const NOTICES = { deleted: 'Conversația a fost mutată în Șterse.', restored: 'Conversația a fost restaurată.' };
const ACTION_ERRORS: Record<string, RegExp> = {
  'account:messages.errors.more': /Nu am putut încărca mai multe conversații/,
  'account:messages.errors.delete': /Conversația nu a putut fi ștearsă/,
  'account:messages.errors.restore': /Conversația nu a putut fi restaurată/,
  'account:messages.errors.refresh': /Nu am putut aduce mesajele noi/,
};

function expectTabs(context: InboxContext): void {
  const nav = screen.getByRole('navigation', { name: 'Dosarele de mesaje' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Primite', '/contul-meu/messages/received'],
    ['Trimise', '/contul-meu/messages/sent'],
    ['Șterse', '/contul-meu/messages/deleted'],
  ]);
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(TAB_NAMES[context.tab]);
}

/** The rows are the conversations of the context, in order, each with its link, unread mark and action. */
function expectList(context: InboxContext, busy: boolean): void {
  const rows = [...document.querySelectorAll<HTMLElement>('[data-conversation]')];
  expect(rows.map((row) => row.dataset['conversation'])).toEqual(context.items.map((row) => row.id));
  const slug = { RECEIVED: 'received', SENT: 'sent', DELETED: 'deleted' }[context.tab];
  context.items.forEach((item, i) => {
    const row = within(rows[i]!);
    expect(row.getByRole('link', { name: item.advert.title })).toHaveAttribute(
      'href',
      `/contul-meu/messages/${slug}/${item.id}`,
    );
    expect(row.getByText(item.otherName)).toBeInTheDocument();
    expect(row.getByText(item.lastMessage)).toBeInTheDocument();
    expect(row.queryByText('Necitit') !== null).toBe(item.unread);
    const action = context.tab === 'DELETED' ? 'Restaurează' : 'Șterge';
    expect(
      row.getByRole<HTMLButtonElement>('button', {
        name: `${action} conversația cu ${item.otherName} despre ${item.advert.title}`,
      }).disabled,
    ).toBe(busy);
  });
  const empty = screen.queryByText(EMPTY[context.tab]);
  expect(empty !== null).toBe(context.items.length === 0);
  const more = screen.queryByRole('button', { name: /^(Încarcă mai multe|Se încarcă…)$/ });
  expect(more !== null).toBe(context.endCursor !== null);
  if (context.unread > 0)
    expect(
      screen.getByText(new RegExp(`^${String(context.unread)} (de )?conversați[ie] necitit[eă]$`)),
    ).toBeInTheDocument();
}

function expectMessages(context: InboxContext): void {
  const status = oneWithRole(document, 'status');
  if (context.notice) expect(status).toHaveTextContent(NOTICES[context.notice]);
  else expect(status).toBeNull();
  const alert = oneWithRole(document, 'alert');
  if (context.actionError) expect(alert).toHaveTextContent(ACTION_ERRORS[context.actionError]!);
  else expect(alert).toBeNull();
}

/** The row being deleted or restored says so on its button (not 'Se încarcă…', the list's own word). */
function expectPendingRow(snapshot: FlowSnapshot, text: string): void {
  const row = document.querySelector(`[data-conversation="${ctx(snapshot).target ?? ''}"]`);
  expect(row?.querySelector('button')).toHaveTextContent(text);
}

function expectPage(snapshot: FlowSnapshot, busy: boolean): void {
  const context = ctx(snapshot);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mesaje');
  expectTabs(context);
  expectMessages(context);
  expectList(context, busy);
}

describeFlow(
  findRegisteredMachine('inbox')!,
  (scenario, flow) => {
    const input = scenario.input as InboxInput;
    const harness = renderScreenHarness(
      createActorController(actorSources(flow.machine)),
      (actors) => useInbox(input, { actors }),
      (view) => <InboxScreen view={view} />,
    );
    const rowButton = (id: string) =>
      within(document.querySelector<HTMLElement>(`[data-conversation="${id}"]`)!).getByRole('button');
    const events: Record<string, (step: { event: EventObject }) => void | Promise<void>> = {
      'inbox.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
      'inbox.loadMore': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încarcă mai multe'))),
      'conversation.delete': ({ event }) => {
        const { id } = event as Extract<InboxEvent, { type: 'conversation.delete' }>;
        return actAndFlush(() => fireEvent.click(rowButton(id)));
      },
      'conversation.restore': ({ event }) => {
        const { id } = event as Extract<InboxEvent, { type: 'conversation.restore' }>;
        return actAndFlush(() => fireEvent.click(rowButton(id)));
      },
      CONVERSATION_UPDATED: ({ event }) => {
        const { conversationId } = event as Extract<InboxEvent, { type: 'CONVERSATION_UPDATED' }>;
        return actAndFlush(() => harness.view().update(conversationId));
      },
      ...harness.settling(['loadPage', 'refreshPage', 'loadMore', 'deleteConversation', 'restoreConversation']),
    };
    return {
      params: {
        events,
        states: {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Se încarcă conversațiile…');
            expect(document.querySelector('[data-conversation]')).toBeNull();
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Conversațiile nu s-au putut încărca.');
            expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
            expect(document.querySelector('[data-conversation]')).toBeNull();
          },
          ready: (snapshot: FlowSnapshot) => expectPage(snapshot, false),
          refreshing: (snapshot: FlowSnapshot) => expectPage(snapshot, true),
          loadingMore: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expect(theButtonNamed(document, 'Se încarcă…')).toBeDisabled();
          },
          deleting: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expectPendingRow(snapshot, 'Se șterge…');
          },
          restoring: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expectPendingRow(snapshot, 'Se restaurează…');
          },
        },
      },
      dispose: harness.dispose,
    };
  },
  { screenPaths: 'covering' },
);
