/**
 * The build step that marks the start-up chunks for eager compilation: which files, the hint as the
 * very first line (V8 ignores it anywhere else), once only, and source maps kept in line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, shiftSourceMap, startupChunks, withCompileHint } from './compile-hints';

describe('startupChunks', () => {
  it("takes every page's JavaScript once, without the stylesheets", () => {
    const manifest = {
      pages: {
        '/_app': ['static/chunks/app.js', 'static/chunks/app.css', 'static/chunks/turbopack.js'],
        '/': ['static/chunks/home.js', 'static/chunks/turbopack.js'],
        '/_error': ['static/chunks/error.js'],
      },
    };
    expect(startupChunks(manifest)).toEqual([
      'static/chunks/app.js',
      'static/chunks/turbopack.js',
      'static/chunks/home.js',
      'static/chunks/error.js',
    ]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the first token, and only once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||[]).push([1]);');
    expect(hinted).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1]);`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('shiftSourceMap', () => {
  it('moves a standard map one line down', () => {
    const map = JSON.parse(shiftSourceMap(JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }))) as {
      mappings: string;
    };
    expect(map.mappings).toBe(';AAAA;AACA');
  });

  it('moves every section of an index map one line down', () => {
    const json = JSON.stringify({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } },
        { offset: { line: 3, column: 7 }, map: { version: 3, mappings: 'AAAA' } },
      ],
    });
    const map = JSON.parse(shiftSourceMap(json)) as { sections: { offset: { line: number; column: number } }[] };
    expect(map.sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 4, column: 7 },
    ]);
  });
});

describe('addCompileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('marks the start-up chunks of a build, shifts their maps and leaves dynamic chunks alone', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'volan-compile-hints-'));
    const chunks = path.join(dir, 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages: { '/': ['static/chunks/a.js'] } }));
    writeFileSync(path.join(chunks, 'a.js'), 'run();\n//# sourceMappingURL=a1.js.map');
    writeFileSync(path.join(chunks, 'a1.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(path.join(chunks, 'lazy.js'), 'later();');

    expect(await addCompileHints(dir)).toBe(1);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nrun();\n//# sourceMappingURL=a1.js.map`,
    );
    expect(JSON.parse(readFileSync(path.join(chunks, 'a1.js.map'), 'utf8'))).toMatchObject({ mappings: ';AAAA' });
    expect(readFileSync(path.join(chunks, 'lazy.js'), 'utf8')).toBe('later();');

    // A second run (a build that reused its output) changes nothing, so maps are not shifted twice.
    expect(await addCompileHints(dir)).toBe(0);
    expect(JSON.parse(readFileSync(path.join(chunks, 'a1.js.map'), 'utf8'))).toMatchObject({ mappings: ';AAAA' });
  });
});
