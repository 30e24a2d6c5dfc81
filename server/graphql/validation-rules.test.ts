import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { OperationMeasure } from './operation-limits';
import { createLimitsRule, extraValidationRules, type ValidationLimits } from './validation-rules';

const schema = buildSchema(`
  type Node { id: ID!, child: Node, name: String, children(first: Int): [Node!]!, all: [Node!]! }
  type Query { node: Node, nodes(first: Int = 12): [Node!]! }
`);

/** `{ node { child { child ... { id } } } }` with `depth` field levels in all. */
function nested(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth - 1; level += 1) selection = `child { ${selection} }`;
  return `query Deep { node { ${selection} } }`;
}

function check(source: string, limits: Partial<ValidationLimits> = {}, production = false) {
  return validate(schema, parse(source), [...specifiedRules, ...extraValidationRules({ production, limits })]);
}

/** Validates with the limits rule only and returns the errors and the operation's measure. */
function measured(source: string, limits: Partial<ValidationLimits> = {}) {
  const measures: OperationMeasure[] = [];
  const errors = validate(schema, parse(source), [createLimitsRule(limits, (measure) => measures.push(measure))]);
  return { errors, measure: measures[0] };
}

describe('depth limit', () => {
  it('accepts depth 10 and rejects depth 11 with a clear message and code', () => {
    expect(check(nested(10))).toEqual([]);
    const errors = check(nested(11));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe("'Deep' is nested 11 levels deep; the maximum is 10.");
    expect(errors[0]?.extensions).toMatchObject({ code: 'DEPTH_LIMIT_EXCEEDED', status: 400, depth: 11, maxDepth: 10 });
  });

  it('follows fragments and inline fragments', () => {
    const source = `
      query Frag { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { id } }
    `;
    expect(measured(source, { maxDepth: 5 }).errors).toEqual([]);
    expect(measured(source, { maxDepth: 4 }).errors).toHaveLength(1);
  });

  it('does not loop on fragment cycles (graphql-js reports those)', () => {
    const source = 'query C { node { ...A } } fragment A on Node { child { ...A } }';
    expect(measured(source, { maxDepth: 3 }).errors).toEqual([]);
  });

  it('ignores introspection fields, and forbids introspection in production', () => {
    const source = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(check(source, { maxDepth: 3 })).toEqual([]);
    expect(
      check(source, {}, true)
        .map((error) => error.message)
        .join(),
    ).toMatch(/introspection/i);
  });
});

describe('doubled fragments', () => {
  /** 1.2 KB: F30 spreads F29 twice, … F1 spreads F0 twice; walking every spread is 2^30 visits. */
  function doubled(levels: number): string {
    let source = `query Attack { ...F${levels} }\nfragment F0 on Query { nodes { id name } }\n`;
    for (let level = 1; level <= levels; level += 1)
      source += `fragment F${level} on Query { ...F${level - 1} ...F${level - 1} }\n`;
    return source;
  }

  it('measures each fragment once, so the walk stays as small as the document, and rejects the cost', () => {
    const source = doubled(30);
    expect(source.length).toBeLessThan(1300);
    const { errors, measure } = measured(source);
    // 30 fragments of two spreads, F0's three selections and the operation's one spread.
    expect(measure?.visits).toBe(64);
    expect(measure?.depth).toBe(2);
    expect(errors.map((error) => error.extensions['code'])).toEqual(['COST_LIMIT_EXCEEDED']);
  });
});

describe('aliases, directives and cost', () => {
  it('rejects 1,000 aliases of a 100-item list, for the aliases and for the cost', () => {
    const aliases = Array.from({ length: 1000 }, (_, index) => `a${index}: nodes(first: 100) { id }`).join(' ');
    const { errors, measure } = measured(`query Many { ${aliases} }`);
    expect(measure?.aliases).toBe(1000);
    expect(measure?.cost).toBe(1000 * 101);
    expect(errors.map((error) => error.extensions)).toEqual([
      { code: 'ALIAS_LIMIT_EXCEEDED', status: 400, aliases: 1000, maxAliases: 15 },
      { code: 'COST_LIMIT_EXCEEDED', status: 400, cost: 101000, maxCost: 8000 },
    ]);
    expect(errors[0]?.message).toBe("'Many' uses 1000 aliases; the maximum is 15.");
    expect(errors[1]?.message).toMatch(
      /^'Many' would cost 101000 \(every list counts as its page size\); the maximum is 8000\./,
    );
  });

  it('accepts 15 aliases', () => {
    const aliases = Array.from({ length: 15 }, (_, index) => `a${index}: node { id }`).join(' ');
    expect(check(`{ ${aliases} }`)).toEqual([]);
  });

  it('rejects more than 20 directives, counted through fragments', () => {
    const fields = (count: number) => Array.from({ length: count }, () => 'id @skip(if: false)').join(' ');
    expect(check(`{ node { ...A } } fragment A on Node { ${fields(20)} }`)).toEqual([]);
    const errors = check(`{ node { ...A @include(if: true) } } fragment A on Node { ${fields(20)} }`);
    expect(errors.map((error) => error.message)).toEqual(['The operation uses 21 directives; the maximum is 20.']);
    expect(errors[0]?.extensions).toMatchObject({ code: 'DIRECTIVE_LIMIT_EXCEEDED', status: 400 });
  });

  it('multiplies a list by its literal first, its declared default, or the largest page', () => {
    const cost = (source: string) => measured(source).measure?.cost;
    expect(cost('{ nodes(first: 3) { id name } }')).toBe(1 + 3 * 2);
    expect(cost('{ nodes { id } }')).toBe(1 + 12);
    expect(cost('query($n: Int) { nodes(first: $n) { id } }')).toBe(1 + 100);
    expect(cost('{ nodes(first: 100000) { id } }')).toBe(1 + 100);
    expect(cost('{ node { all { id __typename } } }')).toBe(1 + 1 + 100);
    expect(cost('{ node { children(first: 2) { children(first: 5) { id } } } }')).toBe(1 + 1 + 2 * (1 + 5));
  });

  it('rejects nested lists whose product is over the cost limit', () => {
    const errors = check('{ nodes(first: 100) { all { all { id } } } }');
    expect(errors.map((error) => error.extensions['code'])).toEqual(['COST_LIMIT_EXCEEDED']);
  });
});
