/** Part types: stored codes round-trip, and every type has its own label in the four common catalogues. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_TYPE_CODES, PART_TYPES, partTypeCode, partTypeFromCode, partTypeLabelKey } from './part-types';

const LANGUAGES = ['ro', 'en', 'pl', 'pt'] as const;

function commonCatalogue(language: string): { partType?: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', language, 'common.json'), 'utf8')) as {
    partType?: Record<string, string>;
  };
}

describe('part types', () => {
  it('stores each type lower-cased and reads it back; unknown codes are no type', () => {
    expect(PART_TYPES).toContain('ENGINE');
    expect(PART_TYPE_CODES).toContain('body_panels');
    for (const type of PART_TYPES) expect(partTypeFromCode(partTypeCode(type))).toBe(type);
    expect(partTypeFromCode('flux_capacitor')).toBeNull();
    expect(partTypeLabelKey('MIRRORS')).toBe('common:partType.MIRRORS');
  });

  it.each(LANGUAGES)('labels every part type in %s, each differently', (language) => {
    const labels = commonCatalogue(language).partType ?? {};
    expect(Object.keys(labels).sort()).toEqual([...PART_TYPES].sort());
    const texts = PART_TYPES.map((type) => labels[type]?.trim() ?? '');
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('speaks Romanian in the product language', () => {
    expect(commonCatalogue('ro').partType).toMatchObject({
      ENGINE: 'Motor',
      GEARBOX: 'Cutie de viteze',
      BRAKES: 'Frâne',
    });
  });
});
