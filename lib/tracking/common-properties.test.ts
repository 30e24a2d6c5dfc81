import type { PageSession } from '@/lib/session/session.types';
import { commonProperties, trackingPlatform, type TrackingPageContext } from './common-properties';

const user = {
  name: 'Ana',
  email: 'ana@example.ro',
  image: null,
  id: '42',
  familyName: 'Pop',
  givenName: 'Ana',
  displayName: 'Ana',
  userUUID: 'u-ana',
  userType: 'professional',
  accountStatus: 'active',
  suspendReason: null,
} as PageSession['user'];

const visitor: TrackingPageContext = {
  cookies: '_ga=GA1.2.3; other=1',
  search: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  referrer: '',
  device: 'desktop',
  session: null,
  loginType: null,
};

describe('trackingPlatform (SPEC §4)', () => {
  it.each([
    ['', 'Mozilla/5.0', 'desktop', 'desktop'],
    ['', 'Mozilla/5.0 (iPhone)', 'mobile', 'mobile-html5'],
    ['', 'Mozilla/5.0', 'tablet', 'mobile-html5'],
    ['?utm_source=ios', 'Mozilla/5.0', 'mobile', 'ios'],
    ['?utm_source=android', 'Mozilla/5.0', 'mobile', 'android'],
    ['', 'Mozilla/5.0 (Linux; Android 14) Android App', 'mobile', 'android'],
    ['', 'Mozilla/5.0 (iPhone) iPhone App', 'mobile', 'ios'],
  ] as const)('%s %s %s → %s', (search, userAgent, device, platform) => {
    expect(trackingPlatform(search, userAgent, device)).toBe(platform);
  });
});

describe('commonProperties (SPEC §3)', () => {
  it.each<[string, Partial<TrackingPageContext>, Record<string, unknown>]>([
    [
      'an anonymous desktop visitor',
      {},
      { ga_cookie: 'GA1.2.3', user_status: 'unlogged', user_id: '', user_uuid: '', business_status: '', is_webview: 0 },
    ],
    ['no _ga cookie', { cookies: 'a=1' }, { ga_cookie: '' }],
    ['in the app web view', { search: '?utm_source=android' }, { is_webview: 1, platform: 'android' }],
    [
      'a signed-in dealer',
      { session: { user, multiUser: null } },
      {
        user_status: 'logged_in',
        user_id: '42',
        user_uuid: 'u-ana',
        business_status: 'business',
        main_account_uuid: '',
      },
    ],
    [
      'a stored login variant',
      { session: { user, multiUser: null }, loginType: 'email' },
      { user_status: 'logged_email' },
    ],
    [
      'a main account acting for a sub-user',
      { session: { user, multiUser: { isMainAccount: false, mainAccountUUID: 'u-main' } } },
      { user_status: 'logged_impersonate', main_account_uuid: 'u-main' },
    ],
    [
      'a private seller',
      { session: { user: { ...user, userType: 'private' }, multiUser: null } },
      { business_status: 'private' },
    ],
    ['the previous page as referrer', { referrer: '/autoturisme' }, { custom_referer: '/autoturisme' }],
  ])('%s', (_title, overrides, expected) => {
    const properties = commonProperties({ ...visitor, ...overrides }, { page: 'home', button: 'header' }, 'click');
    expect(properties).toMatchObject({
      language: 'ro_RO',
      touch_point_page: 'home',
      touch_point_button: 'header',
      event_type: 'click',
      ...expected,
    });
  });

  it('has exactly the thirteen SPEC §3 keys, the button empty when not given', () => {
    const properties = commonProperties(visitor, { page: 'listing' }, 'pv');
    expect(Object.keys(properties).sort()).toEqual(
      [
        'business_status',
        'custom_referer',
        'event_type',
        'ga_cookie',
        'is_webview',
        'language',
        'main_account_uuid',
        'platform',
        'touch_point_button',
        'touch_point_page',
        'user_id',
        'user_status',
        'user_uuid',
      ].sort(),
    );
    expect(properties.touch_point_button).toBe('');
  });
});
