// The fields of an enterprise SSO connector: protocol (at creation), name, email domains, profile
// sync, the IdP settings generated from the schema the server checks them with (config-fields.tsx),
// and the branding as JSON.
import { Button, Group, JsonInput, Select, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ConsoleSsoConnectorProvidersQuery } from '../../gql/graphql';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';
import { configMessage, parseJsonObject } from './json-field';
import { configErrors, configOf, ConfigFieldset, configTexts } from './config-fields';

export type Provider = ConsoleSsoConnectorProvidersQuery['ssoConnectorProviders'][number];

export interface SsoConnectorValues {
  providerName: string;
  connectorName: string;
  domains: string[];
  syncProfile: boolean;
  /** Each setting as typed (JSON text for a JSON setting). */
  config: Record<string, string>;
  branding: string;
}

export interface SsoConnectorSubmit {
  providerName: string;
  connectorName: string;
  domains: string[];
  syncProfile: boolean;
  config: Record<string, unknown>;
  /** Whether a setting was typed into: a saved connector's config is sent only then (a new one replaces it). */
  configChanged: boolean;
  branding: Record<string, unknown>;
}

const HINTS: Record<string, string> = {
  SAML: 'Give the metadata URL, or the metadata XML, or the entity ID, sign-in endpoint and certificate.',
  OIDC: 'The client registered for this server at the identity provider.',
};

const FIELDS = ['providerName', 'connectorName', 'domains', 'syncProfile'] as const;

export function SsoConnectorForm({
  providers,
  initial,
  creating,
  submitLabel,
  onSubmit,
}: {
  providers: readonly Provider[];
  initial: SsoConnectorValues;
  creating: boolean;
  submitLabel: string;
  onSubmit(input: SsoConnectorSubmit): Promise<readonly UserErrorLike[]>;
}) {
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useForm<SsoConnectorValues>({ initialValues: initial });
  useResetOnChange(form, initial);
  const provider = providers.find((p) => p.providerName === form.values.providerName);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const settings = configOf(provider?.configFields ?? [], values.config, creating);
    const branding = parseJsonObject(values.branding);
    if (Object.keys(settings.errors).length || branding.error) {
      form.setErrors({ ...settings.errors, branding: branding.error });
      return;
    }
    setBusy(true);
    try {
      const errors = await onSubmit({
        providerName: values.providerName,
        connectorName: values.connectorName.trim(),
        domains: values.domains.map((d) => d.trim()).filter(Boolean),
        syncProfile: values.syncProfile,
        config: settings.config,
        configChanged: JSON.stringify(values.config) !== JSON.stringify(initial.config),
        branding: branding.value!,
      });
      const rest = errors.filter((e) => !['config', 'branding'].includes((e.field ?? []).filter((p) => p !== 'input')[0] ?? ''));
      const split = splitUserErrors(rest, FIELDS);
      form.setErrors({ ...split.byField, ...configErrors(errors), branding: configMessage(errors, 'branding') });
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
          label="Protocol"
          required
          disabled={!creating}
          data={providers.map((p) => ({ value: p.providerName, label: p.name }))}
          value={form.values.providerName || null}
          onChange={(value) => {
            form.setFieldValue('providerName', value ?? '');
            if (creating && value) form.setFieldValue('config', configTexts(providers.find((p) => p.providerName === value)?.configFields));
          }}
          error={form.errors.providerName}
          allowDeselect={false}
        />
        {provider ? (
          <Text size="sm" c="dimmed">
            {provider.description}
          </Text>
        ) : null}
        <TextInput label="Name" required autoComplete="off" {...form.getInputProps('connectorName')} />
        <TagsInput
          label="Email domains"
          description="People whose email is at these domains sign in through this connector. Press Enter after each."
          placeholder="example.com"
          splitChars={[',', ' ']}
          {...form.getInputProps('domains')}
        />
        <Switch
          label="Update name, avatar and email from the IdP at every sign-in (otherwise at the first only)"
          {...form.getInputProps('syncProfile', { type: 'checkbox' })}
        />
        {provider ? (
          <>
            <ConfigFieldset
              legend="Identity provider settings"
              fields={provider.configFields}
              creating={creating}
              inputProps={(key) => form.getInputProps(key)}
              generalError={form.errors.configGeneral}
            />
            <Text size="sm" c="dimmed">
              {HINTS[provider.providerName]}
            </Text>
          </>
        ) : null}
        <JsonInput
          label="Branding (JSON)"
          description='How the sign-in page shows it: { "displayName", "logo", "darkLogo" }.'
          autosize
          minRows={3}
          maxRows={10}
          formatOnBlur
          spellCheck={false}
          {...form.getInputProps('branding')}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!form.values.providerName}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
