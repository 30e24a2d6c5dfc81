/**
 * What the dealer's financing settings must keep (issue 16, docs/financing.md "The dealer's
 * pages"): one change saved at a time, about a listed advert or the account; a failed change
 * leaves the saved settings as they were and says why; a saved change shows the server's
 * settings; a retry sends the failed change again.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { dealerFinancingSettingsMachine } from './dealer-financing-settings.machine';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const withoutReason = (failure: { i18nKey: string } | null) => {
  if (!failure) return null;
  const { i18nKey: _reason, ...change } = failure;
  return change;
};

export const DEALER_FINANCING_SETTINGS_PROPERTIES = defineFlowProperties(dealerFinancingSettingsMachine, {
  id: 'dealerFinancingSettings',
  invariants: [
    {
      name: 'a change is under way exactly while saving, and it is about the account or a listed advert',
      check: ({ context, ...snapshot }) => {
        const pending = context.pending;
        if (!snapshot.matches('saving')) return pending === null;
        if (pending === null || context.settings === null) return false;
        return pending.kind === 'account' || context.settings.adverts.some((a) => a.advertId === pending.advertId);
      },
    },
    {
      name: 'a change under way and a failure are never shown together',
      check: ({ context }) => context.pending === null || context.failure === null,
    },
    {
      name: 'nothing can be changed before the settings are loaded',
      check: ({ context, ...snapshot }) => !snapshot.matches('saving') || context.settings !== null,
    },
  ],
  rules: [
    {
      event: 'xstate.error.actor.saveChange',
      name: 'a change the server did not save goes back to the saved settings, with the reason',
      check: (before, after) =>
        same(after.context.settings, before.context.settings) &&
        same(withoutReason(after.context.failure), before.context.pending) &&
        after.context.failure !== null,
    },
    {
      event: 'xstate.done.actor.saveChange',
      name: 'a saved change shows the server’s settings',
      check: (_before, after, event) => 'output' in event && same(after.context.settings, event.output),
    },
    {
      event: 'change.retry',
      name: 'a retry sends the failed change again, and only after a failure',
      check: (before, after) =>
        before.context.failure === null
          ? after.context.pending === null
          : same(after.context.pending, withoutReason(before.context.failure)),
    },
    {
      event: 'account.toggle',
      name: 'the account switch asks for the opposite of the saved state',
      check: (before, after) =>
        before.context.settings === null ||
        (after.context.pending?.kind === 'account' &&
          after.context.pending.enabled === !before.context.settings.accountEnabled),
    },
  ],
});
