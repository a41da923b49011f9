// A value an administrator copies into another system (an endpoint URL, a client ID, a snippet),
// shown in full with a button that copies it; the button says "Copied" for a moment after.
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy} aria-label={`${copied ? 'Copied' : 'Copy'} ${label}`} style={{ flexShrink: 0 }}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** A multi-line snippet with its copy button above it. */
export function CopySnippet({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy} aria-label={`${copied ? 'Copied' : 'Copy'} ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre', overflowX: 'auto' }} tabIndex={0} aria-label={label}>
        {value}
      </Code>
    </Stack>
  );
}
