// Name/value pairs (such as HTTP headers) edited as rows; the value is an ordinary object.
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';

export interface KeyValueRow {
  key: string;
  value: string;
}

export function toRows(object: Record<string, unknown> | null | undefined): KeyValueRow[] {
  return Object.entries(object ?? {}).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/** Rows with an empty name are dropped; the server judges the rest (reserved names, line breaks). */
export function fromRows(rows: readonly KeyValueRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => row.key.trim() !== '').map((row) => [row.key.trim(), row.value]));
}

export function KeyValueEditor({
  label,
  description,
  rows,
  onChange,
  error,
  keyLabel = 'Name',
  valueLabel = 'Value',
  addLabel = 'Add',
}: {
  label: string;
  description?: string;
  rows: KeyValueRow[];
  onChange(rows: KeyValueRow[]): void;
  error?: string | undefined;
  keyLabel?: string;
  valueLabel?: string;
  addLabel?: string;
}) {
  const id = useId();
  const set = (index: number, change: Partial<KeyValueRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Input.Wrapper label={label} description={description} error={error} id={id} labelElement="div">
      <Stack gap="xs" mt={4} role="group" aria-labelledby={`${id}-label`}>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label={`${keyLabel} ${index + 1}`}
              placeholder={keyLabel}
              value={row.key}
              onChange={(event) => set(index, { key: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
              autoComplete="off"
              spellCheck={false}
            />
            <TextInput
              aria-label={`${valueLabel} ${index + 1}`}
              placeholder={valueLabel}
              value={row.value}
              onChange={(event) => set(index, { value: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 0 }}
              autoComplete="off"
              spellCheck={false}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${row.key || `row ${index + 1}`}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button size="xs" variant="default" onClick={() => onChange([...rows, { key: '', value: '' }])}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
