// /api/openapi.json, produced from the route table. Request bodies are derived from the GraphQL
// input types the routes name; response bodies from each route's own operation: the fields it
// selects, their nullability, and how the shim shapes the root field (result.ts). So the
// document says exactly what the route sends, and cannot drift from the schema.
import {
  Kind,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { payloadFields } from './result.js';
import type { RestResult, RestRoute } from './route.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema is open-ended by design
type JsonSchema = { [key: string]: any; [key: symbol]: any };

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

const ERROR_STATUSES = [400, 401, 403, 404, 422] as const;

/** The shared error body: `{ code, message, data? }` (REFERENCE.md), with what `data` may carry. */
const errorSchemas: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description: 'Every REST error. `code` is stable (`<area>.<reason>`) and is what clients match on; `message` is for people.',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string', example: 'user.username_already_in_use' },
      message: { type: 'string' },
      data: { $ref: '#/components/schemas/ErrorData' },
    },
    additionalProperties: false,
  },
  ErrorData: {
    type: 'object',
    description:
      'Details, present when there are any: the input field at fault, every problem of an invalid input, and error-specific facts (such as `entity` and `id` of what was not found).',
    properties: {
      field: { type: 'array', items: { type: 'string' }, description: 'Path of the input field at fault, e.g. `["config", "url"]`.' },
      issues: { type: 'array', items: { $ref: '#/components/schemas/ErrorIssue' }, description: 'Every problem, when the request had more than one.' },
    },
    additionalProperties: true,
  },
  ErrorIssue: {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string' },
      message: { type: 'string' },
      field: { type: 'array', items: { type: 'string' } },
    },
    additionalProperties: false,
  },
};

/** Request bodies: the whole input type, as a named component. */
function inputSchema(type: GraphQLType, components: Record<string, JsonSchema>): JsonSchema {
  if (isNonNullType(type)) return inputSchema(type.ofType, components);
  if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType, components) };
  if (isScalarType(type)) return scalarSchemas[type.name] ?? { type: 'string' };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  const named = getNamedType(type);
  if (!components[named.name] && isInputObjectType(named)) {
    components[named.name] = {}; // placeholder against cycles
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(named.getFields())) {
      properties[name] = { ...inputSchema(field.type, components), description: field.description ?? undefined };
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
  return { $ref: `#/components/schemas/${named.name}` };
}

/** Marks an object schema with the GraphQL type it selects from, until it is named (not emitted). */
const TYPE = Symbol('graphql type');
/** Marks a schema built from an object of that type plus other fields: checked, never named after it. */
const FROM = Symbol('built from graphql type');

interface Selected {
  schema: JsonSchema;
  /** The field may be absent: under @include/@skip. */
  conditional: boolean;
}

class ResponseShapes {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /** The JSON a field of `type` with this selection produces. */
  of(type: GraphQLType, selection: SelectionSetNode | undefined, nullable = !isNonNullType(type)): JsonSchema {
    const inner = isNonNullType(type) ? type.ofType : type;
    let schema: JsonSchema;
    if (isListType(inner)) schema = { type: 'array', items: this.of(inner.ofType, selection) };
    else if (isScalarType(inner)) schema = { ...(scalarSchemas[inner.name] ?? {}) };
    else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
    else if (isObjectType(inner)) schema = this.object(inner, selection);
    else if (isAbstractType(inner))
      schema = { type: 'object' }; // no route selects a union yet; claim no more than that
    else throw new Error(`unexpected output type ${String(inner)}`);
    return nullable ? { ...schema, nullable: true } : schema;
  }

  private object(type: GraphQLObjectType, selection: SelectionSetNode | undefined): JsonSchema {
    if (!selection) throw new Error(`${type.name} needs a selection`);
    const fields = this.fields(type, selection, false);
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, { schema, conditional }] of fields) {
      properties[name] = schema;
      if (!conditional) required.push(name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false, [TYPE]: type.name };
  }

  private fields(type: GraphQLObjectType, selection: SelectionSetNode, conditional: boolean): Map<string, Selected> {
    const out = new Map<string, Selected>();
    for (const node of selection.selections) {
      const underCondition = conditional || !!node.directives?.some((d) => d.name.value === 'include' || d.name.value === 'skip');
      if (node.kind === Kind.FIELD) {
        const name = node.alias?.value ?? node.name.value;
        const schema = node.name.value === '__typename' ? { type: 'string' } : this.of(this.field(type, node).type, node.selectionSet);
        out.set(name, { schema, conditional: underCondition });
      } else {
        const fragment = node.kind === Kind.INLINE_FRAGMENT ? node : this.fragments.get(node.name.value);
        if (!fragment) throw new Error(`unknown fragment in a route operation`);
        for (const [name, selected] of this.fields(type, fragment.selectionSet, underCondition)) out.set(name, selected);
      }
    }
    return out;
  }

  private field(type: GraphQLObjectType, node: FieldNode): GraphQLField<unknown, unknown> {
    const field = type.getFields()[node.name.value];
    if (!field) throw new Error(`${type.name}.${node.name.value} does not exist`);
    return field;
  }

  /** The root field of a route's operation and the schema of its value. */
  root(route: RestRoute): { name: string; schema: JsonSchema } {
    const document = parse(route.operation);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const rootType = operation?.operation === 'mutation' ? this.schema.getMutationType() : this.schema.getQueryType();
    const node = operation?.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD);
    if (!operation || !rootType || !node) throw new Error(`${route.method} ${route.path}: the operation has no root field`);
    // The shim answers a missing entity with 404, so a 2xx body is never null at the top.
    return { name: node.name.value, schema: this.of(this.field(rootType, node).type, node.selectionSet, false) };
  }
}

const nonNull = (schema: JsonSchema): JsonSchema => {
  const { nullable: _, ...rest } = schema;
  return rest;
};

function property(schema: JsonSchema, name: string, where: string): JsonSchema {
  const found = schema.properties?.[name] as JsonSchema | undefined;
  if (!found) throw new Error(`${where}: the operation does not select ${name}`);
  return found;
}

/** The body schema, by the same rules as result.ts applies to the value (`result`, then `omitNullMembers`). */
function bodySchema(route: RestRoute, value: JsonSchema): JsonSchema {
  const body = resultSchema(route, value);
  const paths = route.omitNullMembers ?? [];
  if (paths.length === 0) return body;
  const where = `${route.method} ${route.path}`;
  const omit = (schema: JsonSchema) => paths.reduce((at, path) => withoutNullAt(at, path.split('.'), where), schema);
  return body.type === 'array' ? { ...body, items: omit(body.items) } : omit(body);
}

/** A member left out when null: optional, and never null when present (result.ts's dropNullMembers). */
function withoutNullAt(schema: JsonSchema, [head, ...rest]: string[], where: string): JsonSchema {
  const member = property(schema, head!, where);
  if (rest.length) return { ...schema, properties: { ...schema.properties, [head!]: withoutNullAt(member, rest, where) } };
  return {
    ...schema,
    properties: { ...schema.properties, [head!]: nonNull(member) },
    required: (schema.required ?? []).filter((f: string) => f !== head),
  };
}

function resultSchema(route: RestRoute, value: JsonSchema): JsonSchema {
  const where = `${route.method} ${route.path}`;
  if (route.list) return { type: 'array', items: property(value, 'nodes', where).items };
  const spec: RestResult | undefined = route.result;
  if (!spec) {
    const fields = value.type === 'object' ? payloadFields(Object.keys(value.properties ?? {})) : undefined;
    if (!fields) return value;
    if (fields.length === 1) return nonNull(property(value, fields[0]!, where));
    return objectOf(fields.map((f) => [f, property(value, f, where)]));
  }
  if ('pick' in spec) return nonNull(spec.pick.reduce((at, key) => property(at, key, where), value));
  if ('fields' in spec) return objectOf(spec.fields.map((f) => [f, property(value, f, where)]));
  if ('omitNull' in spec) {
    const omit = (schema: JsonSchema): JsonSchema => {
      const properties = { ...schema.properties };
      for (const f of spec.omitNull) properties[f] = nonNull(property(schema, f, where));
      for (const f of spec.isoDates ?? []) {
        const { nullable } = properties[f] as JsonSchema;
        properties[f] = { type: 'string', format: 'date-time', ...(nullable ? { nullable } : {}) };
      }
      // No longer the GraphQL type's shape, so not named after it (as for `entity` below).
      const changed: JsonSchema = { ...schema, properties, required: (schema.required ?? []).filter((f: string) => !spec.omitNull.includes(f)) };
      changed[FROM] = schema[TYPE];
      delete changed[TYPE];
      return changed;
    };
    return value.type === 'array' ? { ...value, items: omit(value.items) } : omit(value);
  }
  if ('present' in spec) {
    // Left out when null, so never null when present; required only when never null.
    const schema = objectOf(spec.present.map((f) => [f, nonNull(property(value, f, where))]));
    return { ...schema, required: spec.present.filter((f) => !property(value, f, where).nullable) };
  }
  if ('wrap' in spec) return objectOf([[spec.wrap, nonNull(value)]]);
  const entity = property(value, spec.entity, where);
  // The merged object is no longer the GraphQL type, so it is not named after it.
  const merged: JsonSchema = { ...nonNull(entity), properties: { ...entity.properties }, required: [...(entity.required ?? [])] };
  merged[FROM] = entity[TYPE];
  delete merged[TYPE];
  for (const f of spec.extra) {
    const extra = property(value, f, where);
    merged.properties[f] = nonNull(extra); // left out when null, so never null when present
    if (!extra.nullable) merged.required.push(f);
  }
  return merged;
}

const objectOf = (entries: Array<[string, JsonSchema]>): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(entries),
  required: entries.map(([k]) => k),
  additionalProperties: false,
});

/** The GraphQL type a body (or its items) comes from, for the route's `responseType` check. */
function typeOf(schema: JsonSchema): string | undefined {
  const at = schema.type === 'array' ? schema.items : schema;
  return (at?.[TYPE] ?? at?.[FROM]) as string | undefined;
}

/**
 * Names the object schemas after their GraphQL type, as components: one per distinct selection
 * (`Role`, then `Role2` for a selection with other fields), so equal shapes share one name.
 */
function nameComponents(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.type === 'array') return { ...schema, items: nameComponents(schema.items, components) };
  if (schema.type !== 'object' || !schema.properties) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, nameComponents(v as JsonSchema, components)]));
  const { nullable, [TYPE]: typeName, [FROM]: _from, ...shape } = { ...schema, properties } as JsonSchema;
  if (!typeName) return schema.nullable ? { ...shape, nullable } : shape;
  const text = JSON.stringify(shape);
  let name = typeName;
  for (let n = 2; components[name] && JSON.stringify(components[name]) !== text; n += 1) name = `${typeName}${n}`;
  components[name] = shape;
  const ref = { $ref: `#/components/schemas/${name}` };
  // OpenAPI 3.0 ignores siblings of $ref, so a nullable reference goes through allOf; `type` beside it
  // keeps `nullable` meaningful (redocly's nullable-type-sibling; only objects are named here).
  return nullable ? { type: 'object', allOf: [ref], nullable: true } : ref;
}

const VERB: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };

/**
 * A stable, unique operationId from the method and path, so generated clients get readable
 * method names: `GET /organizations/:id/users` → `getOrganizationsUsers`, a list → `list…`.
 */
function operationIdOf(route: RestRoute, taken: Set<string>): string {
  const words = route.path
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  const last = route.path.split('/').pop() ?? '';
  const verb = route.list ? 'list' : route.method === 'GET' && last.startsWith(':') ? 'get' : VERB[route.method]!;
  const base = `${verb}${words.join('')}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}${n}`;
  taken.add(id);
  return id;
}

export function openApiDocument(routes: RestRoute[], schema: GraphQLSchema, baseUrl: string) {
  const components: Record<string, JsonSchema> = { ...errorSchemas };
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, { $ref: '#/components/responses/Error' }]));
  for (const route of routes) {
    const where = `${route.method} ${route.path}`;
    const openPath = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.list) {
      parameters.push(
        { name: 'page', in: 'query', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'page_size', in: 'query', description: 'Entries per page.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      );
    }
    for (const [name, description] of Object.entries(route.query ?? {})) {
      parameters.push({ name, in: 'query', description, schema: { type: 'string' } });
    }
    let success: Record<string, unknown> = { description: 'No content' };
    if (route.status >= 400) {
      // A route that always refuses (a feature of the compatible product Tessera does not have).
      success = { description: 'Always refused: see the summary', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    } else if (route.status !== 204) {
      const shapes = new ResponseShapes(
        schema,
        new Map(
          parse(route.operation)
            .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map((d) => [d.name.value, d]),
        ),
      );
      const body = bodySchema(route, shapes.root(route).schema);
      if (route.responseType && typeOf(body) !== route.responseType) {
        throw new Error(`${where}: responseType says ${route.responseType} but the operation returns ${typeOf(body) ?? 'something else'}`);
      }
      success = {
        description: 'Success',
        ...(route.list ? { headers: { 'Total-Number': { description: 'Items in all pages', schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: nameComponents(body, components) } },
      };
    }
    const bodyType = route.bodyType ? schema.getType(route.bodyType) : undefined;
    (paths[openPath] ??= {})[route.method.toLowerCase()] = {
      operationId: operationIdOf(route, operationIds),
      tags: [route.tag],
      summary: route.summary,
      parameters,
      ...(bodyType
        ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(bodyType, components) } } } }
        : route.method !== 'GET' && route.method !== 'DELETE'
          ? { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } }
          : {}),
      responses: { [route.status]: success, ...errorResponses },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Tessera Management API', version: '1' },
    servers: [{ url: `${baseUrl}/api` }],
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description: 'The request failed; the status comes from the error code (see `Error`).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** Gives every operation of paths merged in from other fronts (the Experience and Account APIs) an operationId too. */
export function fillOperationIds(paths: Record<string, Record<string, { operationId?: string }>>): void {
  const taken = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item)
        .map((op) => op.operationId)
        .filter((id): id is string => !!id),
    ),
  );
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId) continue;
      operation.operationId = operationIdOf({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ':$1') } as RestRoute, taken);
    }
  }
}
