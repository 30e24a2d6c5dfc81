/**
 * SPEC properties of the saved-search popover (§2.6 listing, §2.2): only an account saves, nothing
 * is sent with a bad name, a refusal or a failure keeps what was typed and says why, a new search
 * e-mails daily unless the buyer chose otherwise.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { savedSearchMachine } from './saved-search.machine';

export const SAVED_SEARCH_PROPERTIES = defineFlowProperties(savedSearchMachine, {
  id: 'savedSearch',
  invariants: [
    {
      name: 'a visitor without an account never saves; one with an account is never invited to sign in',
      check: (s) => (s.context.signedIn ? !s.matches('invitingSignIn') : !s.matches('open') && !s.matches('saved')),
    },
    {
      name: 'a refusal is shown exactly in the refused state, a failure exactly in the failed one',
      check: (s) =>
        (s.context.refusal !== null) === s.matches({ open: 'refused' }) &&
        (s.context.error !== null) === s.matches({ open: 'failed' }),
    },
    {
      name: 'a saved search is known once saved',
      check: (s) => !s.matches('saved') || s.context.saved !== null,
    },
  ],
  rules: [
    {
      event: 'popover.open',
      name: 'a new popover proposes the listing’s summary and daily alerts',
      check: (_before, after) =>
        after.context.frequency === 'DAILY' && after.context.name.length > 0 && after.context.refusal === null,
    },
    {
      event: 'xstate.error.actor.saveSearch',
      name: 'a failed save keeps what was typed',
      check: (before, after) =>
        after.context.name === before.context.name && after.context.frequency === before.context.frequency,
    },
    {
      event: 'xstate.done.actor.saveSearch',
      name: 'a refused save keeps what was typed',
      check: (before, after) => after.matches('saved') || after.context.name === before.context.name,
    },
    {
      event: 'search.save',
      name: 'an empty name is not sent',
      check: (before, after) => before.context.name.trim() !== '' || !after.matches({ open: 'saving' }),
    },
  ],
});
