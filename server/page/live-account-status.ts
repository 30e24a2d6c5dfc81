/**
 * The account status a page decides with, read live from the database rather than from the id
 * token (which carries the status it was issued with, for up to ID_TOKEN_TTL_SECONDS): billing
 * blocks and lifts accounts between two tokens (docs/billing.md), and the next page must follow at
 * once — a blocked dealer is sent to its invoices, a dealer who just paid is not kept out. A
 * sub-user follows its main account while billing holds it blocked. One indexed query per page of
 * a signed-in visitor; when it fails the token's status stands.
 */
import { getDb, rawQuery, type Db } from '@/server/db/client';
import type { PageSession } from '@/lib/session/session.types';
import { logger } from '@/lib/logger/logger';

/** users.suspend_reason of a billing block (server/services/billing/blocking.ts). */
const UNPAID_INVOICE = 'unpaid_invoice';

interface LiveRow {
  account_status: string;
  suspend_reason: string | null;
  main_status: string | null;
  main_reason: string | null;
}

/** The session with the account's live status (the main account's billing block for a sub-user). */
export async function withLiveAccountStatus(session: PageSession, db?: Db): Promise<PageSession> {
  try {
    const [row] = await rawQuery<LiveRow>(
      db ?? (await getDb()),
      `select u.account_status, u.suspend_reason, m.account_status as main_status, m.suspend_reason as main_reason
         from users u
         left join user_links l on l.sub_user_id = u.id
         left join users m on m.id = l.main_user_id
        where u.id = $1`,
      [session.user.id],
    );
    if (!row) return session;
    const mainBlocked = row.main_status === 'suspended' && row.main_reason === UNPAID_INVOICE;
    const accountStatus = mainBlocked ? 'suspended' : row.account_status;
    const suspendReason = mainBlocked ? UNPAID_INVOICE : row.suspend_reason;
    if (accountStatus === session.user.accountStatus && suspendReason === session.user.suspendReason) return session;
    return { ...session, user: { ...session.user, accountStatus, suspendReason } };
  } catch (error) {
    logger.warn(error, { during: 'withLiveAccountStatus' });
    return session;
  }
}
