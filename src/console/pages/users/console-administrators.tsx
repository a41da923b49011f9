// Who can sign in to this console: the users holding a role that grants the Management API's `all`
// scope (the built-in Administrator role, or another given that scope). A suspended one cannot.
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { Pager, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';

const AdministratorsQuery = graphql(`
  query ConsoleAdministrators($first: Int, $offset: Int) {
    users(first: $first, offset: $offset, isConsoleAdministrator: true, orderBy: { field: Name, direction: Asc }) {
      totalCount
      nodes {
        id
        username
        primaryEmail
        name
        isSuspended
        hasMfa
        lastSignInAt
      }
    }
  }
`);

export default function ConsoleAdministrators() {
  const list = useListParams();
  const query = useGraphQLQuery(AdministratorsQuery, { first: list.first, offset: list.offset });
  return (
    <>
      <PageHeader title="Console administrators" />
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        The people who can sign in to this console: each holds a role granting the Management API&apos;s <code>all</code> scope (the built-in Administrator
        role). To add one, open a user and assign that role on their Roles tab; to remove one, take the role away. A suspended administrator cannot sign in.
      </Text>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.users.nodes.length === 0 ? (
              <EmptyState title="No administrators">Assign the Administrator role to a user to let them in.</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label="Console administrators">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Administrator</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Last sign-in</Table.Th>
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
                          {user.isSuspended ? <StatusBadge tone="bad">Suspended</StatusBadge> : <StatusBadge tone="good">Can sign in</StatusBadge>}{' '}
                          {user.hasMfa ? <StatusBadge tone="neutral">2-step</StatusBadge> : null}
                        </Table.Td>
                        <Table.Td>{formatDate(user.lastSignInAt)}</Table.Td>
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
