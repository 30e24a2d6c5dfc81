/**
 * Validation rules added to graphql-js' own, shared by the HTTP endpoint and in-process execution.
 *
 * The limits rule rejects operations deeper, with more aliases or directives, or costlier than
 * the limits of operation-limits.ts, each with its own code (SPEC §8 shape: extensions.code and
 * status 400). Introspection fields (__schema, __type) are not counted: GraphiQL's introspection
 * query is deep by nature and is disabled in production.
 */
import type { ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { createMeasurer, defaultLimits, type OperationLimits, type OperationMeasure } from './operation-limits';

/** The limits a rule checks (the token limit is the parser's, see parseWithTokenLimit). */
export type ValidationLimits = Omit<OperationLimits, 'maxTokens'>;

function formatCount(value: number): string {
  return Number.isFinite(value) && value < 1e15 ? String(Math.round(value)) : 'more than 10^15';
}

/** The errors of one measured operation, one per limit exceeded. */
function limitErrors(name: string, measure: OperationMeasure, limits: ValidationLimits) {
  const errors: { message: string; extensions: Record<string, unknown> }[] = [];
  if (measure.depth > limits.maxDepth) {
    errors.push({
      message: `${name} is nested ${measure.depth} levels deep; the maximum is ${limits.maxDepth}.`,
      extensions: { code: 'DEPTH_LIMIT_EXCEEDED', status: 400, depth: measure.depth, maxDepth: limits.maxDepth },
    });
  }
  if (measure.aliases > limits.maxAliases) {
    errors.push({
      message: `${name} uses ${measure.aliases} aliases; the maximum is ${limits.maxAliases}.`,
      extensions: {
        code: 'ALIAS_LIMIT_EXCEEDED',
        status: 400,
        aliases: measure.aliases,
        maxAliases: limits.maxAliases,
      },
    });
  }
  if (measure.directives > limits.maxDirectives) {
    errors.push({
      message: `${name} uses ${measure.directives} directives; the maximum is ${limits.maxDirectives}.`,
      extensions: {
        code: 'DIRECTIVE_LIMIT_EXCEEDED',
        status: 400,
        directives: measure.directives,
        maxDirectives: limits.maxDirectives,
      },
    });
  }
  if (measure.cost > limits.maxCost) {
    errors.push({
      message: `${name} would cost ${formatCount(measure.cost)} (every list counts as its page size); the maximum is ${limits.maxCost}. Ask for fewer items or fields.`,
      extensions: {
        code: 'COST_LIMIT_EXCEEDED',
        status: 400,
        cost: Number.isFinite(measure.cost) ? Math.round(measure.cost) : null,
        maxCost: limits.maxCost,
      },
    });
  }
  return errors;
}

/** Builds the limits rule; `onMeasure` sees every operation's measure (tests count the walk's visits). */
export function createLimitsRule(
  limits: Partial<ValidationLimits> = {},
  onMeasure?: (measure: OperationMeasure) => void,
): ValidationRule {
  const effective: ValidationLimits = { ...defaultLimits, ...limits };
  return function operationLimits(context: ValidationContext) {
    const measure = createMeasurer(context.getSchema(), context.getDocument());
    return {
      OperationDefinition(operation) {
        const measured = measure(operation);
        onMeasure?.(measured);
        const name = operation.name ? `'${operation.name.value}'` : 'The operation';
        for (const { message, extensions } of limitErrors(name, measured, effective)) {
          context.reportError(createGraphQLError(message, { nodes: [operation], extensions }));
        }
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
      createGraphQLError(
        `GraphQL introspection has been disabled, but the requested query contained the field "${name}".`,
        {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 },
        },
      ),
    );
  },
});

/** The extra rules: the limits always, and no introspection in production. */
export function extraValidationRules(options: {
  production: boolean;
  limits?: Partial<ValidationLimits>;
}): ValidationRule[] {
  const rules = [createLimitsRule(options.limits)];
  if (options.production) rules.push(noIntrospectionRule);
  return rules;
}
