import { readFileSync } from 'node:fs';
import path from 'node:path';
import { missingOptionalEntries, type Lockfile } from './lockfile';

describe('package-lock.json', () => {
  it('lists every optional platform package (next, oxc-parser, ...), or `npm ci` refuses it', () => {
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

  it("finds another package's missing bindings, with their os and cpu", () => {
    const lock: Lockfile = {
      packages: {
        'node_modules/oxc-parser': { optionalDependencies: { '@oxc-parser/binding-linux-s390x-gnu': '0.156.0' } },
      },
    };
    expect(missingOptionalEntries(lock)).toMatchObject([
      { key: 'node_modules/@oxc-parser/binding-linux-s390x-gnu', value: { os: ['linux'], cpu: ['s390x'] } },
    ]);
  });
});
