/**
 * The team invitation (/multi-user/register) as the password reset flow with other actors: the
 * code comes from the invitation link, the password is set by acceptTeamInvitation, and a new
 * code is the sign-up confirmation code (the invitation's code has the same purpose). The
 * proof-of-work challenge after repeated wrong codes is the reset flow's own (purpose VERIFY_CODE).
 */
import { fromPromise } from 'xstate';
import { accountApi } from '@/lib/account/account-api';
import { multiUserRegisterConfirmationPath } from '@/lib/session/auth-paths';
import type { ResetPasswordRequest } from '@/machines/auth-reset-password/auth-reset-password.types';
import { teamApi } from '@/lib/team/team-api';

/** The reset flow's actors for accepting an invitation. */
export const invitationActors = {
  confirmReset: fromPromise<void, ResetPasswordRequest>(({ input }) =>
    teamApi.acceptInvitation({
      email: input.email,
      code: input.code,
      password: input.newPassword,
      challenge: input.challenge,
    }),
  ),
  requestReset: fromPromise<{ destination: string }, { email: string }>(({ input }) =>
    accountApi.resendSignUpCode(input),
  ),
};

/** Where the flow goes once the password is set. */
export const invitationSuccessPath = multiUserRegisterConfirmationPath;
