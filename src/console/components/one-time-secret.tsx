// A secret the server shows once (a webhook signing key): visible with a copy button until the
// dialog is closed, with a plain warning that it cannot be shown again.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function OneTimeSecret({ title, secret, onClose, children }: { title: string; secret: string | undefined; onClose(): void; children?: ReactNode }) {
  return (
    <Modal opened={secret !== undefined} onClose={onClose} title={title} centered closeOnClickOutside={false}>
      <Stack>
        <Alert color="yellow" title="Copy it now">
          This value is shown only once. Store it where your receiver reads it; it cannot be displayed again.
        </Alert>
        <Code block data-testid="one-time-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        {children ? <Text size="sm">{children}</Text> : null}
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have stored it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
