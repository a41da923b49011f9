// The fields of a webhook (name, endpoint, events, custom headers), for creation and for editing.
// The event names come from the server's catalogue (hookEvents); the server judges every value.
import { Button, Group, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { KeyValueEditor, fromRows, toRows, type KeyValueRow } from '../../components/key-value-editor';
import { useResetOnChange } from '../../components/form-reset';
import { GeneralErrors } from '../../components/query-state';
import { splitUserErrors, type UserErrorLike } from '../../components/user-errors';

const HookEventsQuery = graphql(`
  query ConsoleHookEvents {
    hookEvents
  }
`);

/** The catalogue grouped by the part before the first dot; names without one are sign-in interactions. */
function grouped(events: readonly string[]) {
  const groups = new Map<string, string[]>();
  for (const event of events) {
    const group = event.includes('.') ? event.slice(0, event.indexOf('.')) : 'Interaction';
    groups.set(group, [...(groups.get(group) ?? []), event]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

export function useHookEvents() {
  return useGraphQLQuery(HookEventsQuery, {});
}

export function EventPicker({
  value,
  onChange,
  error,
  label = 'Events',
  description,
}: {
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  label?: string;
  description?: string;
}) {
  const events = useHookEvents();
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={events.isPending ? 'Loading the event catalogue…' : 'Pick events'}
      data={grouped(events.data?.hookEvents ?? [])}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No such event"
      error={error ?? (events.isError ? `Could not load the event catalogue: ${events.error instanceof Error ? events.error.message : ''}` : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface HookFormValues {
  name: string;
  url: string;
  events: string[];
  headers: KeyValueRow[];
  enabled: boolean;
}

export interface HookFormInput {
  name: string;
  events: string[];
  config: { url: string; headers: Record<string, string> };
  enabled: boolean;
}

const FIELDS = ['name', 'events', 'config.url', 'config.headers', 'config', 'enabled'] as const;

export function hookFormValues(hook?: {
  name: string;
  events: readonly string[];
  enabled: boolean;
  config: { url: string; headers: Record<string, unknown> };
}): HookFormValues {
  return hook
    ? { name: hook.name, url: hook.config.url, events: [...hook.events], headers: toRows(hook.config.headers), enabled: hook.enabled }
    : { name: '', url: '', events: [], headers: [], enabled: true };
}

export function HookForm({
  initial,
  submitLabel,
  showEnabled,
  onSubmit,
}: {
  initial: HookFormValues;
  submitLabel: string;
  showEnabled?: boolean;
  /** Resolves to the server's userErrors (empty on success). */
  onSubmit(input: HookFormInput): Promise<readonly UserErrorLike[]>;
}) {
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const form = useForm<HookFormValues>({ initialValues: initial });
  useResetOnChange(form, initial);

  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    setBusy(true);
    try {
      const errors = await onSubmit({
        name: values.name.trim(),
        events: values.events,
        config: { url: values.url.trim(), headers: fromRows(values.headers) },
        enabled: values.enabled,
      });
      const split = splitUserErrors(errors, FIELDS);
      // config.url and config.headers are the form's url and headers fields.
      form.setErrors({
        name: split.byField.name,
        events: split.byField.events,
        url: split.byField['config.url'] ?? split.byField.config,
        headers: split.byField['config.headers'],
        enabled: split.byField.enabled,
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
      <Stack maw={640}>
        <GeneralErrors messages={general} />
        <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput
          label="Endpoint URL"
          description="Tessera POSTs each event here (http or https)."
          type="url"
          required
          autoComplete="off"
          placeholder="https://example.com/webhooks/tessera"
          {...form.getInputProps('url')}
        />
        <EventPicker value={form.values.events} onChange={(events) => form.setFieldValue('events', events)} error={form.errors.events as string | undefined} />
        <KeyValueEditor
          label="Custom headers"
          description="Sent with every delivery. Signature and content headers cannot be overridden."
          rows={form.values.headers}
          onChange={(rows) => form.setFieldValue('headers', rows)}
          error={form.errors.headers as string | undefined}
          keyLabel="Header name"
          valueLabel="Header value"
          addLabel="Add header"
        />
        {showEnabled ? <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} /> : null}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
