/**
 * The route table of SPEC §2: every page and server route, by route id. A route id may have several
 * patterns (index 0, 1, ...). `{category}` and `{subcategory}` are closed parameters: the matcher
 * expands them over the lists in categories.ts, so `/favorite` can never be read as a category and
 * an ad posted under an unknown sub-category is not a posting page. SPEC §2.2's /404 has no entry:
 * Next renders not-found through pages/_error.tsx, so no page answers that path with a 200.
 */
import { CATEGORY_SLUGS, POSTING_SUBCATEGORIES, type CategorySlug } from './categories';

/** The product name carried by the payment flow's first segment (SPEC §2.2: plata-prin-{brand}). */
export const PAYMENT_BRAND = 'volan';
const PAY = `/plata-prin-${PAYMENT_BRAND}`;

/** Auth service base path (SPEC §2.4, default /api/auth). */
export const AUTH_BASE_PATH = '/api/auth';

const POSTING = '/{category}/anunt-nou';
const POSTING_SUB = '/{category}/{subcategory}/anunt-nou';

/** Route id -> patterns. Index order matters to `routeUrl(id, { index })`. */
export const ROUTES = {
  // §2.2 public pages
  home: ['/'],
  menu: ['/menu'],
  listing: ['/{category}/[[...listing]]'],
  listingAdvanced: ['/{category}/cautare-avansata'],
  advertPage: ['/{category}/anunt/{ad_id}'],
  // Issue 10: map search; a static segment, so it outranks the listing's catch-all.
  mapSearch: ['/{category}/harta'],
  favourites: ['/favorite'],
  savedSearches: ['/cautari-salvate'],
  savedSearchUnsubscribe: ['/cautari-salvate/unsubscribe/{hash}'],
  abuseReportConfirmation: ['/confirmation/abuse-report/{hash}'],
  messageConfirmation: ['/confirmation/message/{token}'],
  sellerReview: ['/recenzie-vanzator/{id}', '/seller-review/{id}'],
  carValuation: ['/evaluarea-masinii'],
  financing: ['/finantare'],
  financingRedirect: ['/finantare/redirect/{entrypoint}'],
  newCars: ['/new-cars/[[...params]]'],
  newCarsCatalog: ['/new-cars/catalog/[[...params]]'],
  newCarsOffers: ['/new-cars/offers/[[...params]]'],
  promoted: ['/promoted'],
  vehicleHistoryReportProvider: ['/vehicle-history-report/provider'],
  video2ad: ['/video2ad'],
  sellingOptions: ['/vinde'],
  businessSite: ['/business-site', '/business-site/{subdomain}'],
  businessSiteAboutUs: ['/business-site/{subdomain}/about-us'],
  businessSiteContacts: ['/business-site/{subdomain}/contacts'],
  businessSiteInventory: ['/business-site/{subdomain}/inventory'],
  businessSiteReviews: ['/business-site/{subdomain}/reviews'],
  paymentNew: [`${PAY}/new-payment`],
  paymentNewConfirmation: [`${PAY}/new-confirmation`],
  payment: [`${PAY}/payment/{...mode}`],
  paymentError: [`${PAY}/payment/error`],
  // §2.6 professionals listing and seller profile (paths decided for issue 10)
  professionals: ['/dealeri'],
  sellerProfile: ['/vanzator/{sellerId}'],

  // §2.3 posting pages: new, edit, duplicate; then the same three per sub-category
  postingSelectCategory: ['/anunt-nou/selectcategory'],
  posting_form: [
    POSTING,
    `${POSTING}/edit/{id}`,
    `${POSTING}/duplicate/{ad_id}`,
    POSTING_SUB,
    `${POSTING_SUB}/edit/{id}`,
    `${POSTING_SUB}/duplicate/{ad_id}`,
  ],

  // §2.4 authentication
  authentication: ['/authentication'],
  authenticationConfirm: ['/authentication/confirm'],
  forgotPassword: ['/authentication/forgotpassword'],
  forgotPasswordConfirm: ['/authentication/forgotpassword/confirm'],
  forgotPasswordEmailSuccess: ['/authentication/forgotpassword/email-success'],
  forgotPasswordSuccess: ['/authentication/forgotpassword/success'],
  oauthVerify: ['/authentication/oauthverify'],
  verification: ['/authentication/verification'],
  logout: ['/logout'],
  amplifyLogout: ['/amplify-logout'],
  deleteAccount: ['/delete-account'],
  multiUserRegister: ['/multi-user/register'],
  multiUserRegisterConfirmation: ['/multi-user/register-confirmation'],
  authSignIn: [`${AUTH_BASE_PATH}/signin`],
  authError: [`${AUTH_BASE_PATH}/error`],

  // §2.5 my account
  myAccount: ['/contul-meu'],
  myAccountActive: ['/contul-meu/active'],
  myAccountArchive: ['/contul-meu/archive'],
  myAccountDraft: ['/contul-meu/draft'],
  myAccountModerated: ['/contul-meu/moderated'],
  myAccountWaiting: ['/contul-meu/waiting'],
  myAccountDashboard: ['/contul-meu/dashboard'],
  myAccountBenefits: ['/contul-meu/benefits/{tab}'],
  myAccountSubscriptions: ['/contul-meu/subscriptions/{tab}'],
  myAccountBusinessSiteBackoffice: ['/contul-meu/business-site-backoffice'],
  myAccountCalls: ['/contul-meu/calls'],
  myAccountLeadsManagement: ['/contul-meu/leads-management'],
  myAccountLeads: ['/contul-meu/leads'],
  myAccountFinancing: ['/contul-meu/finantare'],
  myAccountNewCarsLeads: ['/contul-meu/new-cars-leads'],
  myAccountDealerPayments: ['/contul-meu/dealerpayments'],
  myAccountWalletHistory: ['/contul-meu/portofel'],
  myAccountDealerWallet: ['/contul-meu/dealerwallet'],
  myAccountMarketRadar: ['/contul-meu/market-radar'],
  myAccountMessagesRedirect: ['/contul-meu/messages'],
  myAccountMessages: ['/contul-meu/messages/{tab}'],
  myAccountConversation: ['/contul-meu/messages/{tab}/{conversationId}'],
  myAccountNewPackaging: ['/contul-meu/new-packaging'],
  myAccountPackageCalculator: ['/contul-meu/new-packaging/calculator'],
  myAccountInvoices: ['/contul-meu/newinvoices'],
  myAccountPackageComparison: ['/contul-meu/package-comparison'],
  myAccountAppraisal: ['/contul-meu/piata/evaluare'],
  myAccountCreditPayments: ['/contul-meu/plati-prin-credite'],
  myAccountPartsSettings: ['/contul-meu/plati-si-livrari'],
  myAccountPreferences: ['/contul-meu/preferences'],
  myAccountSettings: ['/contul-meu/settings'],
  myAccountRatings: ['/contul-meu/rating-uri'],
  myAccountRatingsQrCode: ['/contul-meu/rating-uri/qrcode'],
  myAccountUserAdministration: ['/contul-meu/user-administration'],

  // issue 15: team pages, for staff only (404 for everyone else); there is no /echipa index
  teamPerformance: ['/echipa/performanta'],
  // issue 15: the team's pages (team members only; 404 for everyone else)
  teamFlags: ['/echipa/flaguri'],

  // server routes (§2.2, §7); /graphql is rewritten to /api/graphql in next.config.ts
  apiAuth: [`${AUTH_BASE_PATH}/{...nextauth}`],
  apiBusinessSiteRobots: ['/api/business-site-robots'],
  apiBusinessSiteSitemap: ['/api/business-site-sitemap'],
  apiDownloadAdStats: ['/api/download-ad-stats'],
  apiUoffe: ['/api/uoffe'],
  apiBm: ['/api/bm'],
  apiErrors: ['/api/errors'],
  graphql: ['/graphql', '/api/graphql'],
} as const satisfies Record<string, readonly string[]>;

/** A route id of the table. */
export type RouteId = keyof typeof ROUTES;

/** Looks a route id up without trusting its type (route ids also arrive as plain strings). */
export function routePatterns(id: string): readonly string[] | undefined {
  return Object.hasOwn(ROUTES, id) ? (ROUTES as Record<string, readonly string[]>)[id] : undefined;
}

/**
 * The values a closed parameter may take, given the parameters fixed so far in the same pattern
 * (sub-categories depend on the category). Undefined: the parameter is open.
 */
export function closedParamValues(
  name: string,
  fixed: Readonly<Record<string, string>>,
): readonly string[] | undefined {
  if (name === 'category') return CATEGORY_SLUGS;
  if (name === 'subcategory') {
    const category = fixed['category'] as CategorySlug | undefined;
    return category ? (POSTING_SUBCATEGORIES[category] ?? []).map((s) => s.slug) : [];
  }
  return undefined;
}

/** Which of the three posting forms a posting_form match is (SPEC §2.3). */
export function postingFormMode(params: Readonly<Record<string, unknown>>): 'new' | 'edit' | 'duplicate' {
  if (params['id'] !== undefined) return 'edit';
  if (params['ad_id'] !== undefined) return 'duplicate';
  return 'new';
}
