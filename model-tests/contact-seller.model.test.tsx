// @vitest-environment jsdom
/**
 * Generated paths of the seller contact form, walked on the machine and through the ad page's
 * 'Trimite mesaj' buttons (the seller box's and the sticky bar's, by turns: one form for both) and
 * dialog with the real hook (parked upload). Every event is a person's action on the screen: the
 * buttons, the × and Escape, choosing a subject, typing, choosing files in the picker (their first
 * bytes are read), '×' next to a file, 'Trimite mesajul', 'Anulează' while it uploads; the upload's
 * progress as the browser reports it; and the session changing under the page.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { ContactSellerLayout } from '@/components/advert/contact-seller';
import { ContactDialog } from '@/components/advert/contact-dialog';
import { StickyBar } from '@/components/advert/sticky-bar';
import type { ContactOutcome } from '@/lib/messages/contact-api';
import type { ContactSendInput } from '@/machines/contact-seller/contact-seller.machine';
import type {
  ContactSellerContext,
  ContactSellerEvent,
  ContactSellerInput,
} from '@/machines/contact-seller/contact-seller.types';
import { useContactSeller } from '@/machines/contact-seller/use-contact-seller';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { chooseFiles, parkedUpload } from '@/test-support/message-upload';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ContactSellerContext;
const dialog = () => screen.queryByRole('dialog', { name: 'Scrie vânzătorului' });
const inDialog = () => within(dialog()!);

/** The texts under the fields, as SPEC §5 words them. */
const PROBLEM_TEXT: Record<string, string> = {
  'advert:contact.validation.subject': 'Te rugăm să alegi o opțiune',
  'advert:contact.validation.required': 'Câmpul este obligatoriu',
  'advert:contact.validation.email': 'Formatul adresei de e-mail este greșit',
  'advert:contact.validation.phone': 'Te rugăm să introduci doar cifre',
  'advert:contact.validation.tooManyFiles': 'Atașarea a eșuat, poți adăuga cel mult 5 fișiere',
  'advert:contact.validation.fileTooLarge': 'Fișierul este prea mare (5 MB)',
  'advert:contact.validation.fileType': 'Sunt acceptate doar fișiere JPG, PNG sau PDF',
};

const FIELD_LABEL = {
  subject: 'Subiect',
  message: 'Mesaj',
  phone: 'Telefon (opțional)',
  name: 'Numele tău',
  email: 'E-mail',
} as const;

/** The seller box's button and the sticky bar's. */
const openers = () => screen.getAllByRole('button', { name: 'Trimite mesaj' });

function expectClosed(): void {
  expect(dialog()).toBeNull();
  expect(openers()).toHaveLength(2);
}

function expectProblem(control: HTMLElement, key: string | undefined): void {
  if (key) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(PROBLEM_TEXT[key]!));
  } else expect(control).not.toHaveAttribute('aria-invalid');
}

/** The form shows the draft, each problem under its field, the characters left, the files and the disclaimer. */
function expectForm(snapshot: FlowSnapshot): void {
  const { draft, problems, anonymous, attachments } = ctx(snapshot);
  const fields = anonymous
    ? (['subject', 'message', 'phone', 'name', 'email'] as const)
    : (['subject', 'message', 'phone'] as const);
  for (const field of fields) {
    const control = inDialog().getByLabelText(FIELD_LABEL[field]);
    expect(control).toHaveValue(draft[field]);
    expectProblem(control, problems[field]);
  }
  if (!anonymous) expect(inDialog().queryByLabelText('Numele tău')).toBeNull();
  const left = 2000 - [...draft.message].length;
  expect(inDialog().getByText(new RegExp(`^Mai poți scrie ${String(left)} `))).toBeInTheDocument();
  expect(inDialog().getByText('JPG, PNG sau PDF; cel mult 5 fișiere, maximum 5 MB fiecare.')).toBeInTheDocument();
  const removes = inDialog().queryAllByRole('button', { name: /^Elimină / });
  expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual(attachments.map((a) => `Elimină ${a.name}`));
  expectProblem(inDialog().getByRole('button', { name: 'Adaugă fișiere' }), problems.attachments);
}

describeFlow(
  findRegisteredMachine('contactSeller')!,
  (scenario, flow) => {
    const controller = createActorController(actorSources(flow.machine));
    const upload = parkedUpload<ContactOutcome, ContactSendInput>(controller, 'send');
    const input = scenario.input as ContactSellerInput;
    let setAnonymous: (anonymous: boolean) => void = () => {};
    function Harness() {
      const [anonymous, set] = useState(input.anonymous);
      setAnonymous = set;
      const view = useContactSeller({ ...input, anonymous }, { actors: { send: upload.actor } });
      return (
        <>
          <ContactSellerLayout view={view} Dialog={ContactDialog} />
          <StickyBar visible title="BMW Seria 3" price="12.500 EUR" phone={null} onMessage={view.openDialog} />
        </>
      );
    }
    let opens = 0;
    const rendered = renderWithProviders(<Harness />);
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const events: Record<
      ContactSellerEvent['type'] | `xstate.${'done' | 'error'}.actor.send`,
      (step: { event: EventObject }) => void | Promise<void>
    > = {
      'contact.open': () => {
        // The seller box's button and the sticky bar's by turns: the same form either way.
        opens += 1;
        return actAndFlush(() => fireEvent.click(openers()[opens % 2]!));
      },
      'contact.close': () =>
        act(() => {
          // Escape where the dialog has a form, the × elsewhere: both close it.
          if (dialog()!.querySelector('form')) fireEvent.keyDown(dialog()!, { key: 'Escape' });
          else fireEvent.click(inDialog().getAllByRole('button', { name: 'Închide' })[0]!);
        }),
      'field.change': ({ event }) => {
        const { field, value } = event as Extract<ContactSellerEvent, { type: 'field.change' }>;
        act(() => {
          fireEvent.change(inDialog().getByLabelText(FIELD_LABEL[field]), { target: { value } });
        });
      },
      'attachments.add': async ({ event }) => {
        const { files } = event as Extract<ContactSellerEvent, { type: 'attachments.add' }>;
        await chooseFiles(dialog()!.querySelector<HTMLInputElement>('input[type="file"]')!, files);
      },
      'attachments.remove': ({ event }) => {
        const { index } = event as Extract<ContactSellerEvent, { type: 'attachments.remove' }>;
        act(() => {
          fireEvent.click(inDialog().getAllByRole('button', { name: /^Elimină / })[index]!);
        });
      },
      'contact.submit': () => {
        const button = inDialog().getByRole('button', { name: /^(Trimite mesajul|Încearcă din nou)$/ });
        act(() => {
          fireEvent.click(button);
        });
      },
      'upload.progress': ({ event }) => {
        const { percent } = event as Extract<ContactSellerEvent, { type: 'upload.progress' }>;
        upload.report(percent);
      },
      'upload.cancel': () =>
        act(() => {
          fireEvent.click(inDialog().getByRole('button', { name: 'Anulează' }));
        }),
      'viewer.change': ({ event }) => {
        const { anonymous } = event as Extract<ContactSellerEvent, { type: 'viewer.change' }>;
        act(() => setAnonymous(anonymous));
      },
      'xstate.done.actor.send': settle,
      'xstate.error.actor.send': settle,
    };
    return {
      params: {
        events,
        states: {
          closed: () => expectClosed(),
          editing: (snapshot: FlowSnapshot) => {
            expectForm(snapshot);
            const refusal = ctx(snapshot).refusal;
            if (refusal) expect(inDialog().getByRole('alert')).toHaveTextContent('prea multe mesaje');
            else expect(oneWithRole(dialog()!, 'alert')).toBeNull();
            const status = oneWithRole(dialog()!, 'status');
            if (ctx(snapshot).cancelled) expect(status).toHaveTextContent('Trimiterea a fost anulată.');
            else expect(status).toBeNull();
            expect(inDialog().getByRole('button', { name: 'Trimite mesajul' })).toBeEnabled();
            expect(inDialog().getByRole('button', { name: 'Renunță' })).toBeEnabled();
            const options = within(inDialog().getByLabelText('Subiect')).getAllByRole('option');
            expect(options.map((o) => o.textContent)).toEqual([
              'Alege un subiect',
              'Este disponibil?',
              'Preț final',
              'Programare vizionare',
              'Finanțare',
              'Altceva',
            ]);
          },
          sending: (snapshot: FlowSnapshot) => {
            expectForm(snapshot);
            const percent = ctx(snapshot).progress;
            expect(inDialog().getByRole('button', { name: `Se trimite… ${String(percent)}%` })).toBeDisabled();
            const cancel = inDialog().getByRole('button', { name: 'Anulează' });
            if (percent < 100) expect(cancel).not.toHaveAttribute('aria-disabled');
            else expect(cancel).toHaveAttribute('aria-disabled', 'true');
            expect(inDialog().queryByRole('button', { name: 'Renunță' })).toBeNull();
            expect(inDialog().getByRole('progressbar', { name: 'Încărcarea mesajului' })).toHaveAttribute(
              'value',
              String(percent),
            );
          },
          failed: (snapshot: FlowSnapshot) => {
            expectForm(snapshot);
            expect(inDialog().getByRole('alert')).toHaveTextContent('Ce ai scris a rămas');
            expect(inDialog().getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
          },
          sent: (snapshot: FlowSnapshot) => {
            const status = inDialog().getByRole('status');
            if (ctx(snapshot).confirmationSent) expect(status).toHaveTextContent('link');
            else expect(status).toHaveTextContent('Mesajul a fost trimis cu succes.');
            expect(dialog()!.querySelector('form')).toBeNull();
          },
        },
      },
      dispose: () => rendered.unmount(),
    };
  },
  { screenPaths: 'covering' },
);
