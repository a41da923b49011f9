// The fields of a social connector: its factory (at creation), display settings, profile sync and
// the factory's settings as JSON. The factory's form items explain each setting.
import { Button, Code, Group, JsonInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ConsoleConnectorFactoriesQuery } from '../../gql/graphql';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';
import { configMessage, parseJsonObject } from './json-field';

export type Factory = ConsoleConnectorFactoriesQuery['connectorFactories'][number];

export interface SocialConnectorValues {
  connectorId: string;
  target: string;
  name: string;
  logo: string;
  syncProfile: boolean;
  config: string;
}

export interface SocialConnectorSubmit {
  connectorId: string;
  metadata: { target?: string; name?: string; logo: string | null };
  syncProfile: boolean;
  config: Record<string, unknown>;
}

/** A starting config for a factory: every form item, with its default where it has one. */
export function configTemplate(factory: Factory | undefined): string {
  if (!factory) return '{}';
  const template: Record<string, unknown> = {};
  for (const item of factory.formItems) {
    if (item.defaultValue == null) template[item.key] = '';
    else if (item.type === 'Json') {
      try {
        template[item.key] = JSON.parse(item.defaultValue);
      } catch {
        template[item.key] = item.defaultValue;
      }
    } else template[item.key] = item.defaultValue;
  }
  return JSON.stringify(template, null, 2);
}

export function FactoryHelp({ factory }: { factory: Factory }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{factory.description}</Text>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder aria-label={`${factory.name} settings`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Setting</Table.Th>
              <Table.Th>Meaning</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {factory.formItems.map((item) => (
              <Table.Tr key={item.key}>
                <Table.Td>
                  <Code>{item.key}</Code>
                  {item.required ? (
                    <Text span size="xs" c="red">
                      {' '}
                      required
                    </Text>
                  ) : null}
                  {item.isConfidential ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      secret, never shown again
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.label}</Text>
                  {item.description ? (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
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
    const config = parseJsonObject(values.config);
    if (config.error) {
      form.setFieldError('config', config.error);
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
        config: config.value!,
      });
      const split = splitUserErrors(
        errors.filter((e) => (e.field ?? []).filter((p) => p !== 'input')[0] !== 'config'),
        FIELDS,
      );
      form.setErrors({
        connectorId: split.byField.connectorId,
        target: split.byField['metadata.target'],
        name: split.byField['metadata.name'],
        logo: split.byField['metadata.logo'],
        syncProfile: split.byField.syncProfile,
        config: configMessage(errors, 'config'),
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
            form.setFieldValue('config', configTemplate(next));
            if (next && !form.values.name) form.setFieldValue('name', next.name);
          }}
          error={form.errors.connectorId}
          allowDeselect={false}
        />
        {factory ? <FactoryHelp factory={factory} /> : null}
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
        <JsonInput
          label="Settings (JSON)"
          description={creating ? 'The provider’s settings, with its client secret.' : 'Leave clientSecret out to keep the stored one; it is never shown.'}
          autosize
          minRows={6}
          maxRows={20}
          formatOnBlur
          spellCheck={false}
          {...form.getInputProps('config')}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!factory}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
