// A connector kind's configuration form, read from its zod schema (src/connectors/config-schemas.ts)
// so that the console's forms follow the rules the server applies: one field per schema key, in
// the schema's order. Whether a field is required, and its default, are the schema's own answer
// to an absent value (parsed alone); labels, help, input kind and choices are the schema's
// `.meta()`. The schemas hold transforms, so a generic JSON-schema converter reads them as "any".
import type { z } from 'zod';

export type ConfigFieldType = 'TEXT' | 'URL' | 'MULTILINE' | 'JSON' | 'SELECT';

/** What a schema field's `.meta()` may say about its form field. */
export interface ConfigFieldMeta {
  title: string;
  description?: string;
  input?: ConfigFieldType;
  options?: readonly string[];
  /** Write-only: never returned once stored. */
  secret?: boolean;
}

export interface ConfigFieldDescription {
  key: string;
  label: string;
  type: ConfigFieldType;
  required: boolean;
  secret: boolean;
  options: string[];
  /** The value an absent field takes, as text (JSON text for a JSON field); null when none. */
  defaultValue: string | null;
  description: string | null;
}

const asText = (value: unknown, type: ConfigFieldType): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (type === 'JSON') return JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** One schema field's form field; the schema is asked what an absent value becomes. */
function describeField(key: string, schema: z.ZodType): ConfigFieldDescription {
  // `.partial()` wraps a field in an optional, which does not carry the field's meta.
  const inner = 'unwrap' in schema && typeof schema.unwrap === 'function' ? (schema.unwrap() as z.ZodType) : undefined;
  const meta = (schema.meta() ?? inner?.meta() ?? {}) as Partial<ConfigFieldMeta>;
  const type = meta.input ?? 'TEXT';
  const absent = schema.safeParse(undefined);
  return {
    key,
    label: meta.title ?? key,
    type,
    required: !absent.success,
    secret: meta.secret ?? false,
    options: [...(meta.options ?? [])],
    defaultValue: meta.secret || !absent.success ? null : asText(absent.data, type),
    description: meta.description ?? null,
  };
}

/** The form of an object schema, plus fields stored apart from it (a social connector's secret). */
export function describeConfigSchema(schema: z.ZodObject, extra: readonly ConfigFieldDescription[] = []): ConfigFieldDescription[] {
  const fields = Object.entries(schema.shape).map(([key, field]) => describeField(key, field as z.ZodType));
  // A field stored apart goes after the first (the client id, then its secret).
  return fields.length ? [fields[0]!, ...extra, ...fields.slice(1)] : [...extra];
}
