// The operation list of the compatible product's Management API, read from the types its own
// typed client (`@logto/api`) ships: openapi-typescript output, so `paths` names every operation
// by path and method and `operations[id]` holds its statuses and response bodies. The package
// carries no OpenAPI JSON, so the TypeScript checker resolves those types into a small schema
// language that a test can hold a JSON body against, field by field.
import { createRequire } from 'node:module';
import ts from 'typescript';

export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'any' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'array'; items: Shape }
  | { kind: 'object'; properties: Record<string, { shape: Shape; optional: boolean }>; index?: Shape }
  | { kind: 'union'; of: Shape[] };

export interface LogtoOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `/api/organizations/{id}/users` as in the types. */
  path: string;
  /** Every status its types document, ascending. */
  statuses: number[];
  /** The lowest 2xx status. */
  success: number;
  /** The JSON body of the success response, when it has one. */
  response?: Shape;
  /** Whether the operation takes a JSON body, and its shape. */
  requestBody?: Shape;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 10;

function toShape(checker: ts.TypeChecker, type: ts.Type, depth = 0): Shape {
  if (depth > MAX_DEPTH) return { kind: 'any' };
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'any' };
  if (f & ts.TypeFlags.Null) return { kind: 'null' };
  if (f & ts.TypeFlags.StringLiteral) return { kind: 'literal', value: (type as ts.StringLiteralType).value };
  if (f & ts.TypeFlags.NumberLiteral) return { kind: 'literal', value: (type as ts.NumberLiteralType).value };
  if (f & ts.TypeFlags.BooleanLiteral) return { kind: 'boolean' };
  if (f & ts.TypeFlags.String || f & ts.TypeFlags.TemplateLiteral) return { kind: 'string' };
  if (f & ts.TypeFlags.Number) return { kind: 'number' };
  if (f & ts.TypeFlags.Boolean) return { kind: 'boolean' };
  if (type.isUnion()) {
    const of = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)).map((t) => toShape(checker, t, depth + 1));
    // `true | false` arrives as two boolean literals: one boolean is enough.
    const unique = of.filter((s, i) => s.kind !== 'boolean' || of.findIndex((o) => o.kind === 'boolean') === i);
    return unique.length === 1 ? unique[0]! : { kind: 'union', of: unique };
  }
  if (type.isIntersection()) {
    const parts = type.types.map((t) => toShape(checker, t, depth + 1));
    if (parts.every((p) => p.kind === 'object')) {
      const properties = Object.assign({}, ...parts.map((p) => p.properties));
      return { kind: 'object', properties };
    }
    return parts.find((p) => p.kind !== 'any') ?? { kind: 'any' };
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const args = checker.getTypeArguments(type as ts.TypeReference);
    return { kind: 'array', items: args[0] ? toShape(checker, args[0], depth + 1) : { kind: 'any' } };
  }
  if (f & ts.TypeFlags.Object) {
    const properties: Record<string, { shape: Shape; optional: boolean }> = {};
    for (const symbol of checker.getPropertiesOfType(type)) {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getDeclaredTypeOfSymbol(symbol);
      properties[symbol.name] = { shape: toShape(checker, propertyType, depth + 1), optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0 };
    }
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    return { kind: 'object', properties, ...(index ? { index: toShape(checker, index.type, depth + 1) } : {}) };
  }
  return { kind: 'any' };
}

let cached: LogtoOperation[] | undefined;

/** Every operation of the Management API as `@logto/api` types it. */
export function logtoOperations(): LogtoOperation[] {
  if (cached) return cached;
  const file = createRequire(import.meta.url)
    .resolve('@logto/api/management')
    .replace(/management\.js$/, 'generated-types/management.d.ts');
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, strict: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const symbols = checker.getSymbolsInScope(source, ts.SymbolFlags.Interface);
  const declared = (name: string) => {
    const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === name);
    if (!symbol) throw new Error(`@logto/api types have no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  void symbols;
  const paths = declared('paths');
  const operations = declared('operations');
  const member = (type: ts.Type, name: string | number) => {
    const symbol = checker.getPropertyOfType(type, String(name));
    return symbol ? checker.getTypeOfSymbolAtLocation(symbol, source) : undefined;
  };
  const jsonOf = (holder: ts.Type | undefined) => {
    const content = holder && member(checker.getNonNullableType(holder), 'content');
    const json = content && !(content.flags & ts.TypeFlags.Never) ? member(checker.getNonNullableType(content), 'application/json') : undefined;
    return json ? toShape(checker, json) : undefined;
  };

  const result: LogtoOperation[] = [];
  for (const pathSymbol of checker.getPropertiesOfType(paths)) {
    const item = checker.getTypeOfSymbolAtLocation(pathSymbol, source);
    for (const method of METHODS) {
      const symbol = checker.getPropertyOfType(item, method);
      if (!symbol || symbol.flags & ts.SymbolFlags.Optional) continue;
      const declaration = symbol.valueDeclaration as ts.PropertySignature | undefined;
      const idMatch = declaration?.type?.getText(source).match(/operations\["(\w+)"\]/);
      if (!idMatch) continue;
      const operationId = idMatch[1]!;
      const operation = member(operations, operationId)!;
      const responses = member(operation, 'responses')!;
      const statuses = checker
        .getPropertiesOfType(responses)
        .map((s) => Number(s.name))
        .filter(Number.isInteger)
        .sort((a, b) => a - b);
      // Some operations document two successes (200 without a body and 201 with one, as
      // CreateRoleScope does): the one that carries a body is the answer a client can read.
      const successes = statuses.filter((s) => s >= 200 && s < 300);
      const success = successes.find((s) => jsonOf(member(responses, s))) ?? successes[0] ?? 200;
      const response = jsonOf(member(responses, success));
      const requestBody = jsonOf(member(operation, 'requestBody'));
      result.push({
        operationId,
        method: method.toUpperCase() as LogtoOperation['method'],
        path: pathSymbol.name,
        statuses,
        success,
        ...(response ? { response } : {}),
        ...(requestBody ? { requestBody } : {}),
      });
    }
  }
  return (cached = result);
}

/** The problems of a JSON value against a shape; an empty list when it matches. */
export function shapeProblems(shape: Shape, value: unknown, at = '$'): string[] {
  switch (shape.kind) {
    case 'any':
      return [];
    case 'null':
      return value === null ? [] : [`${at}: expected null, got ${JSON.stringify(value)}`];
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === shape.kind ? [] : [`${at}: expected ${shape.kind}, got ${JSON.stringify(value)}`];
    case 'literal':
      return value === shape.value ? [] : [`${at}: expected ${JSON.stringify(shape.value)}, got ${JSON.stringify(value)}`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: expected array, got ${typeof value}`];
      return value.flatMap((item, i) => shapeProblems(shape.items, item, `${at}[${i}]`));
    case 'object': {
      // `{ [key: string]: unknown }` with no properties is how the generator renders a value it
      // could not type (URL lists, free JSON): anything is accepted there.
      if (Object.keys(shape.properties).length === 0 && shape.index?.kind === 'any') return [];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: expected object, got ${JSON.stringify(value)}`];
      const record = value as Record<string, unknown>;
      const problems: string[] = [];
      for (const [name, property] of Object.entries(shape.properties)) {
        if (!(name in record) || record[name] === undefined) {
          if (!property.optional) problems.push(`${at}: missing required ${name}`);
          continue;
        }
        problems.push(...shapeProblems(property.shape, record[name], `${at}.${name}`));
      }
      return problems;
    }
    case 'union': {
      const tries = shape.of.map((s) => shapeProblems(s, value, at));
      if (tries.some((t) => t.length === 0)) return [];
      // Report against the branch of the value's own kind when there is one, else the closest.
      return tries.sort((a, b) => a.length - b.length)[0]!;
    }
  }
}
