/**
 * Financing (docs/financing.md, "Server"): an advert's financing details and the dealer-financing
 * entry points (public; a partner that fails answers a FinancingTechnicalError in its field), the
 * financing hub's dealerFinancingSettings (public, the SPEC §7 request), the dealer's own settings
 * (FORBIDDEN for private accounts and sub-users without the ADS right), the /finantare application
 * (public, checked and limited by the service) and the dealer's leads (the LEADS right).
 */
import { createGraphQLError } from 'graphql-yoga';
import { DEFAULT_BENEFIT_ID, DEFAULT_FINANCING_CONTEXT } from '@/lib/financing/financing-constants';
import { isFinancingEntryPoint } from '@/lib/financing/entry-point-status';
import { isUuid } from '@/server/services/billing/billing-sql';
import { FinancingForbiddenError, type FinancingRight } from '@/server/services/financing/financing-access';
import { FinancingPartnerError, type FinancingPartner } from '@/server/services/financing/financing-partner';
import { DEFAULT_DEALER_ENTRY_POINT, type FinancingFlags } from '@/server/services/financing/financing-partners';
import { FINANCING_FALLBACK_PATH, financingRedirectTarget } from '@/server/services/financing/redirect-target';
import type { GraphQLContext } from '../../context';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolver-types';
import { requireUser } from '../accounts/accounts.errors';

/** Most adverts one dealerFinancingEntrypointSettings asks about (a listing page's cards). */
const MAX_ADVERTS = 50;

const technicalError = (message: string) => ({ __typename: 'FinancingTechnicalError' as const, message });

/** What a partner's failure answers; anything else is not the partner's and propagates. */
function partnerFailure(error: unknown) {
  if (error instanceof FinancingPartnerError) return technicalError(error.message);
  throw error;
}

/** The flags financing reads, from the site-wide flags. */
async function financingFlags(context: GraphQLContext): Promise<FinancingFlags> {
  const flags = await context.services.experiments.siteFlags(context.deps.db);
  return {
    externalPartner: flags.externalPartner,
    dealerFinancingBatchEnablement: flags.dealerFinancingBatchEnablement,
  };
}

/** The dealer account the caller manages with `right`, or FORBIDDEN 403. */
async function financingAccount(context: GraphQLContext, right: FinancingRight): Promise<string> {
  const user = requireUser(context);
  try {
    return await context.services.financing.accountOf(context.deps.db, user.id, right);
  } catch (error) {
    if (!(error instanceof FinancingForbiddenError)) throw error;
    throw createGraphQLError(error.message, {
      extensions: { code: 'FORBIDDEN', status: 403, i18nKey: 'errors:financing.forbidden' },
    });
  }
}

/** The entry point names, or BAD_USER_INPUT errors:financing.unknownEntryPoint. */
function checkedEntryPoints(entryPoints: readonly string[]): string[] {
  const unknown = entryPoints.find((name) => !isFinancingEntryPoint(name));
  if (unknown !== undefined)
    throw badUserInput(
      'errors:financing.unknownEntryPoint',
      `Unknown entry point ${unknown.slice(0, 40)}.`,
      'entryPoints',
    );
  return [...new Set(entryPoints)];
}

/** A partner's target only on its own hosts (redirect-target.ts); null otherwise. */
function safeTarget(target: string | null, partner: FinancingPartner): string | null {
  if (target === null) return null;
  const safe = financingRedirectTarget(target, partner.hosts);
  return safe === FINANCING_FALLBACK_PATH && target !== FINANCING_FALLBACK_PATH ? null : safe;
}

const partnerInfo = (partner: FinancingPartner) => ({ id: partner.id, type: partner.type, sandbox: partner.sandbox });

/** My settings and partner. */
async function myFinancing(context: GraphQLContext, accountId: string) {
  const [settings, adverts] = await Promise.all([
    context.services.financing.settingsOf(context.deps.db, accountId),
    context.services.financing.adverts(context.deps.db, accountId),
  ]);
  return {
    ...settings,
    accountId,
    adverts,
    partner: partnerInfo(context.services.financing.partners().DEALER_FINANCING),
  };
}

export const financingResolvers = {
  Query: {
    financingAdvertDetails: async (_parent, { advertId }, context) => {
      const { financing } = context.services;
      const flags = await financingFlags(context);
      // One partner answers for every entry point asked below: dealer financing is decided for the
      // calculator's (DEFAULT_DEALER_ENTRY_POINT; docs/financing.md, "Server").
      const advert = await financing.advert(context.deps.db, advertId, {
        batchEnablement: flags.dealerFinancingBatchEnablement,
        entryPoint: DEFAULT_DEALER_ENTRY_POINT,
      });
      if (!advert) return null;
      const partner = financing.partners()[financing.typeOf(advert, flags)];
      return { advertId: advert.id, advert, partner };
    },
    dealerFinancingEntrypointSettings: async (_parent, { advertIds, entryPoints }, context) => {
      if (advertIds.length > MAX_ADVERTS)
        throw badUserInput('errors:financing.tooManyAdverts', `At most ${MAX_ADVERTS} adverts.`, 'advertIds');
      const names = checkedEntryPoints(entryPoints);
      const partner = context.services.financing.partners().DEALER_FINANCING;
      try {
        const adverts = await context.services.financing.entrypointSettings(context.deps.db, partner, advertIds, names);
        return {
          __typename: 'DealerFinancingEntrypointSettingsOutput' as const,
          adverts: adverts.map((advert) => ({
            ...advert,
            entrypoints: advert.entrypoints.map((e) => ({ ...e, targetURL: safeTarget(e.targetURL, partner) })),
          })),
        };
      } catch (error) {
        return partnerFailure(error);
      }
    },
    myDealerFinancing: async (_parent, _args, context) => myFinancing(context, await financingAccount(context, 'ads')),
    financingLeads: async (_parent, { first, after }, context) =>
      context.services.financing.listLeads(context.deps.db, await financingAccount(context, 'leads'), first, after),
  },
  Mutation: {
    dealerFinancingSettings: async (_parent, { context: request, parameters }, context) => {
      const { currency, platform, language } = DEFAULT_FINANCING_CONTEXT;
      if (request.currency !== currency || request.platform !== platform || request.language !== language)
        return technicalError(
          `Unsupported context ${request.currency}/${request.platform}/${request.language}; expected ${currency}/${platform}/${language}.`,
        );
      const benefitId = parameters.benefitId ?? DEFAULT_BENEFIT_ID;
      if (benefitId !== DEFAULT_BENEFIT_ID) return technicalError(`Unknown benefit ${benefitId.slice(0, 40)}.`);
      const partner = context.services.financing.partners().DEALER_FINANCING;
      if (request.partnerId !== partner.id) return technicalError(`Unknown partner ${request.partnerId.slice(0, 40)}.`);
      if (!isUuid(request.sellerUUID)) return technicalError('Unknown seller.');
      try {
        // The hub answers through the dealer's partner: a partner that is down answers nothing.
        await partner.loanSimulationSettings(null);
      } catch (error) {
        return partnerFailure(error);
      }
      const settings = await context.services.financing.settingsOf(context.deps.db, request.sellerUUID);
      return { __typename: 'DealerFinancingSettingsOutput' as const, ...settings };
    },
    updateDealerFinancingSettings: async (_parent, { input }, context) => {
      const accountId = await financingAccount(context, 'ads');
      await context.services.financing.updateSettings(context.deps.db, accountId, input, context.deps.config.now());
      return myFinancing(context, accountId);
    },
    createFinancingLead: async (_parent, { input }, context) =>
      context.services.financing.createLead(
        {
          db: context.deps.db,
          secret: context.deps.config.secret,
          now: context.deps.config.now(),
          flags: await financingFlags(context),
        },
        input,
        {
          userId: context.user?.id ?? null,
          mainAccountId: context.user?.mainAccountUUID ?? null,
          address: context.deps.address,
        },
      ),
    updateFinancingLeadStatus: async (_parent, { id, status }, context) =>
      context.services.financing.updateLeadStatus(
        context.deps.db,
        await financingAccount(context, 'leads'),
        id,
        status,
      ),
  },
  FinancingAdvertDetailsResult: {
    loanSimulationSettings: async ({ advert, partner }) => {
      try {
        return {
          __typename: 'FinancingLoanSimulationSettingsOutput' as const,
          ...(await partner.loanSimulationSettings(advert)),
        };
      } catch (error) {
        return partnerFailure(error);
      }
    },
    entryPointsSettings: async ({ advert, partner }, { entryPoints }) => {
      const names = checkedEntryPoints(entryPoints);
      try {
        const settings = await partner.entryPointsSettings(advert, names);
        return {
          __typename: 'FinancingEntryPointsSettingsOutput' as const,
          settings: settings.map((s) => ({ ...s, targetURL: safeTarget(s.targetURL, partner) })),
        };
      } catch (error) {
        return partnerFailure(error);
      }
    },
    partner: ({ partner }) => partnerInfo(partner),
  },
} satisfies Resolvers;
