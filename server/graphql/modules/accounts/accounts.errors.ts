/**
 * How the accounts module answers failures: zod input errors as BAD_USER_INPUT (400), account
 * errors as GraphQL errors with extensions { code, status, i18nKey } and the SPEC §8 message, and
 * protected fields without a valid id token as UNAUTHENTICATED (401).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { z } from 'zod';
import { AUTH_ERRORS, AuthError } from '@/server/auth/auth-error-codes';
import type { RequestUser } from '@/server/auth/bearer';
import type { GraphQLContext } from '../../context';
import { badUserInput } from '../../errors';

/** An AuthError as the GraphQL error clients read. */
export function authGraphQLError(error: AuthError): GraphQLError {
  return createGraphQLError(error.message, {
    extensions: {
      code: error.code,
      status: error.status,
      i18nKey: error.i18nKey,
      ...(error.reason ? { reason: error.reason } : {}),
    },
  });
}

/** UNAUTHENTICATED with why ('missing', 'expired', 'invalid', 'gone'); the client refreshes and retries once. */
export function unauthenticated(reason: string): GraphQLError {
  const info = AUTH_ERRORS.UNAUTHENTICATED;
  return createGraphQLError(info.message, {
    extensions: { code: 'UNAUTHENTICATED', status: info.status, i18nKey: info.i18nKey, reason },
  });
}

/** The caller, or UNAUTHENTICATED. */
export function requireUser(context: Pick<GraphQLContext, 'user' | 'authFailure'>): RequestUser {
  if (!context.user) throw unauthenticated(context.authFailure ?? 'missing');
  return context.user;
}

/**
 * The caller, signed in as itself: a main account acting for a team member may not change or
 * delete the member's account (IMPERSONATING 403).
 */
export function requireOwnIdentity(context: Pick<GraphQLContext, 'user' | 'authFailure'>): RequestUser {
  const user = requireUser(context);
  if (user.impersonatorId) {
    throw createGraphQLError('Not allowed while acting for a team member.', {
      extensions: { code: 'IMPERSONATING', status: 403, i18nKey: 'account:team.errors.impersonating' },
    });
  }
  return user;
}

/** The i18n key a schema gave its problem (params.i18nKey of a custom issue: the name rules), if any. */
function issueKey(issue: z.core.$ZodIssue | undefined): string | null {
  const key: unknown = issue?.code === 'custom' ? issue.params?.['i18nKey'] : undefined;
  return typeof key === 'string' ? key : null;
}

/**
 * Parses an input with its zod schema; the first problem becomes BAD_USER_INPUT with the field
 * path, and the problem's own i18n key where the schema gives one (else the generic one).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = 'input'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [prefix, ...(issue?.path ?? []).map(String)].join('.');
  throw badUserInput(issueKey(issue) ?? 'auth:errors.invalidInput', issue?.message ?? 'Invalid input.', field);
}

/** Runs an account operation, turning AuthErrors into their GraphQL errors. */
export async function withAuthErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof AuthError) {
      throw error.code === 'UNAUTHENTICATED' ? unauthenticated('gone') : authGraphQLError(error);
    }
    throw error;
  }
}
