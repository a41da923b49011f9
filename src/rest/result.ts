// A route's root field value → its REST body. The OpenAPI document applies the same rules to
// schemas (openapi.ts), so what a route sends and what the document says it sends stay one thing.
import type { RestResult } from './route.js';

type Json = Record<string, unknown>;

/** The payload fields a body takes by default: all but userErrors. */
export function payloadFields(keys: string[]): string[] | undefined {
  return keys.includes('userErrors') ? keys.filter((k) => k !== 'userErrors') : undefined;
}

/** The body without the members at `paths` (dotted, inside the body or each of its items) that are null. */
export function dropNullMembers(paths: readonly string[] | undefined, body: unknown): unknown {
  if (!paths?.length || body == null) return body;
  if (Array.isArray(body)) return body.map((item) => dropNullMembers(paths, item));
  return paths.reduce<unknown>((at, path) => dropNullAt(at, path.split('.')), body);
}

function dropNullAt(value: unknown, [head, ...rest]: string[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || head === undefined) return value;
  const record = value as Json;
  if (!(head in record)) return value;
  if (rest.length) return { ...record, [head]: dropNullAt(record[head], rest) };
  if (record[head] !== null) return value;
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== head));
}

export function applyResult(spec: RestResult | undefined, value: unknown): unknown {
  const record = (value ?? {}) as Json;
  if (!spec) {
    const fields = value && typeof value === 'object' ? payloadFields(Object.keys(record)) : undefined;
    if (!fields) return value;
    return fields.length === 1 ? record[fields[0]!] : Object.fromEntries(fields.map((f) => [f, record[f]]));
  }
  if ('pick' in spec) return spec.pick.reduce<unknown>((at, key) => (at as Json | null)?.[key], value);
  if ('fields' in spec) return Object.fromEntries(spec.fields.map((f) => [f, record[f]]));
  if ('omitNull' in spec) {
    const iso = spec.isoDates ?? [];
    const omit = (item: unknown) =>
      item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item)
              .filter(([k, v]) => v != null || !spec.omitNull.includes(k))
              .map(([k, v]) => [k, iso.includes(k) && typeof v === 'number' ? new Date(v).toISOString() : v]),
          )
        : item;
    return Array.isArray(value) ? value.map(omit) : omit(value);
  }
  if ('present' in spec) return Object.fromEntries(spec.present.filter((f) => record[f] != null).map((f) => [f, record[f]]));
  if ('wrap' in spec) return { [spec.wrap]: value };
  const extra = Object.fromEntries(spec.extra.filter((f) => record[f] != null).map((f) => [f, record[f]]));
  return { ...(record[spec.entity] as Json), ...extra };
}
