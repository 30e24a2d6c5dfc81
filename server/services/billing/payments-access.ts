/**
 * Who may pay (docs/billing.md, Routes): a professional main account, or its sub-user with the
 * payments right (read from user_links on every call, so a change applies at once). Everyone else
 * is refused: private accounts have no billing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rowsOf } from './billing-sql';

/** The caller may not reach payments (the resolvers answer FORBIDDEN 403). */
export class PaymentsForbiddenError extends Error {
  constructor(readonly reason: 'notProfessional' | 'noRight') {
    super(reason === 'noRight' ? 'The payments right is needed.' : 'Only dealer accounts have payments.');
    this.name = 'PaymentsForbiddenError';
  }
}

/** The paying account and who acts for it. */
export interface PayerRef {
  /** The professional main account. */
  accountId: string;
  /** The signed-in user (the account or its sub-user). */
  userId: string;
}

/** The account `userId` pays for, or PaymentsForbiddenError. */
export async function payerOf(db: Db, userId: string): Promise<PayerRef> {
  const [row] = await rowsOf<{ main: string | null; rights: Record<string, boolean> | null; type: string | null }>(
    db,
    sql`select l.main_user_id as main, l.rights, coalesce(m.user_type, u.user_type) as type
        from users u
        left join user_links l on l.sub_user_id = u.id
        left join users m on m.id = l.main_user_id
        where u.id = ${userId}`,
  );
  if (!row) throw new PaymentsForbiddenError('notProfessional');
  if (row.main && row.rights?.['payments'] !== true) throw new PaymentsForbiddenError('noRight');
  if (row.type !== 'professional') throw new PaymentsForbiddenError('notProfessional');
  return { accountId: row.main ?? userId, userId };
}
