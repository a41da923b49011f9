// The fields of a social connector: its factory (at creation), display settings, profile sync and
// the factory's settings, one field per form item of the factory (the server's own list, so a new
// setting needs no console change). Secrets are password fields that start empty: the stored one is
// never sent back, and an empty one on a saved connector keeps it.
import { Button, Group, JsonInput, PasswordInput, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import type { ConsoleConnectorFactoriesQuery } from '../../gql/graphql';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';

export type Factory = ConsoleConnectorFactoriesQuery['connectorFactories'][number];

export interface SocialConnectorValues {
  connectorId: string;
  target: string;
  name: string;
  logo: string;
  syncProfile: boolean;
  /** Each setting as typed: text, or JSON text for a Json item. */
  config: Record<string, string>;
}

export interface SocialConnectorSubmit {
  connectorId: string;
  metadata: { target?: string; name?: string; logo: string | null };
  syncProfile: boolean;
  config: Record<string, unknown>;
}

type FormItem = Factory['formItems'][number];

/** A setting's starting text: the stored value, else the factory's default; never a secret. */
function textOf(item: FormItem, stored: Record<string, unknown> | undefined): string {
  if (item.isConfidential) return '';
  const value = stored?.[item.key];
  if (value === undefined || value === null) return item.defaultValue ?? '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The form's settings for `factory`, from a stored config (or the defaults for a new connector). */
export function configValues(factory: Factory | undefined, stored?: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries((factory?.formItems ?? []).map((item) => [item.key, textOf(item, stored)]));
}

/** The config to send: empty optional settings left out (the server's default applies), Json items parsed. */
function configOf(factory: Factory, values: Record<string, string>, creating: boolean): { config: Record<string, unknown>; errors: Record<string, string> } {
  const config: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const item of factory.formItems) {
    const text = (values[item.key] ?? '').trim();
    if (!text) {
      if (item.isConfidential && !creating) continue; // keeps the stored secret
      if (item.required) errors[`config.${item.key}`] = `${item.label} is required`;
      continue;
    }
    if (item.type === 'Json') {
      try {
        config[item.key] = JSON.parse(text);
      } catch {
        errors[`config.${item.key}`] = `${item.label} must be valid JSON`;
      }
    } else config[item.key] = text;
  }
  return { config, errors };
}

/** The field for one setting, as its form item describes it. */
function SettingField({ item, creating, inputProps }: { item: FormItem; creating: boolean; inputProps: GetInputPropsReturnType }) {
  const common = { label: item.label, required: item.required && (creating || !item.isConfidential), autoComplete: 'off', ...inputProps };
  if (item.isConfidential)
    return (
      <PasswordInput
        {...common}
        description={
          creating
            ? item.description
            : `Stored and never shown. Leave empty to keep it; a new value replaces it.${item.description ? ` ${item.description}` : ''}`
        }
        autoComplete="new-password"
      />
    );
  if (item.type === 'Json') return <JsonInput {...common} description={item.description} autosize minRows={3} maxRows={12} formatOnBlur spellCheck={false} />;
  if (item.type === 'MultilineText') return <Textarea {...common} description={item.description} autosize minRows={3} />;
  return <TextInput {...common} description={item.description} />;
}

const FIELDS = ['connectorId', 'metadata.target', 'metadata.name', 'metadata.logo', 'syncProfile'] as const;

export function SocialConnectorForm({
  factories,
  initial,
  creating,
  submitLabel,
  onSubmit,
}: {
  factories: readonly Factory[];
  initial: SocialConnectorValues;
  creating: boolean;
  submitLabel: string;
  onSubmit(input: SocialConnectorSubmit): Promise<readonly UserErrorLike[]>;
}) {
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useForm<SocialConnectorValues>({ initialValues: initial });
  useResetOnChange(form, initial);
  const factory = factories.find((f) => f.id === form.values.connectorId);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    if (!factory) return;
    const settings = configOf(factory, values.config, creating);
    if (Object.keys(settings.errors).length) {
      form.setErrors(settings.errors);
      return;
    }
    setBusy(true);
    try {
      const errors = await onSubmit({
        connectorId: values.connectorId,
        metadata: {
          // A preset's target is fixed: only a generic factory's is sent.
          ...(factory?.isStandard ? { target: values.target.trim() } : {}),
          ...(values.name.trim() ? { name: values.name.trim() } : {}),
          logo: values.logo.trim() || null,
        },
        syncProfile: values.syncProfile,
        config: settings.config,
      });
      const split = splitUserErrors(
        errors.filter((e) => (e.field ?? []).filter((p) => p !== 'input')[0] !== 'config'),
        FIELDS,
      );
      const configErrors = Object.fromEntries(
        errors
          .map((e) => [(e.field ?? []).filter((p) => p !== 'input'), e.message] as const)
          .filter(([path]) => path[0] === 'config')
          .map(([path, message]) => [path.length > 1 ? `config.${path[1]}` : 'configGeneral', message]),
      );
      form.setErrors({
        ...configErrors,
        connectorId: split.byField.connectorId,
        target: split.byField['metadata.target'],
        name: split.byField['metadata.name'],
        logo: split.byField['metadata.logo'],
        syncProfile: split.byField.syncProfile,
      });
      setGeneral(split.general);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        <GeneralErrors messages={general} />
        <Select
          label="Provider"
          required
          disabled={!creating}
          data={factories.map((f) => ({ value: f.id, label: `${f.name} (${f.protocol})` }))}
          value={form.values.connectorId || null}
          onChange={(value) => {
            const next = factories.find((f) => f.id === value);
            form.setFieldValue('connectorId', value ?? '');
            form.setFieldValue('config', configValues(next));
            if (next && !form.values.name) form.setFieldValue('name', next.name);
          }}
          error={form.errors.connectorId}
          allowDeselect={false}
        />
        {factory ? (
          <Text size="sm" c="dimmed">
            {factory.description}
          </Text>
        ) : null}
        <TextInput
          label="Target"
          description={
            factory?.isStandard ? 'The key of users’ linked identities from this provider (lower-case letters, digits, - or _).' : 'Fixed for this provider.'
          }
          disabled={!factory?.isStandard}
          autoComplete="off"
          {...form.getInputProps('target')}
          value={factory?.isStandard ? form.values.target : (factory?.target ?? form.values.target)}
        />
        <TextInput label="Button name" description="Shown as “Continue with …” on the sign-in page." autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label="Logo URL" type="url" autoComplete="off" {...form.getInputProps('logo')} />
        <Switch
          label="Update name, avatar and email from the provider at every sign-in (otherwise at the first only)"
          {...form.getInputProps('syncProfile', { type: 'checkbox' })}
        />
        {factory ? (
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={2} size="h4" component="legend">
              {factory.name} settings
            </Title>
            {factory.formItems.map((item) => (
              <SettingField key={item.key} item={item} creating={creating} inputProps={form.getInputProps(`config.${item.key}`)} />
            ))}
            {form.errors.configGeneral ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.configGeneral}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={busy} disabled={!factory}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
