// A connector's settings as a form, one field per entry of the server's configFields (read from
// the zod schema the server checks a config with: src/connectors/config-describe.ts), so a new
// setting needs no console change. Secrets are password fields that start empty: a stored one is
// never sent back, and an empty one on a saved connector keeps it. The server's refusal of a
// setting (`field: ['config', key]`) is shown beside that setting.
import { JsonInput, PasswordInput, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { ConfigFieldType } from '../../gql/graphql';
import type { UserErrorLike } from '../../components/user-errors';

export interface ConfigFieldDef {
  key: string;
  label: string;
  type: ConfigFieldType;
  required: boolean;
  secret: boolean;
  options: readonly string[];
  defaultValue?: string | null;
  description?: string | null;
}

/** A setting's starting text: the stored value, else the schema's default; never a secret. */
function textOf(field: ConfigFieldDef, stored: Record<string, unknown> | undefined): string {
  if (field.secret) return '';
  const value = stored?.[field.key];
  if (value === undefined || value === null) return stored ? '' : (field.defaultValue ?? '');
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The form's text for each setting, from a stored config (or the defaults for a new connector). */
export function configTexts(fields: readonly ConfigFieldDef[] | undefined, stored?: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries((fields ?? []).map((field) => [field.key, textOf(field, stored)]));
}

/** The config to send: empty optional settings left out (the server's default applies), JSON parsed; errors keyed `config.<key>`. */
export function configOf(
  fields: readonly ConfigFieldDef[],
  values: Record<string, string>,
  creating: boolean,
): { config: Record<string, unknown>; errors: Record<string, string> } {
  const config: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const text = (values[field.key] ?? '').trim();
    if (!text) {
      if (field.secret && !creating) continue; // keeps the stored secret
      if (field.required) errors[`config.${field.key}`] = `${field.label} is required`;
      continue;
    }
    if (field.type === 'JSON') {
      try {
        config[field.key] = JSON.parse(text);
      } catch {
        errors[`config.${field.key}`] = `${field.label} must be valid JSON`;
      }
    } else config[field.key] = text;
  }
  return { config, errors };
}

/** The server's refusals of settings, keyed as the form names them (`config.<key>`, else `configGeneral`). */
export function configErrors(errors: readonly UserErrorLike[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = (error.field ?? []).filter((p) => p !== 'input');
    if (path[0] !== 'config') continue;
    const key = path.length > 1 ? `config.${path[1]}` : 'configGeneral';
    out[key] = out[key] ? `${out[key]} ${error.message}` : error.message;
  }
  return out;
}

/** The field for one setting, as its description says. */
export function ConfigFieldInput({ field, creating, inputProps }: { field: ConfigFieldDef; creating: boolean; inputProps: GetInputPropsReturnType }) {
  const common = {
    label: field.label,
    required: field.required && (creating || !field.secret),
    autoComplete: 'off',
    description: field.description ?? undefined,
    ...inputProps,
  };
  switch (field.type) {
    case 'SELECT':
      return <Select {...common} data={[...field.options]} allowDeselect={!field.required} clearable={!field.required} />;
    case 'JSON':
      return <JsonInput {...common} autosize minRows={3} maxRows={12} formatOnBlur spellCheck={false} />;
    case 'MULTILINE':
      return <Textarea {...common} autosize minRows={3} maxRows={12} spellCheck={false} />;
    default:
      if (field.secret)
        return (
          <PasswordInput
            {...common}
            description={creating ? common.description : `Stored and never shown. Leave empty to keep it; a new value replaces it.`}
            autoComplete="new-password"
          />
        );
      return <TextInput {...common} type={field.type === 'URL' ? 'url' : 'text'} spellCheck={false} />;
  }
}

/** The settings fieldset: a legend, one input per field, and a refusal that names no field. */
export function ConfigFieldset({
  legend,
  fields,
  creating,
  inputProps,
  generalError,
}: {
  legend: ReactNode;
  fields: readonly ConfigFieldDef[];
  creating: boolean;
  inputProps(key: string): GetInputPropsReturnType;
  generalError?: ReactNode;
}) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h4" component="legend">
        {legend}
      </Title>
      {fields.map((field) => (
        <ConfigFieldInput key={field.key} field={field} creating={creating} inputProps={inputProps(`config.${field.key}`)} />
      ))}
      {generalError ? (
        <Text size="sm" c="red" role="alert">
          {generalError}
        </Text>
      ) : null}
    </Stack>
  );
}
