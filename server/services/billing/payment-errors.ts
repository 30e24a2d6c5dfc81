/** The refusals of payments, the wallet and promotions: BAD_USER_INPUT with an errors:billing.* key. */
import { UserInputError } from '@/server/services/ads.types';

const refuse = (key: string, message: string, field?: string) =>
  new UserInputError(`errors:billing.${key}`, message, field);

export const paymentErrors = {
  noInvoices: () => refuse('noInvoices', 'Choose at least one invoice to pay.', 'invoiceIds'),
  tooManyInvoices: () => refuse('tooManyInvoices', 'At most 50 invoices in one payment.', 'invoiceIds'),
  unknownInvoice: () => refuse('unknownInvoice', 'No such invoice on this account.', 'invoiceIds'),
  invoiceNotPayable: () => refuse('invoiceNotPayable', 'This invoice is already paid or cancelled.', 'invoiceIds'),
  invoicePaymentOff: () => refuse('invoicePaymentOff', 'Invoices cannot be paid online at the moment.', 'purpose'),
  topUpOff: () => refuse('topUpOff', 'Credits cannot be bought at the moment.', 'purpose'),
  unknownPack: () => refuse('unknownPack', 'No such credit pack.', 'topUpPackId'),
  purposeMismatch: () =>
    refuse('purposeMismatch', 'Invoices are paid with invoiceIds, credits bought with topUpPackId.', 'purpose'),
  unknownPayment: () => refuse('unknownPayment', 'No such payment on this account.', 'paymentId'),
  paymentNotOpen: () => refuse('paymentNotOpen', 'This payment is no longer waiting for the card.', 'paymentId'),
  paymentExpired: () => refuse('paymentExpired', 'This payment expired; start a new one.', 'paymentId'),
  notCardPayment: () => refuse('notCardPayment', 'This payment is not paid by card.', 'paymentId'),
  challengeCode: () => refuse('challenge.codeInvalid', 'The code has 6 digits.', 'code'),
  card: (key: string, field: string) => new UserInputError(key, 'Check the card details.', field),
  badCursor: () => refuse('listBadCursor', 'Invalid cursor.', 'after'),
  badPageSize: () => refuse('listBadPageSize', 'Between 1 and 50 at a time.', 'first'),
  unknownAdvert: () => refuse('unknownAdvert', 'No such active advert among yours.', 'advertId'),
  notEnoughCredits: () => refuse('notEnoughCredits', 'Not enough credits for this promotion.', 'kind'),
  alreadyPromoted: () => refuse('alreadyPromoted', 'This advert is already promoted until then.', 'kind'),
};
