// Limits on what one GraphQL request may ask for, checked before anything is resolved:
// - depth of the selection (fragments included), and complexity: every field costs 1 and a list
//   sized by `first` multiplies what it selects, whether `first` is written in the query or
//   passed as a variable (graphql-query-complexity computes argument values with the request's
//   variables and the operation's defaults);
// - nesting of JSON at the edge (request bodies, GraphQL variables and documents), so a deeply
//   nested value is refused before any recursive code (coercion, JSON scalars, serialisation)
//   can overflow the stack on it.
// Every check here costs time linear in the request's size: a document whose fragments spread
// each other twice per level expands exponentially, so fragments are measured once each (depth)
// and the complexity walk stops after a fixed number of nodes.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

export const MAX_DEPTH = 10;
export const MAX_COMPLEXITY = 2_000;
/** Selections the complexity walk visits at most: every field costs at least 1, so a document
 * that needs more (fragment spreads counted too) is over MAX_COMPLEXITY anyway. */
const MAX_QUERY_NODES = 3 * MAX_COMPLEXITY;
/** How deeply a JSON value (customData, profile, a hook's headers…) may nest. */
export const MAX_JSON_DEPTH = 32;
/** How deeply brackets may nest in a GraphQL document: selections up to MAX_DEPTH (with inline
 * fragments between them), arguments, and JSON literals up to MAX_JSON_DEPTH. */
export const MAX_DOCUMENT_NESTING = 2 * MAX_DEPTH + MAX_JSON_DEPTH + 8;

/** A list field sized by `first` multiplies what it selects. */
const pageEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const first = typeof args.first === 'number' && Number.isFinite(args.first) ? Math.max(1, args.first) : 1;
  return 1 + first * childComplexity;
};

/** The deepest field nesting of an operation, each fragment measured once. */
export function operationDepth(operation: OperationDefinitionNode, document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, number>();
  const active = new Set<string>();
  const depthOf = (set: SelectionSetNode): number => {
    let deepest = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || active.has(name)) continue; // unknown or cyclic: the standard rules report it
        let depth = memo.get(name);
        if (depth === undefined) {
          active.add(name);
          depth = depthOf(fragment.selectionSet);
          active.delete(name);
          memo.set(name, depth);
        }
        deepest = Math.max(deepest, depth);
      }
    }
    return deepest;
  };
  return depthOf(operation.selectionSet);
}

const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * The limits of one operation with the request's variables, or the error that refuses it.
 * Variables that do not coerce are left to execution, which refuses them before resolving.
 */
export function checkQueryLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): GraphQLError | undefined {
  const depth = operationDepth(operation, document);
  if (depth > MAX_DEPTH) return refusal(`query depth ${depth} exceeds the limit of ${MAX_DEPTH}`, 'QUERY_TOO_DEEP');
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: { kind: Kind.DOCUMENT, definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)] },
      variables: variables ?? {},
      estimators: [pageEstimator, simpleEstimator({ defaultComplexity: 1 })],
      maxQueryNodes: MAX_QUERY_NODES,
    });
  } catch (error) {
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      return refusal(`query selects more than ${MAX_QUERY_NODES} fields once fragments are expanded`, 'QUERY_TOO_COMPLEX');
    }
    return undefined;
  }
  if (cost > MAX_COMPLEXITY) return refusal(`query complexity ${cost} exceeds the limit of ${MAX_COMPLEXITY}`, 'QUERY_TOO_COMPLEX');
  return undefined;
}

/** Apollo plugin: runs the limits once the operation is known, before execution. */
export const queryLimitsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return;
        const refused = checkQueryLimits(schema, document, operation, request.variables);
        if (refused) throw refused;
      },
    };
  },
};

/** True when a parsed JSON value nests deeper than `limit` (scalars 0, `{}` and `[]` 1). Iterative. */
export function jsonTooDeep(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * True when `{`, `[` or `(` nest deeper than `limit` in JSON or GraphQL text, outside strings,
 * block strings and comments. A linear scan of the raw text, for what arrives unparsed (a
 * GraphQL document, GET variables).
 */
export function textNestingTooDeep(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (c === '"') {
      if (text.startsWith('"""', i)) {
        i += 3;
        while (i < text.length && !text.startsWith('"""', i)) i += text.startsWith('\\"""', i) ? 4 : 1;
        i += 2;
      } else {
        i += 1;
        while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      }
    } else if (c === '{' || c === '[' || c === '(') {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === '}' || c === ']' || c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return false;
}
