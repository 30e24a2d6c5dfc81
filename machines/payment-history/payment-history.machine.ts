/** The payments history of /contul-meu/dealerpayments: a cursor list without a filter. */
import type { PaymentRow } from '@/lib/graphql/generated/operations';
import { createCursorListMachine } from '../cursor-list';

export const paymentHistoryMachine = createCursorListMachine<PaymentRow, null>(
  'paymentHistory',
  'Istoricul plăților: data, ce s-a plătit, metoda, suma și starea, cu linkuri spre chitanță și facturi.',
);
