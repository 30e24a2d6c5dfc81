/**
 * The page guard's live account status on a seeded PGlite: a dealer blocked after its token was
 * issued is suspended at the next page, a sub-user follows its main account's billing block, a
 * dealer whose block was lifted is active again, and the guard then decides on that status.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { PageSession } from '@/lib/session/session.types';
import { SUSPENDED_ACCOUNT_PATH } from '@/lib/session/auth-paths';
import { decidePageAccess } from './auth-guard';
import { withLiveAccountStatus } from './live-account-status';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 10 });
});
afterAll(async () => {
  await t.close();
});

const session = (id: string, accountStatus: string, suspendReason: string | null = null): PageSession => ({
  user: {
    name: 'x',
    email: 'x@volan.test',
    image: null,
    id,
    familyName: '',
    givenName: '',
    displayName: 'x',
    userUUID: id,
    userType: 'professional',
    accountStatus,
    suspendReason,
  },
  multiUser: null,
});

const setStatus = (id: string, status: string, reason: string | null) =>
  rawQuery(t.db, 'update users set account_status = $2, suspend_reason = $3 where id = $1', [id, status, reason]);

describe('withLiveAccountStatus', () => {
  const { dealer, employee } = DEMO_ACCOUNTS;

  it('keeps a session that matches the database as it is', async () => {
    const before = session(dealer.id, 'active');
    expect(await withLiveAccountStatus(before, t.db)).toBe(before);
  });

  it('suspends a dealer blocked since its token, and its sub-user, and sends them to the invoices', async () => {
    await setStatus(dealer.id, 'suspended', 'unpaid_invoice');
    const live = await withLiveAccountStatus(session(dealer.id, 'active'), t.db);
    expect(live.user).toMatchObject({ accountStatus: 'suspended', suspendReason: 'unpaid_invoice' });
    expect(decidePageAccess({ mode: 'redirect', session: live, url: '/contul-meu/active' })).toEqual({
      kind: 'redirect',
      redirect: { destination: SUSPENDED_ACCOUNT_PATH, permanent: false },
    });
    const sub = await withLiveAccountStatus(session(employee.id, 'active'), t.db);
    expect(sub.user.accountStatus).toBe('suspended');
  });

  it('lets a dealer whose block was lifted in at once, whatever its token says', async () => {
    await setStatus(dealer.id, 'active', null);
    const live = await withLiveAccountStatus(session(dealer.id, 'suspended', 'unpaid_invoice'), t.db);
    expect(live.user).toMatchObject({ accountStatus: 'active', suspendReason: null });
    expect(decidePageAccess({ mode: 'redirect', session: live, url: '/contul-meu/active' })).toEqual({
      kind: 'proceed',
    });
    expect((await withLiveAccountStatus(session(employee.id, 'active'), t.db)).user.accountStatus).toBe('active');
  });
});
