import { FINANCING_FALLBACK_PATH, financingRedirectTarget } from './redirect-target';

const HOSTS = ['www.volan.ro', 'credit.partener.ro', 'localhost:3000'];

describe('financingRedirectTarget', () => {
  it.each([
    ['https://credit.partener.ro/simulare?anunt=3', 'https://credit.partener.ro/simulare?anunt=3'],
    ['https://CREDIT.partener.ro/a', 'https://credit.partener.ro/a'],
    ['http://localhost:3000/finantare?partener=x', 'http://localhost:3000/finantare?partener=x'],
    ['/finantare?punct=header', '/finantare?punct=header'],
  ])('follows %s', (target, expected) => {
    expect(financingRedirectTarget(target, HOSTS)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['https://evil.example/credit'],
    ['https://credit.partener.ro.evil.example/'],
    ['https://evil.example/?x=credit.partener.ro'],
    ['https://credit.partener.ro@evil.example/'],
    ['https://user:pass@credit.partener.ro/'],
    ['http://localhost:4000/finantare'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://credit.partener.ro/'],
    ['credit.partener.ro/simulare'],
    ['https://credit.partener.ro/a b'],
  ])('falls back to /finantare for %s', (target) => {
    expect(financingRedirectTarget(target, HOSTS)).toBe(FINANCING_FALLBACK_PATH);
  });

  it('follows no absolute URL when no host is configured', () => {
    expect(financingRedirectTarget('https://credit.partener.ro/', [])).toBe('/finantare');
  });
});
