// @vitest-environment jsdom
/**
 * Generated paths of a financing lead's status (/contul-meu/leads), walked on the machine and
 * through LeadStatusControl with the real hook (parked call): the list of the three statuses showing
 * the saved one, the chosen one shown at once while it is saved (the list waits), and a failure
 * putting the saved status back with its reason and "Încearcă din nou".
 */
import { fireEvent } from '@testing-library/react';
import { LeadStatusControl } from '@/components/financing-account/lead-status-control';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { LeadStatusContext, LeadStatusEvent } from '@/machines/financing-lead-status/financing-lead-status.types';
import { useLeadStatus } from '@/machines/financing-lead-status/use-lead-status';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as LeadStatusContext;

const REASONS: Readonly<Record<string, string>> = {
  'errors:financing.unknownLead': 'Această cerere nu există printre cererile tale.',
  'errors:financing.saveFailed': 'Modificarea nu s-a salvat. Verifică legătura la internet și încearcă din nou.',
};

const select = () => document.querySelector<HTMLSelectElement>('select')!;

function expectControl(context: LeadStatusContext, saving: boolean): void {
  expect(select()).toHaveAttribute('aria-label', 'Starea cererii FIN-DEMO0001');
  expect([...select().options].map((option) => [option.value, option.textContent])).toEqual([
    ['NEW', 'Nouă'],
    ['CONTACTED', 'Contactată'],
    ['CLOSED', 'Închisă'],
  ]);
  expect(select().value).toBe(context.pending ?? context.status);
  expect(select().disabled).toBe(saving);
  expect((document.body.textContent ?? '').includes('Se salvează…')).toBe(saving);
  const alerts = allWithRole(document, 'alert');
  if (!context.failure) expect(alerts).toEqual([]);
  else
    expect(alerts.map((alert) => alert.textContent)).toEqual([`${REASONS[context.failure.i18nKey]!}Încearcă din nou`]);
}

describeFlow(findRegisteredMachine('financingLeadStatus')!, (scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useLeadStatus(scenario.input as { id: string; status: 'NEW' }, { actors }),
    (view) => <LeadStatusControl view={view} reference="FIN-DEMO0001" />,
  );
  return {
    params: {
      events: {
        'status.change': ({ event }) =>
          actAndFlush(() =>
            fireEvent.change(select(), {
              target: { value: (event as Extract<LeadStatusEvent, { status: string }>).status },
            }),
          ),
        'status.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        ...harness.settling(['saveStatus']),
      },
      states: {
        ready: (snapshot: FlowSnapshot) => expectControl(ctx(snapshot), false),
        saving: (snapshot: FlowSnapshot) => expectControl(ctx(snapshot), true),
      },
    },
    dispose: harness.dispose,
  };
});
