/**
 * Multi-user accounts ("Echipa ta"): a main account (an active dealer who is not itself a
 * sub-user) lists, invites, re-rights and removes its sub-users. Sub-users are linked through
 * user_links, whose `rights` say which account sections they may use (SPEC §6).
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { guardedAttempt } from '@/server/auth/attempt-gate';
import { assertPasswordPolicy, hashPassword, PASSWORD_MAX_LENGTH } from '@/server/auth/passwords';
import { revokeUserSessions } from '@/server/auth/session-tokens';
import { lockedScope, recordAttempt } from '@/server/auth/throttle';
import { checkCode, issueCode } from '@/server/auth/verification-codes';
import type { Db } from '@/server/db/client';
import { type SubUserRights, userLinks, users } from '@/server/db/schema/users';
import { invitationMail } from '@/server/mail/templates';
import { TEAM_SECTIONS, type TeamSection } from '@/lib/team/team-rights';
import { codeFailure } from './accounts';
import { challengeProofSchema, codeSchema, emailSchema } from './accounts.inputs';
import type { AccountsDeps, AuthenticatedCaller } from './accounts.types';

/** Sections a main account may grant: never the team page (sub-users do not manage the team). */
export const GRANTABLE_SECTIONS = TEAM_SECTIONS.filter(
  (s): s is Exclude<TeamSection, 'userAdministration'> => s !== 'userAdministration',
);

/** The granted sections, each at most once. */
export const teamRightsSchema = z
  .array(z.enum(GRANTABLE_SECTIONS as [string, ...string[]], { message: 'Unknown section.' }))
  .max(TEAM_SECTIONS.length)
  .transform((rights) => [...new Set(rights)] as TeamSection[]);

/** inviteTeamMember's input. */
export const inviteTeamMemberSchema = z.object({ email: emailSchema, rights: teamRightsSchema });
/** updateTeamMemberRights' input. */
export const updateTeamMemberRightsSchema = z.object({
  userId: z.uuid({ message: 'Invalid user id.' }),
  rights: teamRightsSchema,
});
/** removeTeamMember's input. */
export const removeTeamMemberSchema = z.object({ userId: z.uuid({ message: 'Invalid user id.' }) });

/** Codes of the expected team failures. */
export type TeamErrorCode =
  'FORBIDDEN' | 'NOT_FOUND' | 'MEMBER_EXISTS' | 'MEMBER_INACTIVE' | 'IMPERSONATING' | 'LIMIT_EXCEEDED';

const TEAM_ERRORS: Readonly<Record<TeamErrorCode, { message: string; status: number; i18nKey: string }>> = {
  FORBIDDEN: {
    message: 'Only a main account can manage its team.',
    status: 403,
    i18nKey: 'account:team.errors.forbidden',
  },
  NOT_FOUND: { message: 'No such member in your team.', status: 404, i18nKey: 'account:team.errors.notFound' },
  MEMBER_EXISTS: {
    message: 'An account with this e-mail already exists.',
    status: 409,
    i18nKey: 'account:team.errors.memberExists',
  },
  MEMBER_INACTIVE: {
    message: 'You can only act for an active member.',
    status: 409,
    i18nKey: 'account:team.errors.memberInactive',
  },
  IMPERSONATING: {
    message: 'Not allowed while acting for a team member.',
    status: 403,
    i18nKey: 'account:team.errors.impersonating',
  },
  LIMIT_EXCEEDED: {
    message: 'Attempt limit exceeded, please try after some time.',
    status: 429,
    i18nKey: 'account:team.errors.limitExceeded',
  },
};

/** An expected team failure; the GraphQL module turns it into { code, status, i18nKey }. */
export class TeamError extends Error {
  readonly code: TeamErrorCode;
  readonly status: number;
  readonly i18nKey: string;

  constructor(code: TeamErrorCode) {
    const info = TEAM_ERRORS[code];
    super(info.message);
    this.name = 'TeamError';
    this.code = code;
    this.status = info.status;
    this.i18nKey = info.i18nKey;
  }
}

/** A sub-user as the team page shows it. */
export interface TeamMemberDto {
  userUUID: string;
  email: string;
  displayName: string;
  givenName: string | null;
  familyName: string | null;
  /** 'invited' until the invitation is accepted, then the account status. */
  status: 'invited' | 'active' | 'suspended';
  /** Granted sections, in TEAM_SECTIONS order. */
  rights: TeamSection[];
}

/** What the team operations run with; `address` (the client's) counts invitations, null when unknown. */
export type TeamDeps = Pick<AccountsDeps, 'db' | 'config' | 'mailer'> & Partial<Pick<AccountsDeps, 'address'>>;
type Caller = Pick<AuthenticatedCaller, 'userId'>;

/** The stored map of a list of granted sections: every section present, true or false. */
export function rightsMap(granted: readonly TeamSection[]): SubUserRights {
  return Object.fromEntries(TEAM_SECTIONS.map((s) => [s, s !== 'userAdministration' && granted.includes(s)]));
}

/** The granted sections of a stored map (unknown keys are ignored). */
export function grantedSections(rights: SubUserRights): TeamSection[] {
  return GRANTABLE_SECTIONS.filter((s) => rights[s] === true);
}

/** The caller's row when it may manage a team (active professional, not a sub-user), else FORBIDDEN. */
export async function assertMainAccount(db: Db, caller: Caller): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!user || user.userType !== 'professional' || user.accountStatus !== 'active') throw new TeamError('FORBIDDEN');
  const [asSub] = await db
    .select({ main: userLinks.mainUserId })
    .from(userLinks)
    .where(eq(userLinks.subUserId, user.id))
    .limit(1);
  if (asSub) throw new TeamError('FORBIDDEN');
  return user;
}

/** The main account's sub-users, oldest first. */
export async function listTeam(deps: Pick<TeamDeps, 'db'>, caller: Caller): Promise<TeamMemberDto[]> {
  await assertMainAccount(deps.db, caller);
  const rows = await deps.db
    .select({ user: users, rights: userLinks.rights })
    .from(userLinks)
    .innerJoin(users, eq(users.id, userLinks.subUserId))
    .where(eq(userLinks.mainUserId, caller.userId))
    .orderBy(asc(userLinks.createdAt), asc(users.email));
  return rows.map(({ user, rights }) => ({
    userUUID: user.id,
    email: user.email,
    displayName: user.displayName,
    givenName: user.givenName,
    familyName: user.familyName,
    status: user.accountStatus === 'unconfirmed' ? 'invited' : user.accountStatus,
    rights: grantedSections(rights),
  }));
}

export async function memberOf(db: Db, mainUserId: string, userId: string): Promise<TeamMemberDto> {
  const member = (await listTeam({ db }, { userId: mainUserId })).find((m) => m.userUUID === userId);
  if (!member) throw new TeamError('NOT_FOUND');
  return member;
}

/** The link the invitation mail carries: the registration page with the e-mail and its code. */
export function invitationLink(siteOrigin: string, email: string, code: string): string {
  const url = new URL('/multi-user/register', siteOrigin);
  url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Creates an unconfirmed sub-user linked to the caller and mails the invitation with a 6-digit
 * code (valid 24 hours). Inviting a still-unconfirmed member of the same team again sends a fresh
 * code and replaces the rights; any other existing e-mail is MEMBER_EXISTS.
 */
export async function inviteTeamMember(
  deps: TeamDeps,
  caller: Caller,
  input: z.output<typeof inviteTeamMemberSchema>,
): Promise<TeamMemberDto> {
  const main = await assertMainAccount(deps.db, caller);
  const now = deps.config.now();
  // Every invitation mails someone: a main account cannot turn the site into a mail cannon.
  const subjects = { account: main.email, address: deps.address ?? null };
  if (await lockedScope(deps.db, 'send_invitation', subjects, now)) throw new TeamError('LIMIT_EXCEEDED');
  const [existing] = await deps.db.select().from(users).where(eq(users.email, input.email));
  let memberId: string;
  if (existing) {
    const [link] = await deps.db
      .select()
      .from(userLinks)
      .where(and(eq(userLinks.mainUserId, main.id), eq(userLinks.subUserId, existing.id)));
    if (!link || existing.accountStatus !== 'unconfirmed') throw new TeamError('MEMBER_EXISTS');
    await deps.db
      .update(userLinks)
      .set({ rights: rightsMap(input.rights) })
      .where(eq(userLinks.subUserId, existing.id));
    memberId = existing.id;
  } else {
    memberId = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          displayName: input.email.split('@')[0] ?? input.email,
          userType: 'professional',
          accountStatus: 'unconfirmed',
          companyName: main.companyName,
          cityId: main.cityId,
        })
        .returning({ id: users.id });
      await tx
        .insert(userLinks)
        .values({ mainUserId: main.id, subUserId: created!.id, rights: rightsMap(input.rights) });
      return created!.id;
    });
  }
  const code = await issueCode(deps.db, deps.config.secret, memberId, 'confirm_sign_up', now);
  const company = main.companyName ?? main.displayName;
  await deps.mailer.send({
    to: input.email,
    ...invitationMail({
      inviterName: main.displayName,
      companyName: company,
      link: invitationLink(deps.config.siteOrigin, input.email, code),
    }),
  });
  await recordAttempt(deps.db, 'send_invitation', subjects, now);
  return memberOf(deps.db, main.id, memberId);
}

/** Replaces a member's rights. */
export async function updateTeamMemberRights(
  deps: Pick<TeamDeps, 'db'>,
  caller: Caller,
  input: z.output<typeof updateTeamMemberRightsSchema>,
): Promise<TeamMemberDto> {
  await assertMainAccount(deps.db, caller);
  const updated = await deps.db
    .update(userLinks)
    .set({ rights: rightsMap(input.rights) })
    .where(and(eq(userLinks.mainUserId, caller.userId), eq(userLinks.subUserId, input.userId)))
    .returning({ id: userLinks.subUserId });
  if (updated.length === 0) throw new TeamError('NOT_FOUND');
  return memberOf(deps.db, caller.userId, input.userId);
}

/**
 * Removes a member from the team: the link goes and the member's sessions end. An invitation
 * never accepted also deletes the account created for it; an accepted one keeps its (now single)
 * account, so nothing the person did under their own login is lost.
 */
export async function removeTeamMember(
  deps: Pick<TeamDeps, 'db' | 'config'>,
  caller: Caller,
  input: z.output<typeof removeTeamMemberSchema>,
): Promise<{ userUUID: string; removed: boolean }> {
  await assertMainAccount(deps.db, caller);
  const member = await memberOf(deps.db, caller.userId, input.userId);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(userLinks)
      .where(and(eq(userLinks.mainUserId, caller.userId), eq(userLinks.subUserId, member.userUUID)));
    if (member.status === 'invited') await tx.delete(users).where(eq(users.id, member.userUUID));
  });
  if (member.status !== 'invited') await revokeUserSessions(deps.db, member.userUUID, deps.config.now());
  return { userUUID: member.userUUID, removed: true };
}

/** acceptTeamInvitation's input. */
export const acceptTeamInvitationSchema = z.object({
  email: emailSchema,
  code: codeSchema,
  password: z.string().max(PASSWORD_MAX_LENGTH * 4, { message: 'Password too long.' }),
  challenge: challengeProofSchema,
});

/**
 * The invited person sets a password with the e-mailed code (/multi-user/register): the account
 * becomes active. Only a pending invitation can be accepted; anything else answers like a dead
 * code (CODE_EXPIRED), so the page tells nobody which addresses have accounts. Failures count
 * against the `verify_code` attempt gate (LIMIT_EXCEEDED with a challenge past the free ones).
 */
export async function acceptTeamInvitation(
  deps: TeamDeps,
  input: z.output<typeof acceptTeamInvitationSchema>,
): Promise<{ userUUID: string; confirmed: true }> {
  assertPasswordPolicy(input.password);
  // Wrong or dead codes count like the sign-up confirmation's (per address too), behind the same gate.
  const user = await guardedAttempt(
    { ...deps, address: deps.address ?? null },
    'verify_code',
    input.email,
    input.challenge,
    async () => {
      const [found] = await deps.db.select().from(users).where(eq(users.email, input.email));
      const [link] = found ? await deps.db.select().from(userLinks).where(eq(userLinks.subUserId, found.id)) : [];
      const result =
        found && link && found.accountStatus === 'unconfirmed'
          ? await checkCode(deps.db, deps.config.secret, found.id, 'confirm_sign_up', input.code, deps.config.now())
          : 'expired';
      if (result !== 'ok' || !found)
        return { kind: 'failure', error: codeFailure(result === 'ok' ? 'expired' : result) };
      return { kind: 'success', value: found };
    },
  );
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), accountStatus: 'active', updatedAt: deps.config.now() })
    .where(eq(users.id, user.id));
  return { userUUID: user.id, confirmed: true };
}
