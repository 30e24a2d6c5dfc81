/**
 * Validation rules added to graphql-js' own, shared by the HTTP endpoint and in-process execution.
 *
 * The depth limit rejects operations nested deeper than a limit, so one request cannot
 * ask for an arbitrarily deep (and expensive) tree. Introspection fields (__schema, __type) are
 * not counted: GraphiQL's introspection query is deep by nature and is disabled in production.
 */
import {
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** Default maximum number of nested field levels (`{ a { b } }` has depth 2). */
export const defaultMaxDepth = 10;

function depthOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = 1 + (selection.selectionSet ? depthOf(selection.selectionSet, fragments, visiting) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Cycles are reported by graphql-js' NoFragmentCycles rule; here they only must not loop.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      depth = depthOf(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Builds the rule for a given maximum depth. */
export function createDepthLimitRule(maxDepth = defaultMaxDepth): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth <= maxDepth) return;
        const name = operation.name ? `'${operation.name.value}'` : 'The operation';
        context.reportError(
          createGraphQLError(`${name} is nested ${depth} levels deep; the maximum is ${maxDepth}.`, {
            nodes: [operation],
            extensions: { code: 'DEPTH_LIMIT_EXCEEDED', status: 400, depth, maxDepth },
          }),
        );
      },
    };
  };
}

/**
 * Forbids __schema and __type, like graphql-js' NoSchemaIntrospectionCustomRule but by field name
 * only: that rule inspects types with instanceof, which breaks when two copies of graphql are
 * loaded (see errors.ts).
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name !== '__schema' && name !== '__type') return;
    context.reportError(
      createGraphQLError(`GraphQL introspection has been disabled, but the requested query contained the field "${name}".`, {
        nodes: [node],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
      }),
    );
  },
});

/** The extra rules: the depth limit always, and no introspection in production. */
export function extraValidationRules(options: { production: boolean; maxDepth?: number }): ValidationRule[] {
  const rules = [createDepthLimitRule(options.maxDepth)];
  if (options.production) rules.push(noIntrospectionRule);
  return rules;
}
