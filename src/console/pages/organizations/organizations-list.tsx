// Organizations: search by name or description, pages in the query string, a way to the template.
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useGraphQLQuery } from '../../graphql/hooks';
import { EmptyState, QueryState } from '../../components/query-state';
import { PageHeader } from '../../components/page-header';
import { Pager, SearchBox, useListParams } from '../../components/list-controls';
import { formatDate } from '../../components/dates';

const OrganizationsQuery = graphql(`
  query ConsoleOrganizations($first: Int, $offset: Int, $search: String) {
    organizations(first: $first, offset: $offset, search: $search) {
      totalCount
      nodes {
        id
        name
        description
        jitEmailDomains
        createdAt
      }
    }
  }
`);

export default function OrganizationsList() {
  const list = useListParams();
  const query = useGraphQLQuery(OrganizationsQuery, { first: list.first, offset: list.offset, search: list.search || null });
  return (
    <>
      <PageHeader
        title="Organizations"
        actions={
          <>
            <Button component={Link} to="/organizations/template" variant="default">
              Organization template
            </Button>
            <Button component={Link} to="/organizations/new">
              Create organization
            </Button>
          </>
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        The organization template (roles and scopes) is shared by every organization.
      </Text>
      <Group mb="md">
        <SearchBox label="Search organizations" value={list.search} onChange={(search) => list.update({ search })} />
      </Group>
      <Paper withBorder>
        <QueryState query={query}>
          {() =>
            query.data!.organizations.nodes.length === 0 ? (
              <EmptyState title={list.search ? 'No organization matches this search' : 'No organizations yet'}>
                {list.search ? 'Try another name or description.' : 'Create one for each customer, tenant or team.'}
              </EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Organization</Table.Th>
                      <Table.Th>Description</Table.Th>
                      <Table.Th>Just-in-time domains</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data!.organizations.nodes.map((organization) => (
                      <Table.Tr key={organization.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/organizations/${organization.id}`}>
                            {organization.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" lineClamp={2}>
                            {organization.description ?? '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {organization.jitEmailDomains.length
                              ? organization.jitEmailDomains.map((domain) => (
                                  <Badge key={domain} variant="light" tt="none">
                                    {domain}
                                  </Badge>
                                ))
                              : '—'}
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDate(organization.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {query.data ? <Pager page={list.page} total={query.data.organizations.totalCount} onChange={(page) => list.update({ page })} /> : null}
    </>
  );
}
