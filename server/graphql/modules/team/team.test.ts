/**
 * The team module through the real GraphQL endpoint (yoga, in-process fetch): Bearer required,
 * FORBIDDEN 403 for anyone but a main account, enum rights in and out, input errors.
 */
import { describe, expect, it } from 'vitest';
import { codeFromMail, type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock);

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const MY_TEAM = 'query Team_list { myTeam { userUUID email status rights } }';
const INVITE =
  'mutation Team_invite($email: String!, $rights: [TeamRight!]!) { inviteTeamMember(email: $email, rights: $rights) { userUUID email status rights } }';
const UPDATE =
  'mutation Team_update($userId: ID!, $rights: [TeamRight!]!) { updateTeamMemberRights(userId: $userId, rights: $rights) { userUUID rights } }';
const REMOVE = 'mutation Team_remove($userId: ID!) { removeTeamMember(userId: $userId) { userUUID removed } }';

describe('team module', () => {
  it('answers UNAUTHENTICATED without a Bearer token', async () => {
    const body = await post(MY_TEAM, {});
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it.each([
    ['private user', DEMO_ACCOUNTS.buyer.id],
    ['sub-user', DEMO_ACCOUNTS.employee.id],
    ['suspended dealer', DEMO_ACCOUNTS.suspendedDealer.id],
  ])('answers FORBIDDEN 403 with a translated key to a %s', async (_label, userId) => {
    for (const [query, variables] of [
      [MY_TEAM, {}],
      [INVITE, { email: 'a@volan.test', rights: [] }],
      [UPDATE, { userId: DEMO_ACCOUNTS.employee.id, rights: [] }],
      [REMOVE, { userId: DEMO_ACCOUNTS.employee.id }],
    ] as const) {
      const body = await post(query, variables, userId);
      expect(body.errors?.[0]?.extensions).toEqual({
        code: 'FORBIDDEN',
        status: 403,
        i18nKey: 'account:team.errors.forbidden',
      });
    }
  });

  it('lets the dealer list, invite, re-right and remove', async () => {
    const listed = await post(MY_TEAM, {}, DEMO_ACCOUNTS.dealer.id);
    expect(listed.data?.['myTeam']).toEqual([
      {
        userUUID: DEMO_ACCOUNTS.employee.id,
        email: DEMO_ACCOUNTS.employee.email,
        status: 'active',
        rights: ['ADS', 'MESSAGES', 'LEADS', 'STATISTICS'],
      },
    ]);
    const invited = await post(
      INVITE,
      { email: 'Coleg@Volan.test', rights: ['INVOICES', 'ADS'] },
      DEMO_ACCOUNTS.dealer.id,
    );
    expect(invited.data?.['inviteTeamMember']).toMatchObject({
      email: 'coleg@volan.test',
      status: 'invited',
      rights: ['ADS', 'INVOICES'],
    });
    const id = (invited.data?.['inviteTeamMember'] as { userUUID: string }).userUUID;
    const updated = await post(UPDATE, { userId: id, rights: ['LEADS'] }, DEMO_ACCOUNTS.dealer.id);
    expect(updated.data?.['updateTeamMemberRights']).toEqual({ userUUID: id, rights: ['LEADS'] });
    const removed = await post(REMOVE, { userId: id }, DEMO_ACCOUNTS.dealer.id);
    expect(removed.data?.['removeTeamMember']).toEqual({ userUUID: id, removed: true });
  });

  it('lets the invited person set a password with the e-mailed code, without a token', async () => {
    const ACCEPT =
      'mutation Team_accept($input: AcceptTeamInvitationInput!) { acceptTeamInvitation(input: $input) { userUUID confirmed } }';
    const invited = await post(INVITE, { email: 'nou@volan.test', rights: ['ADS'] }, DEMO_ACCOUNTS.dealer.id);
    const id = (invited.data?.['inviteTeamMember'] as { userUUID: string }).userUUID;
    const code = await codeFromMail(harness.db, 'nou@volan.test');
    const wrong = await post(ACCEPT, {
      input: {
        email: 'nou@volan.test',
        code: code === '000000' ? '111111' : '000000',
        password: 'parola-echipei-2026',
      },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid verification code provided, please try again.',
      extensions: { code: 'CODE_MISMATCH', status: 400 },
    });
    const accepted = await post(ACCEPT, { input: { email: 'nou@volan.test', code, password: 'parola-echipei-2026' } });
    expect(accepted.data?.['acceptTeamInvitation']).toEqual({ userUUID: id, confirmed: true });
  });

  it('refuses the team right, a bad e-mail and a stranger', async () => {
    const teamRight = await post(
      INVITE,
      { email: 'b@volan.test', rights: ['USER_ADMINISTRATION'] },
      DEMO_ACCOUNTS.dealer.id,
    );
    expect(teamRight.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'args.rights.0',
    });
    const badEmail = await post(INVITE, { email: 'not-an-email', rights: [] }, DEMO_ACCOUNTS.dealer.id);
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'args.email' });
    const stranger = await post(UPDATE, { userId: DEMO_ACCOUNTS.buyer.id, rights: [] }, DEMO_ACCOUNTS.dealer.id);
    expect(stranger.errors?.[0]?.extensions).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      i18nKey: 'account:team.errors.notFound',
    });
  });
});
