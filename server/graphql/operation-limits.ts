/**
 * Bounds on what one GraphQL operation may ask for: nesting depth, aliases, directives and an
 * estimated cost, measured in ONE walk of the operation in which every fragment is measured once
 * and reused at each spread. Walking a fragment again at every use is what let a 1.2 KB query of
 * doubled fragments (`fragment F2 { ...F1 ...F1 }`, F3 { ...F2 ...F2 }, …) cost 2^n steps.
 *
 * The cost multiplies by list sizes, which is what bounds the answer's size: a list field counts
 * its selection once per item, the item count being its literal `first` (at most the page size),
 * the schema's default of `first` when the argument is absent, and the largest page (100) for a
 * variable or a list without a `first` argument (a variable can be anything up to that) — unless
 * the schema bounds the list with `@listSize(assumedSize: n)` (a short list the server never lets
 * grow past n: a package's benefits, an invoice's lines), which then counts n. Every other field
 * counts 1 and `__typename` nothing. GraphQL Armor's cost rule counts fields only,
 * hence this one.
 *
 * The walk resolves field types from the schema by name and checks list types by their tag, not
 * with graphql's isListType: tools that load graphql twice (Vitest) would fail an instanceof.
 */
import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { maxPageSize } from '@/server/services/page-size';

/** The limits every operation obeys (see docs/security.md). */
export interface OperationLimits {
  /** Nested field levels (`{ a { b } }` is 2); introspection fields are not counted. */
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /** Estimated cost, see the module comment. */
  maxCost: number;
  /** Lexical tokens of the document, checked while parsing (see parseWithTokenLimit). */
  maxTokens: number;
}

/** The limits the app runs with; its own operations stay within 60 % of each (operation-limits.app.test.ts). */
export const defaultLimits: OperationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 8000,
  maxTokens: 1000,
};

/** What the walk found for an operation. */
export interface OperationMeasure {
  depth: number;
  aliases: number;
  directives: number;
  cost: number;
  /** Selections the walk visited: grows with the document's size, never with its fragment reuse. */
  visits: number;
}

interface Measure {
  depth: number;
  aliases: number;
  directives: number;
  cost: number;
}

const empty = (): Measure => ({ depth: 0, aliases: 0, directives: 0, cost: 0 });

/** The parts of a graphql type the walk reads; works with either copy of graphql. */
interface TypeLike {
  ofType?: TypeLike;
  getFields?: () => Record<string, FieldLike>;
}
interface FieldLike {
  type: TypeLike;
  args: readonly { name: string; defaultValue?: unknown }[];
  astNode?: {
    directives?: readonly {
      name: { value: string };
      arguments?: readonly { name: { value: string }; value: { kind: string; value?: string } }[];
    }[];
  } | null;
}

/** The `@listSize(assumedSize: n)` of a field's definition, if it has one. */
function assumedSize(field: FieldLike): number | null {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'listSize');
  const argument = directive?.arguments?.find((a) => a.name.value === 'assumedSize');
  if (argument?.value.kind !== Kind.INT || argument.value.value === undefined) return null;
  const value = Number.parseInt(argument.value.value, 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPageSize) : null;
}

const tagOf = (value: unknown): string => Object.prototype.toString.call(value);

function unwrap(type: TypeLike | undefined): { named: TypeLike | undefined; list: boolean } {
  let current = type;
  let list = false;
  while (current?.ofType) {
    if (tagOf(current) === '[object GraphQLList]') list = true;
    current = current.ofType;
  }
  return { named: current, list };
}

function itemCount(field: FieldLike, node: FieldNode): number {
  const first = node.arguments?.find((argument) => argument.name.value === 'first');
  if (first) {
    if (first.value.kind !== Kind.INT) return maxPageSize;
    const value = Number.parseInt(first.value.value, 10);
    return Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPageSize) : maxPageSize;
  }
  const declared = field.args.find((argument) => argument.name === 'first')?.defaultValue;
  if (typeof declared === 'number') return Math.min(Math.max(declared, 1), maxPageSize);
  return assumedSize(field) ?? maxPageSize;
}

class Walker {
  visits = 0;
  private readonly measured = new Map<string, Measure>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ) {}

  typeNamed(name: string | undefined): TypeLike | undefined {
    return name === undefined ? undefined : ((this.schema.getType(name) as TypeLike | null | undefined) ?? undefined);
  }

  selectionSet(set: SelectionSetNode, parent: TypeLike | undefined): Measure {
    const total = empty();
    for (const selection of set.selections) {
      this.visits += 1;
      let part: Measure;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        // Introspection is refused in production; in development GraphiQL's query is deep and wide by nature.
        if (name === '__schema' || name === '__type') continue;
        const field = parent?.getFields?.()[name];
        const { named, list } = unwrap(field?.type);
        const inner = selection.selectionSet ? this.selectionSet(selection.selectionSet, named) : empty();
        const count = list && field && selection.selectionSet ? itemCount(field, selection) : 1;
        part = {
          depth: name.startsWith('__') ? 0 : 1 + inner.depth,
          aliases: inner.aliases + (selection.alias ? 1 : 0),
          directives: inner.directives + (selection.directives?.length ?? 0),
          cost: name === '__typename' ? 0 : 1 + count * inner.cost,
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.typeNamed(selection.typeCondition.name.value) : parent;
        const inner = this.selectionSet(selection.selectionSet, type);
        part = { ...inner, directives: inner.directives + (selection.directives?.length ?? 0) };
      } else {
        const inner = this.fragment(selection.name.value);
        part = { ...inner, directives: inner.directives + (selection.directives?.length ?? 0) };
      }
      total.depth = Math.max(total.depth, part.depth);
      total.aliases += part.aliases;
      total.directives += part.directives;
      total.cost += part.cost;
    }
    return total;
  }

  /** A fragment's measure, computed at its first spread and reused at every other one. */
  private fragment(name: string): Measure {
    const known = this.measured.get(name);
    if (known) return known;
    const definition = this.fragments.get(name);
    // Unknown fragments and cycles are reported by graphql-js' own rules; here they only must not loop.
    if (!definition || this.inProgress.has(name)) return empty();
    this.inProgress.add(name);
    const result = this.selectionSet(definition.selectionSet, this.typeNamed(definition.typeCondition.name.value));
    this.inProgress.delete(name);
    this.measured.set(name, result);
    return result;
  }
}

/** The fragments of a document by name. */
function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * A measurer for the operations of one document: each fragment is measured once for all of them,
 * and `visits` counts the selections walked so far.
 */
export function createMeasurer(
  schema: GraphQLSchema,
  document: DocumentNode,
): (operation: OperationDefinitionNode) => OperationMeasure {
  const walker = new Walker(schema, fragmentsOf(document));
  return (operation) => {
    const root = {
      query: schema.getQueryType(),
      mutation: schema.getMutationType(),
      subscription: schema.getSubscriptionType(),
    }[operation.operation as string];
    const measure = walker.selectionSet(operation.selectionSet, walker.typeNamed(root?.name));
    return { ...measure, directives: measure.directives + (operation.directives?.length ?? 0), visits: walker.visits };
  };
}
