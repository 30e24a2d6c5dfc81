/**
 * The menu of the account area (SPEC §2.5): groups and entries, their pages, and which entries
 * wait for a later issue ('coming soon'). Dealer-only groups (SPEC §6) are listed for
 * professional accounts only.
 */
import type { SessionUserType } from '@/lib/session/session.types';

/** One entry: a page, or a label marked 'coming soon'. */
export interface AccountMenuItem {
  readonly id: string;
  /** Key in the account catalogue. */
  readonly labelKey: string;
  readonly href: string;
  /** The page arrives with a later issue: shown, not linked. */
  readonly soon?: boolean;
}

/** A titled group of entries. */
export interface AccountMenuGroup {
  readonly id: string;
  readonly labelKey: string;
  /** Only for dealers. */
  readonly professionalOnly?: boolean;
  readonly items: readonly AccountMenuItem[];
}

const soon = (id: string, labelKey: string, href: string): AccountMenuItem => ({ id, labelKey, href, soon: true });

/** The whole menu, in the order of SPEC §2.5. */
export const ACCOUNT_MENU: readonly AccountMenuGroup[] = [
  {
    id: 'account',
    labelKey: 'menu.account',
    items: [
      { id: 'overview', labelKey: 'menu.overview', href: '/contul-meu' },
      { id: 'preferences', labelKey: 'menu.preferences', href: '/contul-meu/preferences' },
      { id: 'settings', labelKey: 'menu.settings', href: '/contul-meu/settings' },
    ],
  },
  {
    id: 'ads',
    labelKey: 'menu.ads',
    items: [
      soon('active', 'menu.adsActive', '/contul-meu/active'),
      soon('waiting', 'menu.adsWaiting', '/contul-meu/waiting'),
      soon('archive', 'menu.adsArchive', '/contul-meu/archive'),
      soon('moderated', 'menu.adsModerated', '/contul-meu/moderated'),
      soon('draft', 'menu.adsDraft', '/contul-meu/draft'),
      soon('draftNew', 'menu.adsDraftNew', '/contul-meu/draft?new=1'),
    ],
  },
  {
    id: 'messages',
    labelKey: 'menu.messages',
    items: [
      soon('received', 'menu.messagesReceived', '/contul-meu/messages/received'),
      soon('sent', 'menu.messagesSent', '/contul-meu/messages/sent'),
      soon('deleted', 'menu.messagesDeleted', '/contul-meu/messages/deleted'),
    ],
  },
  {
    id: 'payments',
    labelKey: 'menu.payments',
    items: [
      soon('payments', 'menu.payments', '/contul-meu/dealerpayments'),
      soon('history', 'menu.paymentHistory', '/contul-meu/portofel'),
      { id: 'invoices', labelKey: 'menu.invoices', href: '/contul-meu/newinvoices' },
      soon('nextInvoice', 'menu.nextInvoice', '/contul-meu/newinvoices?next=1'),
    ],
  },
  {
    id: 'wallet',
    labelKey: 'menu.wallet',
    professionalOnly: true,
    items: [soon('topUp', 'menu.walletTopUp', '/contul-meu/dealerwallet'), soon('creditPayments', 'menu.creditPayments', '/contul-meu/plati-prin-credite')],
  },
  {
    id: 'statistics',
    labelKey: 'menu.statistics',
    professionalOnly: true,
    items: [
      soon('dashboard', 'menu.statistics', '/contul-meu/dashboard'),
      soon('callTracking', 'menu.callTracking', '/contul-meu/calls'),
      soon('leads', 'menu.leads', '/contul-meu/leads'),
      soon('calls', 'menu.calls', '/contul-meu/leads-management'),
    ],
  },
  {
    id: 'market',
    labelKey: 'menu.market',
    professionalOnly: true,
    items: [
      soon('marketRadar', 'menu.marketRadar', '/contul-meu/market-radar'),
      soon('marketview', 'menu.marketview', '/contul-meu/market-radar?view=marketview'),
      soon('insights', 'menu.marketInsights', '/contul-meu/market-radar?view=insights'),
      soon('appraisal', 'menu.appraisal', '/contul-meu/piata/evaluare'),
    ],
  },
  {
    id: 'benefits',
    labelKey: 'menu.benefits',
    professionalOnly: true,
    items: [
      soon('benefitsOverview', 'menu.benefitsOverview', '/contul-meu/benefits/overview'),
      soon('benefitsActive', 'menu.benefitsActive', '/contul-meu/benefits/active'),
      soon('benefitsAdd', 'menu.benefitsAdd', '/contul-meu/benefits/add'),
      soon('package', 'menu.package', '/contul-meu/new-packaging'),
    ],
  },
  {
    id: 'ratings',
    labelKey: 'menu.ratings',
    professionalOnly: true,
    items: [soon('ratings', 'menu.ratings', '/contul-meu/rating-uri'), soon('askReviews', 'menu.askReviews', '/contul-meu/rating-uri/qrcode')],
  },
  {
    id: 'team',
    labelKey: 'menu.team',
    professionalOnly: true,
    items: [
      { id: 'team', labelKey: 'menu.team', href: '/contul-meu/user-administration' },
      soon('partsSettings', 'menu.partsSettings', '/contul-meu/plati-si-livrari'),
    ],
  },
  {
    id: 'session',
    labelKey: 'menu.session',
    items: [{ id: 'logOut', labelKey: 'menu.logOut', href: '/logout' }],
  },
];

/** The groups a user of this type sees. */
export function accountMenuFor(userType: SessionUserType): AccountMenuGroup[] {
  return ACCOUNT_MENU.filter((group) => !group.professionalOnly || userType === 'professional');
}

/** The entry a path belongs to (for aria-current), or null. */
export function currentMenuItem(path: string): string | null {
  const bare = (path.split(/[?#]/u)[0] ?? '').replace(/\/+$/u, '') || '/';
  for (const group of ACCOUNT_MENU) {
    for (const item of group.items) if (!item.soon && item.href === bare) return item.id;
  }
  return null;
}
