/**
 * The segment grammar of route patterns (SPEC §2.1): static, {param}, {...param} (catch-all) and
 * [[...param]] (optional catch-all). A catch-all of either kind may only be the last segment.
 */

/** One parsed segment of a route pattern. */
export type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'catchAll'; readonly name: string }
  | { readonly kind: 'optionalCatchAll'; readonly name: string };

const PARAM = /^\{([A-Za-z_][\w-]*)\}$/;
const CATCH_ALL = /^\{\.\.\.([A-Za-z_][\w-]*)\}$/;
const OPTIONAL_CATCH_ALL = /^\[\[\.\.\.([A-Za-z_][\w-]*)\]\]$/;
const STATIC = /^[^{}[\]/:*?]+$/;

/** Parses a pattern such as '/{category}/anunt/{ad_id}'; throws on a malformed pattern (a table bug). */
export function parsePattern(pattern: string): Segment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with '/': ${pattern}`);
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  return parts.map((part, i): Segment => {
    const isLast = i === parts.length - 1;
    let m = OPTIONAL_CATCH_ALL.exec(part);
    if (m?.[1]) {
      if (!isLast) throw new Error(`Optional catch-all must be the last segment: ${pattern}`);
      return { kind: 'optionalCatchAll', name: m[1] };
    }
    m = CATCH_ALL.exec(part);
    if (m?.[1]) {
      if (!isLast) throw new Error(`Catch-all must be the last segment: ${pattern}`);
      return { kind: 'catchAll', name: m[1] };
    }
    m = PARAM.exec(part);
    if (m?.[1]) return { kind: 'param', name: m[1] };
    if (STATIC.test(part)) return { kind: 'static', value: part };
    throw new Error(`Malformed segment '${part}' in route pattern ${pattern}`);
  });
}
