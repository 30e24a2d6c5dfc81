/**
 * A codegen plugin (codegen.ts): the member types of every union and interface, for Apollo's
 * InMemoryCache `possibleTypes` (lib/graphql/apollo-client.ts). Without them the cache cannot tell
 * whether a fragment on one member applies to an object of another, and warns.
 */
import type { CodegenPlugin } from '@graphql-codegen/plugin-helpers';
import { isAbstractType, type GraphQLSchema } from 'graphql';

export const possibleTypesPlugin: CodegenPlugin = {
  plugin: (schema: GraphQLSchema) => {
    const entries = Object.values(schema.getTypeMap())
      .filter(isAbstractType)
      .map((type) => [type.name, schema.getPossibleTypes(type).map((member) => member.name)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    return `export const POSSIBLE_TYPES: Record<string, string[]> = ${JSON.stringify(Object.fromEntries(entries), null, 2)};\n`;
  },
};
