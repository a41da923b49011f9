// Roles, filtered by who they are given to (?type=User|MachineToMachine).
import { Anchor, Button, Group, Paper, SegmentedControl, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { ROLE_TYPE_LABELS, parseRoleType } from './role-types';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';

const RolesQuery = graphql(`
  query ConsoleRoles($first: Int, $offset: Int, $type: RoleType, $search: String) {
    roles(first: $first, offset: $offset, type: $type, search: $search) {
      totalCount
      nodes {
        id
        name
        description
        type
        isDefault
        scopes {
          id
        }
        createdAt
      }
    }
  }
`);

export default function RolesList() {
  const list = useListParams(['type'] as const);
  const type = parseRoleType(list.filters.type);
  const query = useGraphQLQuery(RolesQuery, { first: list.first, offset: list.offset, type: type ?? null, search: list.search || null });
  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <Button component={Link} to={type ? `/roles/new?type=${type}` : '/roles/new'}>
            Create role
          </Button>
        }
      />
      <Group mb="md" gap="md" wrap="wrap" align="flex-end">
        <SearchBox label="Search roles" value={list.search} onChange={(search) => list.update({ search })} />
        <Text size="sm" id="role-type-filter" mb={8}>
          Type
        </Text>
        <SegmentedControl
          aria-labelledby="role-type-filter"
          value={type ?? 'all'}
          onChange={(value) => list.update({ type: value === 'all' ? undefined : value })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'User', label: ROLE_TYPE_LABELS.User },
            { value: 'MachineToMachine', label: ROLE_TYPE_LABELS.MachineToMachine },
          ]}
        />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.roles.nodes.length === 0 ? (
              <EmptyState title={list.search ? 'No role matches this search' : type ? `No ${ROLE_TYPE_LABELS[type].toLowerCase()} roles yet` : 'No roles yet'}>
                {list.search ? 'Try another name.' : 'A role is a named set of scopes, given to users or to machine-to-machine applications.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Scopes</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.roles.nodes.map((role) => (
                      <Table.Tr key={role.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/roles/${role.id}`}>
                            {role.name}
                          </Anchor>{' '}
                          {role.isDefault ? (
                            <Text span size="xs" c="dimmed">
                              (default)
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{role.description || '—'}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{ROLE_TYPE_LABELS[role.type]}</Table.Td>
                        <Table.Td>{role.scopes.length}</Table.Td>
                        <Table.Td>{formatDate(role.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.roles.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
