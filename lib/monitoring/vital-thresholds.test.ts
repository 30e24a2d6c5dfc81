import { formatVital, p75Rows, rateVital, type VitalName, type VitalRating } from './vital-thresholds';

describe('rateVital (the Web Vitals thresholds)', () => {
  it.each<[VitalName, number, VitalRating]>([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 799, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['FID', 100, 'good'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ])('%s %d → %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});

describe('p75Rows', () => {
  it('pivots cells into route × day rows, newest first, ignoring unknown names', () => {
    const rows = p75Rows([
      { route: 'home', day: '2026-11-27', name: 'LCP', p75: 2000, samples: 3 },
      { route: 'listing', day: '2026-11-28', name: 'CLS', p75: 0.05, samples: 2 },
      { route: 'home', day: '2026-11-28', name: 'LCP', p75: 1500, samples: 4 },
      { route: 'home', day: '2026-11-28', name: 'INP', p75: 120, samples: 1 },
      { route: 'home', day: '2026-11-28', name: 'custom-thing', p75: 1, samples: 1 },
    ]);
    expect(rows).toEqual([
      { route: 'home', day: '2026-11-28', values: { LCP: { p75: 1500, samples: 4 }, INP: { p75: 120, samples: 1 } } },
      { route: 'listing', day: '2026-11-28', values: { CLS: { p75: 0.05, samples: 2 } } },
      { route: 'home', day: '2026-11-27', values: { LCP: { p75: 2000, samples: 3 } } },
    ]);
  });

  it('formats values', () => {
    expect(formatVital('CLS', 0.12345)).toBe('0.123');
    expect(formatVital('LCP', 1234.6)).toBe('1235');
  });
});
