// In-process execution of our own GraphQL operations (the REST shim):
// parsed and validated once, then executed directly, with no HTTP hop and no re-parsing.
import { execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';

export type PreparedOperation = (variables: Record<string, unknown>, ctx: GraphQLContext) => Promise<ExecutionResult>;

// Per schema (one per process, see schema.ts): a second app in the process validates nothing again.
const validated = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

function parseValid(schema: GraphQLSchema, source: string): DocumentNode {
  let documents = validated.get(schema);
  if (!documents) validated.set(schema, (documents = new Map()));
  const known = documents.get(source);
  if (known) return known;
  // Kept for the process's life: no source locations (ours are valid; see src/graphql/schema.ts).
  const document = parse(source, { noLocation: true });
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`invalid prepared operation: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  documents.set(source, document);
  return document;
}

export function prepare(schema: GraphQLSchema, source: string): PreparedOperation {
  const document = parseValid(schema, source);
  return async (variables, ctx) => execute({ schema, document, variableValues: variables, contextValue: ctx });
}
