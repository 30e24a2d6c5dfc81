/**
 * useDealerFinancingSettings(deps): runs the dealer's financing settings with the real GraphQL
 * calls and returns the view of DealerFinancingSettingsScreen (docs/view-api.md): the switch and
 * the adverts as they are to be shown, booleans and intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FinancingAccount_Settings } from '@/lib/graphql/generated/operations';
import { flowInspector } from '../flow-inspector';
import { changeInput, dealerFinancingSettingsMachine } from './dealer-financing-settings.machine';
import type { DealerFinancingSettingsContext, FinancingChange } from './dealer-financing-settings.types';

type Advert = FinancingAccount_Settings['adverts'][number];

/** An advert's row. */
export interface FinancingAdvertRow extends Advert {
  /** What its switch shows: the saved exclusion, or the one being saved. */
  readonly excluded: boolean;
  readonly pending: boolean;
  /** i18n key of its change's failure (the row shows the saved state again), or null. */
  readonly error: string | null;
}

/** What DealerFinancingSettingsScreen shows and can ask for. */
export interface DealerFinancingSettingsView {
  readonly loading: boolean;
  /** i18n key: the settings could not be loaded (`reload` asks again). */
  readonly loadError: string | null;
  /** Loaded. */
  readonly ready: boolean;
  /** The account's switch as shown (the saved state, or the one being saved). */
  readonly accountEnabled: boolean;
  readonly accountPending: boolean;
  /** i18n key of the account switch's failure, or null. */
  readonly accountError: string | null;
  readonly partner: FinancingAccount_Settings['partner'] | null;
  readonly adverts: readonly FinancingAdvertRow[];
  /** A change is being saved: the others wait. */
  readonly busy: boolean;
  readonly reload: () => void;
  readonly toggleAccount: () => void;
  readonly toggleAdvert: (advertId: string) => void;
  /** Sends the failed change again. */
  readonly retry: () => void;
}

const realActors = {
  loadSettings: fromPromise<FinancingAccount_Settings>(async () =>
    (await import('@/lib/financing-account/financing-account-api')).fetchFinancingSettings(),
  ),
  saveChange: fromPromise<FinancingAccount_Settings, FinancingChange>(async ({ input }) =>
    (await import('@/lib/financing-account/financing-account-api')).saveFinancingSettings(changeInput(input)),
  ),
};

/** Replacement actors (model tests park them). */
export interface DealerFinancingSettingsDeps {
  readonly actors?: Partial<typeof realActors>;
}

const aboutAdvert = (change: FinancingChange | null, advertId: string) =>
  change?.kind === 'advert' && change.advertId === advertId;

function advertRows({ settings, pending, failure }: DealerFinancingSettingsContext): FinancingAdvertRow[] {
  return (settings?.adverts ?? []).map((advert) => {
    const saving = aboutAdvert(pending, advert.advertId);
    return {
      ...advert,
      excluded: saving && pending?.kind === 'advert' ? pending.excluded : advert.excluded,
      pending: saving,
      error: failure && aboutAdvert(failure, advert.advertId) ? failure.i18nKey : null,
    };
  });
}

export function useDealerFinancingSettings(deps: DealerFinancingSettingsDeps = {}): DealerFinancingSettingsView {
  const [logic] = useState(() => dealerFinancingSettingsMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  return useMemo(() => {
    const { settings, pending, failure } = context;
    const accountPending = pending?.kind === 'account';
    return {
      loading,
      loadError: context.loadError,
      ready: settings !== null,
      accountEnabled: pending?.kind === 'account' ? pending.enabled : (settings?.accountEnabled ?? false),
      accountPending,
      accountError: failure?.kind === 'account' ? failure.i18nKey : null,
      partner: settings?.partner ?? null,
      adverts: advertRows(context),
      busy,
      reload: () => actor.send({ type: 'settings.retry' }),
      toggleAccount: () => actor.send({ type: 'account.toggle' }),
      toggleAdvert: (advertId: string) => actor.send({ type: 'advert.toggle', advertId }),
      retry: () => actor.send({ type: 'change.retry' }),
    };
  }, [actor, context, busy, loading]);
}
