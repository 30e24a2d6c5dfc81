/**
 * The database stores equipment, body-type and colour codes (server/db/seed/equipment-data.ts);
 * the ad page shows them through the vehicle catalogue. Every code must have a label in every
 * locale, and the Romanian and English labels must be the data layer's.
 */
import { LOCALES } from '@/lib/i18n/i18n-config';
import { BODY_TYPE_LABELS, COLOR_LABELS, EQUIPMENT_LABELS } from '@/server/db/seed/equipment-data';
import { loadTranslations } from './load-translations';

const GROUPS: Readonly<Record<string, Readonly<Record<string, readonly [string, string]>>>> = {
  equipment: EQUIPMENT_LABELS,
  bodyType: BODY_TYPE_LABELS,
  color: COLOR_LABELS,
};

describe('vehicle catalogue', () => {
  it.each(LOCALES)('%s labels every code', async (locale) => {
    const { resources } = await loadTranslations(locale, ['vehicle']);
    const vehicle = resources.vehicle ?? {};
    for (const [group, labels] of Object.entries(GROUPS)) {
      const catalogue = vehicle[group];
      expect(typeof catalogue).toBe('object');
      expect(Object.keys(catalogue ?? {}).sort()).toEqual(Object.keys(labels).sort());
    }
  });

  it.each([
    ['ro', 0],
    ['en', 1],
  ] as const)('%s labels are the data layer’s', async (locale, index) => {
    const { resources } = await loadTranslations(locale, ['vehicle']);
    for (const [group, labels] of Object.entries(GROUPS)) {
      const expected = Object.fromEntries(Object.entries(labels).map(([code, pair]) => [code, pair[index]]));
      expect(resources.vehicle?.[group]).toEqual(expected);
    }
  });
});
