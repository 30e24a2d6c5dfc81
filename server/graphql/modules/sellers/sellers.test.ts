/**
 * The sellers module through the real GraphQL endpoint: answers for good input, BAD_USER_INPUT
 * (400, with the i18n key and the field) for malformed ids, cursors, page sizes and filters.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')));

const PROFESSIONALS = `query Test_Professionals($filters: ProfessionalsFilterInput, $sort: ProfessionalSort, $first: Int, $after: String, $before: String) {
  professionals(filters: $filters, sort: $sort, first: $first, after: $after, before: $before) {
    totalCount nodes { id name activeAdvertCount url } pageInfo { hasNextPage pageNumber }
  }
}`;
const PROFILE =
  'query Test_Profile($id: ID!) { sellerProfile(id: $id) { seller { id name type website } categories { value count } } }';
const INSIGHTS =
  'query Test_Insights($slug: String, $first: Int) { pricingInsights(categorySlug: $slug, first: $first) { periods models { model } } }';

describe('sellers module', () => {
  it('answers the profile of a seller (a suspended dealer too) and null for a team sub-user', async () => {
    const dealer = await harness.post(PROFILE, { id: DEMO_ACCOUNTS.dealer.id });
    expect(dealer.body.data).toEqual({
      sellerProfile: {
        seller: {
          id: DEMO_ACCOUNTS.dealer.id,
          name: 'Auto Premium Volan SRL',
          type: 'PROFESSIONAL',
          website: 'https://autopremium.volan.test',
        },
        categories: [],
      },
    });
    // A suspended dealer's public adverts still link to the profile.
    const suspended = await harness.post(PROFILE, { id: DEMO_ACCOUNTS.suspendedDealer.id });
    expect(suspended.body).toMatchObject({
      data: { sellerProfile: { seller: { id: DEMO_ACCOUNTS.suspendedDealer.id, type: 'PROFESSIONAL' } } },
    });
    // A team member acts for the dealer and has no profile of her own.
    const employee = await harness.post(PROFILE, { id: DEMO_ACCOUNTS.employee.id });
    expect(employee.body).toEqual({ data: { sellerProfile: null } });
  });

  it('lists professionals (none without active adverts) and pricing insights', async () => {
    const page = await harness.post(PROFESSIONALS, { sort: 'NAME' });
    expect(page.body.data).toEqual({
      professionals: { totalCount: 0, nodes: [], pageInfo: { hasNextPage: false, pageNumber: 1 } },
    });
    const insights = await harness.post(INSIGHTS, {});
    expect(insights.body.data).toEqual({ pricingInsights: { periods: [45, 90, 120], models: [] } });
  });

  it.each([
    ['a malformed seller id', PROFILE, { id: 'abc' }, 'errors:search.badSellerId', 'id'],
    ['an injected seller id', PROFILE, { id: "1' or '1'='1" }, 'errors:search.badSellerId', 'id'],
    ['a forged cursor', PROFESSIONALS, { after: 'eyJmb28iOiJiYXIifX5hYmNkZWZnaA' }, 'errors:search.badCursor', 'after'],
    ['a garbage cursor', PROFESSIONALS, { before: '<script>' }, 'errors:search.badCursor', 'before'],
    [
      'both cursors',
      PROFESSIONALS,
      { after: 'a'.repeat(20), before: 'b'.repeat(20) },
      'errors:search.cursorConflict',
      'after',
    ],
    ['a page size of 0', PROFESSIONALS, { first: 0 }, /pageSizeTooSmall$/, 'first'],
    ['a page size of 1000', PROFESSIONALS, { first: 1000 }, /pageSizeTooLarge$/, 'first'],
    [
      'an unknown county',
      PROFESSIONALS,
      { filters: { countyCode: 'ZZ' } },
      'errors:search.unknownCounty',
      'filters.countyCode',
    ],
    [
      'an unknown category',
      PROFESSIONALS,
      { filters: { categorySlug: 'rachete' } },
      'errors:search.unknownCategory',
      'filters.categorySlug',
    ],
    ['an unknown insights category', INSIGHTS, { slug: 'rachete' }, 'errors:search.unknownCategory', 'categorySlug'],
    ['too many insight models', INSIGHTS, { first: 500 }, /pageSizeTooLarge$/, 'first'],
  ])('answers BAD_USER_INPUT for %s', async (_label, query, variables, i18nKey, field) => {
    const { status, body } = await harness.post(query, variables);
    expect(status).toBe(200);
    const extensions = body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, field });
    // Page-size keys belong to the shared page-size rule: only their last segment is fixed here.
    expect(String(extensions?.['i18nKey'])).toMatch(i18nKey);
  });

  it('answers BAD_USER_INPUT for an unknown sort value (schema validation)', async () => {
    const { body } = await harness.post(PROFESSIONALS, { sort: 'PRICE' });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
