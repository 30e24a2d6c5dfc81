/**
 * Payments, the sandbox provider's card form, the wallet and promotions (docs/billing.md): a
 * professional main account or its sub-user with the PAYMENTS right (billing-core's
 * billingAccount: FORBIDDEN 403 otherwise, UNAUTHENTICATED without a session), then one service
 * call on billing's clock (the test clock moves it). Refusals are BAD_USER_INPUT with an
 * errors:billing.* key (server/services/billing/payment-errors.ts).
 */
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import { PAYMENT_RIGHTS } from '@/server/services/billing/billing-access';
import type { PayerRef } from '@/server/services/billing/payments';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';
import { billingAccount } from './billing.resolvers';

/** The paying account of the caller and who acts for it, or FORBIDDEN. */
async function payer(context: GraphQLContext): Promise<PayerRef> {
  const accountId = await billingAccount(context, PAYMENT_RIGHTS);
  return { accountId, userId: requireUser(context).id };
}

export const paymentsResolvers = {
  Query: {
    payments: async (_parent, { first, after }, context) => {
      const { billing, payments } = context.services;
      const { accountId } = await payer(context);
      return payments.list(context.deps.db, accountId, first ?? 20, after, billing.now(), billing.settings());
    },
    payment: async (_parent, { id }, context) => {
      const { billing, payments } = context.services;
      const { accountId } = await payer(context);
      return payments.get(context.deps.db, accountId, id, billing.now(), billing.settings());
    },
    wallet: async (_parent, _args, context) =>
      context.services.payments.wallet(
        context.deps.db,
        (await payer(context)).accountId,
        context.services.billing.now(),
      ),
    walletEntries: async (_parent, { kinds, first, after }, context) =>
      context.services.payments.walletEntries(
        context.deps.db,
        (await payer(context)).accountId,
        kinds,
        first ?? 20,
        after,
        DEFAULT_LOCALE,
      ),
    advertPromotions: async (_parent, { first, after }, context) =>
      context.services.payments.promotions(
        context.deps.db,
        (await payer(context)).accountId,
        first ?? 20,
        after,
        context.services.billing.now(),
      ),
    promotableAdverts: async (_parent, { first, after }, context) =>
      context.services.payments.promotableAdverts(
        context.deps.db,
        (await payer(context)).accountId,
        first ?? 50,
        after,
        context.services.billing.now(),
      ),
    promotionOptions: async (_parent, _args, context) => {
      await payer(context);
      return [...context.services.payments.promotionOptions()];
    },
  },
  Mutation: {
    startPayment: async (_parent, { input }, context) => {
      const { billing, payments } = context.services;
      const who = await payer(context);
      return payments.start(context.deps.db, payments.provider(), who, input, billing.now(), billing.settings());
    },
    submitSandboxCard: async (_parent, { input }, context) => {
      const { billing, payments } = context.services;
      const who = await payer(context);
      return payments.submitSandboxCard(
        context.deps.db,
        payments.provider(),
        who,
        input,
        billing.now(),
        billing.settings(),
      );
    },
    confirmSandboxChallenge: async (_parent, { paymentId, code }, context) => {
      const { billing, payments } = context.services;
      const who = await payer(context);
      return payments.confirmSandboxChallenge(
        context.deps.db,
        payments.provider(),
        who,
        paymentId,
        code,
        billing.now(),
        billing.settings(),
      );
    },
    cancelPayment: async (_parent, { paymentId }, context) => {
      const { billing, payments } = context.services;
      const who = await payer(context);
      return payments.cancel(context.deps.db, who, paymentId, billing.now(), billing.settings());
    },
    promoteAdvert: async (_parent, { advertId, kind }, context) =>
      context.services.payments.promote(
        context.deps.db,
        await payer(context),
        advertId,
        kind,
        context.services.billing.now(),
      ),
  },
} satisfies Resolvers;
