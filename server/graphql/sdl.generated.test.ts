import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, listSdlFiles, renderSdlModule } from './generate-sdl';

describe('sdl.generated.ts', () => {
  it('matches the .graphql files (run `npx tsx server/graphql/generate-sdl.ts` after editing them)', () => {
    expect(listSdlFiles()).toEqual(expect.arrayContaining(['ads/ads.graphql', 'catalog/catalog.graphql']));
    expect(readFileSync(generatedFile, 'utf8')).toBe(renderSdlModule());
  });
});
