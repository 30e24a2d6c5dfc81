import { ERROR_SAMPLE_RATE, shouldReportError, type SamplingInput } from './error-sampling';

const base: SamplingInput = { pageName: 'listing', path: '/autoturisme', webdriver: false, random: 0.5 };

describe('shouldReportError (SPEC §9)', () => {
  it.each<[string, Partial<SamplingInput>, boolean]>([
    ['kept inside the 0.1 sample', { random: 0.05 }, true],
    ['dropped outside the sample', { random: 0.5 }, false],
    ['dropped exactly at the rate', { random: ERROR_SAMPLE_RATE }, false],
    ['posting_form is never sampled out', { pageName: 'posting_form', random: 0.99 }, true],
    ['the /404 transaction is dropped', { path: '/404', pageName: '', random: 0 }, false],
    ['a 404 page name is dropped', { pageName: '404', random: 0 }, false],
    ['webdriver browsers report nothing', { webdriver: true, random: 0 }, false],
    ['webdriver wins over posting_form', { webdriver: true, pageName: 'posting_form' }, false],
  ])('%s', (_name, input, expected) => {
    expect(shouldReportError({ ...base, ...input })).toBe(expected);
  });

  it('is 0.1', () => {
    expect(ERROR_SAMPLE_RATE).toBe(0.1);
  });
});
