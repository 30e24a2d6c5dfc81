/**
 * The committed codegen output (codegen.ts) is what `npm run codegen` writes now, so a changed SDL
 * or operation without a re-run fails here; and codegen refuses an operation that names a field
 * the schema lacks, so a renamed field fails `npm test` instead of a page in production.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { afterAll, describe, expect, it } from 'vitest';
import { config, schemaText } from '@/codegen';

const root = path.resolve(__dirname, '../..');

async function run(input: Types.Config): Promise<Types.FileOutput[]> {
  return (await generate({ ...input, cwd: root, silent: true }, false)) as Types.FileOutput[];
}

describe('codegen output', () => {
  it('is up to date (run `npm run codegen` after editing a .graphql file)', async () => {
    const outputs = await run(config);
    expect(outputs.map((output) => path.relative(root, output.filename)).sort()).toEqual(
      Object.keys(config.generates).sort(),
    );
    for (const output of outputs) {
      expect(readFileSync(output.filename, 'utf8'), path.relative(root, output.filename)).toBe(output.content);
    }
  });

  describe('validates operations against the schema', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'volan-codegen-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function documentsConfig(operation: string): Types.Config {
      const file = path.join(dir, `${String(Math.random()).slice(2)}.graphql`);
      writeFileSync(file, operation);
      return {
        schema: schemaText,
        generates: {
          [path.join(dir, 'out.ts')]: { documents: [file], plugins: ['typescript-operations', 'typed-document-node'] },
        },
      };
    }

    it('accepts a known field', async () => {
      await expect(run(documentsConfig('query Test_Known { myTeam { userUUID email } }'))).resolves.toHaveLength(1);
    });

    it('fails on an unknown field', async () => {
      await expect(run(documentsConfig('query Test_Unknown { myTeam { userUUID emailAddress } }'))).rejects.toThrow(
        /emailAddress/,
      );
    });
  });
});
