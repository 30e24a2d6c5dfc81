// @vitest-environment jsdom
/**
 * Generated paths of the report form, walked on the machine and through the ad page's report button
 * and dialog with the real hook (parked calls). Every event is a person's action on the screen: the
 * button, the × and Escape, the retry link, choosing a reason, typing, 'Trimite raportarea'.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ReportAdLayout } from '@/components/advert/report-ad';
import { ReportDialog } from '@/components/advert/report-dialog';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type { ReportAdContext, ReportAdEvent, ReportAdInput } from '@/machines/report-ad/report-ad.types';
import { useReportAd } from '@/machines/report-ad/use-report-ad';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ReportAdContext;
const dialog = () => screen.queryByRole('dialog', { name: 'Raportează anunțul' });
const inDialog = () => within(dialog()!);

/** The texts under the fields, as SPEC §5 words them. */
const PROBLEM_TEXT: Record<string, string> = {
  'advert:report.validation.reason': 'Te rugăm să alegi o opțiune',
  'advert:report.validation.email': 'Formatul adresei de e-mail este greșit, corectează-l și încearcă din nou',
  'advert:report.validation.required': 'Câmpul este obligatoriu',
};

const FIELD_LABEL = { reason: 'Motivul', email: 'E-mail (opțional)', message: 'Mesaj' } as const;

function expectClosed(): void {
  expect(dialog()).toBeNull();
  expect(screen.getByRole('button', { name: 'Raportează anunțul' })).toBeInTheDocument();
}

/** The form shows the draft, each problem under its field, the characters left. */
function expectForm(snapshot: FlowSnapshot): void {
  const { draft, problems } = ctx(snapshot);
  for (const field of ['reason', 'email', 'message'] as const) {
    const control = inDialog().getByLabelText(FIELD_LABEL[field]);
    expect(control).toHaveValue(draft[field]);
    const key = problems[field];
    if (key) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(PROBLEM_TEXT[key]!));
    } else expect(control).not.toHaveAttribute('aria-invalid');
  }
  const left = 1000 - [...draft.message].length;
  expect(inDialog().getByText(new RegExp(`^Mai poți scrie ${left} `))).toBeInTheDocument();
}

describeFlow(findRegisteredMachine('reportAd')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as ReportAdInput;
  function Harness() {
    return <ReportAdLayout view={useReportAd(input, { actors: controller.actors })} Dialog={ReportDialog} />;
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    ReportAdEvent['type'] | `xstate.${'done' | 'error'}.actor.${'loadReasons' | 'send'}`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'report.open': () => actAndFlush(() => fireEvent.click(screen.getByRole('button', { name: 'Raportează anunțul' }))),
    'report.close': () =>
      act(() => {
        // Escape where the dialog has a form, the × elsewhere: both close it.
        const form = dialog()!.querySelector('form');
        if (form) fireEvent.keyDown(dialog()!, { key: 'Escape' });
        // The × (the 'Închide' button of a sent report does the same).
        else fireEvent.click(inDialog().getAllByRole('button', { name: 'Închide' })[0]!);
      }),
    'reasons.retry': () =>
      actAndFlush(() => fireEvent.click(inDialog().getByRole('link', { name: 'Reîncarcă motivele' }))),
    'field.change': ({ event }) => {
      const { field, value } = event as Extract<ReportAdEvent, { type: 'field.change' }>;
      act(() => {
        fireEvent.change(inDialog().getByLabelText(FIELD_LABEL[field]), { target: { value } });
      });
    },
    'report.submit': () => {
      const button = inDialog().getByRole('button', { name: /^(Trimite raportarea|Încearcă din nou)$/ });
      act(() => {
        fireEvent.click(button);
      });
    },
    'xstate.done.actor.loadReasons': settle,
    'xstate.error.actor.loadReasons': settle,
    'xstate.done.actor.send': settle,
    'xstate.error.actor.send': settle,
  };
  return {
    params: {
      events,
      states: {
        closed: () => expectClosed(),
        loadingReasons: () => {
          expect(inDialog().getByRole('status')).toHaveTextContent('Se încarcă motivele…');
          expect(dialog()!.querySelector('form')).toBeNull();
        },
        reasonsFailed: () => {
          expect(inDialog().getByRole('alert')).toHaveTextContent('Motivele nu au putut fi încărcate.');
          expect(dialog()!.querySelector('form')).toBeNull();
        },
        editing: (snapshot: FlowSnapshot) => {
          expectForm(snapshot);
          const refusal = ctx(snapshot).refusal;
          if (refusal) expect(inDialog().getByRole('alert')).toHaveTextContent('nu mai este activ');
          else expect(oneWithRole(dialog()!, 'alert')).toBeNull();
          expect(inDialog().getByRole('button', { name: 'Trimite raportarea' })).toBeEnabled();
          // The reasons the server gave, after the placeholder.
          const options = within(inDialog().getByLabelText('Motivul')).getAllByRole('option');
          expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...(ctx(snapshot).reasons ?? [])]);
        },
        sending: (snapshot: FlowSnapshot) => {
          expectForm(snapshot);
          expect(inDialog().getByRole('button', { name: 'Se trimite…' })).toBeDisabled();
        },
        failed: (snapshot: FlowSnapshot) => {
          expectForm(snapshot);
          expect(inDialog().getByRole('alert')).toHaveTextContent('Ce ai scris a rămas');
          expect(inDialog().getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
        },
        sent: (snapshot: FlowSnapshot) => {
          const status = inDialog().getByRole('status');
          expect(status).toHaveTextContent('Mesajul a fost trimis cu succes');
          if (ctx(snapshot).confirmationSent) expect(status).toHaveTextContent('link');
          expect(dialog()!.querySelector('form')).toBeNull();
        },
      },
    },
    dispose: () => rendered.unmount(),
  };
});
