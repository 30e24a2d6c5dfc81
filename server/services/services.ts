/**
 * Every service the GraphQL resolvers call, as one object: resolvers reach services only through
 * `context.services` (with `context.deps` for the account and team operations), so a test or the
 * in-process SSR executor can replace any of them in one place.
 */
import { challengeFor } from '@/server/auth/attempt-gate';
import { getPriceEstimate } from '@/server/price-indicator/estimate';
import { getSellerPriceIndicatorNote } from '@/server/price-indicator/seller-note';
import { postingPriceEstimate, postingPriceRules } from '@/server/price-indicator/posting-estimate';
import { confirmSignUp, resendSignUpCode, signUp } from './accounts';
import { changePassword, confirmForgotPassword, deleteAccount, forgotPassword, getMe } from './accounts-passwords';
import { adsServices } from './ads';
import { startImpersonation, stopImpersonation } from './impersonation';
import { sellersServices } from './sellers-services';
import { advertMapPoints } from './map-points';
import { houseAdsForSlots } from './house-ads';
import { getDealerProfile } from './dealer-profiles';
import { phoneRevealCounts, revealPhone } from './phone-reveals';
import { reportAdvert, reportReasons } from './reports';
import { revealVin, vinChallenge } from './vin-reveal';
import { getConversation, listConversations, unreadConversationCount } from './conversations';
import { getAttachmentStore } from './message-files';
import { markRead, remove, replyToConversation, restore, sendContactMessage } from './messages';
import { conversationEventsOf } from './conversation-events';
import { getEventBus } from './event-bus';
import {
  postingEquipment,
  postingGenerations,
  postingMakes,
  postingModels,
  postingVersions,
} from './posting-catalogue';
import { getDraft, saveDraft, startDraft } from './posting-drafts';
import { postingOwnerOf } from './posting-owner';
import { publishDraft } from './posting-publish';
import { checkVin } from './vehicle-check/vin-check';
import { decodeRegistration } from './vehicle-check/registration';
import { postingPhotosServices } from './posting-photos-services';
import { adsAccountOf } from './my-ads-access';
import { countMyAds, listMyAds } from './my-ads';
import { deactivateMyAd, deleteMyDraft, reactivateMyAd } from './my-ads-transitions';
import { myAdsDashboard } from './my-ads-dashboard';
import { countAdvertView } from './my-ads-stats';
import {
  advertCardsByIds,
  followAdvert,
  listFavouriteAdvertIds,
  listFavouriteAdverts,
  mergeFavouriteAdverts,
  removeAllFavouriteAdverts,
  unfollowAdvert,
} from './favourites';
import {
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchVisited,
  renameSavedSearch,
  saveSearch,
  setSavedSearchFrequency,
  unsubscribeSavedSearch,
} from './saved-searches/saved-searches';
import { billingAccountOf, billingAccountOrNull } from './billing/billing-access';
import { billingStatusOf, declareInvoicePaid, noBillingStatus, unblockAccount } from './billing/billing-status';
import { getInvoice, listInvoices } from './billing/invoices';
import { activeBenefits, listAddOns, listPackages, listSubscriptions } from './billing/catalogue';
import { cancelSubscription, changePackage, subscribeAddOn } from './billing/subscriptions';
import { packageCalculator } from './billing/package-calculator';
import { billingSettings } from './billing/billing-settings';
import { appNow } from '@/server/clock';
import { paymentsServices } from './billing/payments-services';
import { acceptTeamInvitation, inviteTeamMember, listTeam, removeTeamMember, updateTeamMemberRights } from './team';
import { cachedSiteWideFlags } from './experiments';
import { financingAccountOf } from './financing/financing-access';
import {
  dealerEntrypointSettings,
  dealerFinancingSettingsOf,
  updateDealerFinancingSettings,
} from './financing/dealer-financing';
import { financingAdvert, financingPartners, financingTypeOf } from './financing/financing-partners';
import { createFinancingLead, listFinancingLeads } from './financing/financing-leads';
import { dealerFinancingAdverts } from './financing/dealer-financing-adverts';
import { updateFinancingLeadStatus } from './financing/financing-lead-status';
import { listTeamExperiments, listTeamFlags, setTeamExperimentEnabled, setTeamFlag } from './experiments-team';

/** The real services. */
export const services = {
  ...adsServices,
  authChallenge: challengeFor,
  signUp,
  confirmSignUp,
  resendSignUpCode,
  forgotPassword,
  confirmForgotPassword,
  changePassword,
  deleteAccount,
  getMe,
  listTeam,
  inviteTeamMember,
  updateTeamMemberRights,
  removeTeamMember,
  acceptTeamInvitation,
  startImpersonation,
  stopImpersonation,
  sellers: sellersServices,
  getPriceEstimate,
  getSellerPriceIndicatorNote,
  postingPrice: { estimate: postingPriceEstimate, rules: () => postingPriceRules() },
  advertMapPoints,
  houseAds: { forSlots: houseAdsForSlots },
  reports: { reasons: reportReasons, report: reportAdvert },
  vin: { challenge: vinChallenge, reveal: revealVin },
  vehicleCheck: { checkVin, decodeRegistration },
  phone: { reveal: revealPhone, revealCounts: phoneRevealCounts, dealerProfile: getDealerProfile },
  messages: {
    store: getAttachmentStore,
    events: getEventBus,
    liveEvents: conversationEventsOf,
    send: sendContactMessage,
    reply: replyToConversation,
    list: listConversations,
    get: getConversation,
    unreadCount: unreadConversationCount,
    markRead,
    remove,
    restore,
  },
  posting: {
    ownerOf: postingOwnerOf,
    get: getDraft,
    start: startDraft,
    save: saveDraft,
    publish: publishDraft,
    makes: postingMakes,
    models: postingModels,
    generations: postingGenerations,
    versions: postingVersions,
    equipment: postingEquipment,
  },
  postingPhotos: postingPhotosServices,
  myAds: {
    accountOf: adsAccountOf,
    list: listMyAds,
    counts: countMyAds,
    dashboard: myAdsDashboard,
    deactivate: deactivateMyAd,
    reactivate: reactivateMyAd,
    deleteDraft: deleteMyDraft,
    countView: countAdvertView,
  },
  favourites: {
    list: listFavouriteAdverts,
    listIds: listFavouriteAdvertIds,
    follow: followAdvert,
    unfollow: unfollowAdvert,
    merge: mergeFavouriteAdverts,
    removeAll: removeAllFavouriteAdverts,
    cards: advertCardsByIds,
  },
  savedSearches: {
    list: listSavedSearches,
    save: saveSearch,
    rename: renameSavedSearch,
    setFrequency: setSavedSearchFrequency,
    remove: deleteSavedSearch,
    markVisited: markSavedSearchVisited,
    unsubscribe: unsubscribeSavedSearch,
  },
  experiments: {
    siteFlags: cachedSiteWideFlags,
    listFlags: listTeamFlags,
    listExperiments: listTeamExperiments,
    setFlag: setTeamFlag,
    setExperimentEnabled: setTeamExperimentEnabled,
  },
  billing: {
    /** Billing's clock: the app's (the test clock moves it), not the sign-in clock. */
    now: () => appNow(),
    settings: () => billingSettings(),
    accountOf: billingAccountOf,
    accountOrNull: billingAccountOrNull,
    status: billingStatusOf,
    noStatus: noBillingStatus,
    declareInvoicePaid,
    unblockAccount,
    invoices: listInvoices,
    invoice: getInvoice,
    packages: listPackages,
    addOns: listAddOns,
    subscriptions: listSubscriptions,
    activeBenefits,
    packageCalculator,
    changePackage,
    subscribeAddOn,
    cancelSubscription,
  },
  payments: paymentsServices,
  financing: {
    partners: financingPartners,
    advert: financingAdvert,
    typeOf: financingTypeOf,
    accountOf: financingAccountOf,
    settingsOf: dealerFinancingSettingsOf,
    updateSettings: updateDealerFinancingSettings,
    entrypointSettings: dealerEntrypointSettings,
    createLead: createFinancingLead,
    listLeads: listFinancingLeads,
    adverts: dealerFinancingAdverts,
    updateLeadStatus: updateFinancingLeadStatus,
  },
};

/** What `context.services` holds. */
export type Services = typeof services;
