/**
 * Demo accounts and adverts the seed always creates, with fixed ids, for the README, e2e and
 * unit tests. Passwords: none yet (password_hash is null until the sign-in issue adds argon2).
 */

/** A demo account as seeded. */
export interface DemoAccount {
  id: string;
  email: string;
  displayName: string;
  userType: 'private' | 'professional';
  accountStatus: 'active' | 'suspended';
}

export const DEMO_ACCOUNTS = {
  buyer: { id: '00000000-0000-4000-8000-000000000001', email: 'cumparator@volan.test', displayName: 'Andrei Popescu', userType: 'private', accountStatus: 'active' },
  seller: { id: '00000000-0000-4000-8000-000000000002', email: 'vanzator@volan.test', displayName: 'Maria Ionescu', userType: 'private', accountStatus: 'active' },
  dealer: { id: '00000000-0000-4000-8000-000000000003', email: 'dealer@volan.test', displayName: 'Auto Premium Volan SRL', userType: 'professional', accountStatus: 'active' },
  /** Sub-user of `dealer` (user_links row with rights). */
  employee: { id: '00000000-0000-4000-8000-000000000004', email: 'angajat@volan.test', displayName: 'Elena Stan', userType: 'professional', accountStatus: 'active' },
  /** account_status 'suspended', suspend_reason 'unpaid_invoice'. */
  suspendedDealer: { id: '00000000-0000-4000-8000-000000000005', email: 'suspendat@volan.test', displayName: 'Camion Trans Expert SRL', userType: 'professional', accountStatus: 'suspended' },
} as const satisfies Record<string, DemoAccount>;

/** Rights the dealer's sub-user gets. */
export const DEMO_EMPLOYEE_RIGHTS = { ads: true, messages: true, leads: true, statistics: true, invoices: false, payments: false, userAdministration: false };

/**
 * Adverts with fixed ids and states (present whenever at least 10 adverts are seeded).
 * activeCar and archivedCar belong to the private seller; dealerCar to the dealer.
 */
export const DEMO_ADVERT_IDS = {
  activeCar: 1,
  archivedCar: 2,
  dealerCar: 3,
  waitingCar: 4,
  draftCar: 5,
  moderatedCar: 6,
} as const;
