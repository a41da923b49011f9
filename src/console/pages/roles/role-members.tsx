// Who holds a role: users for a User role, machine-to-machine applications for the other kind.
// Assign from a searchable list, take away with confirmation; the page is in ?page=.
import { Anchor, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../components/dates';
import { Pager, useListParams } from '../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { userLabel } from '../../components/entity-names';
import { MachineApplicationPicker, UserPicker } from '../../components/server-pickers';

const RoleUsersQuery = graphql(`
  query ConsoleRoleUsers($id: ID!, $first: Int, $offset: Int) {
    roleUsers(id: $id, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        username
        primaryEmail
        name
        createdAt
      }
    }
  }
`);

const AssignRoleUsers = graphql(`
  mutation ConsoleAssignRoleUsers($id: ID!, $userIds: [ID!]!) {
    assignRoleUsers(id: $id, userIds: $userIds) {
      users {
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

const RemoveRoleUser = graphql(`
  mutation ConsoleRemoveRoleUser($id: ID!, $userId: ID!) {
    removeRoleUser(id: $id, userId: $userId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const RoleApplicationsQuery = graphql(`
  query ConsoleRoleApplications($id: ID!, $first: Int, $offset: Int) {
    roleApplications(id: $id, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        description
        createdAt
      }
    }
  }
`);

const AssignApplicationRoles = graphql(`
  mutation ConsoleAssignRoleToApplication($applicationId: ID!, $roleIds: [ID!]!) {
    assignApplicationRoles(applicationId: $applicationId, roleIds: $roleIds) {
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

const RemoveApplicationRole = graphql(`
  mutation ConsoleRemoveRoleFromApplication($applicationId: ID!, $roleId: ID!) {
    removeApplicationRole(applicationId: $applicationId, roleId: $roleId) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

export function RoleUsers({ roleId }: { roleId: string }) {
  const list = useListParams();
  const query = useGraphQLQuery(RoleUsersQuery, { id: roleId, first: list.first, offset: list.offset });
  const assign = useGraphQLMutation(AssignRoleUsers);
  const remove = useGraphQLMutation(RemoveRoleUser);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string[]>([]);

  const assignPicked = async () => {
    setError(undefined);
    setGeneral([]);
    try {
      const { assignRoleUsers } = await assign.mutateAsync({ id: roleId, userIds: picked });
      if (assignRoleUsers.userErrors.length) {
        setError(assignRoleUsers.userErrors.map((e) => e.message).join(' '));
        return;
      }
      setPicked([]);
      notifications.show({ message: 'Role assigned', color: 'green' });
    } catch (e) {
      setGeneral([e instanceof Error ? e.message : String(e)]);
    }
  };

  return (
    <Stack>
      <GeneralErrors messages={general} />
      <Group align="flex-start" wrap="wrap">
        <UserPicker
          label="Assign to users"
          placeholder="Search by name, username or email"
          value={picked}
          onChange={setPicked}
          nothingFoundMessage="No user matches"
          error={error}
          w={{ base: '100%', sm: 420 }}
        />
        <Button disabled={!picked.length} loading={assign.isPending} onClick={() => void assignPicked()} mt={{ base: 0, sm: 25 }}>
          Assign
        </Button>
      </Group>
      <QueryState query={query}>
        {() =>
          query.data!.roleUsers.nodes.length === 0 ? (
            <EmptyState title="No user holds this role" />
          ) : (
            <>
              <Table.ScrollContainer minWidth={480}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.roleUsers.nodes.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/users/${user.id}`}>
                            {userLabel(user)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{user.primaryEmail ?? '—'}</Table.Td>
                        <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                        <Table.Td>
                          <ConfirmButton
                            size="xs"
                            label="Remove"
                            aria-label={`Remove ${userLabel(user)}`}
                            title={`Take this role from ${userLabel(user)}?`}
                            onConfirm={async () => {
                              const { removeRoleUser } = await remove.mutateAsync({ id: roleId, userId: user.id });
                              if (removeRoleUser.userErrors.length) return removeRoleUser.userErrors[0]!.message;
                              notifications.show({ message: 'Role taken away', color: 'green' });
                              return undefined;
                            }}
                          >
                            The user loses the scopes this role grants at their next token.
                          </ConfirmButton>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.roleUsers.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function RoleApplications({ roleId }: { roleId: string }) {
  const list = useListParams();
  const query = useGraphQLQuery(RoleApplicationsQuery, { id: roleId, first: list.first, offset: list.offset });
  const assign = useGraphQLMutation(AssignApplicationRoles);
  const remove = useGraphQLMutation(RemoveApplicationRole);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  const assignPicked = async () => {
    setError(undefined);
    // One request per application: the API assigns roles to an application, not the reverse.
    const refusals: string[] = [];
    for (const applicationId of picked) {
      try {
        const { assignApplicationRoles } = await assign.mutateAsync({ applicationId, roleIds: [roleId] });
        refusals.push(...assignApplicationRoles.userErrors.map((e) => e.message));
      } catch (e) {
        refusals.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (refusals.length) {
      setError(refusals.join(' '));
      return;
    }
    setPicked([]);
    notifications.show({ message: 'Role assigned', color: 'green' });
  };

  return (
    <QueryState query={query}>
      {() => {
        const holding = new Set(query.data!.roleApplications.nodes.map((a) => a.id));
        return (
          <Stack>
            <Group align="flex-start" wrap="wrap">
              <MachineApplicationPicker
                label="Assign to machine-to-machine applications"
                placeholder="Search by name or client ID"
                value={picked}
                onChange={setPicked}
                exclude={holding}
                nothingFoundMessage="No application matches"
                error={error}
                w={{ base: '100%', sm: 420 }}
              />
              <Button disabled={!picked.length} loading={assign.isPending} onClick={() => void assignPicked()} mt={{ base: 0, sm: 25 }}>
                Assign
              </Button>
            </Group>
            {query.data!.roleApplications.nodes.length === 0 ? (
              <EmptyState title="No application holds this role" />
            ) : (
              <>
                <Table.ScrollContainer minWidth={480}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Application</Table.Th>
                        <Table.Th>Description</Table.Th>
                        <Table.Th>Created</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {query.data!.roleApplications.nodes.map((application) => (
                        <Table.Tr key={application.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/applications/${application.id}`}>
                              {application.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{application.description ?? '—'}</Table.Td>
                          <Table.Td>{formatDate(application.createdAt)}</Table.Td>
                          <Table.Td>
                            <ConfirmButton
                              size="xs"
                              label="Remove"
                              aria-label={`Remove ${application.name}`}
                              title={`Take this role from ${application.name}?`}
                              onConfirm={async () => {
                                const { removeApplicationRole } = await remove.mutateAsync({ applicationId: application.id, roleId });
                                if (removeApplicationRole.userErrors.length) return removeApplicationRole.userErrors[0]!.message;
                                notifications.show({ message: 'Role taken away', color: 'green' });
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
                <Pager page={list.page} total={query.data!.roleApplications.totalCount} onChange={(page) => list.update({ page })} />
              </>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
