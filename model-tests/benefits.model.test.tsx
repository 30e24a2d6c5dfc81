// @vitest-environment jsdom
/**
 * Generated paths of the benefits page (/contul-meu/benefits/{tab}), walked on the machine and
 * through BenefitsScreen with the real hook (parked calls) on its three tabs: what the package
 * gives, the active benefits with their numbers, and the add-on "Dealer recomandat" with its price
 * with VAT, subscribed behind a dialog; a refusal or failure kept in the dialog; loading and
 * error-with-retry.
 */
import { fireEvent } from '@testing-library/react';
import { BenefitsScreen, type BenefitsTab } from '@/components/payments/benefits-screen';
import { useBenefits } from '@/machines/benefits/use-benefits';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';
import { actionContext, sharedExecutors, sharedStates } from './package-action-checks';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const CONFIRM = 'Da, adaugă';
const panel = (tab: BenefitsTab) => document.querySelector<HTMLElement>(`[data-panel="${tab}"]`)!;

describeFlow(findRegisteredMachine('benefits')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useBenefits({ vatRatePercent: 21, actors }),
    // The add-ons tab is open: the tab is the page's (its URL), not the flow's.
    (view) => <BenefitsScreen view={view} tab="add" onTabChange={() => {}} today="2026-11-28" />,
  );
  const events = {
    ...sharedExecutors(harness, CONFIRM),
    'choice.pick': () => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="Adaugă Dealer recomandat"]')!;
      expect(button).toBeEnabled();
      return actAndFlush(() => fireEvent.click(button));
    },
  };
  const states = sharedStates({
    confirmLabel: CONFIRM,
    dialogText: () =>
      'Abonament lunar de 361,79 LEI (TVA inclus). Începe azi, 28.11.2026; factura primei luni se emite acum.',
    ready: (snapshot: FlowSnapshot) => {
      const context = actionContext(snapshot);
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
        ['Prezentare', 'false'],
        ['Active', 'false'],
        ['Adaugă beneficii', 'true'],
      ]);
      expect(panel('overview')).not.toBeVisible();
      expect(panel('add')).toBeVisible();
      expect(panel('overview')).toHaveTextContent('Ce îți oferă pachetul Premium');
      expect(panel('overview')).toHaveTextContent('Insigna Dealer Premium: Anunțurile tale urcă în căutări');
      const active = [...panel('active').querySelectorAll<HTMLElement>('[data-benefit]')];
      expect(active.map((b) => b.dataset['benefit'])).toEqual(context.data!.activeBenefits.map((b) => b.code));
      expect(active[0]).toHaveTextContent('Anunțuri active150');
      expect(active[1]).toHaveTextContent('StatisticiInclus');
      const addOn = panel('add').querySelector('[data-add-on="featured_dealer"]')!;
      expect(addOn).toHaveTextContent('361,79 LEI / lună');
      const subscribed = context.data!.addOns[0]!.active;
      expect(addOn.querySelector('button') === null).toBe(subscribed);
      if (subscribed) expect(addOn).toHaveTextContent('Activ');
      if (context.done)
        expect(document.querySelector('[data-done]')).toHaveTextContent('Dealer recomandat a fost adăugat.');
    },
  });
  return { params: { events, states }, dispose: harness.dispose };
});
