import { routeIdOf } from '@/lib/routes/match-route';
import { FINANCING_CONFIG } from './financing-config';
import { isFooterPageTypeId, resolveFooterForPageType } from './site-entry-status';
import {
  isFooterPageType,
  resolveFiltersDialogEntryPoint,
  resolveFooterEntryPoint,
  resolveHeaderEntryPoint,
} from './site-entry-points';

const ON = { financingWidgets: true, externalPartner: '' };
const OFF = { financingWidgets: false, externalPartner: '' };
const PARTNER = { financingWidgets: true, externalPartner: 'banca-sandbox' };
// A seller on the leasing list changes nothing where there is no advert (and no seller).
const config = { ...FINANCING_CONFIG, leasingSellerIds: ['dealer-1'] };

describe('the header and the filters dialog (SPEC §2.6, §4)', () => {
  it.each([
    [OFF, { status: 0, financingType: null, report: null }],
    [ON, { status: 1, financingType: 'NATIVE_BROKER', report: null }],
    [PARTNER, { status: 1, financingType: 'EXTERNAL_PARTNER', report: null }],
  ])('flags %j → %j', (flags, expected) => {
    expect(resolveHeaderEntryPoint(flags, config)).toEqual(expected);
    expect(resolveFiltersDialogEntryPoint(flags, config)).toEqual(expected);
  });
});

describe('the footer (SPEC §2.6: home, listing and advertPage only; slot baxter-c-footer when DISABLED)', () => {
  it.each([
    ['/', true],
    ['/autoturisme', true],
    ['/autoturisme/bmw?page=2', true],
    ['/autoturisme/anunt/123', true],
    ['https://www.volan.ro/piese/anunt/9?x=1', true],
    ['/favorite', false],
    ['/finantare', false],
    ['/contul-meu', false],
    ['/nu-exista/pagina/deloc/aici', false],
  ])('%s is a footer page type: %s', (path, expected) => {
    expect(isFooterPageType(path)).toBe(expected);
  });

  it.each([
    ['/', ON, 1, 'NATIVE_BROKER', null],
    ['/autoturisme/anunt/123', PARTNER, 1, 'EXTERNAL_PARTNER', null],
    ['/', OFF, 0, null, 'baxter-c-footer'],
    ['/autoturisme', OFF, 0, null, 'baxter-c-footer'],
    ['/favorite', ON, 3, null, null],
    ['/favorite', OFF, 3, null, null],
  ])('%s with %j → status %d, type %s, slot %s', (path, flags, status, financingType, fallbackSlot) => {
    expect(resolveFooterEntryPoint(path, flags, config)).toEqual({ status, financingType, report: null, fallbackSlot });
  });
});

describe("the footer by page type (site-entry-status.ts: the shell's, without the route matcher)", () => {
  it.each([
    ['home', true],
    ['listing', true],
    ['advertPage', true],
    ['professionals', false],
    ['favourites', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j carries the widget: %s', (pageType, expected) => {
    expect(isFooterPageTypeId(pageType)).toBe(expected);
    expect(resolveFooterForPageType(pageType, ON).status).toBe(expected ? 1 : 3);
    expect(resolveFooterForPageType(pageType, OFF).fallbackSlot).toBe(expected ? 'baxter-c-footer' : null);
  });

  it('agrees with the path-based footer', () => {
    for (const path of ['/', '/autoturisme', '/autoturisme/anunt/1', '/dealeri', '/favorite'])
      expect(resolveFooterForPageType(routeIdOf(path), ON)).toEqual(resolveFooterEntryPoint(path, ON));
  });
});
