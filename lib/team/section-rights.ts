/**
 * Which account section (SPEC §2.5) a sub-user needs a right for, and the one decision of SPEC §6:
 * a sub-user (multiUser present, isMainAccount false) without the section's right gets the
 * access-restricted dialog; main accounts and single users are never restricted here. The
 * section keys are the ones stored in user_links.rights (server/services/team.ts).
 */
import { routeIdOf } from '@/lib/routes/match-route';
import type { RouteId } from '@/lib/routes/route-table';
import type { SessionMultiUser } from '@/lib/session/session.types';
import type { TeamSection } from './team-rights';

/** A section a right can be given for; `userAdministration` is never granted to a sub-user. */
export type SectionKey = TeamSection;

/** The section of each account route that needs one (routes not listed are open to every member). */
export const SECTION_OF_ROUTE: Readonly<Partial<Record<RouteId, SectionKey>>> = {
  myAccountActive: 'ads',
  myAccountArchive: 'ads',
  myAccountDraft: 'ads',
  myAccountModerated: 'ads',
  myAccountWaiting: 'ads',
  myAccountMessagesRedirect: 'messages',
  myAccountMessages: 'messages',
  myAccountConversation: 'messages',
  myAccountCalls: 'leads',
  myAccountLeadsManagement: 'leads',
  myAccountLeads: 'leads',
  // Which adverts the dealer's financing covers is an advert setting (the server asks the ads right).
  myAccountFinancing: 'ads',
  myAccountNewCarsLeads: 'leads',
  myAccountInvoices: 'invoices',
  myAccountDealerPayments: 'payments',
  myAccountWalletHistory: 'payments',
  myAccountDealerWallet: 'payments',
  myAccountCreditPayments: 'payments',
  myAccountBenefits: 'payments',
  myAccountSubscriptions: 'payments',
  myAccountNewPackaging: 'payments',
  myAccountPackageCalculator: 'payments',
  myAccountPackageComparison: 'payments',
  paymentNew: 'payments',
  paymentNewConfirmation: 'payments',
  payment: 'payments',
  paymentError: 'payments',
  myAccountDashboard: 'statistics',
  myAccountMarketRadar: 'statistics',
  myAccountUserAdministration: 'userAdministration',
};

/** The section a path (with or without its query) belongs to, or null. */
export function sectionOfPath(path: string): SectionKey | null {
  const id = routeIdOf(path.split(/[?#]/u)[0] ?? '/');
  return (SECTION_OF_ROUTE as Partial<Record<string, SectionKey>>)[id] ?? null;
}

/**
 * True when the visitor may use the section: always for a main account or a single user; for a
 * sub-user only with the right set (never for the team page).
 */
export function hasSectionRight(
  multiUser: SessionMultiUser | null,
  rights: Readonly<Record<string, boolean>> | null,
  section: SectionKey,
): boolean {
  if (!multiUser || multiUser.isMainAccount) return true;
  if (section === 'userAdministration') return false;
  return rights?.[section] === true;
}
