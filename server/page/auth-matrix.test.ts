/**
 * The authorization matrix (issue 4): every protected route of lib/routes/route-table.ts under
 * /contul-meu, plus /delete-account, for anonymous, private, dealer main, sub-user without rights,
 * sub-user with some rights, suspended dealer, and the dealer acting for its employee. Sessions are real: each persona signs in through
 * next-auth's handler and its cookie is decoded by getPageSession, as getServerSideProps does;
 * then the pages' own decisions run (decidePageAccess, then the section check of account pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '@/lib/routes/route-table';
import { toPageSession } from '@/lib/session/session-rules';
import type { PageSession } from '@/lib/session/session.types';
import { getPageSession } from '@/server/auth/next-auth-handler';
import {
  BrowserClient,
  startAuthTestServer,
  testClock,
  type AuthTestServer,
} from '@/server/auth/testing/auth-test-server';
import { userLinks, users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPasswordHash } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { GetServerSidePropsContext } from 'next';
import { loadAccountPage } from './account.loader';
import { decidePageAccess, hasSessionCookie, type PageAuthMode } from './auth-guard';
import { sectionRestricted } from './section-access';

type Persona =
  | 'anonymous'
  | 'private'
  | 'dealerMain'
  | 'subUserNoRights'
  | 'subUserWithRights'
  | 'suspendedDealer'
  | 'dealerActingForEmployee';
type Outcome = 'allowed' | 'signIn' | 'sessionRequired' | 'restricted' | 'invoices';

const NO_RIGHTS_SUB_USER = { id: '00000000-0000-4000-8000-0000000000b1', email: 'fara-drepturi@volan.test' };
const EMAILS: Record<Exclude<Persona, 'anonymous' | 'dealerActingForEmployee'>, string> = {
  private: DEMO_ACCOUNTS.buyer.email,
  dealerMain: DEMO_ACCOUNTS.dealer.email,
  subUserNoRights: NO_RIGHTS_SUB_USER.email,
  subUserWithRights: DEMO_ACCOUNTS.employee.email,
  suspendedDealer: DEMO_ACCOUNTS.suspendedDealer.email,
};

/**
 * Account routes every team member may open (stated here, independently of lib/team/section-rights.ts).
 * The packages pages (benefits, subscriptions, new-packaging, calculator, comparison) need the
 * payments right since issue 14 (docs/billing.md "Routes").
 */
const OPEN_TO_EVERY_MEMBER = new Set<RouteId>([
  'myAccount',
  'myAccountBusinessSiteBackoffice',
  'myAccountAppraisal',
  'myAccountPartsSettings',
  'myAccountPreferences',
  'myAccountSettings',
  'myAccountRatings',
  'myAccountRatingsQrCode',
]);
/** The seeded employee's rights are ads, messages, leads and statistics (DEMO_EMPLOYEE_RIGHTS). */
const EMPLOYEE_ALLOWED = new Set<RouteId>([
  'myAccountActive',
  'myAccountArchive',
  'myAccountDraft',
  'myAccountModerated',
  'myAccountWaiting',
  'myAccountMessagesRedirect',
  'myAccountMessages',
  'myAccountConversation',
  'myAccountCalls',
  'myAccountLeadsManagement',
  'myAccountLeads',
  'myAccountFinancing',
  'myAccountNewCarsLeads',
  'myAccountDashboard',
  'myAccountMarketRadar',
]);

/** The protected routes: every pattern under /contul-meu, and /delete-account. */
const PROTECTED = (Object.entries(ROUTES) as [RouteId, readonly string[]][]).filter(
  ([id, patterns]) =>
    id === 'deleteAccount' || patterns.some((p) => p === '/contul-meu' || p.startsWith('/contul-meu/')),
);
/** A concrete url of a pattern. */
const urlOf = (pattern: string) => pattern.replace('{tab}', 'received').replace('{conversationId}', 'c-17');
/** How the route's page reads the session: account pages redirect, /delete-account requires one. */
const modeOf = (id: RouteId): PageAuthMode => (id === 'deleteAccount' ? 'required' : 'redirect');

function expected(persona: Persona, id: RouteId, url: string): { outcome: Outcome; destination?: string } {
  if (persona === 'anonymous') {
    const target = encodeURIComponent(url);
    return id === 'deleteAccount'
      ? { outcome: 'sessionRequired', destination: `/api/auth/signin?error=SessionRequired&callbackUrl=${target}` }
      : { outcome: 'signIn', destination: `/authentication?redirectUrl=${target}` };
  }
  if (persona === 'suspendedDealer')
    return id === 'myAccountInvoices'
      ? { outcome: 'allowed' }
      : { outcome: 'invoices', destination: '/contul-meu/newinvoices' };
  if (persona === 'subUserNoRights' && id !== 'deleteAccount' && !OPEN_TO_EVERY_MEMBER.has(id))
    return { outcome: 'restricted' };
  // Acting for the employee, the dealer has exactly her rights.
  if (
    (persona === 'subUserWithRights' || persona === 'dealerActingForEmployee') &&
    id !== 'deleteAccount' &&
    !OPEN_TO_EVERY_MEMBER.has(id) &&
    !EMPLOYEE_ALLOWED.has(id)
  )
    return { outcome: 'restricted' };
  return { outcome: 'allowed' };
}

const clock = testClock(new Date());
let t: TestDb;
let server: AuthTestServer;
const sessions = new Map<Persona, PageSession | null>();

/** A page request carrying a browser's cookies, as getServerSideProps receives it. */
function pageRequest(cookies: Map<string, string>): {
  req: IncomingMessage & { cookies: Record<string, string> };
  res: ServerResponse;
} {
  // Next parses the Cookie header into req.cookies with the values decoded.
  const req = Object.assign(new IncomingMessage(new Socket()), {
    cookies: Object.fromEntries([...cookies].map(([k, v]) => [k, decodeURIComponent(v)])),
  });
  req.headers = { host: 'localhost:3000', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  return { req, res: new ServerResponse(req) };
}

/** What the guard functions decide for a persona and a route. */
async function decide(persona: Persona, id: RouteId, url: string): Promise<{ outcome: Outcome; destination?: string }> {
  const session = sessions.get(persona) ?? null;
  const access = decidePageAccess({ mode: modeOf(id), session, url });
  if (access.kind === 'redirect') {
    const { destination } = access.redirect;
    if (destination === '/contul-meu/newinvoices') return { outcome: 'invoices', destination };
    return { outcome: destination.startsWith('/api/auth/signin') ? 'sessionRequired' : 'signIn', destination };
  }
  // Only account pages (loadAccountPage) check the section; /delete-account has none.
  if (session && id !== 'deleteAccount' && (await sectionRestricted(t.db, session, url)))
    return { outcome: 'restricted' };
  return { outcome: 'allowed' };
}

beforeAll(async () => {
  t = await createTestDb({ ads: 0 });
  await t.db.insert(users).values({
    id: NO_RIGHTS_SUB_USER.id,
    email: NO_RIGHTS_SUB_USER.email,
    passwordHash: demoPasswordHash(),
    displayName: 'Ion Fără Drepturi',
    userType: 'professional',
    accountStatus: 'active',
  });
  await t.db
    .insert(userLinks)
    .values({ mainUserId: DEMO_ACCOUNTS.dealer.id, subUserId: NO_RIGHTS_SUB_USER.id, rights: {} });
  server = await startAuthTestServer(t.db, { now: clock.now });
  sessions.set('anonymous', null);
  const pageSessionOf = async (browser: BrowserClient) => {
    const { req, res } = pageRequest(browser.cookies);
    const session = await getPageSession(req, res, { db: () => Promise.resolve(t.db), config: { now: clock.now } });
    return session ? toPageSession(session) : null;
  };
  const signedIn = async (persona: string, email: string) => {
    const browser = new BrowserClient(server.origin);
    const signIn = await browser.signIn(email, DEMO_PASSWORD);
    if (signIn.error) throw new Error(`${persona} could not sign in: ${signIn.error}`);
    expect(hasSessionCookie(Object.fromEntries(browser.cookies))).toBe(true);
    return browser;
  };
  for (const [persona, email] of Object.entries(EMAILS) as [
    Exclude<Persona, 'anonymous' | 'dealerActingForEmployee'>,
    string,
  ][]) {
    sessions.set(persona, await pageSessionOf(await signedIn(persona, email)));
  }
  // The dealer acting for the employee: start through GraphQL, then the client's forced refresh.
  const acting = await signedIn('dealerActingForEmployee', DEMO_ACCOUNTS.dealer.email);
  const { idToken } = await acting.session<{ idToken: string }>();
  const started = await acting.graphql(
    `mutation { startImpersonation(userId: "${DEMO_ACCOUNTS.employee.id}") { userUUID } }`,
    {},
    idToken,
  );
  if (started.errors) throw new Error(`could not act for the employee: ${started.errors[0]?.message}`);
  await acting.fetch('/api/auth/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csrfToken: await acting.csrfToken(), data: {} }),
  });
  sessions.set('dealerActingForEmployee', await pageSessionOf(acting));
}, 60_000);
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the decoded sessions', () => {
  it('carry the user type, status and team membership the matrix relies on', () => {
    expect(sessions.get('private')?.user).toMatchObject({ userType: 'private', accountStatus: 'active' });
    expect(sessions.get('dealerMain')?.multiUser).toEqual({
      isMainAccount: true,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
    });
    expect(sessions.get('subUserNoRights')?.multiUser).toEqual({
      isMainAccount: false,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
    });
    expect(sessions.get('subUserWithRights')?.multiUser).toEqual({
      isMainAccount: false,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
    });
    expect(sessions.get('suspendedDealer')?.user.accountStatus).toBe('suspended');
    expect(sessions.get('dealerActingForEmployee')?.user.userUUID).toBe(DEMO_ACCOUNTS.employee.id);
    expect(sessions.get('dealerActingForEmployee')?.multiUser).toEqual({
      isMainAccount: false,
      mainAccountUUID: DEMO_ACCOUNTS.dealer.id,
      impersonatedBy: { userUUID: DEMO_ACCOUNTS.dealer.id, displayName: DEMO_ACCOUNTS.dealer.displayName },
    });
  });
});

describe('authorization matrix', () => {
  it('covers every /contul-meu route of the table and /delete-account', () => {
    expect(PROTECTED.length).toBeGreaterThanOrEqual(34);
    expect(PROTECTED.map(([id]) => id)).toEqual(
      expect.arrayContaining(['myAccount', 'myAccountInvoices', 'myAccountUserAdministration', 'deleteAccount']),
    );
  });

  const personas: Persona[] = [
    'anonymous',
    'private',
    'dealerMain',
    'subUserNoRights',
    'subUserWithRights',
    'suspendedDealer',
    'dealerActingForEmployee',
  ];
  const cases = PROTECTED.flatMap(([id, patterns]) =>
    patterns.flatMap((pattern) => personas.map((persona) => [id, urlOf(pattern), persona] as const)),
  );
  it.each(cases)('%s %s × %s', async (id, url, persona) => {
    expect(await decide(persona, id, url)).toEqual(expected(persona, id, url));
  });

  it('never lets a sub-user into the team page, with or without rights', async () => {
    for (const persona of ['subUserNoRights', 'subUserWithRights', 'dealerActingForEmployee'] as const) {
      expect(await decide(persona, 'myAccountUserAdministration', '/contul-meu/user-administration')).toEqual({
        outcome: 'restricted',
      });
    }
  });
});

describe('loadAccountPage', () => {
  const noExecutor = () => () => Promise.reject(new Error('this page runs no GraphQL'));
  const load = (persona: Persona, resolvedUrl: string) => {
    const res = { statusCode: 200, setHeader: () => undefined };
    const ctx = {
      req: { headers: {}, cookies: {} },
      res,
      params: {},
      query: {},
      resolvedUrl,
    } as unknown as GetServerSidePropsContext;
    return loadAccountPage(ctx, {
      db: t.db,
      createExecutor: noExecutor,
      readSession: () => Promise.resolve(sessions.get(persona) ?? null),
    });
  };

  it('marks the page restricted for a sub-user without the right, and only for him', async () => {
    expect(await load('subUserNoRights', '/contul-meu/newinvoices')).toMatchObject({
      props: { accessRestricted: true },
    });
    expect(await load('subUserWithRights', '/contul-meu/newinvoices')).toMatchObject({
      props: { accessRestricted: true },
    });
    expect(await load('subUserWithRights', '/contul-meu/user-administration')).toMatchObject({
      props: { accessRestricted: true },
    });
    expect(await load('subUserNoRights', '/contul-meu/preferences')).toMatchObject({
      props: { accessRestricted: false },
    });
    expect(await load('dealerMain', '/contul-meu/user-administration')).toMatchObject({
      props: { accessRestricted: false },
    });
    expect(await load('suspendedDealer', '/contul-meu/newinvoices')).toMatchObject({
      props: { accessRestricted: false },
    });
    expect(await load('anonymous', '/contul-meu/newinvoices')).toEqual({
      redirect: { destination: '/authentication?redirectUrl=%2Fcontul-meu%2Fnewinvoices', statusCode: 301 },
    });
  });

  it("carries the ui catalogue the access-restricted dialog's texts come from", async () => {
    const result = await load('subUserNoRights', '/contul-meu/newinvoices');
    expect(result).toMatchObject({
      props: {
        accessRestricted: true,
        i18n: { resources: { ui: { accessRestricted: { title: 'Acces restricționat' } } } },
      },
    });
  });
});

describe('the pages use these guards', () => {
  it('every /contul-meu page loads through loadAccountPage, /delete-account requires a session', () => {
    const dir = path.join(process.cwd(), 'pages', 'contul-meu');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(0);
    // loadBillingPage (the dealers' billing pages, server/page/billing.loader.ts) calls loadAccountPage;
    // loadPackagesPage and loadPackagesTabPage (the packages pages, packages.loader.ts) call loadBillingPage;
    // loadFinancingAccountPage (the dealer's financing pages, financing-account.loader.ts) calls loadAccountPage.
    for (const file of files)
      expect(readFileSync(path.join(dir, file), 'utf8')).toMatch(
        /loadAccountPage|loadBillingPage|loadPackagesPage|loadPackagesTabPage|loadFinancingAccountPage/u,
      );
    expect(readFileSync(path.join(process.cwd(), 'server', 'page', 'financing-account.loader.ts'), 'utf8')).toMatch(
      /await loadAccountPage\(/u,
    );
    expect(readFileSync(path.join(process.cwd(), 'server', 'page', 'billing.loader.ts'), 'utf8')).toMatch(
      /await loadAccountPage\(/u,
    );
    expect(readFileSync(path.join(process.cwd(), 'server', 'page', 'packages.loader.ts'), 'utf8')).toMatch(
      /await loadBillingPage\(/u,
    );
    expect(readFileSync(path.join(process.cwd(), 'pages', 'delete-account.tsx'), 'utf8')).toMatch(/auth: 'required'/u);
  });
});
