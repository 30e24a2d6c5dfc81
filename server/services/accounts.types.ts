/** Types shared by the account services, their GraphQL resolvers and next-auth's authorize. */
import type { AuthConfig } from '@/server/auth/auth-config';
import type { Db } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';

/** What every account operation runs with. */
export interface AccountsDeps {
  db: Db;
  config: AuthConfig;
  mailer: Mailer;
  /** The client address (throttling); null when unknown. */
  address: string | null;
}

/** Where a code was sent, masked as the original identity service does ('a***@v***.ro'). */
export interface CodeDeliveryDetails {
  destination: string;
  deliveryMedium: 'EMAIL';
  attributeName: 'email';
}

/** signUp's result. */
export interface SignUpResult {
  userUUID: string;
  userConfirmed: boolean;
  codeDeliveryDetails: CodeDeliveryDetails;
}

/** The signed-in user's profile (GraphQL `me`). */
export interface MeDto {
  userUUID: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  displayName: string;
  userType: 'private' | 'professional';
  accountStatus: string;
  suspendReason: string | null;
  companyName: string | null;
  phone: string | null;
  multiUser: { isMainAccount: boolean; mainAccountUUID: string } | null;
  /** ISO date. */
  createdAt: string;
  /** `users.staff`: a member of the Volan team (the resolver turns it off while another account acts for this one). */
  staff: boolean;
}

/** The caller of an authenticated operation, from a verified id token. */
export interface AuthenticatedCaller {
  userId: string;
  /** The session (refresh-token family) of the token. */
  sessionId: string;
}
