/**
 * Every flow machine of Volan, in the order the /flows explorer lists them. Each entry (Romanian
 * title and description, default input, concrete events, scenarios, guard stubs, coverage
 * exceptions) lives with its machine in machines/<flow>/<flow>.registry.ts; this file only lists them.
 */
import { accessRestrictedFlow } from './access-restricted/access-restricted.registry';
import { authChangePasswordFlow } from './auth-change-password/auth-change-password.registry';
import { authConfirmFlow } from './auth-confirm/auth-confirm.registry';
import { authDeleteAccountFlow } from './auth-delete-account/auth-delete-account.registry';
import { authForgotPasswordFlow } from './auth-forgot-password/auth-forgot-password.registry';
import { authLogoutFlow } from './auth-logout/auth-logout.registry';
import { authResetPasswordFlow } from './auth-reset-password/auth-reset-password.registry';
import { authSignInFlow } from './auth-sign-in/auth-sign-in.registry';
import { authSignUpFlow } from './auth-sign-up/auth-sign-up.registry';
import { authVerificationFlow } from './auth-verification/auth-verification.registry';
import { consentFlow } from './consent/consent.registry';
import { contactSellerFlow } from './contact-seller/contact-seller.registry';
import { conversationFlow } from './conversation/conversation.registry';
import { comboboxFlow } from './combobox/combobox.registry';
import { dialogsFlow } from './dialogs/dialogs.registry';
import { favouriteListFlow } from './favourite-list/favourite-list.registry';
import { experimentsFlow } from './experiments/experiments.registry';
import { favouritesFlow } from './favourites/favourites.registry';
import { financingFlow } from './financing/financing.registry';
import { financingFilterFlow } from './financing-filter/financing-filter.registry';
import { galleryFlow } from './gallery/gallery.registry';
import { impersonationFlow } from './impersonation/impersonation.registry';
import { inboxFlow } from './inbox/inbox.registry';
import { myAdsFlow } from './my-ads/my-ads.registry';
import { advertStateFlow } from './advert-state/advert-state.registry';
import { mapSearchFlow } from './map-search/map-search.registry';
import { listingFlow } from './listing/listing.registry';
import { pageLoadFlow } from './page-load/page-load.registry';
import { paymentFlow } from './payment/payment.registry';
import { paymentHistoryFlow } from './payment-history/payment-history.registry';
import { dealerFinancingSettingsFlow } from './dealer-financing-settings/dealer-financing-settings.registry';
import { financingLeadStatusFlow } from './financing-lead-status/financing-lead-status.registry';
import { financingLeadsFlow } from './financing-leads/financing-leads.registry';
import { walletLedgerFlow } from './wallet-ledger/wallet-ledger.registry';
import { walletFlow } from './wallet/wallet.registry';
import { creditPromotionFlow } from './credit-promotion/credit-promotion.registry';
import { packageCalculatorFlow } from './package-calculator/package-calculator.registry';
import { packageComparisonFlow } from './package-comparison/package-comparison.registry';
import { packageChoiceFlow } from './package-choice/package-choice.registry';
import { benefitsFlow } from './benefits/benefits.registry';
import { subscriptionListFlow } from './subscription-list/subscription-list.registry';
import { postingFlow } from './posting/posting.registry';
import { phoneRevealFlow } from './phone-reveal/phone-reveal.registry';
import { priceEstimateFlow } from './price-estimate/price-estimate.registry';
import { postingPhotosFlow } from './posting-photos/posting-photos.registry';
import { professionalsFlow } from './professionals/professionals.registry';
import { quickSearchFlow } from './quick-search/quick-search.registry';
import type { RegisteredMachine } from './registry.types';
import { selectFlow } from './select/select.registry';
import { savedSearchFlow } from './saved-search/saved-search.registry';
import { savedSearchListFlow } from './saved-search-list/saved-search-list.registry';
import { paymentRemindersFlow } from './payment-reminders/payment-reminders.registry';
import { invoiceListFlow } from './invoice-list/invoice-list.registry';
import { savedSearchUnsubscribeFlow } from './saved-search-unsubscribe/saved-search-unsubscribe.registry';
import { reportAdFlow } from './report-ad/report-ad.registry';
import { vinRevealFlow } from './vin-reveal/vin-reveal.registry';
import { vinCheckFlow } from './vin-check/vin-check.registry';
import { plateDecoderFlow } from './plate-decoder/plate-decoder.registry';
import { sellerPriceNoteFlow } from './seller-price-note/seller-price-note.registry';
import { sessionFlow } from './session/session.registry';
import { snackbarFlow } from './snackbar/snackbar.registry';
import { teamAdminFlow } from './team-admin/team-admin.registry';
import { teamFlagsFlow } from './team-flags/team-flags.registry';
import { teamPerformanceFlow } from './team-performance/team-performance.registry';

/** Every registered flow: the UI widgets, then the session and the auth screens in the order a visitor meets them, then the team. */
export const FLOW_REGISTRY: readonly RegisteredMachine[] = [
  selectFlow,
  comboboxFlow,
  dialogsFlow,
  snackbarFlow,
  consentFlow,
  accessRestrictedFlow,
  pageLoadFlow,
  sessionFlow,
  experimentsFlow,
  authSignInFlow,
  authSignUpFlow,
  authConfirmFlow,
  authVerificationFlow,
  authForgotPasswordFlow,
  authResetPasswordFlow,
  authLogoutFlow,
  authDeleteAccountFlow,
  authChangePasswordFlow,
  teamAdminFlow,
  impersonationFlow,
  mapSearchFlow,
  quickSearchFlow,
  listingFlow,
  professionalsFlow,
  sellerPriceNoteFlow,
  reportAdFlow,
  vinRevealFlow,
  phoneRevealFlow,
  favouritesFlow,
  favouriteListFlow,
  savedSearchFlow,
  savedSearchListFlow,
  savedSearchUnsubscribeFlow,
  paymentRemindersFlow,
  invoiceListFlow,
  galleryFlow,
  contactSellerFlow,
  inboxFlow,
  conversationFlow,
  postingFlow,
  priceEstimateFlow,
  vinCheckFlow,
  plateDecoderFlow,
  postingPhotosFlow,
  myAdsFlow,
  advertStateFlow,
  paymentFlow,
  paymentHistoryFlow,
  dealerFinancingSettingsFlow,
  financingLeadsFlow,
  financingLeadStatusFlow,
  walletLedgerFlow,
  walletFlow,
  creditPromotionFlow,
  packageCalculatorFlow,
  packageComparisonFlow,
  packageChoiceFlow,
  benefitsFlow,
  subscriptionListFlow,
  teamPerformanceFlow,
  financingFlow,
  financingFilterFlow,
  teamFlagsFlow,
];

/** The registered flow with this id, or undefined. */
export function findRegisteredMachine(id: string): RegisteredMachine | undefined {
  return FLOW_REGISTRY.find((entry) => entry.id === id);
}
