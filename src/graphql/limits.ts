// Query depth and complexity limits: a cheap validation rule run before execution, so a
// hostile query is refused without touching the database.
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_COMPLEXITY = 2_000;

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): { depth: number; cost: number } {
  let maxDepth = depth;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // A list field sized by `first` multiplies what it selects.
      const first = selection.arguments?.find((a) => a.name.value === 'first');
      const factor = first?.value.kind === Kind.INT ? Math.max(1, Number(first.value.value)) : 1;
      cost += 1;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, depth + 1, seen);
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += factor * inner.cost;
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet, fragments, depth, seen);
      maxDepth = Math.max(maxDepth, inner.depth);
      cost += inner.cost;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue; // cycles are reported by the standard rules
      const inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]));
      maxDepth = Math.max(maxDepth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth: maxDepth, cost };
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(node) {
      const { depth, cost } = measure(node.selectionSet, fragments, 1, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`query depth ${depth} exceeds the limit of ${MAX_DEPTH}`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
      if (cost > MAX_COMPLEXITY) {
        context.reportError(
          new GraphQLError(`query complexity ${cost} exceeds the limit of ${MAX_COMPLEXITY}`, {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
}
