/**
 * Billing (docs/billing.md): invoices, the reminder status and its two answers, packages,
 * subscriptions, add-ons, benefits and the package calculator. Each field finds the caller's
 * billing account (a dealer's own, or its main account for a sub-user with the INVOICES or
 * PAYMENTS right), then calls one service on billing's clock (the test clock moves it). Payments,
 * wallet and promotions are resolved by billing-pay's module.
 */
import { createGraphQLError } from 'graphql-yoga';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/i18n-config';
import { bucharestDate } from '@/lib/billing/calendar-date';
import {
  BillingForbiddenError,
  INVOICE_RIGHTS,
  PAYMENT_RIGHTS,
  type BillingRight,
} from '@/server/services/billing/billing-access';
import type { GraphQLContext } from '../../context';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

/** The language of the request's answers (the site serves every page in DEFAULT_LOCALE). */
function requestLocale(): Locale {
  return DEFAULT_LOCALE;
}

/** The billing account the caller acts for, or FORBIDDEN 403 (private account, sub-user without the right). */
export async function billingAccount(
  context: GraphQLContext,
  rights: readonly BillingRight[] = PAYMENT_RIGHTS,
): Promise<string> {
  const user = requireUser(context);
  try {
    return await context.services.billing.accountOf(context.deps.db, user.id, rights);
  } catch (error) {
    if (!(error instanceof BillingForbiddenError)) throw error;
    throw createGraphQLError(error.message, {
      extensions: { code: 'FORBIDDEN', status: 403, i18nKey: 'errors:billing.forbidden' },
    });
  }
}

export const billingResolvers = {
  Query: {
    billingStatus: async (_parent, _args, context) => {
      const user = requireUser(context);
      const { billing } = context.services;
      const account = await billing.accountOrNull(context.deps.db, user.id, PAYMENT_RIGHTS);
      if (account === null) return billing.noStatus(billing.settings());
      return billing.status(context.deps.db, account, billing.now(), billing.settings());
    },
    invoices: async (_parent, args, context) => {
      const account = await billingAccount(context, INVOICE_RIGHTS);
      return context.services.billing.invoices(
        context.deps.db,
        account,
        args,
        bucharestDate(context.services.billing.now()),
      );
    },
    invoice: async (_parent, { id }, context) => {
      const account = await billingAccount(context, INVOICE_RIGHTS);
      return context.services.billing.invoice(
        context.deps.db,
        account,
        id,
        bucharestDate(context.services.billing.now()),
      );
    },
    packages: async (_parent, _args, context) =>
      context.services.billing.packages(context.deps.db, await billingAccount(context), requestLocale()),
    subscriptions: async (_parent, _args, context) =>
      context.services.billing.subscriptions(context.deps.db, await billingAccount(context), requestLocale()),
    addOns: async (_parent, _args, context) =>
      context.services.billing.addOns(context.deps.db, await billingAccount(context), requestLocale()),
    activeBenefits: async (_parent, _args, context) =>
      context.services.billing.activeBenefits(context.deps.db, await billingAccount(context), requestLocale()),
    packageCalculator: async (_parent, { input }, context) =>
      context.services.billing.packageCalculator(
        context.deps.db,
        await billingAccount(context),
        input,
        context.services.billing.settings(),
        requestLocale(),
      ),
  },
  Mutation: {
    declareInvoicePaid: async (_parent, { invoiceId }, context) => {
      const { billing } = context.services;
      return billing.declareInvoicePaid(
        context.deps.db,
        await billingAccount(context),
        invoiceId,
        billing.now(),
        billing.settings(),
      );
    },
    unblockAccount: async (_parent, { confirmed }, context) => {
      const { billing } = context.services;
      return billing.unblockAccount(
        context.deps.db,
        await billingAccount(context),
        confirmed,
        billing.now(),
        billing.settings(),
      );
    },
    changePackage: async (_parent, { packageId, period }, context) => {
      const { billing } = context.services;
      return billing.changePackage(
        context.deps.db,
        await billingAccount(context),
        packageId,
        period,
        billing.now(),
        billing.settings(),
        requestLocale(),
      );
    },
    subscribeAddOn: async (_parent, { code }, context) => {
      const { billing } = context.services;
      return billing.subscribeAddOn(
        context.deps.db,
        await billingAccount(context),
        code,
        billing.now(),
        billing.settings(),
        requestLocale(),
      );
    },
    cancelSubscription: async (_parent, { id }, context) => {
      const { billing } = context.services;
      return billing.cancelSubscription(
        context.deps.db,
        await billingAccount(context),
        id,
        billing.now(),
        requestLocale(),
      );
    },
  },
} satisfies Resolvers;
