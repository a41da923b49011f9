// The roles a user holds: assign User roles, take one away.
import { Button, Group, MultiSelect, Stack, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';

const UserRolesQuery = graphql(`
  query ConsoleUserRoles($userId: ID!) {
    userRoles(userId: $userId, first: 100) {
      nodes {
        id
        name
        description
      }
    }
    roles(first: 100, type: User) {
      nodes {
        id
        name
      }
    }
  }
`);

const AssignRoles = graphql(`
  mutation ConsoleAssignUserRoles($userId: ID!, $roleIds: [ID!]!) {
    assignUserRoles(userId: $userId, roleIds: $roleIds) {
      roles {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveRole = graphql(`
  mutation ConsoleRemoveUserRole($userId: ID!, $roleId: ID!) {
    removeUserRole(userId: $userId, roleId: $roleId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

export function UserRoles({ userId }: { userId: string }) {
  const query = useGraphQLQuery(UserRolesQuery, { userId });
  const assign = useGraphQLMutation(AssignRoles);
  const remove = useGraphQLMutation(RemoveRole);
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <QueryState query={query}>
      {() => {
        const held = new Set(query.data!.userRoles.nodes.map((role) => role.id));
        const options = query.data!.roles.nodes.filter((role) => !held.has(role.id)).map((role) => ({ value: role.id, label: role.name }));
        return (
          <Stack>
            <GeneralErrors messages={errors} />
            <Group align="flex-end" wrap="wrap">
              <MultiSelect
                label="Assign roles"
                data={options}
                value={picked}
                onChange={setPicked}
                searchable
                w={{ base: '100%', sm: 360 }}
                nothingFoundMessage="No other User roles"
              />
              <Button
                disabled={!picked.length}
                loading={assign.isPending}
                onClick={async () => {
                  const { assignUserRoles } = await assign.mutateAsync({ userId, roleIds: picked });
                  setErrors(assignUserRoles.userErrors.map((e) => e.message));
                  if (!assignUserRoles.userErrors.length) {
                    setPicked([]);
                    notifications.show({ message: 'Roles assigned', color: 'green' });
                  }
                }}
              >
                Assign
              </Button>
            </Group>
            {query.data!.userRoles.nodes.length === 0 ? (
              <EmptyState title="No roles" />
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data!.userRoles.nodes.map((role) => (
                    <Table.Tr key={role.id}>
                      <Table.Td>{role.name}</Table.Td>
                      <Table.Td>{role.description}</Table.Td>
                      <Table.Td>
                        <ConfirmButton
                          size="xs"
                          label="Remove"
                          title={`Remove the role ${role.name}?`}
                          onConfirm={async () => {
                            const { removeUserRole } = await remove.mutateAsync({ userId, roleId: role.id });
                            return removeUserRole.userErrors[0]?.message;
                          }}
                        >
                          The user loses the scopes this role grants at their next token.
                        </ConfirmButton>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
