/**
 * Payments, the sandbox provider's card form, the wallet and promotions (docs/billing.md): a
 * professional main account or its sub-user with the PAYMENTS right (FORBIDDEN 403 otherwise,
 * UNAUTHENTICATED without a session), then one service call. Refusals are BAD_USER_INPUT with an
 * errors:billing.* key (server/services/billing/payment-errors.ts). The time is the server clock
 * (the test clock moves it in e2e runs).
 */
import { createGraphQLError } from 'graphql-yoga';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import { appNow, testClockEnabled } from '@/server/clock';
import { PaymentsForbiddenError, type PayerRef } from '@/server/services/billing/payments-access';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

/** The paying account of the caller, or FORBIDDEN. */
async function payer(context: GraphQLContext): Promise<PayerRef> {
  const user = requireUser(context);
  try {
    return await context.services.payments.payerOf(context.deps.db, user.id);
  } catch (error) {
    if (!(error instanceof PaymentsForbiddenError)) throw error;
    throw createGraphQLError(error.message, {
      extensions: { code: 'FORBIDDEN', status: 403, i18nKey: 'errors:billing.forbidden', reason: error.reason },
    });
  }
}

/** The server's clock: the test clock's when it runs, else the request's. */
function now(context: GraphQLContext): Date {
  return testClockEnabled() ? appNow() : context.deps.config.now();
}

export const paymentsResolvers = {
  Query: {
    payments: async (_parent, { first, after }, context) =>
      context.services.payments.list(
        context.deps.db,
        (await payer(context)).accountId,
        first ?? 20,
        after,
        now(context),
      ),
    payment: async (_parent, { id }, context) =>
      context.services.payments.get(context.deps.db, (await payer(context)).accountId, id, now(context)),
    wallet: async (_parent, _args, context) =>
      context.services.payments.wallet(context.deps.db, (await payer(context)).accountId, now(context)),
    walletEntries: async (_parent, { kinds, first, after }, context) =>
      context.services.payments.walletEntries(
        context.deps.db,
        (await payer(context)).accountId,
        kinds,
        first ?? 20,
        after,
        DEFAULT_LOCALE,
      ),
    promotionOptions: async (_parent, _args, context) => {
      await payer(context);
      return [...context.services.payments.promotionOptions()];
    },
  },
  Mutation: {
    startPayment: async (_parent, { input }, context) =>
      context.services.payments.start(
        context.deps.db,
        context.services.payments.provider(),
        await payer(context),
        input,
        now(context),
      ),
    submitSandboxCard: async (_parent, { input }, context) =>
      context.services.payments.submitSandboxCard(
        context.deps.db,
        context.services.payments.provider(),
        await payer(context),
        input,
        now(context),
      ),
    confirmSandboxChallenge: async (_parent, { paymentId, code }, context) =>
      context.services.payments.confirmSandboxChallenge(
        context.deps.db,
        context.services.payments.provider(),
        await payer(context),
        paymentId,
        code,
        now(context),
      ),
    cancelPayment: async (_parent, { paymentId }, context) =>
      context.services.payments.cancel(context.deps.db, await payer(context), paymentId, now(context)),
    promoteAdvert: async (_parent, { advertId, kind }, context) =>
      context.services.payments.promote(context.deps.db, await payer(context), advertId, kind, now(context)),
  },
} satisfies Resolvers;
