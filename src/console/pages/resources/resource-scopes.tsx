// A resource's scopes: add (name and description), edit in a dialog, delete with confirmation;
// the server's refusals (a duplicate name, whitespace) next to the field they are about.
import { Button, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState, GeneralErrors } from '../../components/query-state';
import { splitUserErrors } from '../../components/user-errors';

const CreateScope = graphql(`
  mutation ConsoleCreateScope($resourceId: ID!, $input: CreateScopeInput!) {
    createScope(resourceId: $resourceId, input: $input) {
      scope {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const UpdateScope = graphql(`
  mutation ConsoleUpdateScope($resourceId: ID!, $scopeId: ID!, $input: UpdateScopeInput!) {
    updateScope(resourceId: $resourceId, scopeId: $scopeId, input: $input) {
      scope {
        id
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const DeleteScope = graphql(`
  mutation ConsoleDeleteScope($resourceId: ID!, $scopeId: ID!) {
    deleteScope(resourceId: $resourceId, scopeId: $scopeId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const FIELDS = ['name', 'description'] as const;

interface ScopeRow {
  id: string;
  name: string;
  description?: string | null;
}

function AddScope({ resourceId }: { resourceId: string }) {
  const create = useGraphQLMutation(CreateScope);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { name: '', description: '' } });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { createScope } = await create.mutateAsync({
        resourceId,
        input: { name: values.name.trim(), ...(values.description.trim() ? { description: values.description.trim() } : {}) },
      });
      if (createScope.userErrors.length) {
        const errors = splitUserErrors(createScope.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      form.reset();
      notifications.show({ message: `Scope ${values.name.trim()} added`, color: 'green' });
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a scope">
      <Stack gap="xs">
        <GeneralErrors messages={general} />
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Scope name" placeholder="read:documents" autoComplete="off" w={{ base: '100%', sm: 240 }} {...form.getInputProps('name')} />
          <TextInput label="Scope description" autoComplete="off" w={{ base: '100%', sm: 320 }} {...form.getInputProps('description')} />
          <Button type="submit" loading={create.isPending} mt={{ base: 0, sm: 25 }}>
            Add scope
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditScope({ resourceId, scope, onClose }: { resourceId: string; scope: ScopeRow; onClose(): void }) {
  const update = useGraphQLMutation(UpdateScope);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm({ initialValues: { name: scope.name, description: scope.description ?? '' } });
  const submit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      const { updateScope } = await update.mutateAsync({
        resourceId,
        scopeId: scope.id,
        input: { name: values.name.trim(), description: values.description.trim() === '' ? null : values.description.trim() },
      });
      if (updateScope.userErrors.length) {
        const errors = splitUserErrors(updateScope.userErrors, FIELDS);
        form.setErrors(errors.byField);
        setGeneral(errors.general);
        return;
      }
      notifications.show({ message: 'Scope saved', color: 'green' });
      onClose();
    } catch (error) {
      setGeneral([error instanceof Error ? error.message : String(error)]);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <GeneralErrors messages={general} />
        <TextInput label="Scope name" data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Scope description" {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save scope
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ResourceScopes({ resourceId, scopes, readOnly }: { resourceId: string; scopes: readonly ScopeRow[]; readOnly: boolean }) {
  const remove = useGraphQLMutation(DeleteScope);
  const [editing, setEditing] = useState<ScopeRow>();
  return (
    <Stack>
      {readOnly ? null : <AddScope resourceId={resourceId} />}
      {scopes.length === 0 ? (
        <EmptyState title="No scopes yet">Scopes name what a token for this API allows, such as read:documents.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Description</Table.Th>
                {readOnly ? null : (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scopes.map((scope) => (
                <Table.Tr key={scope.id}>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {scope.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{scope.description ?? '—'}</Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(scope)} aria-label={`Edit scope ${scope.name}`}>
                          Edit
                        </Button>
                        <ConfirmButton
                          size="xs"
                          label="Delete"
                          aria-label={`Delete scope ${scope.name}`}
                          title={`Delete the scope ${scope.name}?`}
                          onConfirm={async () => {
                            const { deleteScope } = await remove.mutateAsync({ resourceId, scopeId: scope.id });
                            if (deleteScope.userErrors.length) return deleteScope.userErrors[0]!.message;
                            notifications.show({ message: `Scope ${scope.name} deleted`, color: 'green' });
                            return undefined;
                          }}
                        >
                          Roles that grant {scope.name} lose it; tokens already issued keep it until they expire.
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={`Edit scope ${editing?.name ?? ''}`} centered>
        {editing ? <EditScope key={editing.id} resourceId={resourceId} scope={editing} onClose={() => setEditing(undefined)} /> : null}
      </Modal>
    </Stack>
  );
}
