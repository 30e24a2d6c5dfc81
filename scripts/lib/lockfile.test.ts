import { readFileSync } from 'node:fs';
import path from 'node:path';
import { missingOptionalEntries, type Lockfile } from './lockfile';

describe('package-lock.json', () => {
  it('lists every optional platform package of next, or `npm ci` refuses it', () => {
    const lock = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as Lockfile;
    const missing = missingOptionalEntries(lock).map((m) => m.key);
    expect(missing, 'run `npx tsx scripts/fix-lock.ts`').toEqual([]);
  });

  it('finds a missing entry', () => {
    const lock: Lockfile = {
      packages: { 'node_modules/next': { optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } } },
    };
    expect(missingOptionalEntries(lock)).toMatchObject([
      { key: 'node_modules/@next/swc-darwin-arm64', value: { os: ['darwin'], cpu: ['arm64'], optional: true } },
    ]);
  });
});
