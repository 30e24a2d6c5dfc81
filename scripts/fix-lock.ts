/**
 * The npm registry reachable here lacks next's macOS and Windows SWC binaries, so `npm install` leaves
 * them out of package-lock.json and `npm ci` then refuses the lock ("Missing: @next/swc-darwin-arm64").
 * This adds lock entries for every missing optional platform package (npm ci skips them on Linux).
 * Run it after `npm install <pkg>` if `lockfile.test.ts` fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { missingOptionalEntries, type Lockfile } from './lib/lockfile';

const file = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
const missing = missingOptionalEntries(lock);
for (const entry of missing) lock.packages[entry.key] = entry.value;
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(missing.length ? `added ${missing.map((m) => m.key).join(', ')}` : 'lock file complete');
