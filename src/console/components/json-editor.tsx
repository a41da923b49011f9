// A JSON object edited as text: parsed on save, with the parse error next to the field.
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

export function JsonObjectEditor({
  label,
  value,
  onSave,
  saving,
  serverError,
}: {
  label: string;
  value: Record<string, unknown>;
  onSave(next: Record<string, unknown>): void;
  saving?: boolean;
  serverError?: string | undefined;
}) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState<string>();
  useEffect(() => setText(JSON.stringify(value, null, 2)), [value]);
  const save = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      setError(`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      setError('Must be a JSON object, such as {"plan": "pro"}');
      return;
    }
    setError(undefined);
    onSave(parsed as Record<string, unknown>);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={16}
        error={error ?? serverError}
        styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
        spellCheck={false}
      />
      <Group>
        <Button size="xs" onClick={save} loading={saving ?? false}>
          Save {label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}
