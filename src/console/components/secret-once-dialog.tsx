// A secret the server shows only once (an application's client secret at creation or rotation):
// a dialog that says so plainly, with a copy button, closed only by an explicit acknowledgement.
import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';

export function SecretOnceDialog({
  secret,
  title,
  label,
  onClose,
  children,
}: {
  /** The secret; the dialog is open while it is set. */
  secret: string | undefined;
  title: string;
  /** The label of the field holding the secret, such as "Client secret". */
  label: string;
  onClose(): void;
  children?: React.ReactNode;
}) {
  return (
    <Modal
      opened={secret !== undefined}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      // A stray click or Escape must not throw away a secret that cannot be shown again.
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Stack>
        <Alert color="orange" title="You will not see it again" role="status">
          Copy it now and keep it somewhere safe. Tessera stores only a digest of it: once this dialog is closed, the only way to get a working secret is to
          rotate it.
        </Alert>
        {children}
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label={label}
            value={secret ?? ''}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={secret ?? ''} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have copied it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
