// An organization's member users: add by search (with roles), search the members, change a member's
// organization roles, remove one.
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLMutation, useGraphQLQuery } from '../../graphql/hooks';
import { ConfirmButton } from '../../components/confirm-button';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { EmptyState, GeneralErrors, QueryState } from '../../components/query-state';
import { EditRolesButton, RoleBadges } from './member-roles';
import { OrganizationRolePicker, UserPicker } from '../../components/server-pickers';

const MembersQuery = graphql(`
  query ConsoleOrganizationUsers($id: ID!, $first: Int, $offset: Int, $search: String) {
    organizationUsers(id: $id, first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        username
        primaryEmail
        name
        isSuspended
        organizationRoles {
          id
          name
        }
      }
    }
  }
`);

const AddUsers = graphql(`
  mutation ConsoleAddOrganizationUsers($id: ID!, $userIds: [ID!]!) {
    addOrganizationUsers(id: $id, userIds: $userIds) {
      membershipChange {
        addedUserIds
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

const AddUserRoles = graphql(`
  mutation ConsoleAddOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {
    addOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {
      organizationRoles {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const ReplaceUserRoles = graphql(`
  mutation ConsoleReplaceOrganizationUserRoles($id: ID!, $userId: ID!, $organizationRoleIds: [ID!]!) {
    replaceOrganizationUserRoles(id: $id, userId: $userId, organizationRoleIds: $organizationRoleIds) {
      organizationRoles {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RemoveUser = graphql(`
  mutation ConsoleRemoveOrganizationUser($id: ID!, $userId: ID!) {
    removeOrganizationUser(id: $id, userId: $userId) {
      membershipChange {
        removedUserIds
      }
      userErrors {
        code
        message
      }
    }
  }
`);

function AddMembers({ id, members }: { id: string; members: ReadonlySet<string> }) {
  const add = useGraphQLMutation(AddUsers);
  const addRoles = useGraphQLMutation(AddUserRoles);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ users?: string; roles?: string; general: string[] }>({ general: [] });
  const submit = async () => {
    setErrors({ general: [] });
    try {
      const { addOrganizationUsers } = await add.mutateAsync({ id, userIds });
      if (addOrganizationUsers.userErrors.length) {
        setErrors({ users: addOrganizationUsers.userErrors.map((e) => e.message).join(' '), general: [] });
        return;
      }
      // Roles are given one member at a time; the first refusal stops and is shown by the roles field.
      if (roleIds.length) {
        for (const userId of userIds) {
          const { addOrganizationUserRoles } = await addRoles.mutateAsync({ id, userId, organizationRoleIds: roleIds });
          if (addOrganizationUserRoles.userErrors.length) {
            setErrors({ roles: addOrganizationUserRoles.userErrors.map((e) => e.message).join(' '), general: [] });
            return;
          }
        }
      }
      notifications.show({ message: userIds.length === 1 ? 'Member added' : `${userIds.length} members added`, color: 'green' });
      setUserIds([]);
      setRoleIds([]);
    } catch (error) {
      setErrors({ general: [error instanceof Error ? error.message : String(error)] });
    }
  };
  return (
    <Stack gap="xs">
      <GeneralErrors messages={errors.general} />
      <Group align="flex-start" wrap="wrap">
        <UserPicker
          label="Add users"
          placeholder="Search by name, username or email"
          value={userIds}
          onChange={setUserIds}
          exclude={members}
          error={errors.users}
          w={{ base: '100%', sm: 340 }}
        />
        <OrganizationRolePicker
          label="With organization roles"
          placeholder="Optional"
          value={roleIds}
          onChange={setRoleIds}
          error={errors.roles}
          w={{ base: '100%', sm: 280 }}
        />
        <Button mt={{ base: 0, sm: 25 }} disabled={!userIds.length} loading={add.isPending || addRoles.isPending} onClick={() => void submit()}>
          Add members
        </Button>
      </Group>
    </Stack>
  );
}

export function OrganizationMembers({ id }: { id: string }) {
  const list = useListParams();
  const query = useGraphQLQuery(MembersQuery, { id, first: list.first, offset: list.offset, search: list.search || null });
  const replaceRoles = useGraphQLMutation(ReplaceUserRoles);
  const remove = useGraphQLMutation(RemoveUser);
  const members = new Set(query.data?.organizationUsers.nodes.map((user) => user.id) ?? []);
  return (
    <Stack>
      <AddMembers id={id} members={members} />
      <SearchBox label="Search members" value={list.search} onChange={(search) => list.update({ search })} />
      <QueryState query={query}>
        {() =>
          query.data!.organizationUsers.nodes.length === 0 ? (
            <EmptyState title={list.search ? 'No member matches this search' : 'No members yet'}>
              {list.search ? 'Try another name, username or email.' : 'Add users above, invite them, or let them join by email domain.'}
            </EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={600}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Organization roles</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizationUsers.nodes.map((user) => {
                      const name = user.username ?? user.name ?? user.primaryEmail ?? user.id;
                      return (
                        <Table.Tr key={user.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/users/${user.id}`}>
                              {name}
                            </Anchor>
                            {user.primaryEmail && user.primaryEmail !== name ? (
                              <Text size="xs" c="dimmed">
                                {user.primaryEmail}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td>
                            <RoleBadges roles={user.organizationRoles} />
                          </Table.Td>
                          <Table.Td>
                            <Group gap="xs" justify="flex-end" wrap="nowrap">
                              <EditRolesButton
                                memberName={name}
                                roles={user.organizationRoles}
                                onSave={async (organizationRoleIds) => {
                                  const { replaceOrganizationUserRoles } = await replaceRoles.mutateAsync({ id, userId: user.id, organizationRoleIds });
                                  if (replaceOrganizationUserRoles.userErrors.length) return replaceOrganizationUserRoles.userErrors[0]!.message;
                                  notifications.show({ message: 'Roles saved', color: 'green' });
                                  return undefined;
                                }}
                              />
                              <ConfirmButton
                                size="xs"
                                label="Remove"
                                aria-label={`Remove ${name}`}
                                title={`Remove ${name} from this organization?`}
                                onConfirm={async () => {
                                  const { removeOrganizationUser } = await remove.mutateAsync({ id, userId: user.id });
                                  if (removeOrganizationUser.userErrors.length) return removeOrganizationUser.userErrors[0]!.message;
                                  notifications.show({ message: 'Member removed', color: 'green' });
                                  return undefined;
                                }}
                              >
                                {name} loses their organization roles here; the user account stays.
                              </ConfirmButton>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager page={list.page} total={query.data!.organizationUsers.totalCount} onChange={(page) => list.update({ page })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
