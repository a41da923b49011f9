// In-process execution of our own GraphQL operations (the REST shim and the token endpoint):
// parsed and validated once, then executed directly, with no HTTP hop and no re-parsing.
import { execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.js';

export type PreparedOperation = (variables: Record<string, unknown>, ctx: GraphQLContext) => Promise<ExecutionResult>;

function parseValid(schema: GraphQLSchema, source: string): DocumentNode {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`invalid prepared operation: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  return document;
}

export function prepare(schema: GraphQLSchema, source: string): PreparedOperation {
  const document = parseValid(schema, source);
  return async (variables, ctx) => execute({ schema, document, variableValues: variables, contextValue: ctx }) as Promise<ExecutionResult>;
}

/**
 * The same, compiled to a JavaScript function by graphql-jit: variable coercion and result
 * completion specialised to this one operation. Same schema, same resolvers, same errors
 * (resolver errors keep `originalError`); for the token endpoint, where graphql-js's generic
 * execution cost a measurable share of every request (see bench/results.md).
 */
export function prepareCompiled(schema: GraphQLSchema, source: string): PreparedOperation {
  const document = parseValid(schema, source);
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled)) throw new Error(`prepared operation did not compile: ${JSON.stringify(compiled.errors)}\n${source}`);
  return async (variables, ctx) => (await compiled.query(undefined, ctx, variables)) as ExecutionResult;
}
