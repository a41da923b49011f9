// The fields of an enterprise SSO connector: protocol (at creation), name, email domains, profile
// sync, and the IdP settings and branding as JSON.
import { Button, Group, JsonInput, Select, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ConsoleSsoConnectorProvidersQuery } from '../../gql/graphql';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';
import { configMessage, parseJsonObject } from './json-field';

export type Provider = ConsoleSsoConnectorProvidersQuery['ssoConnectorProviders'][number];

export interface SsoConnectorValues {
  providerName: string;
  connectorName: string;
  domains: string[];
  syncProfile: boolean;
  config: string;
  branding: string;
}

export interface SsoConnectorSubmit {
  providerName: string;
  connectorName: string;
  domains: string[];
  syncProfile: boolean;
  config: Record<string, unknown>;
  branding: Record<string, unknown>;
}

// Starting points that name the settings each protocol reads (see CreateSsoConnectorInput.config).
const TEMPLATES: Record<string, unknown> = {
  SAML: { metadataUrl: '' },
  OIDC: { issuer: '', clientId: '', clientSecret: '', scope: 'openid profile email' },
};
const HINTS: Record<string, string> = {
  SAML: 'Either metadataUrl (fetched once, on save), or metadata (the IdP metadata XML), or entityId + signInEndpoint + x509Certificate. Optional attributeMapping: { "id", "email", "name" } → attribute names.',
  OIDC: 'issuer, clientId, clientSecret, scope. Leave clientSecret out when editing to keep the stored one; it is never shown.',
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

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    const config = parseJsonObject(values.config);
    const branding = parseJsonObject(values.branding);
    if (config.error || branding.error) {
      form.setErrors({ config: config.error, branding: branding.error });
      return;
    }
    setBusy(true);
    try {
      const errors = await onSubmit({
        providerName: values.providerName,
        connectorName: values.connectorName.trim(),
        domains: values.domains.map((d) => d.trim()).filter(Boolean),
        syncProfile: values.syncProfile,
        config: config.value!,
        branding: branding.value!,
      });
      const rest = errors.filter((e) => !['config', 'branding'].includes((e.field ?? []).filter((p) => p !== 'input')[0] ?? ''));
      const split = splitUserErrors(rest, FIELDS);
      form.setErrors({ ...split.byField, config: configMessage(errors, 'config'), branding: configMessage(errors, 'branding') });
      setGeneral(split.general);
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  });

  const provider = providers.find((p) => p.providerName === form.values.providerName);
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
            if (creating && value) form.setFieldValue('config', JSON.stringify(TEMPLATES[value] ?? {}, null, 2));
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
        <JsonInput
          label="Identity provider settings (JSON)"
          description={HINTS[form.values.providerName] ?? 'Pick a protocol first.'}
          autosize
          minRows={5}
          maxRows={20}
          formatOnBlur
          spellCheck={false}
          {...form.getInputProps('config')}
        />
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
