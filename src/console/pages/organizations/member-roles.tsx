// A member's organization roles: shown as badges, changed in a dialog that replaces the whole set.
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OrganizationRolePicker, type Option } from '../../components/server-pickers';

export function RoleBadges({ roles }: { roles: readonly { id: string; name: string }[] }) {
  if (!roles.length)
    return (
      <Text size="sm" c="dimmed">
        No roles
      </Text>
    );
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role.id} variant="light" tt="none">
          {role.name}
        </Badge>
      ))}
    </Group>
  );
}

export function EditRolesButton({
  memberName,
  roles,
  onSave,
}: {
  memberName: string;
  roles: readonly { id: string; name: string }[];
  /** Resolves to the server's refusal, or nothing when saved. */
  onSave(roleIds: string[]): Promise<string | void>;
}) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const known: Option[] = roles.map((role) => ({ value: role.id, label: role.name }));
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const refused = await onSave(picked);
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
      <Button
        size="xs"
        variant="default"
        aria-label={`Edit roles of ${memberName}`}
        onClick={() => {
          setPicked(roles.map((role) => role.id));
          setError(undefined);
          setOpen(true);
        }}
      >
        Edit roles
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Roles of ${memberName}`} centered>
        <Stack>
          <OrganizationRolePicker
            label="Organization roles"
            value={picked}
            onChange={setPicked}
            known={known}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
          {error ? null : (
            <Text size="xs" c="dimmed">
              The member holds exactly the roles listed here after saving.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void save()}>
              Save roles
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function ErrorNote({ message }: { message: string | undefined }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}
