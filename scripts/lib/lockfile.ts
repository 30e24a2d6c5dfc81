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

const PLATFORM =
  /-(darwin|win32|linux|freebsd|android|openharmony)-(arm64|x64|ia32|arm|ppc64|riscv64|s390x)(-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$/;

/**
 * Optional platform packages (next's SWC, oxc-parser's bindings, ...) that the lock file does not
 * list: the registry here lacks most non-Linux binaries, so `npm install` leaves them out.
 */
export function missingOptionalEntries(lock: Lockfile): { key: string; value: LockPackage }[] {
  const wanted = new Map<string, string>();
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) wanted.set(name, version);
  }
  return [...wanted]
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
            cpu: [match[2] ?? ''],
            license: 'MIT',
            optional: true,
            os: [match[1] ?? ''],
            engines: { node: '>= 10' },
          },
        },
      ];
    });
}
