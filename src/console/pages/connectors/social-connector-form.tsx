// The fields of a social connector: its factory (at creation), display settings, profile sync and
// the factory's settings, generated from the schema the server checks them with (config-fields.tsx).
import { Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ConsoleConnectorFactoriesQuery } from '../../gql/graphql';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';
import { configErrors, configOf, ConfigFieldset, configTexts } from './config-fields';

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

/** The form's settings for `factory`, from a stored config (or the schema's defaults for a new connector). */
export const configValues = (factory: Factory | undefined, stored?: Record<string, unknown>) => configTexts(factory?.configFields, stored);

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
    const settings = configOf(factory.configFields, values.config, creating);
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
      form.setErrors({
        ...configErrors(errors),
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
          <ConfigFieldset
            legend={`${factory.name} settings`}
            fields={factory.configFields}
            creating={creating}
            inputProps={(key) => form.getInputProps(key)}
            generalError={form.errors.configGeneral}
          />
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
