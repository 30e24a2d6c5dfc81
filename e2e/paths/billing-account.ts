/**
 * The demo dealer's billing made for e2e tests through the app's GraphQL API, as the signed-in
 * account of a page's context: a package chosen (its first invoice issued at once), the reminder
 * status the server computes, and one of the account's active adverts.
 */
import type { APIRequestContext } from '@playwright/test';
import { print } from 'graphql';
import { BillingReminders_StatusDocument, MyAds_PageDocument } from '@/lib/graphql/generated/operations';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';

async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const session = (await (await request.get('/api/auth/session')).json()) as { idToken?: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${session.idToken ?? ''}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The reminder as the server computes it now (its clock: the test clock). */
export async function billingStatusOf(request: APIRequestContext): Promise<BillingStatusView> {
  return (await graphql<{ billingStatus: BillingStatusView }>(request, print(BillingReminders_StatusDocument)))
    .billingStatus;
}

/**
 * Chooses the 'start' package, monthly, unless the account has one: its first invoice is issued
 * today, unpaid, due in INVOICE_PAYMENT_DAYS days (the NEW_INVOICE stage).
 */
export async function choosePackage(request: APIRequestContext, code = 'start'): Promise<void> {
  const { packages } = await graphql<{ packages: { id: string; code: string; current: boolean }[] }>(
    request,
    'query E2E_Packages { packages { id code current } }',
  );
  const chosen = packages.find((p) => p.code === code);
  if (!chosen) throw new Error(`no package ${code}: ${packages.map((p) => p.code).join(', ')}`);
  if (chosen.current) return;
  await graphql(
    request,
    'mutation E2E_ChangePackage($id: ID!) { changePackage(packageId: $id, period: MONTHLY) { id } }',
    {
      id: chosen.id,
    },
  );
}

/** The id of one of the account's active adverts. */
export async function anActiveAdvertId(request: APIRequestContext): Promise<string> {
  const { myAds } = await graphql<{ myAds: { items: { id: string }[] } }>(request, print(MyAds_PageDocument), {
    tab: 'ACTIVE',
    first: 1,
  });
  const id = myAds.items[0]?.id;
  if (!id) throw new Error('the account has no active advert');
  return id;
}

/** True when the site answers INACTIVE_AD for the advert (out of search and its page: SPEC §2.3). */
export async function advertIsInactive(request: APIRequestContext, id: string): Promise<boolean> {
  const session = (await (await request.get('/api/auth/session')).json()) as { idToken?: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${session.idToken ?? ''}` },
    data: { query: 'query E2E_Advert($id: ID!) { advert(id: $id) { id } }', variables: { id } },
  });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  return body.errors?.[0]?.extensions?.['code'] === 'INACTIVE_AD';
}
