import { CATEGORY_SLUGS, POSTING_SUBCATEGORIES, postingCategoryId, type CategorySlug } from './categories';
import { createRouteMatcher, currentRouteIdForErrors, matchRoute, routeIdOf } from './match-route';
import { NO_ROUTE_ID } from './route-id';
import { postingFormMode } from './route-table';

describe('matchRoute: paths of SPEC §2', () => {
  it.each([
    ['/', 'home', 0, {}],
    ['/menu', 'menu', 0, {}],
    ['/autoturisme', 'listing', 0, { category: 'autoturisme' }],
    ['/autoturisme/', 'listing', 0, { category: 'autoturisme' }],
    ['/autoturisme/bmw/seria-3', 'listing', 0, { category: 'autoturisme', listing: ['bmw', 'seria-3'] }],
    ['/autoturisme?page=2#top', 'listing', 0, { category: 'autoturisme' }],
    ['/autoturisme/anunt/123', 'advertPage', 0, { category: 'autoturisme', ad_id: '123' }],
    ['/camioane/harta', 'mapSearch', 0, { category: 'camioane' }],
    ['/autoturisme/anunt/caf%C3%A9', 'advertPage', 0, { category: 'autoturisme', ad_id: 'café' }],
    ['/autoturisme/anunt', 'listing', 0, { category: 'autoturisme', listing: ['anunt'] }],
    ['https://www.volan.ro/piese/anunt/9?x=1', 'advertPage', 0, { category: 'piese', ad_id: '9' }],
    ['/autoturisme/anunt-nou', 'posting_form', 0, { category: 'autoturisme' }],
    ['/motociclete/anunt-nou/edit/77', 'posting_form', 1, { category: 'motociclete', id: '77' }],
    ['/camioane/anunt-nou/duplicate/5', 'posting_form', 2, { category: 'camioane', ad_id: '5' }],
    ['/camioane/basculante/anunt-nou', 'posting_form', 3, { category: 'camioane', subcategory: 'basculante' }],
    ['/remorci/altele/anunt-nou/edit/8', 'posting_form', 4, { category: 'remorci', subcategory: 'altele', id: '8' }],
    [
      '/piese/piese-utilaje-costructii/anunt-nou/duplicate/3',
      'posting_form',
      5,
      { category: 'piese', subcategory: 'piese-utilaje-costructii', ad_id: '3' },
    ],
    // basculante is a truck sub-category, not a car one: a car listing path, not a posting page
    [
      '/autoturisme/basculante/anunt-nou',
      'listing',
      0,
      { category: 'autoturisme', listing: ['basculante', 'anunt-nou'] },
    ],
    // edit without an id is no posting page; the category's catch-all takes it, as in Next
    [
      '/camioane/basculante/anunt-nou/edit',
      'listing',
      0,
      { category: 'camioane', listing: ['basculante', 'anunt-nou', 'edit'] },
    ],
    ['/anunt-nou/selectcategory', 'postingSelectCategory', 0, {}],
    ['/favorite', 'favourites', 0, {}],
    ['/cautari-salvate/unsubscribe/abc', 'savedSearchUnsubscribe', 0, { hash: 'abc' }],
    ['/confirmation/abuse-report/h1', 'abuseReportConfirmation', 0, { hash: 'h1' }],
    ['/recenzie-vanzator/42', 'sellerReview', 0, { id: '42' }],
    ['/seller-review/42', 'sellerReview', 1, { id: '42' }],
    ['/finantare/redirect/header', 'financingRedirect', 0, { entrypoint: 'header' }],
    ['/new-cars', 'newCars', 0, {}],
    ['/new-cars/bmw', 'newCars', 0, { params: ['bmw'] }],
    ['/new-cars/catalog', 'newCarsCatalog', 0, {}],
    ['/new-cars/catalog/bmw/x1', 'newCarsCatalog', 0, { params: ['bmw', 'x1'] }],
    ['/new-cars/offers', 'newCarsOffers', 0, {}],
    ['/business-site', 'businessSite', 0, {}],
    ['/business-site/auto-ion', 'businessSite', 1, { subdomain: 'auto-ion' }],
    ['/business-site/auto-ion/inventory', 'businessSiteInventory', 0, { subdomain: 'auto-ion' }],
    ['/plata-prin-volan/new-payment', 'paymentNew', 0, {}],
    ['/plata-prin-volan/payment/error', 'paymentError', 0, {}],
    ['/plata-prin-volan/payment/card', 'payment', 0, { mode: ['card'] }],
    ['/plata-prin-volan/payment/card/3ds', 'payment', 0, { mode: ['card', '3ds'] }],
    ['/authentication/forgotpassword/email-success', 'forgotPasswordEmailSuccess', 0, {}],
    ['/multi-user/register-confirmation', 'multiUserRegisterConfirmation', 0, {}],
    ['/api/auth/signin', 'authSignIn', 0, {}],
    ['/api/auth/error', 'authError', 0, {}],
    ['/api/auth/session', 'apiAuth', 0, { nextauth: ['session'] }],
    ['/api/auth/callback/credentials', 'apiAuth', 0, { nextauth: ['callback', 'credentials'] }],
    ['/api/uoffe', 'apiUoffe', 0, {}],
    ['/graphql', 'graphql', 0, {}],
    ['/contul-meu', 'myAccount', 0, {}],
    ['/contul-meu/', 'myAccount', 0, {}],
    ['/contul-meu/archive', 'myAccountArchive', 0, {}],
    ['/contul-meu/benefits/active', 'myAccountBenefits', 0, { tab: 'active' }],
    ['/contul-meu/messages', 'myAccountMessagesRedirect', 0, {}],
    ['/contul-meu/messages/inbox', 'myAccountMessages', 0, { tab: 'inbox' }],
    ['/contul-meu/messages/inbox/c-1', 'myAccountConversation', 0, { tab: 'inbox', conversationId: 'c-1' }],
    ['/contul-meu/new-packaging/calculator', 'myAccountPackageCalculator', 0, {}],
    ['/contul-meu/piata/evaluare', 'myAccountAppraisal', 0, {}],
    ['/contul-meu/rating-uri/qrcode', 'myAccountRatingsQrCode', 0, {}],
  ] as const)('%s -> %s', (path, routeId, index, params) => {
    const match = matchRoute(path);
    expect(match.routeId).toBe(routeId);
    expect(match.index).toBe(index);
    expect(match.params).toEqual(params);
  });

  it.each([
    '/nu-exista',
    '/404', // Next answers it from _error; no page of ours
    '/favorite/extra',
    '/Autoturisme', // Next's routes are case-sensitive; so are ours
    '/plata-prin-volan/payment', // {...mode} is a required catch-all
    '/plata-prin-altceva/new-payment',
    '/contul-meu/benefits', // {tab} is required
  ])('%s -> NoRouteIdConfigured', (path) => {
    expect(matchRoute(path)).toEqual({ routeId: NO_ROUTE_ID, params: {} });
    expect(routeIdOf(path)).toBe('NoRouteIdConfigured');
  });
});

describe('ranking comes from react-router: static > dynamic > catch-all', () => {
  // Declared worst-first, so table order cannot be what makes the test pass.
  const match = createRouteMatcher({
    rest: ['/x/{...rest}'],
    optionalRest: ['/y/[[...rest]]'],
    dynamic: ['/x/{id}', '/y/{id}'],
    fixed: ['/x/new', '/y/new'],
  });

  it.each([
    ['/x/new', 'fixed', {}],
    ['/x/42', 'dynamic', { id: '42' }],
    ['/x/42/more', 'rest', { rest: ['42', 'more'] }],
    ['/y/new', 'fixed', {}],
    ['/y/42', 'dynamic', { id: '42' }],
    ['/y/42/more', 'optionalRest', { rest: ['42', 'more'] }],
    ['/y', 'optionalRest', {}], // the optional catch-all matches its bare path
    ['/x', NO_ROUTE_ID, {}], // the required one does not
  ] as const)('%s -> %s', (path, routeId, params) => {
    const result = match(path);
    expect(result.routeId).toBe(routeId);
    expect(result.params).toEqual(params);
  });
});

describe('every category', () => {
  it.each(CATEGORY_SLUGS)('%s: listing, ad page and posting form', (slug) => {
    expect(matchRoute(`/${slug}`)).toMatchObject({ routeId: 'listing', params: { category: slug } });
    expect(matchRoute(`/${slug}/marca/model`)).toMatchObject({
      routeId: 'listing',
      params: { category: slug, listing: ['marca', 'model'] },
    });
    expect(matchRoute(`/${slug}/anunt/1`)).toMatchObject({
      routeId: 'advertPage',
      params: { category: slug, ad_id: '1' },
    });
    expect(matchRoute(`/${slug}/anunt-nou`)).toMatchObject({ routeId: 'posting_form', params: { category: slug } });
  });

  const subcategories = Object.entries(POSTING_SUBCATEGORIES).flatMap(([category, list]) =>
    (list ?? []).map((sub) => [category as CategorySlug, sub.slug, sub.id] as const),
  );

  it('has the 57 posting sub-categories of SPEC §2.3', () => {
    expect(subcategories).toHaveLength(57);
  });

  it.each(subcategories)('%s/%s posts to posting id %i in all three forms', (category, subcategory, id) => {
    const base = `/${category}/${subcategory}/anunt-nou`;
    for (const [path, mode] of [
      [base, 'new'],
      [`${base}/edit/1`, 'edit'],
      [`${base}/duplicate/1`, 'duplicate'],
    ] as const) {
      const match = matchRoute(path);
      expect(match.routeId).toBe('posting_form');
      expect(postingFormMode(match.params)).toBe(mode);
      expect(postingCategoryId(String(match.params['category']), String(match.params['subcategory']))).toBe(id);
    }
  });
});

describe('currentRouteIdForErrors', () => {
  it.each([
    [undefined, 'unknown'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['listing', 'listing'],
    [NO_ROUTE_ID, NO_ROUTE_ID],
  ])('%s -> %s', (input, expected) => {
    expect(currentRouteIdForErrors(input)).toBe(expected);
  });
});
