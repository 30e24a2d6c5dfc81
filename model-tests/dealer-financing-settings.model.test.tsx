// @vitest-environment jsdom
/**
 * Generated paths of the dealer's financing settings (/contul-meu/finantare), walked on the machine
 * and through DealerFinancingSettingsScreen with the real hook (parked calls): the loading line, the
 * failure with its retry, the partner with its sandbox label, the account's switch and each active
 * advert's switch (title, price, thumbnail), the change being saved already shown with every switch
 * waiting, and a failure putting the saved state back with its reason and "Încearcă din nou".
 */
import { fireEvent } from '@testing-library/react';
import { DealerFinancingSettingsScreen } from '@/components/financing-account/dealer-financing-settings-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  DealerFinancingSettingsContext,
  DealerFinancingSettingsEvent,
} from '@/machines/dealer-financing-settings/dealer-financing-settings.types';
import { useDealerFinancingSettings } from '@/machines/dealer-financing-settings/use-dealer-financing-settings';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as DealerFinancingSettingsContext;

/** The reasons the fixtures' failures show, as the Romanian catalogue words them. */
const REASONS: Readonly<Record<string, string>> = {
  'errors:financing.unknownAdvert': 'Acest anunț nu există printre anunțurile tale.',
  'errors:financing.saveFailed': 'Modificarea nu s-a salvat. Verifică legătura la internet și încearcă din nou.',
};

/** Each fixture advert as its row shows it: the title, the price the Romanian way. */
const ADVERT_TEXT: Readonly<Record<string, { title: string; price: string; photo: string | null }>> = {
  '3': { title: 'Volkswagen Golf 2019', price: '15.900 EUR', photo: '/media/seed/a-03.thumb.jpg' },
  '15': { title: 'Dacia Duster 2021', price: '82.500 LEI', photo: null },
};

const switches = () => allWithRole<HTMLInputElement>(document, 'switch');
const accountSwitch = () => switches().find((input) => !input.closest('[data-advert]'))!;
const advertRow = (id: string) => document.querySelector<HTMLElement>(`[data-advert="${id}"]`)!;

function expectNothingLoaded(): void {
  expect(switches()).toEqual([]);
  expect(document.body.textContent).not.toContain('dealer-financing-sandbox');
}

function expectSettings(context: DealerFinancingSettingsContext, saving: boolean): void {
  const settings = context.settings!;
  expect(allWithRole(document, 'status')).toEqual([]);
  expect(document.body.textContent).toContain('Finanțarea dealeruluidealer-financing-sandboxsandbox');
  expect(document.body.textContent).toContain('Partener de test: cererile nu ajung la o instituție financiară reală.');
  const pending = context.pending;
  const accountOn = pending?.kind === 'account' ? pending.enabled : settings.accountEnabled;
  expect(accountSwitch().checked).toBe(accountOn);
  expect(accountSwitch().disabled).toBe(saving);
  expect(document.querySelector('[data-state="saving"]') !== null).toBe(saving);
  expect([...document.querySelectorAll('[data-advert]')].map((row) => row.getAttribute('data-advert'))).toEqual(
    settings.adverts.map((advert) => advert.advertId),
  );
  for (const advert of settings.adverts) {
    const row = advertRow(advert.advertId);
    const text = ADVERT_TEXT[advert.advertId]!;
    const inFlight = pending?.kind === 'advert' && pending.advertId === advert.advertId;
    const excluded = inFlight ? pending.excluded : advert.excluded;
    expect(row.querySelector('a')).toHaveAttribute('href', advert.url);
    expect(row.querySelector('a')).toHaveTextContent(text.title);
    expect(row).toHaveTextContent(text.price);
    expect(row.querySelector('img')?.getAttribute('src') ?? null).toBe(text.photo);
    const control = theOneWithRole<HTMLInputElement>(row, 'switch');
    expect(control).toHaveAttribute('aria-label', `Finanțare pentru anunțul ${text.title}`);
    expect(control.checked).toBe(!excluded);
    expect(control.disabled).toBe(saving);
    expect(row).toHaveTextContent(inFlight ? 'Se salvează…' : excluded ? 'Exclus' : 'Inclus');
  }
  const alerts = allWithRole(document, 'alert');
  if (!context.failure) {
    expect(alerts).toEqual([]);
    return;
  }
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent(`${REASONS[context.failure.i18nKey]!}Încearcă din nou`);
  if (context.failure.kind === 'advert') expect(advertRow(context.failure.advertId).contains(alerts[0]!)).toBe(true);
  else expect(alerts[0]!.closest('[data-advert]')).toBeNull();
}

describeFlow(findRegisteredMachine('dealerFinancingSettings')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useDealerFinancingSettings({ actors }),
    (view) => <DealerFinancingSettingsScreen view={view} />,
  );
  const advertOf = (event: unknown) => (event as Extract<DealerFinancingSettingsEvent, { advertId: string }>).advertId;
  return {
    params: {
      events: {
        'settings.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        'account.toggle': () => actAndFlush(() => fireEvent.click(accountSwitch())),
        'advert.toggle': ({ event }) =>
          actAndFlush(() => fireEvent.click(theOneWithRole(advertRow(advertOf(event)), 'switch'))),
        'change.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        ...harness.settling(['loadSettings', 'saveChange']),
      },
      states: {
        loading: () => {
          expect(theOneWithRole(document, 'status')).toHaveTextContent('Se încarcă setările…');
          expect(allWithRole(document, 'alert')).toEqual([]);
          expectNothingLoaded();
        },
        failed: () => {
          expect(theOneWithRole(document, 'alert')).toHaveTextContent(
            'Setările de finanțare nu s-au putut încărca. Verifică legătura la internet și încearcă din nou.Încearcă din nou',
          );
          expectNothingLoaded();
        },
        ready: (snapshot: FlowSnapshot) => expectSettings(ctx(snapshot), false),
        saving: (snapshot: FlowSnapshot) => expectSettings(ctx(snapshot), true),
      },
    },
    dispose: harness.dispose,
  };
});
