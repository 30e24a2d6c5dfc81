import { describe, expect, it } from 'vitest';
import {
  chooseHouseAds,
  type HouseAdCandidate,
  isLive,
  pickByWeight,
  ROTATION_PERIOD_MS,
  rotationRoll,
  safeAdHref,
} from './house-ads';

const NOW = new Date('2026-11-28T09:00:00Z');

function ad(over: Partial<HouseAdCandidate>): HouseAdCandidate {
  return {
    id: 1,
    slot: 'slot-leaderboard',
    title: 'Alerte',
    body: '',
    targetUrl: '/cautari-salvate',
    imageUrl: null,
    tpb: 'hp',
    weight: 1,
    active: true,
    startsAt: null,
    endsAt: null,
    ...over,
  };
}

describe('safeAdHref', () => {
  it.each([
    ['/cautari-salvate', '/cautari-salvate'],
    ['  /contul-meu/portofel?tab=1#top ', '/contul-meu/portofel?tab=1#top'],
    ['/a/../b', '/b'],
    ['https://volan.ro/dealeri', 'https://volan.ro/dealeri'],
  ])('keeps %s', (raw, expected) => expect(safeAdHref(raw)).toBe(expected));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'http://volan.ro/',
    '//evil.example/x',
    '/\\evil.example',
    '/\tjavascript:x',
    'cautari-salvate',
    'https://user:pw@volan.ro/',
    '',
    null,
    undefined,
  ])('refuses %s', (raw) => expect(safeAdHref(raw)).toBeNull());
});

describe('isLive', () => {
  it('needs active, a positive weight and now in [start, end)', () => {
    expect(isLive(ad({}), NOW)).toBe(true);
    expect(isLive(ad({ active: false }), NOW)).toBe(false);
    expect(isLive(ad({ weight: 0 }), NOW)).toBe(false);
    expect(isLive(ad({ startsAt: NOW }), NOW)).toBe(true);
    expect(isLive(ad({ startsAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(false);
    expect(isLive(ad({ endsAt: NOW }), NOW)).toBe(false);
    expect(isLive(ad({ endsAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(true);
  });
});

describe('pickByWeight', () => {
  const items = [
    { id: 'a', weight: 3 },
    { id: 'b', weight: 1 },
  ];
  it('gives each item a share of the line equal to its weight', () => {
    expect(pickByWeight(items, 0)?.id).toBe('a');
    expect(pickByWeight(items, 0.74)?.id).toBe('a');
    expect(pickByWeight(items, 0.75)?.id).toBe('b');
    expect(pickByWeight(items, 0.9999)?.id).toBe('b');
    expect(pickByWeight(items, 1)?.id).toBe('b');
  });
  it('has nothing to pick from nothing or from zero weights', () => {
    expect(pickByWeight([], 0.5)).toBeNull();
    expect(pickByWeight([{ weight: 0 }], 0.5)).toBeNull();
  });
});

describe('rotationRoll', () => {
  it('is the same for a slot within a period, in [0, 1), and moves between periods', () => {
    const start = new Date(Math.floor(NOW.getTime() / ROTATION_PERIOD_MS) * ROTATION_PERIOD_MS);
    const late = new Date(start.getTime() + ROTATION_PERIOD_MS - 1);
    expect(rotationRoll('slot-beacon', start)).toBe(rotationRoll('slot-beacon', late));
    const rolls = Array.from({ length: 50 }, (_, i) =>
      rotationRoll('slot-beacon', new Date(start.getTime() + i * ROTATION_PERIOD_MS)),
    );
    expect(rolls.every((r) => r >= 0 && r < 1)).toBe(true);
    expect(new Set(rolls).size).toBeGreaterThan(40);
  });
});

describe('chooseHouseAds', () => {
  it('leaves out slots without a live ad with a safe link', () => {
    const chosen = chooseHouseAds(
      [
        ad({ id: 1, slot: 'slot-beacon', active: false }),
        ad({ id: 2, slot: 'slot-beacon', targetUrl: 'javascript:alert(1)' }),
        ad({ id: 3, slot: 'slot-leaderboard', endsAt: new Date(NOW.getTime() - 1) }),
        ad({ id: 4, slot: 'slot-hp-mob-ldb', imageUrl: 'javascript:x' }),
      ],
      ['slot-beacon', 'slot-leaderboard', 'slot-hp-mob-ldb', 'slot-unknown'],
      NOW,
    );
    expect(chosen).toEqual([
      { slot: 'slot-hp-mob-ldb', title: 'Alerte', body: '', href: '/cautari-salvate', imageUrl: null, tpb: 'hp' },
    ]);
  });

  it('follows the weights over many periods, whatever the order of the rows', () => {
    const rows = [ad({ id: 2, title: 'rar', weight: 1 }), ad({ id: 1, title: 'des', weight: 3 })];
    const counts = { des: 0, rar: 0 } as Record<string, number>;
    for (let i = 0; i < 2000; i += 1) {
      const at = new Date(NOW.getTime() + i * ROTATION_PERIOD_MS);
      const [first] = chooseHouseAds(rows, ['slot-leaderboard'], at);
      const [again] = chooseHouseAds([...rows].reverse(), ['slot-leaderboard'], at);
      expect(again?.title).toBe(first?.title);
      counts[first?.title ?? '']! += 1;
    }
    expect(counts.des! / 2000).toBeGreaterThan(0.68);
    expect(counts.des! / 2000).toBeLessThan(0.82);
  });
});
