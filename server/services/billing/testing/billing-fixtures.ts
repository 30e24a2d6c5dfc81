/** Test dealers for the billing tests: a professional account of its own, with adverts moved to it. */
import { randomUUID } from 'node:crypto';
import { rawQuery, type Db } from '@/server/db/client';

/** A new active professional account; `adverts` of the seed's active adverts become its own. */
export async function createTestDealer(db: Db, options: { adverts?: number; name?: string } = {}): Promise<string> {
  const id = randomUUID();
  const name = options.name ?? `Dealer Test ${id.slice(0, 6)} SRL`;
  await rawQuery(
    db,
    `insert into users (id, email, display_name, user_type, account_status, company_name)
     values ($1, $2, $3, 'professional', 'active', $3)`,
    [id, `dealer-${id}@volan.test`, name],
  );
  if (options.adverts) {
    await rawQuery(
      db,
      `update adverts set user_id = $1 where id in (
         select id from adverts where status = 'active' and user_id <> $1 order by id desc limit $2)`,
      [id, options.adverts],
    );
  }
  return id;
}

/** The account's status and reason, and its adverts' statuses. */
export async function accountState(
  db: Db,
  accountId: string,
): Promise<{ status: string; reason: string | null; adverts: string[] }> {
  const [user] = await rawQuery<{ account_status: string; suspend_reason: string | null }>(
    db,
    'select account_status, suspend_reason from users where id = $1',
    [accountId],
  );
  const adverts = await rawQuery<{ status: string }>(db, 'select status from adverts where user_id = $1 order by id', [
    accountId,
  ]);
  return {
    status: user?.account_status ?? '',
    reason: user?.suspend_reason ?? null,
    adverts: adverts.map((a) => a.status),
  };
}
