/**
 * Every operation the app sends passes the limits (with room to spare), through the endpoint's own
 * parse and validation (production settings). The operations are codegen's typed documents (every
 * .graphql operation of lib/ and server/page/queries/), so a new or grown operation is checked
 * without being listed here.
 */
import { Kind, print, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as browserOperations from '@/lib/graphql/generated/operations';
import * as pageOperations from '@/lib/graphql/generated/page-operations';
import { createMeasurer, defaultLimits } from './operation-limits';
import { createVolanYoga } from './yoga';

/** Each operation of the app as the document the client sends (the operation and its fragments). */
function appOperations(): { file: string; name: string; source: string }[] {
  const modules = {
    'lib/graphql/generated/operations.ts': browserOperations,
    'lib/graphql/generated/page-operations.ts': pageOperations,
  };
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.values(exports as Record<string, unknown>)
      .filter(
        (value): value is DocumentNode =>
          typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT,
      )
      .flatMap((document) =>
        document.definitions
          .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
          .map((operation) => ({ file, name: operation.name?.value ?? '(anonymous)', source: print(document) })),
      ),
  );
}

describe("the app's own operations", () => {
  const operations = appOperations();
  const yoga = createVolanYoga({ production: true, logger: false });
  const enveloped = yoga.getEnveloped({
    request: new Request('http://localhost/graphql', { method: 'POST' }),
    params: {},
  });
  const schema = enveloped.schema as GraphQLSchema;

  it('are found in the sources', () => {
    const names = operations.map((operation) => operation.name);
    for (const expected of [
      'Home_Screen',
      'listingScreen',
      'AdvertPage_Advert',
      'AdvertPage_Similar',
      'Account_SignUp',
      'Team_InviteMember',
    ]) {
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
