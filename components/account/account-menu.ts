/**
 * The menu of the account area (SPEC §2.5): groups and entries with their pages. Dealer-only
 * groups (SPEC §6) are listed for professional accounts only, the team's pages (/echipa, issue 15)
 * for members of the Volan team only.
 */
import { routeUrl } from '@/lib/routes/navigate';
import type { PageSession } from '@/lib/session/session.types';

/** One entry: a page of the account area. */
export interface AccountMenuItem {
  readonly id: string;
  /** Key in the account catalogue. */
  readonly labelKey: string;
  readonly href: string;
  /** Only for dealers (the billing pages of issue 14). */
  readonly professionalOnly?: boolean;
  /** The section right a sub-user needs to see the entry (lib/team/section-rights.ts). */
  readonly section?: string;
}

/** A dealer's billing page: sub-users see it with the payments right (docs/billing.md "Routes"). */
const billing = (id: string, labelKey: string, href: string): AccountMenuItem => ({
  id,
  labelKey,
  href,
  professionalOnly: true,
  section: 'payments',
});

/** A titled group of entries. */
export interface AccountMenuGroup {
  readonly id: string;
  readonly labelKey: string;
  /** Only for dealers. */
  readonly professionalOnly?: boolean;
  /** Only for members of the Volan team (`staff` of the session). */
  readonly staffOnly?: boolean;
  readonly items: readonly AccountMenuItem[];
}

/**
 * The whole menu, in the order of SPEC §2.5. Only sections that exist are listed: a section
 * arrives in the menu with its page (ads, messages, wallet, statistics, ... come with their issues).
 */
export const ACCOUNT_MENU: readonly AccountMenuGroup[] = [
  {
    id: 'account',
    labelKey: 'menu.account',
    items: [
      { id: 'overview', labelKey: 'menu.overview', href: routeUrl('myAccount') },
      { id: 'preferences', labelKey: 'menu.preferences', href: routeUrl('myAccountPreferences') },
      { id: 'settings', labelKey: 'menu.settings', href: routeUrl('myAccountSettings') },
    ],
  },
  {
    id: 'ads',
    labelKey: 'menu.ads',
    items: [
      { id: 'adsActive', labelKey: 'menu.adsActive', href: routeUrl('myAccountActive') },
      { id: 'adsWaiting', labelKey: 'menu.adsWaiting', href: routeUrl('myAccountWaiting') },
      { id: 'adsArchive', labelKey: 'menu.adsArchive', href: routeUrl('myAccountArchive') },
      { id: 'adsModerated', labelKey: 'menu.adsModerated', href: routeUrl('myAccountModerated') },
      { id: 'adsDraft', labelKey: 'menu.adsDraft', href: routeUrl('myAccountDraft') },
    ],
  },
  {
    id: 'messages',
    labelKey: 'menu.messages',
    items: [
      {
        id: 'messages',
        labelKey: 'menu.messages',
        href: routeUrl('myAccountMessages', { params: { tab: 'received' } }),
      },
    ],
  },
  {
    id: 'payments',
    labelKey: 'menu.payments',
    items: [
      // A sub-user sees the invoices with the invoices right, as the page's section check lets it in.
      { id: 'invoices', labelKey: 'menu.invoices', href: routeUrl('myAccountInvoices'), section: 'invoices' },
      billing('dealerPayments', 'menu.dealerPayments', routeUrl('myAccountDealerPayments')),
      billing('dealerWallet', 'menu.dealerWallet', routeUrl('myAccountDealerWallet')),
      billing('creditPayments', 'menu.creditPayments', routeUrl('myAccountCreditPayments')),
      billing('walletHistory', 'menu.walletHistory', routeUrl('myAccountWalletHistory')),
    ],
  },
  {
    id: 'packages',
    labelKey: 'menu.packages',
    professionalOnly: true,
    items: [
      billing('packageChoice', 'menu.packageChoice', routeUrl('myAccountNewPackaging')),
      billing('benefits', 'menu.benefits', routeUrl('myAccountBenefits', { params: { tab: 'overview' } })),
      billing('subscriptions', 'menu.subscriptions', routeUrl('myAccountSubscriptions', { params: { tab: 'active' } })),
      billing('packageComparison', 'menu.packageComparison', routeUrl('myAccountPackageComparison')),
      billing('packageCalculator', 'menu.packageCalculator', routeUrl('myAccountPackageCalculator')),
    ],
  },
  {
    id: 'statistics',
    labelKey: 'menu.statistics',
    items: [{ id: 'dashboard', labelKey: 'menu.dashboard', href: routeUrl('myAccountDashboard') }],
  },
  {
    // The dealer's financing (docs/financing.md "The dealer's pages"): its leads (the leads right)
    // and which adverts it finances (the ads right, as the server asks).
    id: 'leads',
    labelKey: 'menu.leadsGroup',
    professionalOnly: true,
    items: [
      {
        id: 'leads',
        labelKey: 'menu.leads',
        href: routeUrl('myAccountLeads'),
        professionalOnly: true,
        section: 'leads',
      },
      {
        id: 'financingSettings',
        labelKey: 'menu.financingSettings',
        href: routeUrl('myAccountFinancing'),
        professionalOnly: true,
        section: 'ads',
      },
    ],
  },
  {
    id: 'team',
    labelKey: 'menu.team',
    professionalOnly: true,
    items: [{ id: 'team', labelKey: 'menu.team', href: routeUrl('myAccountUserAdministration') }],
  },
  {
    id: 'staff',
    labelKey: 'menu.staff',
    staffOnly: true,
    items: [
      { id: 'teamFlags', labelKey: 'menu.teamFlags', href: routeUrl('teamFlags') },
      { id: 'teamPerformance', labelKey: 'menu.teamPerformance', href: routeUrl('teamPerformance') },
    ],
  },
  {
    id: 'session',
    labelKey: 'menu.session',
    items: [{ id: 'logOut', labelKey: 'menu.logOut', href: routeUrl('logout') }],
  },
];

/**
 * The groups the session's user sees: by user type, the team's only with `staff`; `sectionRights`
 * (a sub-user's granted sections) hides the entries that need another right. Groups left without
 * entries are not shown.
 */
export function accountMenuFor(session: Pick<PageSession, 'user' | 'sectionRights' | 'staff'>): AccountMenuGroup[] {
  const professional = session.user.userType === 'professional';
  const { sectionRights } = session;
  return ACCOUNT_MENU.filter(
    (group) => (!group.professionalOnly || professional) && (!group.staffOnly || session.staff === true),
  )
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          (!item.professionalOnly || professional) &&
          (!item.section || !sectionRights || sectionRights.includes(item.section)),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** Paths under which an entry stays current (the inbox's tabs and conversations, the packages pages' tabs). */
const SECTION_PREFIXES: Readonly<Record<string, string>> = {
  messages: '/contul-meu/messages',
  benefits: '/contul-meu/benefits',
  subscriptions: '/contul-meu/subscriptions',
};

/** The entry a path belongs to (for aria-current), or null. */
export function currentMenuItem(path: string): string | null {
  const bare = (path.split(/[?#]/u)[0] ?? '').replace(/\/+$/u, '') || '/';
  for (const [id, prefix] of Object.entries(SECTION_PREFIXES)) {
    if (bare === prefix || bare.startsWith(`${prefix}/`)) return id;
  }
  for (const group of ACCOUNT_MENU) {
    for (const item of group.items) if (item.href === bare) return item.id;
  }
  return null;
}
