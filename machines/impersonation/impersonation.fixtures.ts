/**
 * Concrete events of acting for a team member: the seeded employee chosen, the way back, and the
 * failures of each step.
 */
import type { FixtureEvent } from '../registry.types';
import type { ImpersonationEvent, ImpersonationInput } from './impersonation.types';

/** No input. */
export const IMPERSONATION_INPUT: ImpersonationInput = {};

/** The seeded employee of the demo dealer. */
export const IMPERSONATED_MEMBER = {
  userUUID: '00000000-0000-4000-8000-000000000004',
  displayName: 'Elena Stan',
} as const;

export const IMPERSONATION_EVENTS: readonly FixtureEvent<ImpersonationEvent>[] = [
  { type: 'impersonation.start', ...IMPERSONATED_MEMBER },
  { type: 'impersonation.stop', memberName: 'Elena Stan', mainName: 'Auto Dealer Demo' },
  { type: 'xstate.done.actor.startActing', output: undefined },
  {
    type: 'xstate.error.actor.startActing',
    error: { code: 'MEMBER_INACTIVE', i18nKey: 'account:team.errors.memberInactive' },
  },
  { type: 'xstate.done.actor.stopActing', output: undefined },
  { type: 'xstate.error.actor.stopActing', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'xstate.done.actor.refreshSession', output: undefined },
  { type: 'xstate.error.actor.refreshSession', error: { code: 'NETWORK', i18nKey: 'auth:errors.network' } },
  { type: 'impersonation.retry' },
  { type: 'impersonation.dismiss' },
];
