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

/** The URL of one of the account's active adverts (its public page). */
export async function anActiveAdvertUrl(request: APIRequestContext): Promise<string> {
  const { myAds } = await graphql<{ myAds: { items: { url: string }[] } }>(request, print(MyAds_PageDocument), {
    tab: 'ACTIVE',
    first: 1,
  });
  const url = myAds.items[0]?.url;
  if (!url) throw new Error('the account has no active advert');
  return url;
}
