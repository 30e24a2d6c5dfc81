/**
 * A build step (next.config.ts, `compiler.runAfterProductionCompile`): the script chunks that pages
 * load at start-up get V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, as their first
 * line. Chromium (136 and later) then compiles every function of such a file while it streams the
 * file in, on a background thread. Without the hint V8 only pre-parses a function there and compiles
 * it on the main thread the first time it is called: in the one task that evaluates Next's client,
 * React DOM and `_app`'s modules, that was more than half of the task (decision 0028).
 *
 * Only the chunks in the build manifest's page lists get it (what some page runs as it starts);
 * chunks behind a dynamic import() keep lazy compilation, as most of their functions may never run.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The magic comment; V8 reads it only before the first token of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of `.next/build-manifest.json` read here: each page's files, relative to the dist dir. */
export interface BuildManifestPages {
  pages: Record<string, readonly string[]>;
}

/** The JavaScript files some page loads at start (deduplicated, in manifest order). */
export function startupChunks(manifest: BuildManifestPages): string[] {
  const files = Object.values(manifest.pages).flat();
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

/** Whether the source already starts with the hint. */
export function hasCompileHint(source: string): boolean {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

/** The source with the hint as its first line (unchanged when it has it already). */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : `${COMPILE_HINT}\n${source}`;
}

/** A standard or sectioned (index) source map, as far as shifting it needs. */
interface SourceMapJson {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** The source map of a file that gained one line at its top: every mapping one line further down. */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as SourceMapJson;
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings ?? ''}`;
  return JSON.stringify(map);
}

const SOURCE_MAP_URL = /\/\/# sourceMappingURL=([^\s'"]+)\s*$/;

/**
 * Adds the hint to every start-up chunk of the build in `distDir` (and shifts its source map, when
 * the build writes them). Idempotent. Returns how many files it changed.
 */
export async function addCompileHints(distDir: string): Promise<number> {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BuildManifestPages;
  let changed = 0;
  for (const file of startupChunks(manifest)) {
    const chunkPath = path.join(distDir, file);
    const source = await readFile(chunkPath, 'utf8');
    if (hasCompileHint(source)) continue;
    await writeFile(chunkPath, withCompileHint(source));
    changed += 1;
    const mapName = SOURCE_MAP_URL.exec(source)?.[1];
    const mapPath = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(chunkPath), mapName) : undefined;
    if (mapPath && existsSync(mapPath)) await writeFile(mapPath, shiftSourceMap(await readFile(mapPath, 'utf8')));
  }
  return changed;
}
