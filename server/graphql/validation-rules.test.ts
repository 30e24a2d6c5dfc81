import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDepthLimitRule, extraValidationRules } from './validation-rules';

const schema = buildSchema(`
  type Node { id: ID!, child: Node, name: String }
  type Query { node: Node }
`);

/** `{ node { child { child ... { id } } } }` with `depth` field levels in all. */
function nested(depth: number): string {
  let selection = 'id';
  for (let level = 1; level < depth - 1; level += 1) selection = `child { ${selection} }`;
  return `query Deep { node { ${selection} } }`;
}

function check(source: string, maxDepth = 10, production = false) {
  return validate(schema, parse(source), [...specifiedRules, ...extraValidationRules({ production, maxDepth })]);
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
    expect(validate(schema, parse(source), [createDepthLimitRule(5)])).toEqual([]);
    expect(validate(schema, parse(source), [createDepthLimitRule(4)])).toHaveLength(1);
  });

  it('does not loop on fragment cycles (graphql-js reports those)', () => {
    const source = 'query C { node { ...A } } fragment A on Node { child { ...A } }';
    const errors = validate(schema, parse(source), [createDepthLimitRule(3)]);
    expect(errors).toEqual([]);
  });

  it('ignores introspection fields, and forbids introspection in production', () => {
    const source = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(check(source, 3)).toEqual([]);
    expect(check(source, 10, true).map((error) => error.message).join()).toMatch(/introspection/i);
  });
});
