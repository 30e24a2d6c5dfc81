/** Lock-file checks shared by scripts/fix-lock.ts and its test. */

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** The parts of package-lock.json (v3) we read. */
export interface Lockfile {
  packages: Record<string, LockPackage>;
  [key: string]: unknown;
}

const PLATFORM = /-(darwin|win32|linux|freebsd|android)-(arm64|x64|ia32|arm)(-(gnu|musl|msvc|gnueabihf))?$/;

/** Optional platform packages of `next` that the lock file does not list. */
export function missingOptionalEntries(lock: Lockfile): { key: string; value: LockPackage }[] {
  const next = lock.packages['node_modules/next'];
  return Object.entries(next?.optionalDependencies ?? {})
    .filter(([name]) => !lock.packages[`node_modules/${name}`])
    .flatMap(([name, version]) => {
      const match = PLATFORM.exec(name);
      if (!match) return [];
      const short = name.split('/')[1] ?? name;
      return [
        {
          key: `node_modules/${name}`,
          value: {
            version,
            resolved: `https://registry.npmjs.org/${name}/-/${short}-${version}.tgz`,
            cpu: [match[2]],
            license: 'MIT',
            optional: true,
            os: [match[1]],
            engines: { node: '>= 10' },
          },
        },
      ];
    });
}
