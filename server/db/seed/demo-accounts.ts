/**
 * Demo accounts and adverts the seed always creates, with fixed ids, for the README, e2e and
 * unit tests. Every demo account (the suspended dealer and the sub-user too) signs in with
 * DEMO_PASSWORD; the other seeded sellers have no password (sign-in answers 'Password reset
 * required for the user').
 */
import { hashPasswordWithSalt } from '@/server/auth/passwords';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'volan-demo-2026';

// A fixed salt keeps the seed deterministic; acceptable only because this password is public anyway.
const DEMO_SALT = new TextEncoder().encode('volan-demo-salt!');
let demoHash: string | undefined;

/** The Argon2id hash of DEMO_PASSWORD stored for the demo accounts (computed once). */
export function demoPasswordHash(): string {
  demoHash ??= hashPasswordWithSalt(DEMO_PASSWORD, DEMO_SALT);
  return demoHash;
}

/** A demo account as seeded. */
export interface DemoAccount {
  id: string;
  email: string;
  displayName: string;
  userType: 'private' | 'professional';
  accountStatus: 'active' | 'suspended';
}

export const DEMO_ACCOUNTS = {
  buyer: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'cumparator@volan.test',
    displayName: 'Andrei Popescu',
    userType: 'private',
    accountStatus: 'active',
  },
  seller: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'vanzator@volan.test',
    displayName: 'Maria Ionescu',
    userType: 'private',
    accountStatus: 'active',
  },
  dealer: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'dealer@volan.test',
    displayName: 'Auto Premium Volan SRL',
    userType: 'professional',
    accountStatus: 'active',
  },
  /** Sub-user of `dealer` (user_links row with rights). */
  employee: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'angajat@volan.test',
    displayName: 'Elena Stan',
    userType: 'professional',
    accountStatus: 'active',
  },
  /** account_status 'suspended', suspend_reason 'unpaid_invoice'. */
  suspendedDealer: {
    id: '00000000-0000-4000-8000-000000000005',
    email: 'suspendat@volan.test',
    displayName: 'Camion Trans Expert SRL',
    userType: 'professional',
    accountStatus: 'suspended',
  },
  /** A member of the Volan team (`users.staff`): the team pages under /echipa. */
  staff: {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'echipa@volan.test',
    displayName: 'Echipa Volan',
    userType: 'private',
    accountStatus: 'active',
  },
} as const satisfies Record<string, DemoAccount>;

/** Rights the dealer's sub-user gets. */
export const DEMO_EMPLOYEE_RIGHTS = {
  ads: true,
  messages: true,
  leads: true,
  statistics: true,
  invoices: false,
  payments: false,
  userAdministration: false,
};

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
