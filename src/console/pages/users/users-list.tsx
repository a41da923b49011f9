import { Anchor, Button, Group, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';
import { USER_FILTERS, UserListFilters, hasUserFilter, userListArguments } from './user-list-filters';

const UsersQuery = graphql(`
  query ConsoleUsers(
    $first: Int
    $offset: Int
    $search: String
    $isSuspended: Boolean
    $hasMfa: Boolean
    $roleId: ID
    $organizationId: ID
    $orderBy: UserOrder
  ) {
    users(
      first: $first
      offset: $offset
      search: $search
      isSuspended: $isSuspended
      hasMfa: $hasMfa
      roleId: $roleId
      organizationId: $organizationId
      orderBy: $orderBy
    ) {
      totalCount
      nodes {
        id
        username
        primaryEmail
        name
        isSuspended
        hasMfa
        lastSignInAt
        createdAt
      }
    }
  }
`);

export default function UsersList() {
  const list = useListParams(USER_FILTERS);
  const filtered = hasUserFilter(list.filters);
  const query = useGraphQLQuery(UsersQuery, {
    first: list.first,
    offset: list.offset,
    search: list.search || null,
    ...userListArguments(list.filters),
  });
  return (
    <>
      <PageHeader
        title="Users"
        actions={
          <Button component={Link} to="/users/new">
            Create user
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchBox label="Search users" value={list.search} onChange={(search) => list.update({ search })} />
        <UserListFilters filters={list.filters} update={list.update} />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.users.nodes.length === 0 ? (
              <EmptyState title={list.search || filtered ? 'No user matches this search' : 'No users yet'}>
                {list.search || filtered ? 'Try another name, username or email, or other filters.' : 'Create the first one, or let people sign up.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>User</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Last sign-in</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.users.nodes.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/users/${user.id}`}>
                            {user.username ?? user.name ?? user.primaryEmail ?? user.id}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{user.primaryEmail ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {user.isSuspended ? <StatusBadge tone="bad">Suspended</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>}
                            {user.hasMfa ? <StatusBadge tone="neutral">2-step</StatusBadge> : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDate(user.lastSignInAt)}</Table.Td>
                        <Table.Td>{formatDate(user.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.users.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
