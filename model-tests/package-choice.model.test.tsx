// @vitest-environment jsdom
/**
 * Generated paths of the package page (/contul-meu/new-packaging), walked on the machine and
 * through PackageChoiceScreen with the real hook (parked calls): the running package and its period,
 * the packages with their prices with VAT and benefits, "Alege" opening the dialog that says when the
 * change applies and what it costs (an upgrade at once with the pro rata on the next invoice; a
 * cheaper package from the next period), a refusal or failure kept in the dialog with the choice,
 * and the loading and error-with-retry states.
 */
import { fireEvent } from '@testing-library/react';
import { PackageChoiceScreen } from '@/components/payments/package-choice-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { PackageChoice } from '@/machines/package-choice/package-choice.machine';
import { usePackageChoice } from '@/machines/package-choice/use-package-choice';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';
import { actionContext, sharedExecutors, sharedStates } from './package-action-checks';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const CONFIRM = 'Confirmă schimbarea';

/** The dialog's words for the fixtures' choices, on 28.11.2026 (Premium monthly, 10.11–09.12, 21 % VAT). */
const DIALOG: Readonly<Record<string, string>> = {
  // Standard is cheaper: from the next period, at its price with VAT.
  '2/MONTHLY':
    'Pachetul Standard, cu plată lunară, se aplică de la începutul perioadei următoare, 10.12.2026. ' +
    'Până atunci rămâi pe pachetul de acum; nu se facturează nimic acum.' +
    'De atunci plătești 543,29 LEI (TVA inclus) pe lună.',
  // Premium yearly: another period of the same package: from the next period too.
  '3/YEARLY': 'Pachetul Premium, cu plată anuală, se aplică de la începutul perioadei următoare, 10.12.2026.',
};

const choiceKey = (choice: Readonly<Record<string, string>> | null) =>
  choice ? `${choice['packageId'] ?? ''}/${choice['period'] ?? ''}` : '';

describeFlow(findRegisteredMachine('packageChoice')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => usePackageChoice({ today: '2026-11-28', vatRatePercent: 21, actors }),
    (view) => <PackageChoiceScreen view={view} />,
  );
  const events = {
    ...sharedExecutors(harness, CONFIRM),
    'choice.pick': ({ event }: { event: { type: string } }) => {
      const { choice } = event as { type: string; choice: PackageChoice };
      const name = choice.packageId === '2' ? 'Standard' : 'Premium';
      const period = choice.period === 'MONTHLY' ? 'lunar' : 'anual';
      const button = document.querySelector<HTMLButtonElement>(
        `button[aria-label="Alege ${period}: pachetul ${name}"]`,
      )!;
      expect(button).toBeEnabled();
      return actAndFlush(() => fireEvent.click(button));
    },
  };
  const states = sharedStates({
    confirmLabel: CONFIRM,
    dialogText: (snapshot) => DIALOG[choiceKey(actionContext(snapshot).choice)] ?? '?',
    ready: (snapshot: FlowSnapshot) => {
      const context = actionContext(snapshot);
      expect(document.querySelector('[data-current-package]')).toHaveTextContent(
        'PachetPremium · lunarăPerioada curentă10.11.2026 – 09.12.2026Mai departeSe reînnoiește pe 10.12.2026.',
      );
      const offers = [...document.querySelectorAll<HTMLElement>('li[data-package]')];
      expect(offers.map((o) => o.dataset['package'])).toEqual(context.data!.packages.map((p) => p.code));
      // Prices with VAT (21 %), and every benefit of the package.
      expect(offers[1]).toHaveTextContent('543,29 LEI / lună');
      expect(offers[1]).toHaveTextContent('5.432,90 LEI / an');
      expect(offers[1]).toHaveTextContent('10 reactualizări pe lună');
      // The running package and period cannot be chosen again; its other period can.
      expect(offers[2]).toHaveTextContent('Pachetul tău, cu plată lunară');
      expect(offers[2]!.querySelectorAll('button')).toHaveLength(1);
      if (context.done) expect(document.querySelector('[data-done]')).toHaveTextContent('Gata: pachetul');
    },
  });
  return { params: { events, states }, dispose: harness.dispose };
});
