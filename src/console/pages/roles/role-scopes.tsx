// The scopes a role grants, with the API resource each belongs to: add from any resource, remove.
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState, GeneralErrors } from '../../components/query-state';
import { useScopeChoices } from '../../components/server-pickers';
import { ScopePicker } from './scope-picker';

const AddRoleScopes = graphql(`
  mutation ConsoleAddRoleScopes($id: ID!, $scopeIds: [ID!]!) {
    addRoleScopes(id: $id, scopeIds: $scopeIds) {
      scopes {
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

const RemoveRoleScope = graphql(`
  mutation ConsoleRemoveRoleScope($id: ID!, $scopeId: ID!) {
    removeRoleScope(id: $id, scopeId: $scopeId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

interface ScopeRow {
  id: string;
  name: string;
  description?: string | null;
  resourceId: string;
}

export function RoleScopes({ roleId, scopes }: { roleId: string; scopes: readonly ScopeRow[] }) {
  const add = useGraphQLMutation(AddRoleScopes);
  const remove = useGraphQLMutation(RemoveRoleScope);
  const choices = useScopeChoices();
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  const resourceName = new Map((choices.data?.resources.nodes ?? []).map((resource) => [resource.id, resource.name]));

  const addPicked = async () => {
    setError(undefined);
    setGeneral([]);
    try {
      const { addRoleScopes } = await add.mutateAsync({ id: roleId, scopeIds: picked });
      if (addRoleScopes.userErrors.length) {
        setError(addRoleScopes.userErrors.map((e) => e.message).join(' '));
        return;
      }
      setPicked([]);
      notifications.show({ message: 'Scopes added', color: 'green' });
    } catch (e) {
      setGeneral([e instanceof Error ? e.message : String(e)]);
    }
  };

  return (
    <Stack>
      <GeneralErrors messages={general} />
      <Group align="flex-start" wrap="wrap">
        <ScopePicker label="Add scopes" value={picked} onChange={setPicked} exclude={scopes.map((s) => s.id)} error={error} />
        <Button disabled={!picked.length} loading={add.isPending} onClick={() => void addPicked()} mt={{ base: 0, sm: 25 }}>
          Add
        </Button>
      </Group>
      {scopes.length === 0 ? (
        <EmptyState title="This role grants no scopes yet" />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Scope</Table.Th>
                <Table.Th>API resource</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
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
                  <Table.Td>{resourceName.get(scope.resourceId) ?? '—'}</Table.Td>
                  <Table.Td>{scope.description ?? '—'}</Table.Td>
                  <Table.Td>
                    <ConfirmButton
                      size="xs"
                      label="Remove"
                      aria-label={`Remove scope ${scope.name}`}
                      title={`Remove ${scope.name} from this role?`}
                      onConfirm={async () => {
                        const { removeRoleScope } = await remove.mutateAsync({ id: roleId, scopeId: scope.id });
                        if (removeRoleScope.userErrors.length) return removeRoleScope.userErrors[0]!.message;
                        notifications.show({ message: `Scope ${scope.name} removed`, color: 'green' });
                        return undefined;
                      }}
                    >
                      Holders of this role lose {scope.name} at their next token.
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
