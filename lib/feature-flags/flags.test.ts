import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, FEATURE_FLAGS, withFeatureFlags } from './flags';

const LANGUAGES = ['ro', 'en', 'pl', 'pt'];

function catalogue(language: string): { gates?: Record<string, string> } {
  const file = path.join(import.meta.dirname, '../../public/locales', language, 'experiments.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { gates?: Record<string, string> };
}

describe('the feature-flag list', () => {
  it.each(LANGUAGES)('says what every flag gates in the %s catalogue (the team page shows it)', (language) => {
    const gates = catalogue(language).gates ?? {};
    for (const name of FEATURE_FLAG_NAMES) expect(gates[name], name).toMatch(/\S/u);
    expect(Object.keys(gates).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
  });

  it('keeps only known flags with a value of their kind', () => {
    const flags = withFeatureFlags({ vinDecoder: false, externalPartner: 'partener', houseAds: 'yes', unknown: true });
    expect(flags.vinDecoder).toBe(false);
    expect(flags.externalPartner).toBe('partener');
    expect(flags.houseAds).toBe(FEATURE_FLAGS.houseAds.defaultValue);
    expect(flags).not.toHaveProperty('unknown');
  });
});
