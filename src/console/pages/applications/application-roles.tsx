// The MachineToMachine roles a machine-to-machine application holds: assign, take away.
import { Anchor, Button, Group, MultiSelect, Stack, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';

const ApplicationRolesQuery = graphql(`
  query ConsoleApplicationRoles($applicationId: ID!) {
    applicationRoles(applicationId: $applicationId, first: 100) {
      nodes {
        id
        name
        description
        scopes {
          id
          name
        }
      }
    }
    roles(first: 100, type: MachineToMachine) {
      nodes {
        id
        name
      }
    }
  }
`);

const AssignRoles = graphql(`
  mutation ConsoleAssignApplicationRoles($applicationId: ID!, $roleIds: [ID!]!) {
    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {
      roles {
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

const RemoveRole = graphql(`
  mutation ConsoleRemoveApplicationRole($applicationId: ID!, $roleId: ID!) {
    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

export function ApplicationRoles({ applicationId }: { applicationId: string }) {
  const query = useGraphQLQuery(ApplicationRolesQuery, { applicationId });
  const assign = useGraphQLMutation(AssignRoles);
  const remove = useGraphQLMutation(RemoveRole);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);
  return (
    <QueryState query={query}>
      {() => {
        const held = new Set(query.data!.applicationRoles.nodes.map((role) => role.id));
        const options = query.data!.roles.nodes.filter((role) => !held.has(role.id)).map((role) => ({ value: role.id, label: role.name }));
        return (
          <Stack>
            <GeneralErrors messages={general} />
            <Group align="flex-start" wrap="wrap">
              <MultiSelect
                label="Assign roles"
                description="Machine-to-machine roles: their scopes go into this application's client credentials tokens"
                data={options}
                value={picked}
                onChange={setPicked}
                searchable
                error={error}
                w={{ base: '100%', sm: 420 }}
                nothingFoundMessage="No other machine-to-machine roles"
              />
              <Button
                disabled={!picked.length}
                loading={assign.isPending}
                mt={{ base: 0, sm: 50 }}
                onClick={async () => {
                  setError(undefined);
                  setGeneral([]);
                  try {
                    const { assignApplicationRoles } = await assign.mutateAsync({ applicationId, roleIds: picked });
                    if (assignApplicationRoles.userErrors.length) {
                      setError(assignApplicationRoles.userErrors.map((e) => e.message).join(' '));
                      return;
                    }
                    setPicked([]);
                    notifications.show({ message: 'Roles assigned', color: 'green' });
                  } catch (e) {
                    setGeneral([e instanceof Error ? e.message : String(e)]);
                  }
                }}
              >
                Assign
              </Button>
            </Group>
            {query.data!.applicationRoles.nodes.length === 0 ? (
              <EmptyState title="No roles">Without a role, this application's tokens carry no API scopes.</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Scopes</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.applicationRoles.nodes.map((role) => (
                      <Table.Tr key={role.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/roles/${role.id}`}>
                            {role.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{role.scopes.map((scope) => scope.name).join(', ') || '—'}</Table.Td>
                        <Table.Td>
                          <ConfirmButton
                            size="xs"
                            label="Remove"
                            aria-label={`Remove role ${role.name}`}
                            title={`Remove the role ${role.name}?`}
                            onConfirm={async () => {
                              const { removeApplicationRole } = await remove.mutateAsync({ applicationId, roleId: role.id });
                              if (removeApplicationRole.userErrors.length) return removeApplicationRole.userErrors[0]!.message;
                              notifications.show({ message: 'Role removed', color: 'green' });
                              return undefined;
                            }}
                          >
                            The application loses the scopes this role grants at its next token.
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
      }}
    </QueryState>
  );
}
