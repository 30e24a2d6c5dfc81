/**
 * The dealer's financing settings (/contul-meu/finantare): the account's switch and its active
 * adverts, each in or out of its financing. The settings are loaded; a change is shown at once
 * and saved through GraphQL; the server's settings replace it, or the page goes back to the saved
 * state with a translated reason and "Încearcă din nou", which sends the same change again. One
 * change is saved at a time.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FinancingAccount_Settings } from '@/lib/graphql/generated/operations';
import type { FinancingSettingsChange } from '@/lib/financing-account/financing-account-api';
import { firstErrorExtensions, refusalKey } from '@/lib/graphql/refusal';
import { failureOf, outputOf, type FailureParams } from '../actor-events';
import type {
  DealerFinancingSettingsContext,
  DealerFinancingSettingsEvent,
  FinancingChange,
} from './dealer-financing-settings.types';

const notProvided = () => Promise.reject(new Error('provided by useDealerFinancingSettings'));

/** i18n key of settings that could not be loaded. */
export const SETTINGS_LOAD_FAILED = 'financing-account:settings.loadFailed';

/**
 * The i18n key of a failed change: the server's refusal (not its advert any more), the account
 * without the right (FORBIDDEN), or the generic one (network, anything else).
 */
export function changeFailureKey(error: unknown): string {
  const refusal = refusalKey(error);
  if (refusal) return refusal;
  return firstErrorExtensions(error)['code'] === 'FORBIDDEN'
    ? 'errors:financing.forbidden'
    : 'errors:financing.saveFailed';
}

/** The change a toggle asks for (the opposite of what is saved), or null (not loaded, no such advert). */
function changeFor(
  context: DealerFinancingSettingsContext,
  event: DealerFinancingSettingsEvent,
): FinancingChange | null {
  const settings = context.settings;
  if (!settings) return null;
  if (event.type === 'account.toggle') return { kind: 'account', enabled: !settings.accountEnabled };
  if (event.type === 'advert.toggle') {
    const advert = settings.adverts.find((row) => row.advertId === event.advertId);
    return advert ? { kind: 'advert', advertId: advert.advertId, excluded: !advert.excluded } : null;
  }
  return null;
}

/** The GraphQL input of a change. */
export function changeInput(change: FinancingChange): FinancingSettingsChange {
  if (change.kind === 'account') return { accountEnabled: change.enabled };
  return change.excluded ? { excludeAdvertId: change.advertId } : { includeAdvertId: change.advertId };
}

export const dealerFinancingSettingsMachine = setup({
  types: {
    context: {} as DealerFinancingSettingsContext,
    events: {} as DealerFinancingSettingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadSettings: fromPromise<FinancingAccount_Settings>(notProvided),
    saveChange: fromPromise<FinancingAccount_Settings, FinancingChange>(notProvided),
  },
  guards: {
    isChange: ({ context, event }) => changeFor(context, event) !== null,
    hasFailure: ({ context }) => context.failure !== null,
  },
  actions: {
    showSettings: assign((_, settings: FinancingAccount_Settings) => ({ settings, loadError: null })),
    showLoadError: assign({ loadError: SETTINGS_LOAD_FAILED }),
    clearLoadError: assign({ loadError: null }),
    startChange: assign(({ context, event }) => ({ pending: changeFor(context, event), failure: null })),
    startRetry: assign(({ context }) => {
      if (!context.failure) return { pending: null };
      const { i18nKey: _reason, ...change } = context.failure;
      return { pending: change, failure: null };
    }),
    keepSaved: assign((_, settings: FinancingAccount_Settings) => ({ settings, pending: null })),
    rollBack: assign(({ context }, { error }: FailureParams) => ({
      failure: context.pending ? { ...context.pending, i18nKey: changeFailureKey(error) } : null,
      pending: null,
    })),
  },
}).createMachine({
  id: 'dealerFinancingSettings',
  description:
    'Setările de finanțare ale dealerului: comutatorul contului și anunțurile active, fiecare inclus sau exclus. ' +
    'Fiecare schimbare se vede imediat, se salvează prin GraphQL și revine, cu motivul, dacă serverul nu o salvează.',
  context: { settings: null, loadError: null, pending: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Se încarcă setările contului și anunțurile lui active.',
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'showSettings', params: outputOf } },
        onError: { target: 'failed', actions: 'showLoadError' },
      },
    },
    failed: {
      description: 'Setările nu s-au putut încărca: „Încearcă din nou”.',
      on: { 'settings.retry': { target: 'loading', actions: 'clearLoadError' } },
    },
    ready: {
      description: 'Comutatorul contului și anunțurile cu starea salvată; eventual eroarea ultimei schimbări.',
      on: {
        'account.toggle': { guard: 'isChange', target: 'saving', actions: 'startChange' },
        'advert.toggle': { guard: 'isChange', target: 'saving', actions: 'startChange' },
        'change.retry': { guard: 'hasFailure', target: 'saving', actions: 'startRetry' },
      },
    },
    saving: {
      description: 'Schimbarea se salvează; pagina o arată deja, celelalte comutatoare așteaptă.',
      tags: ['busy'],
      invoke: {
        id: 'saveChange',
        src: 'saveChange',
        input: ({ context }) => context.pending ?? { kind: 'account', enabled: false },
        onDone: { target: 'ready', actions: { type: 'keepSaved', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'rollBack', params: failureOf } },
      },
    },
  },
});
