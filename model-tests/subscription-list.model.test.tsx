// @vitest-environment jsdom
/**
 * Generated paths of the subscriptions page (/contul-meu/subscriptions/{tab}), walked on the machine
 * and through SubscriptionsScreen with the real hook (parked calls): the running package (and the
 * add-on once subscribed) with status, period, price with VAT and next renewal; "Anulează" behind a
 * dialog that says it stays active until the period's end; the ended ones in the history tab; a
 * refusal or failure kept in the dialog; loading and error-with-retry.
 */
import { fireEvent } from '@testing-library/react';
import { SubscriptionsScreen } from '@/components/payments/subscriptions-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { useSubscriptionList } from '@/machines/subscription-list/use-subscription-list';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';
import { actionContext, sharedExecutors, sharedStates } from './package-action-checks';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const CONFIRM = 'Da, anulează';
const rows = (panel: string) => [
  ...document.querySelectorAll<HTMLElement>(`[data-panel="${panel}"] tr[data-subscription]`),
];

describeFlow(findRegisteredMachine('subscriptionList')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useSubscriptionList({ vatRatePercent: 21, actors }),
    (view) => <SubscriptionsScreen view={view} tab="active" onTabChange={() => {}} />,
  );
  const events = {
    ...sharedExecutors(harness, CONFIRM),
    'choice.pick': () => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Anulează abonamentul Premium"]')!;
      expect(button).toBeEnabled();
      return actAndFlush(() => fireEvent.click(button));
    },
  };
  const states = sharedStates({
    confirmLabel: CONFIRM,
    dialogText: () =>
      'Rămâne activ până pe 09.12.2026 inclusiv, apoi se încheie: nu se mai reînnoiește și nu se mai facturează.' +
      'După această dată nu mai ai un pachet',
    ready: (snapshot: FlowSnapshot) => {
      const context = actionContext(snapshot);
      const running = context.data!.subscriptions.filter((s) => s.status !== 'ENDED');
      expect(rows('active').map((r) => r.dataset['subscription'])).toEqual(running.map((s) => s.productCode));
      expect(rows('active')[0]).toHaveTextContent(
        'Premium (pachet)Activ10.11.2026 – 09.12.20261.087,79 LEI / lună10.12.2026Anulează',
      );
      if (running.length > 1)
        expect(rows('active')[1]).toHaveTextContent('Dealer recomandat (serviciu suplimentar)Activ');
      expect(rows('history').map((r) => r.dataset['subscription'])).toEqual(['standard']);
      expect(rows('history')[0]).toHaveTextContent('Standard10.06.2024Încheiat pe 09.01.2025lunară');
      expect(document.querySelector('[data-panel="history"]')).not.toBeVisible();
      if (context.done)
        expect(document.querySelector('[data-done]')).toHaveTextContent('Abonamentul Premium a fost anulat');
    },
  });
  return { params: { events, states }, dispose: harness.dispose };
});
