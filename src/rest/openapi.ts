// /api/openapi.json, produced from the route table; body and response schemas are derived
// from the GraphQL types the routes name, so the document cannot drift from the schema.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import type { RestRoute } from './route.js';

type JsonSchema = Record<string, unknown>;

const scalarSchemas: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'integer', description: 'epoch milliseconds' },
  EmailAddress: { type: 'string', format: 'email' },
  URL: { type: 'string', format: 'uri' },
  JSONObject: { type: 'object', additionalProperties: true },
};

function typeSchema(type: GraphQLType, components: Record<string, JsonSchema>, schema: GraphQLSchema): JsonSchema {
  if (isNonNullType(type)) return typeSchema(type.ofType, components, schema);
  if (isListType(type)) return { type: 'array', items: typeSchema(type.ofType, components, schema) };
  if (isScalarType(type)) return scalarSchemas[type.name] ?? { type: 'string' };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  const named = getNamedType(type);
  if (!components[named.name]) {
    components[named.name] = {}; // placeholder against cycles
    if (isInputObjectType(named) || isObjectType(named)) {
      const fields = named.getFields();
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(fields)) {
        properties[name] = { ...typeSchema(field.type, components, schema), description: field.description ?? undefined };
        if (isNonNullType(field.type)) required.push(name);
      }
      components[named.name] = {
        type: 'object',
        description: named.description ?? undefined,
        properties,
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      };
    }
  }
  return { $ref: `#/components/schemas/${named.name}` };
}

export function openApiDocument(routes: RestRoute[], schema: GraphQLSchema, baseUrl: string) {
  const components: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, data: {} },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openPath = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.list) {
      parameters.push(
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      );
    }
    const responseType = route.responseType ? schema.getType(route.responseType) : undefined;
    const responseSchema = responseType ? typeSchema(responseType, components, schema) : { type: 'object' };
    const bodyType = route.bodyType ? schema.getType(route.bodyType) : undefined;
    const success =
      route.status === 204
        ? { description: 'No content' }
        : {
            description: 'Success',
            ...(route.list ? { headers: { 'Total-Number': { schema: { type: 'integer' } } } } : {}),
            content: {
              'application/json': { schema: route.list ? { type: 'array', items: responseSchema } : responseSchema },
            },
          };
    const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    (paths[openPath] ??= {})[route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      parameters,
      ...(bodyType
        ? { requestBody: { required: true, content: { 'application/json': { schema: typeSchema(bodyType, components, schema) } } } }
        : route.method !== 'GET' && route.method !== 'DELETE'
          ? { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } }
          : {}),
      responses: { [route.status]: success, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Tessera Management API', version: '1' },
    servers: [{ url: `${baseUrl}/api` }],
    security: [{ bearer: [] }],
    paths,
    components: { schemas: components, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
