/** The payment, wallet and promotion services the GraphQL resolvers call (context.services.payments). */
import { cancelPayment, getPayment, listPayments, startPayment } from './payments';
import { listAdvertPromotions, listPromotableAdverts } from './promotion-queries';
import { PROMOTION_OPTIONS, promoteAdvert } from './promotions';
import { appSandbox } from './sandbox';
import { confirmSandboxChallenge, submitSandboxCard } from './sandbox-payments';
import { getWallet, listWalletEntries } from './wallet-queries';

export const paymentsServices = {
  provider: appSandbox,
  start: startPayment,
  get: getPayment,
  list: listPayments,
  cancel: cancelPayment,
  submitSandboxCard,
  confirmSandboxChallenge,
  wallet: getWallet,
  walletEntries: listWalletEntries,
  promotionOptions: () => PROMOTION_OPTIONS,
  promote: promoteAdvert,
  promotions: listAdvertPromotions,
  promotableAdverts: listPromotableAdverts,
};
