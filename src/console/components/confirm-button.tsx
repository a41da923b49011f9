// A destructive action asks first, names what it acts on, and reports a refusal in the dialog.
import { Alert, Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmButtonProps extends ButtonProps {
  label: string;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** Resolves to an error message to show, or nothing when done. */
  onConfirm(): Promise<string | void>;
}

export function ConfirmButton({ label, title, children, confirmLabel = label, onConfirm, ...buttonProps }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const refused = await onConfirm();
      if (refused) setError(refused);
      else setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="red" variant="light" {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Text size="sm">{children}</Text>
        {error ? (
          <Alert color="red" mt="md" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
