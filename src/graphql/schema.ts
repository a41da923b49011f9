// The executable schema: SDL from schema/*.graphql (the source of truth) plus the resolvers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLError, GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, JSONObjectResolver, URLResolver } from 'graphql-scalars';
import { MAX_JSON_DEPTH, jsonTooDeep } from './limits.js';
import { resolvers } from './resolvers/index.js';

// src/graphql/ when run from source, dist/src/graphql/ when run from the build (npm run build).
const schemaDir = ['../../schema/', '../../../schema/'].map((p) => fileURLToPath(new URL(p, import.meta.url))).find((dir) => existsSync(dir))!;

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(schemaDir + f, 'utf8'));
}

/**
 * The REST front renders instants as epoch milliseconds (the reference product's convention);
 * it executes the same SDL and resolvers against a schema whose DateTime serializes so.
 */
const EpochMillisDateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize: (value) => (value instanceof Date ? value.getTime() : new Date(value as string).getTime()),
});

/**
 * JSONObject input nests at most MAX_JSON_DEPTH levels, as REST bodies do (the edge in app.ts
 * already refuses deeper request bodies and documents; this keeps a literal in a document or a
 * variable within the same bound).
 */
function depthLimited(value: unknown): unknown {
  if (jsonTooDeep(value, MAX_JSON_DEPTH))
    throw new GraphQLError(`JSON must not nest deeper than ${MAX_JSON_DEPTH} levels`, { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}
const JSONObject = new GraphQLScalarType({
  ...JSONObjectResolver.toConfig(),
  parseValue: (value) => JSONObjectResolver.parseValue(depthLimited(value)),
  parseLiteral: (ast, variables) => depthLimited(JSONObjectResolver.parseLiteral(ast, variables)),
});

// Built once per process and shared by every app in it: the SDL and resolvers are fixed at
// import, a schema is never changed after it is made, and building one costs ~0.5 s of CPU (a
// second app in the process — the tests start hundreds — would pay it again for nothing).
const built = new Map<'iso' | 'epoch-ms', GraphQLSchema>();

export function buildSchema(options: { dates?: 'iso' | 'epoch-ms' } = {}): GraphQLSchema {
  const dates = options.dates ?? 'iso';
  let schema = built.get(dates);
  if (!schema) built.set(dates, (schema = dates === 'iso' ? makeSchema() : withEpochMillisDates(buildSchema())));
  return schema;
}

/**
 * The REST schema is the GraphQL one with DateTime swapped: mapping a built schema costs about
 * a third of building it again from the SDL (every process builds both).
 */
function withEpochMillisDates(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.SCALAR_TYPE]: (type) => (type.name === 'DateTime' ? EpochMillisDateTime : type),
  });
}

function makeSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    // Source locations are for error messages about a document's text; the schema's are never
    // shown, and kept they are ~4 MB of tokens per schema that every full collection marks.
    noLocation: true,
    resolvers: [
      {
        DateTime: DateTimeResolver,
        EmailAddress: EmailAddressResolver,
        URL: URLResolver,
        JSONObject,
      },
      ...resolvers,
    ],
  });
}
