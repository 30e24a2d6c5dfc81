/**
 * Every operation the app sends passes the limits (with room to spare), through the endpoint's own parse and
 * validation (production settings). The operations are found in the sources (every gql`…`
 * template outside tests), so a new or grown operation is checked without being listed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode, type GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMeasurer, defaultLimits } from './operation-limits';
import { createVolanYoga } from './yoga';

const root = path.resolve(__dirname, '../..');
const folders = ['components', 'lib', 'machines', 'pages', 'server'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing'))
    .map((file) => path.join(folder, file));
}

/**
 * The text of every gql`…` template. An interpolated string constant of the same file (a field
 * list) is put in; other interpolations (fragment documents) are left out: they are templates of
 * their own, added back by name where spread.
 */
function templates(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const constants = new Map([...source.matchAll(/const (\w+) = '([^']*)';/g)].map(([, name, value]) => [name, value]));
    for (const match of source.matchAll(/\bgql`([^`]*)`/g)) {
      found.push({ file, text: (match[1] ?? '').replace(/\$\{(\w+)\}/g, (_, name: string) => constants.get(name) ?? '') });
    }
  }
  return found;
}

/** The fragment names a document spreads, transitively through `fragments`. */
function neededFragments(text: string, fragments: ReadonlyMap<string, string>, seen = new Set<string>()): Set<string> {
  for (const [, name] of text.matchAll(/\.\.\.\s*([A-Za-z_]\w*)/g)) {
    if (!name || name === 'on' || seen.has(name)) continue;
    seen.add(name);
    neededFragments(fragments.get(name) ?? '', fragments, seen);
  }
  return seen;
}

/** Each operation of the app as the document the client sends (the operation and its fragments). */
function appOperations(): { file: string; name: string; source: string }[] {
  const all = templates();
  const fragments = new Map<string, string>();
  for (const { text } of all) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, text);
    }
  }
  return all.flatMap(({ file, text }) =>
    parse(text)
      .definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        file,
        name: operation.name?.value ?? '(anonymous)',
        source: [text, ...[...neededFragments(text, fragments)].map((name) => fragments.get(name) ?? '')].join('\n'),
      })),
  );
}

describe("the app's own operations", () => {
  const operations = appOperations();
  const yoga = createVolanYoga({ production: true, logger: false });
  const enveloped = yoga.getEnveloped({ request: new Request('http://localhost/graphql', { method: 'POST' }), params: {} });
  const schema = enveloped.schema as GraphQLSchema;

  it('are found in the sources', () => {
    const names = operations.map((operation) => operation.name);
    for (const expected of ['Home_Screen', 'listingScreen', 'AdvertPage_Advert', 'AdvertPage_Similar', 'Accounts_SignUp']) {
      expect(names).toContain(expected);
    }
  });

  it.each(appOperations().map((operation) => [operation.name, operation] as const))(
    '%s passes the limits with room to spare',
    (_name, operation) => {
      const document = enveloped.parse(operation.source) as DocumentNode;
      const errors = enveloped.validate(schema, document) as readonly GraphQLError[];
      expect(errors.map((error) => error.message)).toEqual([]);
      const measure = createMeasurer(schema, document);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const { cost, depth, aliases, directives } = measure(definition);
        // 60 % of each limit at most, so an operation can grow a little before it needs a look.
        expect(cost, `${operation.file}: cost`).toBeLessThanOrEqual(defaultLimits.maxCost * 0.6);
        expect(depth, `${operation.file}: depth`).toBeLessThanOrEqual(defaultLimits.maxDepth * 0.6);
        expect(aliases, `${operation.file}: aliases`).toBeLessThanOrEqual(defaultLimits.maxAliases * 0.6);
        expect(directives, `${operation.file}: directives`).toBeLessThanOrEqual(defaultLimits.maxDirectives * 0.6);
      }
    },
  );
});
